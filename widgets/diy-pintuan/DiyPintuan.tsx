/**
 * NiuShop Pintuan (拼团): running group-buy goods from /pintuan/api/goods/lists (pintuan addon only).
 * Header from `titleStyle`; cards in the block's template and look. Nothing renders while the
 * addon is off or no activity is running (NiuShop hides the component the same way).
 */
import type { ReactElement } from 'react';
import { promoCard, PromotionBlock, type PromotionProps, type PromotionSpec, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyPintuanProps } from './props.gen.ts';

export { defaults };

export const spec: PromotionSpec = {
  addon: 'pintuan',
  morePath: '/pages_promotion/pintuan/list',
  title: { zh: '超值拼团', key: 'pintuanTitle' },
  template: 'horizontal-slide',
  card: (row, t) =>
    promoCard(row, {
      addon: 'pintuan',
      id: 'pintuan_id',
      path: (id) => `/pages_promotion/pintuan/detail?pintuan_id=${id}`,
      price: 'pintuan_price',
      extra: <span className="dd-promo-extra" style={{ color: 'var(--base-color, #ff4544)' }}>{t('groupOf', { n: Math.max(2, Math.trunc(Number(row.pintuan_num)) || 2) })}</span>,
    }),
};

export default function DiyPintuan({ props, node }: WidgetProps<DiyPintuanProps>): ReactElement | null {
  return <PromotionBlock props={props as PromotionProps} defaults={defaults as PromotionProps} spec={spec} nodeId={node.id} />;
}
