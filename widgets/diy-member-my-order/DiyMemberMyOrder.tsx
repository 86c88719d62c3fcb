/**
 * NiuShop MemberMyOrder (我的订单): one entry per order state with its count badge (hidden at 0,
 * "99+" above 99) from /api/order/num; each opens the order list on that tab
 * (/pages/order/list?status=…) or, for refunds, the after-sales list. Titles and icon colours come
 * from the component's `icon` config (NiuShop's Chinese default titles follow the shopper's
 * language). The entries are those of the issue: pending payment, to ship, to receive, to review,
 * refunding (NiuShop's `waitUse` entry is not shown; its colours style "to review" when that has
 * no config of its own). Icons: the configured `icondiy` names drawn by src/diy/icons.tsx.
 */
import type { ReactElement } from 'react';
import { DiyBlock, DiyIcon, DiyLink, merchantText, pathLink, safeColor, useDiyText, useMember, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyMemberMyOrderProps } from './props.gen.ts';
import '../../src/sdk/goods/diy-data.css';

export { defaults };

type EntryKey = 'waitPay' | 'waitSend' | 'waitConfirm' | 'waitUse' | 'waitRate' | 'refunding';

interface Entry {
  key: EntryKey;
  /** Field of /api/order/num. */
  count: 'waitpay' | 'waitsend' | 'waitconfirm' | 'waitrate' | 'refunding';
  path: string;
  zh: string;
  label: string;
  /** NiuShop icon name when the config names none. */
  icon: string;
  /** Config to borrow colours from when the entry has none. */
  fallback?: EntryKey;
}

export const ENTRIES: readonly Entry[] = [
  { key: 'waitPay', count: 'waitpay', path: '/pages/order/list?status=waitpay', zh: '待付款', label: 'waitPay', icon: 'icondiy icon-system-daifukuan2' },
  { key: 'waitSend', count: 'waitsend', path: '/pages/order/list?status=waitsend', zh: '待发货', label: 'waitSend', icon: 'icondiy icon-system-daifahuo2' },
  { key: 'waitConfirm', count: 'waitconfirm', path: '/pages/order/list?status=waitconfirm', zh: '待收货', label: 'waitConfirm', icon: 'icondiy icon-system-daishouhuo2' },
  { key: 'waitRate', count: 'waitrate', path: '/pages/order/list?status=waitrate', zh: '待评价', label: 'waitRate', icon: 'icondiy icon-system-tuijian', fallback: 'waitUse' },
  { key: 'refunding', count: 'refunding', path: '/pages_tool/order/activist', zh: '售后', label: 'refunding', icon: 'icondiy icon-system-shuhou2' },
];

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * The icon colours NiuShop's templates ship for this block (the default theme's reds): a page that
 * keeps them means "the shop's colour", so they follow the theme (green under green) instead of
 * staying red. Colours a merchant chose are kept.
 */
const TEMPLATE_COLOURS = ['#ffa3a3,#ff4646', '#ff7b1d,#ff1544'];
// (The theme's variables, --base-color-light-5 among them, are set with the theme: src/theme/variables.ts.)
const THEME_COLOURS = ['var(--base-color-light-5)', 'var(--base-color)'];

export function themedIconStyle(style: unknown): unknown {
  if (!style || typeof style !== 'object' || Array.isArray(style)) return style;
  const colours = (style as { iconColor?: unknown }).iconColor;
  const key = Array.isArray(colours) ? colours.map((c) => String(c).trim().toLowerCase()).join(',') : '';
  return TEMPLATE_COLOURS.includes(key) ? { ...style, iconColor: THEME_COLOURS } : style;
}

export function badge(n: number): string {
  return n > 99 ? '99+' : String(n);
}

export default function DiyMemberMyOrder({ props, node }: WidgetProps<DiyMemberMyOrderProps>): ReactElement {
  const t = useDiyText();
  const { isLoggedIn } = useMember();
  const counts = useWidgetData<Record<string, unknown>>(node, 'counts').data;
  const icons = { ...obj(defaults.icon), ...obj(props.icon) };
  const textColor = safeColor(props.textColor) ?? '#303133';
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-member-my-order" style={{ display: 'flex', padding: '12px 0' }}>
      {ENTRIES.map((e) => {
        const own = icons[e.key] !== undefined;
        const conf = obj(icons[e.key] ?? (e.fallback ? icons[e.fallback] : undefined));
        const iconName = own && typeof conf.icon === 'string' && conf.icon ? conf.icon : e.icon;
        const title = merchantText(e.key === 'waitRate' && !icons.waitRate ? '' : conf.title, e.zh, e.label, t);
        const n = isLoggedIn && counts && typeof counts === 'object' ? Math.max(0, Math.trunc(Number(counts[e.count]) || 0)) : 0;
        return (
          <DiyLink key={e.key} link={pathLink(e.path)} className="dd-order-entry" label={n > 0 ? `${title} ${n}` : title} style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, minWidth: 0, color: textColor }}>
            <span style={{ position: 'relative', display: 'inline-flex' }}>
              <DiyIcon icon={iconName} iconStyle={themedIconStyle(conf.style)} size={30} fallbackColor="var(--base-color, #FF4646)" />
              {n > 0 ? (
                <span
                  className="dd-order-badge"
                  data-status={e.count}
                  style={{ position: 'absolute', top: -6, left: '60%', minWidth: 16, height: 16, padding: '0 4px', boxSizing: 'border-box', borderRadius: 8, background: 'var(--base-color, #ff4544)', color: 'var(--btn-text-color, #fff)', fontSize: 10, lineHeight: '16px', textAlign: 'center' }}
                >
                  {badge(n)}
                </span>
              ) : null}
            </span>
            <span style={{ fontSize: 12, lineHeight: '16px', textAlign: 'center' }}>{title}</span>
          </DiyLink>
        );
      })}
    </DiyBlock>
  );
}
