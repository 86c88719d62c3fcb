import type { ReactElement } from 'react';
import { PriceBand, PromoFact, PromoGoodsHead, PromoNote, useMissing, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GroupbuyGoodsInfoProps } from './props.gen.ts';

export type { GroupbuyGoodsInfoProps };
export { defaults };

export interface GroupbuySku {
  groupbuy_id?: number;
  goods_id?: number;
  sku_id?: number;
  goods_name?: string;
  sku_name?: string;
  introduction?: string;
  groupbuy_price?: string;
  price?: string;
  status?: number;
  start_time?: number;
  end_time?: number;
  current_time?: number;
  buy_num?: number;
  sell_num?: number;
  stock?: number;
  rule?: string;
}

/** NiuShop's groupbuy status: 1 not started, 2 running, 3 ended. */
export const GroupbuyStatus = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3 } as const;

/** The countdown: to the end while it runs, to the start before (0: none). */
export function countdownOf(sku: GroupbuySku): { target: number; running: boolean } {
  const status = Number(sku.status);
  if (status === GroupbuyStatus.RUNNING) return { target: Number(sku.end_time) || 0, running: true };
  if (status === GroupbuyStatus.NOT_STARTED) return { target: Number(sku.start_time) || 0, running: false };
  return { target: 0, running: false };
}

export default function GroupbuyGoodsInfo({ props, node, emit }: WidgetProps<GroupbuyGoodsInfoProps>): ReactElement | null {
  const { t } = useTexts('promotion');
  const sku = (props.sku && typeof props.sku === 'object' ? props.sku : null) as GroupbuySku | null;
  useMissing(props.loaded === true, sku !== null, () => void emit('missing'));
  if (!sku) return null;
  const { target, running } = countdownOf(sku);
  const min = Math.max(1, Number(sku.buy_num) || 1);
  return (
    <section className="w-groupbuy-goods-info pk-info" data-node-id={node.id}>
      <PriceBand
        tag={t('groupbuy.price')}
        price={sku.groupbuy_price ?? '0'}
        original={sku.price ?? ''}
        originalLabel={t('common.original')}
        testId="groupbuy-goods"
        target={target}
        serverTime={Number(sku.current_time) || undefined}
        countdownLabel={running ? t('common.endsIn') : t('common.startsIn')}
        days={(n) => t('common.days', { n })}
      />
      <PromoGoodsHead
        name={sku.goods_name || sku.sku_name || ''}
        intro={sku.introduction}
        facts={[t('groupbuy.sold', { n: Number(sku.sell_num) || 0 }), t('groupbuy.stock', { n: Math.max(0, Number(sku.stock) || 0) })]}
      >
        <PromoNote testId="groupbuy-min">{t('groupbuy.minRule', { n: min })}</PromoNote>
        {sku.rule ? <PromoFact label={t('groupbuy.rule')}>{sku.rule}</PromoFact> : null}
      </PromoGoodsHead>
    </section>
  );
}
