/**
 * NiuShop Presale (预售): running presales from /presale/api/goods/lists (presale addon only).
 * Header from `titleStyle`; cards in the block's template and look. Nothing renders while the
 * addon is off or no activity is running (NiuShop hides the component the same way).
 */
import type { ReactElement } from 'react';
import { formatMoney, promoCard, PromotionBlock, type PromotionProps, type PromotionSpec, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyPresaleProps } from './props.gen.ts';

export { defaults };

export const spec: PromotionSpec = {
  addon: 'presale',
  morePath: '/pages_promotion/presale/list',
  title: { zh: '商品预售', key: 'presaleTitle', wrong: ['限时秒杀'] },
  template: 'horizontal-slide',
  card: (row, t) =>
    promoCard(row, {
      addon: 'presale',
      id: 'presale_id',
      path: (id) => `/pages_promotion/presale/detail?id=${id}`,
      price: 'presale_price',
      extra: <span className="dd-promo-extra" style={{ color: 'var(--base-color, #ff4544)' }}>{Number(row.presale_deposit) > 0 ? t('deposit', { n: formatMoney(row.presale_deposit) }) : null}</span>,
    }),
};

export default function DiyPresale({ props, node }: WidgetProps<DiyPresaleProps>): ReactElement | null {
  return <PromotionBlock props={props as PromotionProps} defaults={defaults as PromotionProps} spec={spec} nodeId={node.id} />;
}
