/**
 * Groupbuy (NiuShop's `groupbuy` addon, niushop-promotions.md §3): one goods at one group price for
 * all its skus, with a minimum quantity per order, inside a window (status from the times when read;
 * 3 stored = the merchant's close). Sale stock only, no per-member limit; `sell_num` grows on payment.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { PromotionGroupbuyTable } from '../../../db/tables/promotion.ts';
import { ApiError, Code } from '../../../http/errors.ts';
import type { Params } from '../../../http/params.ts';
import type { Lang } from '../../../i18n/index.ts';
import type { Db } from '../../cart/sku.ts';
import { MAX_LINE_NUM } from '../../cart/service.ts';
import { assertSkuOnSale, skuDetailBase, skuRow, skuRowsOfGoods } from '../../goods/catalog.ts';
import { idsParam, pageResult, paging, yuan } from '../../goods/format.ts';
import { detailBase } from '../../goods/reads.ts';
import type { PromotionCalcInput, PromotionHook } from '../../order/promotion.ts';
import { translation } from '../../content/i18n.ts';
import { windowStatus } from '../apportion.ts';

export const GROUPBUY = 'groupbuy';
export type GroupbuyRow = Selectable<PromotionGroupbuyTable>;

/** NiuShop's groupbuy status: 1 not started, 2 running, 3 ended. */
export const GroupbuyStatus = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3 } as const;

const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

export function groupbuyStatus(g: Pick<GroupbuyRow, 'status' | 'start_time' | 'end_time'>, now: number): number {
  if (Number(g.status) === GroupbuyStatus.ENDED) return GroupbuyStatus.ENDED;
  const w = windowStatus(now, Number(g.start_time), Number(g.end_time));
  return w === 'before' ? GroupbuyStatus.NOT_STARTED : w === 'after' ? GroupbuyStatus.ENDED : GroupbuyStatus.RUNNING;
}

export const groupbuyById = (db: Db, id: number) => db.selectFrom('promotion_groupbuy').selectAll().where('groupbuy_id', '=', id).executeTakeFirst();

const fields = (g: GroupbuyRow, now: number) => ({
  groupbuy_id: g.groupbuy_id,
  groupbuy_price: yuan(g.groupbuy_price),
  buy_num: g.buy_num,
  start_time: Number(g.start_time),
  end_time: Number(g.end_time),
  sell_num: g.sell_num,
  rule: g.rule,
  status: groupbuyStatus(g, now),
  current_time: now,
});

/**
 * The quantity rules a groupbuy sku is bought under, as the order enforces them (the hook's
 * own_limits replace the goods' min/max/lifetime limits): at least buy_num, no upper limit but the
 * stock. The sku picker reads these, so the shopper is held to exactly what the order checks.
 */
const limits = (g: GroupbuyRow) => ({ min_buy: g.buy_num, max_buy: 0, is_limit: 0, limit_type: 1 });

/** Running groupbuys with their goods on sale (optionally of some goods), newest first. */
function running(db: Db, now: number, goodsIds: number[]) {
  let q = db
    .selectFrom('promotion_groupbuy as b')
    .innerJoin('goods as g', 'g.goods_id', 'b.goods_id')
    .where('b.status', '<>', GroupbuyStatus.ENDED)
    .where('b.start_time', '<=', now)
    .where('b.end_time', '>', now)
    .where('g.goods_state', '=', 1)
    .where('g.is_delete', '=', 0);
  if (goodsIds.length) q = q.where('b.goods_id', 'in', goodsIds);
  return q;
}

async function runningItems(db: Db, params: Params, now: number, limit: number, offset: number, lang?: Lang) {
  const base = running(db, now, idsParam(params.goods_id_arr, 'goods_id_arr'));
  const n = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const count = Number(n?.n ?? 0);
  if (!count) return { count, list: [] };
  const rows = await base
    .select(['b.groupbuy_id', 'b.goods_id', 'b.groupbuy_price', 'b.buy_num', 'b.sell_num', 'b.start_time', 'b.end_time', 'g.goods_name', 'g.goods_image', 'g.price', 'g.goods_stock', 'g.sku_id', 'g.unit', 'g.market_price', 'g.i18n'])
    .orderBy('b.groupbuy_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    count,
    list: rows.map((r) => ({
      groupbuy_id: r.groupbuy_id,
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      goods_name: translation(r.i18n, 'goods_name', lang) ?? r.goods_name,
      goods_image: r.goods_image,
      price: yuan(r.price),
      market_price: yuan(r.market_price),
      groupbuy_price: yuan(r.groupbuy_price),
      goods_stock: r.goods_stock,
      sell_num: r.sell_num,
      buy_num: r.buy_num,
      unit: translation(r.i18n, 'unit', lang) ?? r.unit,
      start_time: Number(r.start_time),
      end_time: Number(r.end_time),
    })),
  };
}

export async function groupbuyPage(db: Db, params: Params, now: number, lang?: Lang) {
  const { limit, offset, size } = paging(params, 100);
  const { count, list } = await runningItems(db, params, now, limit, offset, lang);
  return pageResult(count, size, list);
}

export async function groupbuyLists(db: Db, params: Params, now: number, lang?: Lang) {
  const num = Math.min(100, Math.max(1, Number(params.num ?? 10) || 10));
  return (await runningItems(db, params, now, num, 0, lang)).list;
}

const idOf = (params: Params): number => {
  const id = Number(params.groupbuy_id ?? params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw err('MISSING_PARAM', { name: 'groupbuy_id' });
  return id;
};

/** The groupbuy unless it is over or closed (then null). */
async function shown(db: Db, id: number, now: number): Promise<GroupbuyRow | null> {
  const g = await groupbuyById(db, id);
  return g && groupbuyStatus(g, now) !== GroupbuyStatus.ENDED ? g : null;
}

/** `/groupbuy/api/goods/detail`: the goods detail (its default sku, or `sku_id`) with the groupbuy's fields. */
export async function groupbuyDetail(db: Kysely<Database>, lang: Lang, params: Params, now: number) {
  const g = await shown(db, idOf(params), now);
  if (!g) return { goods_sku_detail: null };
  const skuId = Number(params.sku_id ?? 0);
  const base = await detailBase(db, lang, skuId > 0 ? { sku_id: skuId } : { goods_id: g.goods_id });
  if (!base || base.goods_id !== g.goods_id) return { goods_sku_detail: null };
  return { goods_sku_detail: { ...base, ...fields(g, now), ...limits(g), discount_price: yuan(g.groupbuy_price) } };
}

export async function groupbuyInfo(db: Db, params: Params, now: number) {
  const g = await shown(db, idOf(params), now);
  const row = g ? await skuRow(db, { sku_id: Number(params.sku_id) }) : undefined;
  if (!g || !assertSkuOnSale(row) || row.goods_id !== g.goods_id) return { goods_sku_detail: null };
  return { goods_sku_detail: { ...skuDetailBase(row), ...fields(g, now), ...limits(g), discount_price: yuan(g.groupbuy_price) } };
}

export async function groupbuySkus(db: Db, params: Params, now: number) {
  const g = await shown(db, idOf(params), now);
  if (!g || g.goods_id !== Number(params.goods_id)) return [];
  const rows = await skuRowsOfGoods(db, g.goods_id);
  return rows.filter(assertSkuOnSale).map((r) => ({ ...skuDetailBase(r), ...fields(g, now), ...limits(g), discount_price: yuan(g.groupbuy_price) }));
}

/** Why a groupbuy cannot be bought at `now` with `num` pieces (undefined: it can). */
function sellProblem(g: GroupbuyRow, num: number, now: number): ApiError | undefined {
  if (groupbuyStatus(g, now) !== GroupbuyStatus.RUNNING) return err('GROUPBUY_NOT_OPEN');
  if (num < g.buy_num) return err('GROUPBUY_MIN_NUM', { num: g.buy_num });
  return undefined;
}

export const groupbuyHook: PromotionHook = {
  type: GROUPBUY,
  async quote(db, ref, lines, { now }) {
    const g = await groupbuyById(db, ref.id);
    if (!g) throw err('GROUPBUY_NOT_EXIST');
    const skus = await db.selectFrom('goods_sku').select(['sku_id', 'goods_id']).where('sku_id', 'in', lines.map((l) => l.sku_id)).execute();
    if (skus.length !== lines.length || skus.some((k) => k.goods_id !== g.goods_id)) throw err('GROUPBUY_NOT_EXIST');
    const num = lines.reduce((n, l) => n + l.num, 0);
    const error = sellProblem(g, num, now);
    return { money: new Map(lines.map((l) => [l.sku_id, g.groupbuy_price * l.num])), own_limits: true, ...(error ? { error } : {}) };
  },
  async paid(trx, o) {
    const num = o.lines.reduce((n, l) => n + l.num, 0);
    await trx.updateTable('promotion_groupbuy').set((eb) => ({ sell_num: eb('sell_num', '+', num) })).where('groupbuy_id', '=', o.promotion_id).execute();
  },
};

/** The goods of `/groupbuy/api/ordercreate/payment`: `groupbuy_id`, `sku_id` (default the goods' own) and `num`. */
export async function groupbuyOrderInput(db: Db, params: Params): Promise<PromotionCalcInput> {
  if (params.groupbuy_id === undefined && params.id === undefined) throw err('ORDER_GOODS_REQUIRED');
  const g = await groupbuyById(db, idOf(params));
  if (!g) throw err('GROUPBUY_NOT_EXIST');
  const num = params.num === undefined || params.num === '' ? g.buy_num : Number(params.num);
  if (!Number.isSafeInteger(num) || num <= 0 || num > MAX_LINE_NUM) throw err('INVALID_PARAM', { name: 'num' });
  const row = await skuRow(db, params.sku_id ? { sku_id: Number(params.sku_id) } : { goods_id: g.goods_id });
  if (!row || row.goods_id !== g.goods_id) throw err('GROUPBUY_NOT_EXIST');
  return { cart_ids: [], lines: [{ sku_id: row.sku_id, num }], promotion: { type: GROUPBUY, id: g.groupbuy_id } };
}

export async function groupbuyInfoOf(db: Db, input: PromotionCalcInput, now: number) {
  const g = input.promotion ? await groupbuyById(db, input.promotion.id) : undefined;
  return { groupbuy_info: g ? { goods_id: g.goods_id, goods_name: g.goods_name, ...fields(g, now) } : null };
}
