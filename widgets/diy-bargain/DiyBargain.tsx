/**
 * NiuShop Bargain (砍价): running bargain goods from /bargain/api/goods/lists (bargain addon only).
 * Header from `titleStyle`; cards in the block's template and look. Nothing renders while the
 * addon is off or no activity is running (NiuShop hides the component the same way).
 */
import type { ReactElement } from 'react';
import { promoCard, PromotionBlock, type PromotionProps, type PromotionSpec, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyBargainProps } from './props.gen.ts';

export { defaults };

export const spec: PromotionSpec = {
  addon: 'bargain',
  idsParam: 'id_arr',
  morePath: '/pages_promotion/bargain/list',
  title: { zh: '疯狂砍价', key: 'bargainTitle' },
  template: 'horizontal-slide',
  card: (row, t) =>
    promoCard(row, {
      addon: 'bargain',
      id: 'id',
      path: (id) => `/pages_promotion/bargain/detail?b_id=${id}`,
      price: 'floor_price',
      extra: <span className="dd-promo-extra" style={{ color: 'var(--base-color, #ff4544)' }}>{Number(row.join_num) > 0 ? t('bargainJoined', { n: Math.trunc(Number(row.join_num)) }) : null}</span>,
    }),
};

export default function DiyBargain({ props, node }: WidgetProps<DiyBargainProps>): ReactElement | null {
  return <PromotionBlock props={props as PromotionProps} defaults={defaults as PromotionProps} spec={spec} nodeId={node.id} />;
}
