import type { ReactElement } from 'react';
import { isSlotRunning, PromoGoodsList, PromoGoodsRow, SoldBar, soldPercent as kitSoldPercent, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type SeckillGoodsListProps } from './props.gen.ts';

export type { SeckillGoodsListProps };
export { defaults };

export interface SeckillGoodsRow {
  id?: number;
  seckill_id?: number;
  goods_id?: number;
  goods_name?: string;
  goods_image?: string;
  seckill_price?: string;
  price?: string;
  sale_num?: number;
  goods_stock?: number;
  seckill_start_time?: number;
  seckill_end_time?: number;
}

/** Percent sold of what the activity had (sold + left), 0–100. */
export const soldPercent = (row: Pick<SeckillGoodsRow, 'sale_num' | 'goods_stock'>): number => kitSoldPercent(row.sale_num, row.goods_stock);

export default function SeckillGoodsList({ props, node, emit }: WidgetProps<SeckillGoodsListProps>): ReactElement {
  const { t } = useTexts('seckill');
  const items = (Array.isArray(props.items) ? props.items : []) as SeckillGoodsRow[];
  const now = Number(props.serverTime) || 0;
  const runs = (row: SeckillGoodsRow) => now > 0 && isSlotRunning({ seckill_start_time: Number(row.seckill_start_time), seckill_end_time: Number(row.seckill_end_time), type: props.slotType }, now);
  return (
    <PromoGoodsList className="w-seckill-goods-list" nodeId={node.id} source={props.pagedSource ?? ''} emptyText={props.emptyText || t('list.empty')}>
      {items.map((row, i) => {
        const soldOut = Number(row.goods_stock ?? 0) <= 0;
        const running = runs(row);
        const pct = soldPercent(row);
        return (
          <PromoGoodsRow
            key={row.seckill_id ?? row.id ?? i}
            id={row.seckill_id ?? row.id}
            name={row.goods_name ?? ''}
            image={row.goods_image}
            price={row.seckill_price ?? '0'}
            original={row.price ?? ''}
            originalLabel={t('list.original')}
            priceTestId="seckill-price"
            action={soldOut ? t('list.soldOut') : running ? t('list.grab') : t('list.soon')}
            actionTone={soldOut ? 'off' : running ? 'on' : 'soon'}
            onSelect={() => void emit('select', { seckill_id: row.seckill_id ?? row.id, goods_id: row.goods_id })}
          >
            <SoldBar percent={pct} label={t('list.percent', { n: pct })} />
          </PromoGoodsRow>
        );
      })}
    </PromoGoodsList>
  );
}
