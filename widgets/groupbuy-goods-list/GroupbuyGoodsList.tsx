import type { ReactElement } from 'react';
import { PromoGoodsList, PromoGoodsRow, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GroupbuyGoodsListProps } from './props.gen.ts';

export type { GroupbuyGoodsListProps };
export { defaults };

export interface GroupbuyRow {
  groupbuy_id?: number;
  goods_id?: number;
  goods_name?: string;
  goods_image?: string;
  groupbuy_price?: string;
  price?: string;
  goods_stock?: number;
  sell_num?: number;
  buy_num?: number;
}

/** A row cannot be bought when its stock is below one order's minimum. */
export const soldOut = (row: Pick<GroupbuyRow, 'goods_stock' | 'buy_num'>): boolean => Number(row.goods_stock ?? 0) < Math.max(1, Number(row.buy_num) || 1);

export default function GroupbuyGoodsList({ props, node, emit }: WidgetProps<GroupbuyGoodsListProps>): ReactElement {
  const { t } = useTexts('promotion');
  const items = (Array.isArray(props.items) ? props.items : []) as GroupbuyRow[];
  return (
    <PromoGoodsList className="w-groupbuy-goods-list" nodeId={node.id} source={props.pagedSource ?? ''} emptyText={props.emptyText || t('groupbuy.empty')}>
      {items.map((row, i) => {
        const off = soldOut(row);
        const min = Math.max(1, Number(row.buy_num) || 1);
        return (
          <PromoGoodsRow
            key={row.groupbuy_id ?? i}
            id={row.groupbuy_id}
            name={row.goods_name ?? ''}
            image={row.goods_image}
            price={row.groupbuy_price ?? '0'}
            original={row.price ?? ''}
            originalLabel={t('common.original')}
            priceTestId="groupbuy-price"
            action={off ? t('groupbuy.soldOut') : t('groupbuy.go')}
            actionTone={off ? 'off' : 'on'}
            onSelect={() => void emit('select', { groupbuy_id: row.groupbuy_id, goods_id: row.goods_id })}
          >
            <div className="pk-row-tags">
              <span className="pk-row-tag" data-testid="groupbuy-min">
                {t('groupbuy.minBuy', { n: min })}
              </span>
              <span>{t('groupbuy.sold', { n: Number(row.sell_num) || 0 })}</span>
            </div>
          </PromoGoodsRow>
        );
      })}
    </PromoGoodsList>
  );
}
