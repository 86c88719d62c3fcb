/**
 * NiuShop Groupbuy (团购): running group purchases from /groupbuy/api/goods/lists (groupbuy addon only).
 * Header from `titleStyle`; cards in the block's template and look. Nothing renders while the
 * addon is off or no activity is running (NiuShop hides the component the same way).
 */
import type { ReactElement } from 'react';
import { promoCard, PromotionBlock, type PromotionProps, type PromotionSpec, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyGroupbuyProps } from './props.gen.ts';

export { defaults };

export const spec: PromotionSpec = {
  addon: 'groupbuy',
  morePath: '/pages_promotion/groupbuy/list',
  title: { zh: '限时团购', key: 'groupbuyTitle', wrong: ['限时秒杀'] },
  template: 'horizontal-slide',
  card: (row, t) =>
    promoCard(row, {
      addon: 'groupbuy',
      id: 'groupbuy_id',
      path: (id) => `/pages_promotion/groupbuy/detail?groupbuy_id=${id}`,
      price: 'groupbuy_price',
      extra: <span className="dd-promo-extra" style={{ color: 'var(--base-color, #ff4544)' }}>{Number(row.buy_num) > 1 ? t('minBuy', { n: Math.trunc(Number(row.buy_num)) }) : null}</span>,
    }),
};

export default function DiyGroupbuy({ props, node }: WidgetProps<DiyGroupbuyProps>): ReactElement | null {
  return <PromotionBlock props={props as PromotionProps} defaults={defaults as PromotionProps} spec={spec} nodeId={node.id} />;
}
