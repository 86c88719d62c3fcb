/**
 * NiuShop MemberMyOrder (我的订单): NiuShop's five entries in its order — to pay, to ship, to
 * receive, to use (virtual goods) and after-sales — each with its count badge (hidden at 0, "99+"
 * above 99) from /api/order/num, opening the order list on that tab
 * (/pages/order/list?status=…; `wait_use` for "to use") or the after-sales list. Titles and icons
 * come from the component's `icon` config (`{waitPay, waitSend, waitConfirm, waitUse, refunding}`
 * each `{title, icon, style}`); NiuShop's Chinese preset titles follow the shopper's language.
 * A document that also configures `waitRate` (not a NiuShop entry) gets "to review" after "to use".
 * Styles (NiuShop's editor presets): 1 gradient icons, 2 outline icons in the text colour (the
 * preset has no colours), 3 NiuShop's own pictures in the theme colour (the config gives titles
 * only: the entry's own icon in the theme's colours), 4 green icons with its own titles
 * (待支付, 备货中, 配送中, 待使用, 退换货).
 */
import type { ReactElement } from 'react';
import { clampNum, DiyBlock, DiyIcon, DiyLink, isChinese, pathLink, safeColor, useDiyText, useMember, useWidgetData, type DiyT, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyMemberMyOrderProps } from './props.gen.ts';
import '../../src/sdk/goods/diy-data.css';

export { defaults };

type EntryKey = 'waitPay' | 'waitSend' | 'waitConfirm' | 'waitUse' | 'waitRate' | 'refunding';

interface Entry {
  key: EntryKey;
  /** Field of /api/order/num. */
  count: 'waitpay' | 'waitsend' | 'waitconfirm' | 'wait_use' | 'waitrate' | 'refunding';
  path: string;
  /** Text key of the entry's default title. */
  label: string;
  /** NiuShop icon name when the config names none (and the icon of style 3). */
  icon: string;
  /** Shown only when the document's config names it. */
  optional?: boolean;
}

export const ENTRIES: readonly Entry[] = [
  { key: 'waitPay', count: 'waitpay', path: '/pages/order/list?status=waitpay', label: 'waitPay', icon: 'icondiy icon-system-daifukuan2' },
  { key: 'waitSend', count: 'waitsend', path: '/pages/order/list?status=waitsend', label: 'waitSend', icon: 'icondiy icon-system-daifahuo2' },
  { key: 'waitConfirm', count: 'waitconfirm', path: '/pages/order/list?status=waitconfirm', label: 'waitConfirm', icon: 'icondiy icon-system-daishouhuo2' },
  { key: 'waitUse', count: 'wait_use', path: '/pages/order/list?status=wait_use', label: 'waitUse', icon: 'icondiy icon-system-daishiyong2' },
  { key: 'waitRate', count: 'waitrate', path: '/pages/order/list?status=waitrate', label: 'waitRate', icon: 'icondiy icon-system-tuijian', optional: true },
  { key: 'refunding', count: 'refunding', path: '/pages_tool/order/activist', label: 'refunding', icon: 'icondiy icon-system-shuhou2' },
];

/** NiuShop's preset titles (its four styles) → the text shown in the shopper's language. */
const PRESET_TITLES: Record<string, string> = {
  待付款: 'waitPay',
  待支付: 'waitPay',
  待发货: 'waitSend',
  备货中: 'preparing',
  待收货: 'waitConfirm',
  配送中: 'delivering',
  待使用: 'waitUse',
  待评价: 'waitRate',
  售后: 'refunding',
  退换货: 'returns',
};

/** The entry's title: the merchant's text; a NiuShop preset title in the shopper's language. */
export function entryTitle(value: unknown, entry: Entry, t: DiyT): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (text === '') return t(entry.label);
  const key = PRESET_TITLES[text];
  return key && !isChinese() ? t(key) : text;
}

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

/** Style 3: NiuShop's own order pictures, masked in the theme colour. */
const THEME_ICON = { iconColor: THEME_COLOURS, iconColorDeg: 135, fontSize: 75 };

export function badge(n: number): string {
  return n > 99 ? '99+' : String(n);
}

/** The entries a document shows: NiuShop's five, and "to review" when its config names it. */
export function entriesOf(icon: unknown): readonly Entry[] {
  const own = obj(icon);
  return ENTRIES.filter((e) => !e.optional || own[e.key] !== undefined);
}

export default function DiyMemberMyOrder({ props, node }: WidgetProps<DiyMemberMyOrderProps>): ReactElement {
  const t = useDiyText();
  const { isLoggedIn } = useMember();
  const counts = useWidgetData<Record<string, unknown>>(node, 'counts').data;
  const own = obj(props.icon);
  const icons = { ...obj(defaults.icon), ...own };
  const style = Math.round(clampNum(props.style, 1, 4, 1));
  const textColor = safeColor(props.textColor) ?? '#303133';
  return (
    <DiyBlock props={props} nodeId={node.id} className={`diy-member-my-order dd-order--style-${style}`} style={{ display: 'flex', padding: '15px 0' }}>
      {entriesOf(props.icon).map((e) => {
        const conf = obj(icons[e.key]);
        const iconName = style !== 3 && typeof conf.icon === 'string' && conf.icon ? conf.icon : e.icon;
        // Style 2's preset names no colour: the glyph takes the text colour, as NiuShop's icon font does.
        const iconStyle = style === 3 ? THEME_ICON : themedIconStyle(conf.style);
        const title = entryTitle(conf.title, e, t);
        const n = isLoggedIn && counts && typeof counts === 'object' ? Math.max(0, Math.trunc(Number(counts[e.count]) || 0)) : 0;
        return (
          <DiyLink key={e.key} link={pathLink(e.path)} className="dd-order-entry" style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, minWidth: 0, color: textColor }}>
            <span className="dd-order-icon" data-icon={iconName} style={{ position: 'relative', display: 'inline-flex' }}>
              <DiyIcon icon={iconName} iconStyle={iconStyle} size={30} fallbackColor={style === 2 ? textColor : 'var(--base-color, #FF4646)'} />
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
            <span className="dd-order-title" style={{ fontSize: 13, lineHeight: '16px', textAlign: 'center', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {title}
            </span>
          </DiyLink>
        );
      })}
    </DiyBlock>
  );
}
