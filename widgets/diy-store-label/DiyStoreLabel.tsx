/**
 * NiuShop StoreLabel (门店标签): the shop's store labels (“免费停车”, “24小时营业” …) in one row,
 * each after a tick, in `textColor` / `fontSize` / `fontWeight`, spread across the row when there
 * are three (NiuShop's `between`). Data from /store/api/store/labelPage (./data.ts). Like
 * NiuShop's, it renders nothing while the store addon is off or the shop has no labels.
 *
 * Chain-store mode (`store_config.store_business == 'store'`): NiuShop shows the labels of the
 * shopper's current store instead, its comma-separated `label_name` (empty names skipped), the
 * first `count` of them (`sources: 'initial'`) or three. The current store is the one the shop
 * keeps (chosen, else the default of the site config), which carries its `label_name`.
 */
import type { ReactElement } from 'react';
import { clampNum, DiyBlock, listOf, num, safeColor, useAddon, useSite, useStoreStore, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyStoreLabelProps } from './props.gen.ts';

export { defaults };

interface Label {
  label_id?: number;
  label_name?: string;
}

/** The first colour of NiuShop's icon style (`style.iconColor[0]`), else the theme's. */
function iconColor(style: unknown): string | undefined {
  const colors = style && typeof style === 'object' && !Array.isArray(style) ? (style as { iconColor?: unknown }).iconColor : undefined;
  return Array.isArray(colors) ? safeColor(colors[0]) : undefined;
}

/** The current store's labels as NiuShop's chain-store mode lists them: `label_name` split on commas, empty ones skipped, at most `max`. */
export function storeLabels(labelName: unknown, max: number): string[] {
  const names = typeof labelName === 'string' ? labelName.split(/[,，]/).map((n) => n.trim()).filter(Boolean) : [];
  return names.slice(0, max);
}

export default function DiyStoreLabel({ props, node }: WidgetProps<DiyStoreLabelProps>): ReactElement | null {
  const on = useAddon('store');
  const chain = useSite().storeConfig?.store_business === 'store';
  const store = useStoreStore((s) => s.globalStoreInfo ?? s.defaultStoreInfo);
  const { data } = useWidgetData(node, 'labels');
  const labels = chain
    ? storeLabels(store?.label_name, props.sources === 'initial' ? Math.round(clampNum(props.count, 1, 20, 3)) : 3)
    : listOf<Label>(data)
        .map((l) => String(l.label_name ?? '').trim())
        .filter(Boolean);
  if (!on || labels.length === 0) return null;
  const size = num(props.fontSize, 14);
  const tick = iconColor(props.style) ?? 'var(--base-color, #ff4544)';
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-store-label" isStatic={!chain}>
      <ul
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          margin: 0,
          padding: '8px 12px',
          listStyle: 'none',
          overflowX: 'auto',
          whiteSpace: 'nowrap',
          justifyContent: labels.length === 3 ? 'space-between' : 'flex-start',
        }}
      >
        {labels.map((name, i) => (
          <li key={i} style={{ display: 'flex', alignItems: 'center', flexShrink: 0, gap: 4 }}>
            <svg width={size + 2} height={size + 2} viewBox="0 0 16 16" aria-hidden="true">
              <circle cx="8" cy="8" r="7.5" fill={tick} />
              <path d="M4.5 8.2l2.3 2.3 4.7-4.9" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span style={{ color: safeColor(props.textColor) ?? '#303133', fontSize: size, fontWeight: props.fontWeight === 'bold' || num(props.fontWeight, 400) >= 600 ? 600 : 400, lineHeight: '20px' }}>{name}</span>
          </li>
        ))}
      </ul>
    </DiyBlock>
  );
}
