/**
 * Rules of seckill (NiuShop's `seckill` addon, niushop-promotions.md §1) as the shopper sees them:
 * an activity covers a date window and some daily slots (China time); it sells only while its
 * window runs and the time of day is inside one of its slots. Status comes from the times when
 * read (the merchant's close, -1, is the only stored one). The per-member limit is the sku's
 * `max_buy` per China day or per activity (`limit_period`), read from the same quota rows the order
 * takes (`purchased_num`), so what a shopper is shown is what is enforced.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ApiError, Code } from '../../../http/errors.ts';
import type { Params } from '../../../http/params.ts';
import type { Lang } from '../../../i18n/index.ts';
import type { Db } from '../../cart/sku.ts';
import { MAX_LINE_NUM } from '../../cart/service.ts';
import { assertSkuOnSale, skuDetailBase, skuRow, skuRowsOfGoods } from '../../goods/catalog.ts';
import { pageResult, paging, yuan } from '../../goods/format.ts';
import { detailBase } from '../../goods/reads.ts';
import { idList } from '../../goods/stock.ts';
import type { PromotionCalcInput } from '../../order/promotion.ts';
import { limitSpecFormat } from '../../topic/service.ts';
import { translation } from '../../content/i18n.ts';
import { quotaUsed } from '../quota.ts';
import { chinaDate, chinaDayStart, chinaSecondOfDay, clockText, DAY_SEC } from '../time.ts';
import { activitiesOverlapping, allSlots, buyableStock, SECKILL, seckillById, seckillSkus, SeckillStatus, type SeckillGoodsRow, type SeckillRow, type SeckillTimeRow } from './queries.ts';

const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

export type Slot = Pick<SeckillTimeRow, 'id' | 'seckill_start_time' | 'seckill_end_time'>;

/** The status at `now`: the merchant's close, else the date window. */
export function effectiveStatus(s: Pick<SeckillRow, 'status' | 'start_time' | 'end_time'>, now: number): number {
  if (Number(s.status) === SeckillStatus.CLOSED) return SeckillStatus.CLOSED;
  if (now < Number(s.start_time)) return SeckillStatus.NOT_STARTED;
  if (now >= Number(s.end_time)) return SeckillStatus.ENDED;
  return SeckillStatus.RUNNING;
}

/** The activity's slot running at `now` (China time of day), if any. */
export function currentSlot<T extends Pick<Slot, 'seckill_start_time' | 'seckill_end_time'>>(slots: readonly T[], now: number): T | undefined {
  const sod = chinaSecondOfDay(now);
  return slots.find((t) => t.seckill_start_time <= sod && sod < t.seckill_end_time);
}

/** The activity's own slots, earliest first. */
export const slotsOf = (s: Pick<SeckillRow, 'seckill_time_id'>, all: readonly Slot[]): Slot[] => {
  const ids = new Set(idList(s.seckill_time_id));
  return all.filter((t) => ids.has(t.id));
};

/** Why the activity cannot be bought at `now` (undefined: it can). */
export function sellProblem(s: Pick<SeckillRow, 'status' | 'start_time' | 'end_time' | 'seckill_time_id'>, slots: readonly Slot[], now: number): ApiError | undefined {
  if (effectiveStatus(s, now) !== SeckillStatus.RUNNING || !currentSlot(slotsOf(s, slots), now)) return err('SECKILL_NOT_OPEN');
  return undefined;
}

/** The quota period of a per-member limit counted at `at`. */
export const limitPeriod = (limit: string, at: number): string => (limit === 'activity' ? '' : chinaDate(at));

/** The message of a limit that a purchase would pass. */
export const limitError = (limit: string, max: number, bought: number) => err(limit === 'activity' ? 'SECKILL_LIMIT' : 'SECKILL_LIMIT_DAY', { num: max, bought });

// ---- /seckill/api/seckill/lists ---------------------------------------------------------------------------

const slotView = (t: SeckillTimeRow, type: 'today' | 'tomorrow') => ({
  id: t.id,
  name: t.name,
  seckill_start_time: t.seckill_start_time,
  seckill_end_time: t.seckill_end_time,
  seckill_start_time_show: clockText(t.seckill_start_time),
  seckill_end_time_show: clockText(t.seckill_end_time),
  type,
});

/**
 * The slot tabs: slots whose end is still ahead today first ("today"), then today's finished slots
 * again as "tomorrow"; a slot without an activity running (on sale) in it that day is left out.
 */
export async function seckillLists(db: Db, now: number) {
  const day = chinaDayStart(now);
  const sod = chinaSecondOfDay(now);
  const slots = await allSlots(db);
  const acts = await activitiesOverlapping(db, day, day + 2 * DAY_SEC).select(['s.seckill_time_id', 's.start_time', 's.end_time']).execute();
  const has = (t: SeckillTimeRow, dayStart: number) =>
    acts.some((a) => idList(a.seckill_time_id).includes(t.id) && Number(a.start_time) < dayStart + t.seckill_end_time && Number(a.end_time) > dayStart + t.seckill_start_time);
  const today = slots.filter((t) => t.seckill_end_time > sod && has(t, day)).map((t) => slotView(t, 'today'));
  const tomorrow = slots.filter((t) => t.seckill_end_time <= sod && has(t, day + DAY_SEC)).map((t) => slotView(t, 'tomorrow'));
  return { list: [...today, ...tomorrow], current_time: now };
}

// ---- /seckill/api/seckillgoods/page, /lists ---------------------------------------------------------------

async function slotGoods(db: Db, params: Params, now: number, limit: number, offset: number, lang?: Lang) {
  const slotId = Number(params.seckill_time_id);
  if (!Number.isSafeInteger(slotId) || slotId <= 0) throw err('MISSING_PARAM', { name: 'seckill_time_id' });
  const slot = (await allSlots(db)).find((t) => t.id === slotId);
  if (!slot) return { count: 0, list: [] };
  const day = chinaDayStart(now) + (params.seckill_time_type === 'tomorrow' ? DAY_SEC : 0);
  const base = activitiesOverlapping(db, day + slot.seckill_start_time, day + slot.seckill_end_time, slotId);
  const n = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const count = Number(n?.n ?? 0);
  if (!count) return { count, list: [] };
  const rows = await base
    .select(['s.id', 's.seckill_name', 's.status', 's.remark', 's.start_time', 's.end_time', 's.goods_id', 's.seckill_time_id', 's.seckill_price', 's.sale_num', 's.goods_stock', 's.goods_name', 's.goods_image', 'g.price', 'g.goods_image as g_image', 'g.goods_name as g_name', 'g.i18n as g_i18n'])
    .orderBy('s.sort', 'asc')
    .orderBy('s.goods_id', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const stock = await buyableStock(db, rows.map((r) => r.id));
  const list = rows.map((r) => {
    const price = Number(r.price);
    return {
      id: r.id,
      seckill_id: r.id,
      seckill_name: r.seckill_name,
      status: effectiveStatus(r, now),
      remark: r.remark,
      start_time: Number(r.start_time),
      end_time: Number(r.end_time),
      goods_id: r.goods_id,
      seckill_time_id: r.seckill_time_id,
      seckill_start_time: slot.seckill_start_time,
      seckill_end_time: slot.seckill_end_time,
      seckill_price: yuan(r.seckill_price),
      price: yuan(price),
      sale_num: r.sale_num,
      goods_stock: Math.min(r.goods_stock, stock.get(r.id) ?? 0),
      // the goods' name in the reader's language when the merchant gave one, else the activity's copy
      goods_name: translation(r.g_i18n, 'goods_name', lang) ?? (r.goods_name || r.g_name),
      goods_image: r.goods_image || r.g_image,
      discount_rate: price > 0 ? Math.floor((r.seckill_price / price) * 100) : 100,
    };
  });
  return { count, list };
}

export async function seckillGoodsPage(db: Db, params: Params, now: number, lang?: Lang) {
  const { limit, offset, size } = paging(params, 100);
  const { count, list } = await slotGoods(db, params, now, limit, offset, lang);
  return { ...pageResult(count, size, list), current_time: now };
}

export async function seckillGoodsLists(db: Db, params: Params, now: number, lang?: Lang) {
  const num = Math.min(100, Math.max(1, Number(params.num ?? 10) || 10));
  return (await slotGoods(db, params, now, num, 0, lang)).list;
}

// ---- detail, info, goodsSku ------------------------------------------------------------------------------

/** Member fields of a seckill sku: the limit as it is enforced and what the member already bought. */
async function memberLimit(db: Db, s: SeckillRow, skus: SeckillGoodsRow[], memberId: number | null, now: number) {
  const used = memberId ? await quotaUsed(db, { promotion_type: SECKILL, promotion_id: s.id, member_id: memberId, period: limitPeriod(s.limit_period, now) }, skus.filter((k) => k.max_buy > 0).map((k) => k.id)) : new Map<number, number>();
  return (k: SeckillGoodsRow) => ({
    max_buy: k.max_buy,
    is_limit: k.max_buy > 0 ? 1 : 0,
    // 2: counted over time (per day or per activity, see limit_period), as NiuShop's seckill answers it
    limit_type: 2,
    limit_period: s.limit_period,
    purchased_num: used.get(k.id) ?? 0,
  });
}

export function activityFields(s: Pick<SeckillRow, 'id' | 'seckill_name' | 'status' | 'remark' | 'start_time' | 'end_time' | 'seckill_time_id' | 'limit_period'>, slots: readonly Slot[], now: number) {
  const own = slotsOf(s, slots);
  const cur = currentSlot(own, now);
  return {
    seckill_id: s.id,
    seckill_name: s.seckill_name,
    status: effectiveStatus(s, now),
    remark: s.remark,
    start_time: Number(s.start_time),
    end_time: Number(s.end_time),
    seckill_time_id: s.seckill_time_id,
    seckill_start_time: cur?.seckill_start_time ?? 0,
    seckill_end_time: cur?.seckill_end_time ?? 0,
    time_list: own.map((t) => ({ id: t.id, seckill_start_time: t.seckill_start_time, seckill_end_time: t.seckill_end_time })),
    limit_period: s.limit_period,
    current_time: now,
  };
}

/** The activity, unless closed or over (then null: the page says it is not available). */
async function shownActivity(db: Db, seckillId: number, now: number): Promise<SeckillRow | null> {
  const s = await seckillById(db, seckillId);
  if (!s) return null;
  const st = effectiveStatus(s, now);
  return st === SeckillStatus.CLOSED || st === SeckillStatus.ENDED ? null : s;
}

const seckillIdOf = (params: Params): number => {
  const id = Number(params.seckill_id ?? params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw err('MISSING_PARAM', { name: 'seckill_id' });
  return id;
};

/** The seckill fields of one sku over its catalogue fields. */
function skuFields(k: SeckillGoodsRow, saleStock: number) {
  return { id: k.id, sku_id: k.sku_id, seckill_price: yuan(k.seckill_price), discount_price: yuan(k.seckill_price), stock: Math.min(k.stock, saleStock), seckill_stock: k.stock, seckill_sale_num: k.sale_num };
}

/**
 * `/seckill/api/seckillgoods/detail`: the activity's first sku (the goods' default when it is in it)
 * as a goods detail, with the seckill fields, the slot running now and the member's limit.
 */
export async function seckillDetail(db: Kysely<Database>, lang: Lang, params: Params, memberId: number | null, now: number) {
  const s = await shownActivity(db, seckillIdOf(params), now);
  if (!s) return { goods_sku_detail: null };
  const [skus, slots, goodsRow] = await Promise.all([seckillSkus(db, s.id), allSlots(db), skuRow(db, { goods_id: s.goods_id })]);
  const first = skus.find((k) => k.sku_id === goodsRow?.sku_id) ?? skus[0];
  if (!first) return { goods_sku_detail: null };
  const base = await detailBase(db, lang, { sku_id: first.sku_id });
  if (!base) return { goods_sku_detail: null };
  const limit = await memberLimit(db, s, skus, memberId, now);
  const stock = await buyableStock(db, [s.id]);
  return {
    goods_sku_detail: {
      ...base,
      ...activityFields(s, slots, now),
      ...skuFields(first, Number(base.stock)),
      ...limit(first),
      goods_stock: Math.min(s.goods_stock, stock.get(s.id) ?? 0),
      sale_num: s.sale_num,
      goods_spec_format: limitSpecFormat(String(base.goods_spec_format ?? '[]'), new Set(skus.map((k) => k.sku_id))),
    },
  };
}

/** `/seckill/api/seckillgoods/info`: one sku of the activity; a sku not in it answers another that is. */
export async function seckillInfo(db: Db, params: Params, memberId: number | null, now: number) {
  const s = await shownActivity(db, seckillIdOf(params), now);
  if (!s) return { goods_sku_detail: null };
  const skuId = Number(params.sku_id);
  const [skus, slots] = await Promise.all([seckillSkus(db, s.id), allSlots(db)]);
  const k = skus.find((x) => x.sku_id === skuId);
  if (!k) return skus[0] ? { type: 'again', sku_id: skus[0].sku_id } : { goods_sku_detail: null };
  const row = await skuRow(db, { sku_id: k.sku_id });
  if (!assertSkuOnSale(row)) return { goods_sku_detail: null };
  const limit = await memberLimit(db, s, skus, memberId, now);
  return { goods_sku_detail: { ...skuDetailBase(row), ...activityFields(s, slots, now), ...skuFields(k, row.stock), ...limit(k) } };
}

/** `/seckill/api/seckillgoods/goodsSku`: the activity's skus of the goods (the spec popup). */
export async function seckillGoodsSkus(db: Db, params: Params, memberId: number | null, now: number) {
  const s = await shownActivity(db, seckillIdOf(params), now);
  if (!s || s.goods_id !== Number(params.goods_id)) return [];
  const [skus, slots, rows] = await Promise.all([seckillSkus(db, s.id), allSlots(db), skuRowsOfGoods(db, s.goods_id)]);
  const limit = await memberLimit(db, s, skus, memberId, now);
  const act = activityFields(s, slots, now);
  return skus.flatMap((k) => {
    const row = rows.find((r) => r.sku_id === k.sku_id);
    return assertSkuOnSale(row) ? [{ ...skuDetailBase(row), ...act, ...skuFields(k, row.stock), ...limit(k) }] : [];
  });
}

// ---- the order flow --------------------------------------------------------------------------------------

/** The goods of `/seckill/api/ordercreate/payment`: `seckill_id`, `sku_id` (default the first) and `num` (default 1). */
export async function seckillOrderInput(db: Db, params: Params): Promise<PromotionCalcInput> {
  if (params.seckill_id === undefined && params.id === undefined) throw err('ORDER_GOODS_REQUIRED');
  const s = await seckillById(db, seckillIdOf(params));
  if (!s) throw err('SECKILL_NOT_EXIST');
  const num = params.num === undefined || params.num === '' ? 1 : Number(params.num);
  if (!Number.isSafeInteger(num) || num <= 0 || num > MAX_LINE_NUM) throw err('INVALID_PARAM', { name: 'num' });
  const skus = await seckillSkus(db, s.id);
  const skuId = params.sku_id === undefined || params.sku_id === '' ? skus[0]?.sku_id : Number(params.sku_id);
  if (!skus.some((k) => k.sku_id === skuId)) throw err('SECKILL_GOODS_NOT_EXIST');
  return { cart_ids: [], lines: [{ sku_id: skuId!, num }], promotion: { type: SECKILL, id: s.id } };
}

/** `seckill_info` of the payment answer: the activity with its slot now. */
export async function seckillInfoOf(db: Db, input: PromotionCalcInput, now: number) {
  const s = input.promotion ? await seckillById(db, input.promotion.id) : undefined;
  if (!s) return { seckill_info: null };
  return { seckill_info: { id: s.id, goods_id: s.goods_id, goods_name: s.goods_name, ...activityFields(s, await allSlots(db), now) } };
}
