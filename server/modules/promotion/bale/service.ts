/**
 * Bale (NiuShop's `bale` addon, 打包一口价, niushop-promotions.md §8): any `num` pieces of the
 * activity's skus for `price`. The total quantity must be a multiple of `num`; the money,
 * `price × total / num`, is apportioned over the lines by their own prices (the last line takes the
 * remainder). Status and window are checked (2 stored = the merchant's close). The admin label
 * decides the delivery: `shipping_fee_type` 0 = the shop pays (free), 1 = the buyer pays. Sale stock only.
 */
import type { Selectable } from 'kysely';
import type { PromotionBaleTable } from '../../../db/tables/promotion.ts';
import { ApiError, Code } from '../../../http/errors.ts';
import { jsonParam, type Params } from '../../../http/params.ts';
import type { Lang } from '../../../i18n/index.ts';
import type { Db } from '../../cart/sku.ts';
import { translation } from '../../content/i18n.ts';
import { MAX_CART_ROWS, MAX_LINE_NUM } from '../../cart/service.ts';
import { yuan } from '../../goods/format.ts';
import { idList } from '../../goods/stock.ts';
import type { PromotionCalcInput, PromotionHook } from '../../order/promotion.ts';
import { limitSpecFormat } from '../../topic/service.ts';
import { apportion, windowStatus } from '../apportion.ts';

export const BALE = 'bale';
type Bale = Selectable<PromotionBaleTable>;

/** NiuShop's bale status: 0 not started, 1 running, 2 closed/ended. */
export const BaleStatus = { NOT_STARTED: 0, RUNNING: 1, CLOSED: 2 } as const;

const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

export function baleStatus(b: Pick<Bale, 'status' | 'start_time' | 'end_time'>, now: number): number {
  if (Number(b.status) === BaleStatus.CLOSED) return BaleStatus.CLOSED;
  const w = windowStatus(now, Number(b.start_time), Number(b.end_time));
  return w === 'before' ? BaleStatus.NOT_STARTED : w === 'after' ? BaleStatus.CLOSED : BaleStatus.RUNNING;
}

const baleById = (db: Db, id: number) => db.selectFrom('promotion_bale').selectAll().where('bale_id', '=', id).executeTakeFirst();

const baleIdOf = (params: Params): number => {
  const id = Number(params.bale_id ?? params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw err('MISSING_PARAM', { name: 'bale_id' });
  return id;
};

const fields = (b: Bale, now: number) => ({
  bale_id: b.bale_id,
  name: b.name,
  num: b.num,
  price: yuan(b.price),
  start_time: Number(b.start_time),
  end_time: Number(b.end_time),
  shipping_fee_type: b.shipping_fee_type,
  status: baleStatus(b, now),
  current_time: now,
});

/** `/bale/api/bale/detail`: the activity and its skus (goods on sale only), each with its goods' other skus of the activity. */
export async function baleDetail(db: Db, params: Params, now: number, lang?: Lang) {
  const b = await baleById(db, baleIdOf(params));
  if (!b) return null;
  const skuIds = idList(b.sku_ids);
  const rows = skuIds.length
    ? await db
        .selectFrom('goods_sku as s')
        .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
        .select(['s.sku_id', 's.goods_id', 's.sku_name', 's.price', 's.discount_price', 's.stock', 's.sku_image', 's.sku_spec_format', 's.goods_spec_format', 's.promotion_type', 'g.goods_name', 'g.goods_image', 'g.goods_state', 'g.unit', 'g.max_buy', 'g.min_buy', 'g.is_limit', 'g.limit_type', 's.i18n as s_i18n', 'g.i18n as g_i18n'])
        .where('s.sku_id', 'in', skuIds)
        .where('g.goods_state', '=', 1)
        .where('g.is_delete', '=', 0)
        .orderBy('s.goods_id')
        .orderBy('s.sku_id')
        .execute()
    : [];
  const allowed = new Set(rows.map((r) => r.sku_id));
  const view = (r: (typeof rows)[number]) => ({
    goods_id: r.goods_id,
    sku_id: r.sku_id,
    sku_name: translation(r.s_i18n, 'sku_name', lang) ?? r.sku_name,
    goods_name: translation(r.g_i18n, 'goods_name', lang) ?? r.goods_name,
    price: yuan(r.price),
    discount_price: yuan(r.discount_price),
    stock: r.stock,
    sku_image: r.sku_image,
    goods_image: r.goods_image,
    goods_state: r.goods_state,
    promotion_type: r.promotion_type,
    unit: translation(r.g_i18n, 'unit', lang) ?? r.unit,
    max_buy: r.max_buy,
    min_buy: r.min_buy,
    is_limit: r.is_limit,
    limit_type: r.limit_type,
    sku_spec_format: JSON.stringify(r.sku_spec_format ?? []),
    // the spec popup offers only the activity's skus (a value of another sku is shown, not chosen)
    goods_spec_format: limitSpecFormat(JSON.stringify(r.goods_spec_format ?? []), allowed),
  });
  const sku_list = rows.map((r) => ({ ...view(r), sku_list: rows.filter((x) => x.goods_id === r.goods_id).map(view) }));
  return { ...fields(b, now), goods_ids: b.goods_ids, sku_ids: b.sku_ids, sku_list };
}

export const baleHook: PromotionHook = {
  type: BALE,
  async quote(db, ref, lines, { now }) {
    const b = await baleById(db, ref.id);
    if (!b) throw err('BALE_NOT_EXIST');
    const allowed = new Set(idList(b.sku_ids));
    if (lines.some((l) => !allowed.has(l.sku_id))) throw err('BALE_GOODS_WRONG');
    const total = lines.reduce((n, l) => n + l.num, 0);
    const prices = await db.selectFrom('goods_sku').select(['sku_id', 'discount_price']).where('sku_id', 'in', lines.map((l) => l.sku_id)).execute();
    const sets = Math.floor(total / b.num);
    const parts = apportion(b.price * sets, lines.map((l) => (prices.find((p) => p.sku_id === l.sku_id)?.discount_price ?? 0) * l.num));
    const money = new Map(lines.map((l, i) => [l.sku_id, parts[i]!]));
    let error: ApiError | undefined;
    if (baleStatus(b, now) !== BaleStatus.RUNNING) error = err('BALE_NOT_OPEN');
    else if (total % b.num !== 0 || total === 0) error = err('BALE_NUM_WRONG', { num: b.num });
    return { money, free_delivery: b.shipping_fee_type === 0, ...(error ? { error } : {}) };
  },
};

/** The goods of `/bale/api/ordercreate/payment`: `bale_id` and `sku_list_json` ([{sku_id, num}]). */
export async function baleOrderInput(db: Db, params: Params): Promise<PromotionCalcInput> {
  if (params.bale_id === undefined || params.sku_list_json === undefined) throw err('ORDER_GOODS_REQUIRED');
  const b = await baleById(db, baleIdOf(params));
  if (!b) throw err('BALE_NOT_EXIST');
  const raw = jsonParam<unknown>(params, 'sku_list_json', []);
  if (!Array.isArray(raw) || !raw.length || raw.length > MAX_CART_ROWS) throw err('INVALID_PARAM', { name: 'sku_list_json' });
  const lines = raw.map((x: unknown) => {
    const o = (x && typeof x === 'object' ? x : {}) as { sku_id?: unknown; num?: unknown };
    const sku_id = Number(o.sku_id);
    const num = Number(o.num);
    if (!Number.isSafeInteger(sku_id) || sku_id <= 0) throw err('INVALID_PARAM', { name: 'sku_list_json' });
    if (!Number.isSafeInteger(num) || num < 0) throw err('ORDER_NUM_NEGATIVE');
    if (num > MAX_LINE_NUM) throw err('INVALID_PARAM', { name: 'sku_list_json' });
    return { sku_id, num };
  }).filter((l) => l.num > 0);
  if (!lines.length) throw err('ORDER_GOODS_REQUIRED');
  const allowed = new Set(idList(b.sku_ids));
  if (lines.some((l) => !allowed.has(l.sku_id))) throw err('BALE_GOODS_WRONG');
  return { cart_ids: [], lines, promotion: { type: BALE, id: b.bale_id } };
}

export async function baleInfoOf(db: Db, input: PromotionCalcInput, now: number) {
  const b = input.promotion ? await baleById(db, input.promotion.id) : undefined;
  if (!b) return { bale_info: null, bale_money: '0.00' };
  const total = input.lines.reduce((n, l) => n + l.num, 0);
  return { bale_info: fields(b, now), bale_money: yuan(b.price * Math.floor(total / b.num)) };
}
