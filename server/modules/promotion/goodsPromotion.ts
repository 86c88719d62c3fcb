/**
 * `/api/goods/promotion` (our addition): the promotions a goods is in now, for the promotion strip
 * of the ordinary goods detail. NiuShop builds `goods_promotion[]` of the goods detail from the
 * goods' `promotion_addon` (niushop-promotions.md §0.2: `{promotion_type, promotion_name, id}`) and
 * answers the combo packages (`bundling_list`) with it; here both are read at the time of asking
 * (an activity's status comes from its times), outside the cached goods detail, with what the strip
 * shows: the seckill price and its slot (running: its end; else the next start, China time), the
 * group price and minimum, the bargain floor. Bargain's type is `bargain` (NiuShop's `bargin` typo
 * is not copied).
 */
import type { Db } from '../cart/sku.ts';
import { yuan } from '../goods/format.ts';
import { BargainStatus } from './bargain/launch.ts';
import { bundlingLists } from './bundling/service.ts';
import { GroupbuyStatus } from './groupbuy/service.ts';
import { allSlots } from './seckill/queries.ts';
import { currentSlot, effectiveStatus, slotsOf, type Slot } from './seckill/service.ts';
import { SeckillStatus } from './seckill/queries.ts';
import { chinaDayStart, chinaSecondOfDay, DAY_SEC } from './time.ts';

export type GoodsPromotion =
  | { promotion_type: 'seckill'; promotion_name: string; id: number; seckill_id: number; seckill_price: string; price: string; slot_start: number; slot_end: number; in_slot: 0 | 1 }
  | { promotion_type: 'groupbuy'; promotion_name: string; groupbuy_id: number; groupbuy_price: string; buy_num: number; end_time: number }
  | { promotion_type: 'bargain'; promotion_name: string; bargain_id: number; id: number; sku_id: number; floor_price: string; end_time: number };

/**
 * The slot a countdown counts to at `now`: the one running (to its end), else the next start
 * (today's, else tomorrow's first), never past the activity's window. null when none is left.
 */
export function slotWindow(slots: ReadonlyArray<Pick<Slot, 'seckill_start_time' | 'seckill_end_time'>>, now: number, until: number): { start: number; end: number; running: boolean } | null {
  if (!slots.length) return null;
  const day = chinaDayStart(now);
  const sod = chinaSecondOfDay(now);
  const sorted = [...slots].sort((a, b) => a.seckill_start_time - b.seckill_start_time);
  const running = currentSlot(sorted, now);
  if (running) return { start: day + running.seckill_start_time, end: Math.min(until, day + running.seckill_end_time), running: true };
  const later = sorted.find((t) => t.seckill_start_time > sod);
  const next = later ? { start: day + later.seckill_start_time, end: day + later.seckill_end_time } : { start: day + DAY_SEC + sorted[0]!.seckill_start_time, end: day + DAY_SEC + sorted[0]!.seckill_end_time };
  return next.start < until ? { ...next, end: Math.min(until, next.end), running: false } : null;
}

async function seckillOf(db: Db, goodsId: number, skuId: number, now: number): Promise<GoodsPromotion | null> {
  const acts = await db
    .selectFrom('promotion_seckill')
    .select(['id', 'status', 'start_time', 'end_time', 'seckill_time_id', 'seckill_price'])
    .where('goods_id', '=', goodsId)
    .where('status', '<>', SeckillStatus.CLOSED)
    .where('start_time', '<=', now)
    .where('end_time', '>', now)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (!acts.length) return null;
  const slots = await allSlots(db);
  for (const a of acts) {
    if (effectiveStatus(a, now) !== SeckillStatus.RUNNING) continue;
    const w = slotWindow(slotsOf(a, slots), now, Number(a.end_time));
    if (!w) continue;
    const lines = await db.selectFrom('promotion_seckill_goods').select(['sku_id', 'seckill_price', 'price']).where('seckill_id', '=', a.id).orderBy('sku_id').execute();
    const line = lines.find((l) => l.sku_id === skuId) ?? lines[0];
    return {
      promotion_type: 'seckill',
      promotion_name: '限时秒杀',
      id: a.id,
      seckill_id: a.id,
      seckill_price: yuan(line?.seckill_price ?? a.seckill_price),
      price: yuan(line?.price ?? 0),
      slot_start: w.start,
      slot_end: w.end,
      in_slot: w.running ? 1 : 0,
    };
  }
  return null;
}

async function groupbuyOf(db: Db, goodsId: number, now: number): Promise<GoodsPromotion | null> {
  const g = await db
    .selectFrom('promotion_groupbuy')
    .select(['groupbuy_id', 'groupbuy_price', 'buy_num', 'end_time'])
    .where('goods_id', '=', goodsId)
    .where('status', '<>', GroupbuyStatus.ENDED)
    .where('start_time', '<=', now)
    .where('end_time', '>', now)
    .orderBy('groupbuy_id', 'desc')
    .executeTakeFirst();
  return g ? { promotion_type: 'groupbuy', promotion_name: '团购', groupbuy_id: g.groupbuy_id, groupbuy_price: yuan(g.groupbuy_price), buy_num: g.buy_num, end_time: Number(g.end_time) } : null;
}

async function bargainOf(db: Db, goodsId: number, skuId: number, now: number): Promise<GoodsPromotion | null> {
  const rows = await db
    .selectFrom('promotion_bargain_goods as bg')
    .innerJoin('promotion_bargain as b', 'b.bargain_id', 'bg.bargain_id')
    .select(['bg.id', 'bg.bargain_id', 'bg.sku_id', 'bg.floor_price', 'b.end_time'])
    .where('bg.goods_id', '=', goodsId)
    .where('b.status', '<>', BargainStatus.CLOSED)
    .where('b.start_time', '<=', now)
    .where('b.end_time', '>', now)
    .orderBy('bg.bargain_id', 'desc')
    .orderBy('bg.id')
    .execute();
  const r = rows.find((x) => x.sku_id === skuId) ?? rows[0];
  return r ? { promotion_type: 'bargain', promotion_name: '砍价', bargain_id: r.bargain_id, id: r.id, sku_id: r.sku_id, floor_price: yuan(r.floor_price), end_time: Number(r.end_time) } : null;
}

/** The goods of `sku_id` (or `goods_id`) on sale? Its goods id and the sku the strip is about. */
async function subject(db: Db, skuId: number, goodsId: number): Promise<{ goods_id: number; sku_id: number } | null> {
  let q = db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id').select(['s.goods_id', 's.sku_id']).where('g.goods_state', '=', 1).where('g.is_delete', '=', 0);
  q = skuId > 0 ? q.where('s.sku_id', '=', skuId) : q.where('s.goods_id', '=', goodsId).whereRef('s.sku_id', '=', 'g.sku_id');
  return (await q.executeTakeFirst()) ?? null;
}

/** The answer of `/api/goods/promotion`: `{goods_promotion, bundling_list, current_time}` (empty lists for a goods not on sale). */
export async function goodsPromotion(db: Db, skuId: number, goodsId: number, now: number) {
  const s = await subject(db, skuId, goodsId);
  if (!s) return { goods_promotion: [] as GoodsPromotion[], bundling_list: [], current_time: now };
  const [seckill, groupbuy, bargain, bundling_list] = await Promise.all([
    seckillOf(db, s.goods_id, s.sku_id, now),
    groupbuyOf(db, s.goods_id, now),
    bargainOf(db, s.goods_id, s.sku_id, now),
    bundlingLists(db, { sku_id: s.sku_id }),
  ]);
  const goods_promotion = [seckill, groupbuy, bargain].filter((p): p is GoodsPromotion => p !== null);
  return { goods_promotion, bundling_list, current_time: now };
}
