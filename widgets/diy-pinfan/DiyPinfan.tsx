/**
 * Pinfan (拼团返利): running rebate groups from /pinfan/api/goods/lists (pinfan addon only).
 * Header from `titleStyle`; cards in the block's template and look. Nothing renders while the
 * addon is off or no activity is running (NiuShop hides the component the same way).
 */
import type { ReactElement } from 'react';
import { promoCard, PromotionBlock, type PromotionProps, type PromotionSpec, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyPinfanProps } from './props.gen.ts';

export { defaults };

export const spec: PromotionSpec = {
  addon: 'pinfan',
  morePath: '/pages_promotion/pinfan/list',
  title: { zh: '拼团返利', key: 'pinfanTitle' },
  template: 'horizontal-slide',
  card: (row, t) =>
    promoCard(row, {
      addon: 'pinfan',
      id: 'pintuan_id',
      path: (id) => `/pages_promotion/pinfan/detail?pinfan_id=${id}`,
      price: 'pintuan_price',
      extra: <span className="dd-promo-extra" style={{ color: 'var(--base-color, #ff4544)' }}>{t('groupOf', { n: Math.max(2, Math.trunc(Number(row.pintuan_num)) || 2) })}</span>,
    }),
};

export default function DiyPinfan({ props, node }: WidgetProps<DiyPinfanProps>): ReactElement | null {
  return <PromotionBlock props={props as PromotionProps} defaults={defaults as PromotionProps} spec={spec} nodeId={node.id} />;
}
