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
import { translate, type Lang } from '../../i18n/index.ts';
import type { Db } from '../cart/sku.ts';
import { yuan } from '../goods/format.ts';
import { BargainStatus } from './bargain/launch.ts';
import { bundlingLists } from './bundling/service.ts';
import { GroupbuyStatus } from './groupbuy/service.ts';
import { allSlots, SeckillStatus } from './seckill/queries.ts';
import { currentSlot, effectiveStatus, slotsOf, type Slot } from './seckill/service.ts';
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

/**
 * What the promotions of one sku are made of, read without the clock's say: every activity of its
 * goods that is not closed and not over by `since` (upcoming ones too), with its times. A value
 * that may be cached (the goods detail's answer is, server/modules/goods/routes.ts): which of them
 * runs, and the seckill slot, are worked out by `promotionsAt` when read, so a cached copy never
 * shows an activity that has not started or has ended.
 */
export interface PromotionFacts {
  /** The sku asked about. */
  sku_id: number;
  seckill: Array<{ id: number; status: number; start_time: number; end_time: number; slots: Array<Pick<Slot, 'seckill_start_time' | 'seckill_end_time'>>; seckill_price: number; price: number }>;
  groupbuy: Array<{ groupbuy_id: number; groupbuy_price: number; buy_num: number; start_time: number; end_time: number }>;
  bargain: Array<{ bargain_id: number; id: number; sku_id: number; floor_price: number; start_time: number; end_time: number }>;
}

/** Three queries (two more for a seckill's slots and lines): the goods' seckills (by sort), group buys and bargain lines (newest first). */
export async function promotionFacts(db: Db, goodsId: number, skuId: number, since: number): Promise<PromotionFacts> {
  const [acts, groupbuys, bargainRows] = await Promise.all([
    db
      .selectFrom('promotion_seckill')
      .select(['id', 'status', 'start_time', 'end_time', 'seckill_time_id', 'seckill_price'])
      .where('goods_id', '=', goodsId)
      .where('status', '<>', SeckillStatus.CLOSED)
      .where('end_time', '>', since)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('promotion_groupbuy')
      .select(['groupbuy_id', 'groupbuy_price', 'buy_num', 'start_time', 'end_time'])
      .where('goods_id', '=', goodsId)
      .where('status', '<>', GroupbuyStatus.ENDED)
      .where('end_time', '>', since)
      .orderBy('groupbuy_id', 'desc')
      .execute(),
    db
      .selectFrom('promotion_bargain_goods as bg')
      .innerJoin('promotion_bargain as b', 'b.bargain_id', 'bg.bargain_id')
      .select(['bg.id', 'bg.bargain_id', 'bg.sku_id', 'bg.floor_price', 'b.start_time', 'b.end_time'])
      .where('bg.goods_id', '=', goodsId)
      .where('b.status', '<>', BargainStatus.CLOSED)
      .where('b.end_time', '>', since)
      .orderBy('bg.bargain_id', 'desc')
      .orderBy('bg.id')
      .execute(),
  ]);
  const seckill: PromotionFacts['seckill'] = [];
  if (acts.length) {
    const [slots, lines] = await Promise.all([
      allSlots(db),
      db.selectFrom('promotion_seckill_goods').select(['seckill_id', 'sku_id', 'seckill_price', 'price']).where('seckill_id', 'in', acts.map((a) => a.id)).orderBy('sku_id').execute(),
    ]);
    for (const a of acts) {
      const own = lines.filter((l) => l.seckill_id === a.id);
      const line = own.find((l) => l.sku_id === skuId) ?? own[0];
      seckill.push({
        id: a.id,
        status: Number(a.status),
        start_time: Number(a.start_time),
        end_time: Number(a.end_time),
        slots: slotsOf(a, slots).map((t) => ({ seckill_start_time: t.seckill_start_time, seckill_end_time: t.seckill_end_time })),
        seckill_price: line?.seckill_price ?? a.seckill_price,
        price: line?.price ?? 0,
      });
    }
  }
  return {
    sku_id: skuId,
    seckill,
    bargain: bargainRows.map((r) => ({ bargain_id: r.bargain_id, id: r.id, sku_id: r.sku_id, floor_price: r.floor_price, start_time: Number(r.start_time), end_time: Number(r.end_time) })),
    groupbuy: groupbuys.map((g) => ({ groupbuy_id: g.groupbuy_id, groupbuy_price: g.groupbuy_price, buy_num: g.buy_num, start_time: Number(g.start_time), end_time: Number(g.end_time) })),
  };
}

const runs = (a: { start_time: number; end_time: number }, now: number): boolean => a.start_time <= now && now < a.end_time;

/**
 * NiuShop's `goods_promotion[]` at `now` (niushop-promotions.md §0.2: `promotion_type`,
 * `promotion_name` and the activity's id, with what the strip shows): the first running seckill
 * that has a slot left (running: to its end; else the next start), the newest running group buy,
 * a running bargain's line of this sku, else the newest running bargain's first line. The name is
 * the reader's language (server/i18n GOODS_PROMOTION_<TYPE>), never a stored text.
 */
export function promotionsAt(facts: PromotionFacts, now: number, lang: Lang): GoodsPromotion[] {
  const out: GoodsPromotion[] = [];
  for (const a of facts.seckill) {
    if (effectiveStatus(a, now) !== SeckillStatus.RUNNING) continue;
    const w = slotWindow(a.slots, now, a.end_time);
    if (!w) continue;
    out.push({ promotion_type: 'seckill', promotion_name: translate(lang, 'GOODS_PROMOTION_SECKILL'), id: a.id, seckill_id: a.id, seckill_price: yuan(a.seckill_price), price: yuan(a.price), slot_start: w.start, slot_end: w.end, in_slot: w.running ? 1 : 0 });
    break;
  }
  const g = facts.groupbuy.find((x) => runs(x, now));
  if (g) out.push({ promotion_type: 'groupbuy', promotion_name: translate(lang, 'GOODS_PROMOTION_GROUPBUY'), groupbuy_id: g.groupbuy_id, groupbuy_price: yuan(g.groupbuy_price), buy_num: g.buy_num, end_time: g.end_time });
  const running = facts.bargain.filter((x) => runs(x, now));
  const b = running.find((x) => x.sku_id === facts.sku_id) ?? running[0];
  if (b) out.push({ promotion_type: 'bargain', promotion_name: translate(lang, 'GOODS_PROMOTION_BARGAIN'), bargain_id: b.bargain_id, id: b.id, sku_id: b.sku_id, floor_price: yuan(b.floor_price), end_time: b.end_time });
  return out;
}

/** The goods of `sku_id` (or `goods_id`) on sale? Its goods id and the sku the strip is about. */
async function subject(db: Db, skuId: number, goodsId: number): Promise<{ goods_id: number; sku_id: number } | null> {
  let q = db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id').select(['s.goods_id', 's.sku_id']).where('g.goods_state', '=', 1).where('g.is_delete', '=', 0);
  q = skuId > 0 ? q.where('s.sku_id', '=', skuId) : q.where('s.goods_id', '=', goodsId).whereRef('s.sku_id', '=', 'g.sku_id');
  return (await q.executeTakeFirst()) ?? null;
}

/** The answer of `/api/goods/promotion`: `{goods_promotion, bundling_list, current_time}` (empty lists for a goods not on sale). */
export async function goodsPromotion(db: Db, skuId: number, goodsId: number, now: number, lang: Lang) {
  const s = await subject(db, skuId, goodsId);
  if (!s) return { goods_promotion: [] as GoodsPromotion[], bundling_list: [], current_time: now };
  const [facts, bundling_list] = await Promise.all([promotionFacts(db, s.goods_id, s.sku_id, now), bundlingLists(db, { sku_id: s.sku_id })]);
  return { goods_promotion: promotionsAt(facts, now, lang), bundling_list, current_time: now };
}
