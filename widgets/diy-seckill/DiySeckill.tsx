/**
 * NiuShop Seckill (秒杀): the first time slot of today from /seckill/api/seckill/lists (running:
 * countdown to its end; upcoming: to its start) and that slot's goods from
 * /seckill/api/seckillgoods/lists, with the sold-progress bar (`progressStyle`). Nothing renders
 * while the seckill addon is off or no slot has goods.
 */
import type { ReactElement } from 'react';
import { chinaSecondOfDay, Countdown, listOf, promoCard, PromotionBlock, type PromotionProps, type PromotionSpec, safeColor, type DiyT, useAddon, useDiyText, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiySeckillProps } from './props.gen.ts';

export { defaults };

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export interface Slot {
  id: number;
  seckill_start_time: number;
  seckill_end_time: number;
  type?: string;
}

/** Today's first slot that has not ended, and whether it runs now (seconds since midnight). */
export function currentSlot(data: unknown, nowSeconds: number): { slot: Slot; running: boolean } | null {
  const slots = listOf<Record<string, unknown>>(data)
    .map((s) => ({ id: Math.trunc(Number(s.id)), seckill_start_time: Number(s.seckill_start_time), seckill_end_time: Number(s.seckill_end_time), type: typeof s.type === 'string' ? s.type : 'today' }))
    .filter((s) => s.id > 0 && Number.isFinite(s.seckill_start_time) && Number.isFinite(s.seckill_end_time));
  const today = slots.filter((s) => s.type !== 'tomorrow' && s.seckill_end_time > nowSeconds);
  const slot = today[0] ?? slots[0];
  if (!slot) return null;
  return { slot, running: slot.type !== 'tomorrow' && slot.seckill_start_time <= nowSeconds && nowSeconds < slot.seckill_end_time };
}

function progress(row: Record<string, unknown>, props: PromotionProps, t: DiyT): ReactElement | null {
  const p = { ...obj(defaults.progressStyle), ...obj(props.progressStyle) };
  if (p.control === false || p.support === false) return null;
  const sold = Math.max(0, Number(row.sale_num) || 0);
  const stock = Math.max(0, Number(row.goods_stock) || 0);
  const pct = sold + stock > 0 ? Math.round((sold / (sold + stock)) * 100) : 0;
  return (
    <div className="dd-progress" style={{ background: safeColor(p.bgColor) ?? '#fcecd7' }} role="progressbar" aria-label={t('sold', { n: `${pct}%` })} aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100}>
      <i style={{ width: `${pct}%`, background: safeColor(p.currColor) ?? '#fdbe6c' }} />
    </div>
  );
}

export const spec: PromotionSpec = {
  addon: 'seckill',
  morePath: '/pages_promotion/seckill/list',
  title: { zh: '限时秒杀', key: 'seckillTitle' },
  template: 'row1-of1',
  card: (row, t, props) => promoCard(row, { addon: 'seckill', id: 'id', path: (id) => `/pages_promotion/seckill/detail?seckill_id=${id}`, price: 'seckill_price', extra: progress(row, props, t) }),
};

export default function DiySeckill({ props, node }: WidgetProps<DiySeckillProps>): ReactElement | null {
  const t = useDiyText();
  const on = useAddon('seckill');
  // Declared in ./data.ts (today's slots, then the current slot's goods, which PromotionBlock reads).
  const slots = useWidgetData<unknown>(node, 'slots');
  if (!on || slots.data === undefined) return null;
  // Slots are China time: judged on the server's clock of the answer (its current_time),
  // whatever the shopper's zone.
  const now = Number(obj(slots.data).current_time);
  if (!(now > 0)) return null;
  const base = now - chinaSecondOfDay(now);
  const found = currentSlot(slots.data, now - base);
  if (!found) return null;
  const title = obj(props.titleStyle);
  const endsAt = base + (found.running ? found.slot.seckill_end_time : found.slot.seckill_start_time) + (found.slot.type === 'tomorrow' ? 86400 : 0);
  const middle = (
    <>
      <span style={{ color: safeColor(title.colonColor) ?? '#303133' }}>{t(found.running ? 'endsIn' : 'startsIn')}</span>
      <Countdown endsAt={endsAt} title={title} />
    </>
  );
  return (
    <PromotionBlock
      props={props as PromotionProps}
      defaults={defaults as PromotionProps}
      spec={spec}
      nodeId={node.id}
      middle={middle}
    />
  );
}
