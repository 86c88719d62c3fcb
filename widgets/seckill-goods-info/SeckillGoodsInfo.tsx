import type { ReactElement } from 'react';
import { chinaSecondOfDay, nextSlotStart, PriceBand, PromoFact, PromoGoodsHead, PromoNote, slotClock, useMissing, type SlotTimes, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type SeckillGoodsInfoProps } from './props.gen.ts';

export type { SeckillGoodsInfoProps };
export { defaults };

export interface SeckillSku {
  goods_name?: string;
  sku_name?: string;
  introduction?: string;
  seckill_price?: string;
  price?: string;
  status?: number;
  start_time?: number;
  end_time?: number;
  seckill_start_time?: number;
  seckill_end_time?: number;
  time_list?: SlotTimes[];
  current_time?: number;
  stock?: number;
  sale_num?: number;
  max_buy?: number;
  limit_period?: string;
  purchased_num?: number;
}

/** Seckill activity status (NiuShop's): 0 not started, 1 running, 2 ended, -1 closed. */
export const SeckillStatus = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2, CLOSED: -1 } as const;

/** The countdown: to the running slot's end, else to the next slot start (0: none), on the server's clock. */
export function countdownOf(sku: SeckillSku): { target: number; running: boolean } {
  const now = Number(sku.current_time) || 0;
  const status = Number(sku.status);
  if (!now || (status !== SeckillStatus.RUNNING && status !== SeckillStatus.NOT_STARTED)) return { target: 0, running: false };
  const end = Number(sku.seckill_end_time) || 0;
  if (status === SeckillStatus.RUNNING && end > 0) return { target: now - chinaSecondOfDay(now) + end, running: true };
  const from = Math.max(now, Number(sku.start_time) || 0);
  const next = nextSlotStart(Array.isArray(sku.time_list) ? sku.time_list : [], from);
  return { target: next && (!sku.end_time || next < Number(sku.end_time)) ? next : 0, running: false };
}

export default function SeckillGoodsInfo({ props, node, emit }: WidgetProps<SeckillGoodsInfoProps>): ReactElement | null {
  const { t } = useTexts('seckill');
  const sku = (props.sku && typeof props.sku === 'object' ? props.sku : null) as SeckillSku | null;
  const { target, running } = sku ? countdownOf(sku) : { target: 0, running: false };
  useMissing(props.loaded === true, sku !== null, () => void emit('missing'));
  if (!sku) return null;

  const maxBuy = Number(sku.max_buy) || 0;
  const stock = Math.max(0, Number(sku.stock) || 0);
  const slots = Array.isArray(sku.time_list) ? sku.time_list : [];
  return (
    <section className="w-seckill-goods-info pk-info" data-node-id={node.id}>
      <PriceBand
        tag={t('detail.seckillPrice')}
        price={sku.seckill_price ?? '0'}
        original={sku.price ?? ''}
        originalLabel={t('detail.original')}
        testId="seckill-goods"
        target={target}
        serverTime={Number(sku.current_time) || undefined}
        countdownLabel={running ? t('detail.endsIn') : t('detail.startsIn')}
        days={(n) => t('detail.days', { n })}
      />
      <PromoGoodsHead name={sku.goods_name || sku.sku_name || ''} intro={sku.introduction} facts={[t('detail.sold', { n: Number(sku.sale_num) || 0 }), t('detail.left', { n: stock })]}>
        {maxBuy > 0 ? (
          <PromoNote testId="seckill-limit">
            <span>{t(sku.limit_period === 'activity' ? 'detail.limitActivity' : 'detail.limitDay', { n: maxBuy })}</span>
            {Number(sku.purchased_num) > 0 ? <span>{t('detail.purchased', { n: Number(sku.purchased_num) })}</span> : null}
          </PromoNote>
        ) : null}
        {slots.length ? <PromoFact label={t('detail.slots')}>{slots.map((s) => `${slotClock(s.seckill_start_time)}-${slotClock(s.seckill_end_time)}`).join(' · ')}</PromoFact> : null}
      </PromoGoodsHead>
    </section>
  );
}
