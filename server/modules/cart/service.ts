import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { jsonParam, type Params } from '../../http/params.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { Lang } from '../../i18n/index.ts';
import { goodsFormText } from '../form/service.ts';
import { claimKey, storeKey } from '../order/util.ts';
import { loadSkus, onSale, unitPrice, firstImage, type Db, type TradeSku } from './sku.ts';

/** A member keeps at most this many cart rows (one per sku). */
export const MAX_CART_ROWS = 200;
/** Largest quantity one cart row or order line may carry. */
export const MAX_LINE_NUM = 99999;
/** Most lines a guest's cart (kept on the device) may send to guestLists and merge. */
export const MAX_GUEST_LINES = 100;

const fail = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

/**
 * The quantity rules of one sku for one member (cart and order share them):
 * on sale, within stock, at least min_buy, at most max_buy (when the goods limits purchases).
 * Returns an error key + vars, or null when `num` is acceptable.
 */
export function lineProblem(sku: TradeSku | undefined, num: number): ApiError | null {
  if (!sku) return fail('CART_SKU_NOT_EXIST');
  if (!onSale(sku)) return fail('CART_GOODS_OFF_SALE', { name: sku.sku_name || sku.goods_name });
  if (sku.stock <= 0 || num > sku.stock) return fail('CART_STOCK_NOT_ENOUGH', { name: sku.sku_name || sku.goods_name, stock: sku.stock });
  if (sku.min_buy > 0 && num < sku.min_buy) return fail('CART_MIN_BUY', { name: sku.sku_name || sku.goods_name, num: sku.min_buy });
  if (sku.is_limit === 1 && sku.max_buy > 0 && num > sku.max_buy) return fail('CART_MAX_BUY', { name: sku.sku_name || sku.goods_name, num: sku.max_buy });
  return null;
}

async function skuOrFail(db: Db, skuId: number, lang?: Lang): Promise<TradeSku> {
  const sku = (await loadSkus(db, [skuId], lang)).get(skuId);
  if (!sku) throw fail('CART_SKU_NOT_EXIST');
  if (!onSale(sku)) throw fail('CART_GOODS_OFF_SALE', { name: sku.sku_name || sku.goods_name });
  return sku;
}

async function ownRow(db: Db, memberId: number, cartId: number) {
  const row = await db.selectFrom('goods_cart').selectAll().where('cart_id', '=', cartId).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) throw fail('CART_NOT_FOUND');
  return row;
}

/**
 * Adds a sku to the cart, merging with the member's row of the same sku. The total is capped at the
 * sku's stock (as NiuShop does); out of stock, below min_buy or above max_buy answer an error.
 * Returns the cart_id.
 */
export async function addToCart(db: Db, memberId: number, p: { sku_id: number; num: number; form_data?: string }, lang: Lang = 'zh-cn'): Promise<number> {
  const sku = await skuOrFail(db, p.sku_id, lang);
  if (sku.stock <= 0) throw fail('CART_STOCK_NOT_ENOUGH', { name: sku.sku_name || sku.goods_name, stock: 0 });
  // The goods form filled in the sku popup: judged by the form's rules before anything is written.
  const formData = p.form_data !== undefined ? await goodsFormText(db, memberId, sku.goods_id, p.form_data, lang) : undefined;
  const existing = await db.selectFrom('goods_cart').select(['cart_id', 'num']).where('member_id', '=', memberId).where('sku_id', '=', sku.sku_id).executeTakeFirst();
  const total = Math.min((existing?.num ?? 0) + p.num, sku.stock, MAX_LINE_NUM);
  const problem = lineProblem(sku, total);
  if (problem) throw problem;
  if (!existing) {
    const count = await db.selectFrom('goods_cart').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_CART_ROWS) throw fail('CART_FULL', { num: MAX_CART_ROWS });
  }
  // One statement: a concurrent add of the same sku merges instead of failing on the unique key.
  const row = await db
    .insertInto('goods_cart')
    .values({ member_id: memberId, sku_id: sku.sku_id, goods_id: sku.goods_id, num: total, form_data: formData ?? '' })
    .onConflict((oc) =>
      oc.columns(['member_id', 'sku_id']).doUpdateSet({
        num: sql<number>`least(goods_cart.num + ${p.num}, ${Math.min(sku.stock, MAX_LINE_NUM)})`,
        update_time: sql<number>`extract(epoch from now())::bigint`,
        // the form filled this time replaces the row's (NiuShop keeps one form per cart row)
        ...(formData !== undefined ? { form_data: formData } : {}),
      }),
    )
    .returning('cart_id')
    .executeTakeFirstOrThrow();
  return Number(row.cart_id);
}

/** Sets the quantity of one of the member's rows (within stock and the buy limits). Returns rows changed. */
export async function editCart(db: Db, memberId: number, p: { cart_id: number; num: number; form_data?: string }, lang: Lang = 'zh-cn'): Promise<number> {
  const row = await ownRow(db, memberId, p.cart_id);
  const sku = await skuOrFail(db, row.sku_id, lang);
  const problem = lineProblem(sku, p.num);
  if (problem) throw problem;
  const formData = p.form_data !== undefined ? await goodsFormText(db, memberId, sku.goods_id, p.form_data, lang) : undefined;
  const res = await db
    .updateTable('goods_cart')
    .set({ num: p.num, update_time: sql<number>`extract(epoch from now())::bigint`, ...(formData !== undefined ? { form_data: formData } : {}) })
    .where('cart_id', '=', row.cart_id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Switches a row to another sku of the same goods (merging with a row that already holds it). */
export async function editCartSku(db: Db, memberId: number, p: { cart_id: number; sku_id: number; num: number }, lang?: Lang): Promise<number> {
  const row = await ownRow(db, memberId, p.cart_id);
  const sku = await skuOrFail(db, p.sku_id, lang);
  if (sku.goods_id !== row.goods_id) throw fail('CART_SAME_GOODS_ONLY');
  const problem = lineProblem(sku, p.num);
  if (problem) throw problem;
  if (sku.sku_id === row.sku_id) return editCart(db, memberId, { cart_id: row.cart_id, num: p.num });
  const other = await db.selectFrom('goods_cart').select(['cart_id', 'num']).where('member_id', '=', memberId).where('sku_id', '=', sku.sku_id).executeTakeFirst();
  if (other) {
    const total = Math.min(other.num + p.num, sku.stock, MAX_LINE_NUM);
    const merged = lineProblem(sku, total);
    if (merged) throw merged;
    await db.updateTable('goods_cart').set({ num: total }).where('cart_id', '=', other.cart_id).execute();
    await db.deleteFrom('goods_cart').where('cart_id', '=', row.cart_id).where('member_id', '=', memberId).execute();
    return other.cart_id;
  }
  await db.updateTable('goods_cart').set({ sku_id: sku.sku_id, num: p.num }).where('cart_id', '=', row.cart_id).where('member_id', '=', memberId).execute();
  return row.cart_id;
}

/** Parses NiuShop's comma list of ids ("3,5,8"); anything else names the parameter. */
export function idList(value: unknown, name: string, max = MAX_CART_ROWS): number[] {
  const text = String(value ?? '').trim();
  if (!text) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name });
  const ids = text.split(',').map((s) => s.trim()).filter(Boolean).map(Number);
  if (!ids.length || ids.some((n) => !Number.isSafeInteger(n) || n <= 0)) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name });
  if (ids.length > max) throw new ApiError(Code.ERROR, 'PARAM_TOO_LONG', { name });
  return [...new Set(ids)];
}

/** Deletes the member's own lines; none of them found (another member's, already gone) → CART_NOT_FOUND. */
export async function deleteCart(db: Db, memberId: number, ids: number[]): Promise<number> {
  const res = await db.deleteFrom('goods_cart').where('member_id', '=', memberId).where('cart_id', 'in', ids).executeTakeFirst();
  const n = Number(res.numDeletedRows);
  if (n === 0) throw new ApiError(Code.ERROR, 'CART_NOT_FOUND');
  return n;
}

export async function clearCart(db: Db, memberId: number): Promise<number> {
  const res = await db.deleteFrom('goods_cart').where('member_id', '=', memberId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

interface CartRow {
  cart_id: number;
  sku_id: number;
  goods_id: number;
  num: number;
  form_data: string;
  create_time: number;
}

async function memberRows(db: Db, memberId: number): Promise<CartRow[]> {
  const rows = await db
    .selectFrom('goods_cart')
    .select(['cart_id', 'sku_id', 'goods_id', 'num', 'form_data', 'create_time'])
    .where('member_id', '=', memberId)
    .orderBy('cart_id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, cart_id: Number(r.cart_id), create_time: Number(r.create_time) }));
}

/** Why a cart line cannot be bought now: '' (fine), 'deleted', 'off_sale', 'out_of_stock'. */
function invalidReason(sku: TradeSku | undefined): '' | 'deleted' | 'off_sale' | 'out_of_stock' {
  if (!sku || sku.is_delete !== 0) return 'deleted';
  if (sku.goods_state !== 1) return 'off_sale';
  if (sku.stock <= 0) return 'out_of_stock';
  return '';
}

/** `/api/cart/lists`: the light rows the client's cart store keeps (badge, totals). */
export async function listCart(db: Db, memberId: number, lang?: Lang) {
  const rows = await memberRows(db, memberId);
  const skus = await loadSkus(db, rows.map((r) => r.sku_id), lang);
  return rows.map((r) => {
    const sku = skus.get(r.sku_id);
    const price = sku ? unitPrice(sku) : 0;
    return {
      cart_id: r.cart_id,
      sku_id: r.sku_id,
      goods_id: r.goods_id,
      num: r.num,
      price: fenToYuan(sku?.price ?? 0),
      discount_price: fenToYuan(price),
      member_price: fenToYuan(price),
      is_consume_discount: 0,
      discount_method: '',
      discount_config: 0,
      stock: sku?.stock ?? 0,
      max_buy: sku?.max_buy ?? 0,
      min_buy: sku?.min_buy ?? 0,
      is_limit: sku?.is_limit ?? 0,
      goods_name: sku?.goods_name ?? '',
      total_money: fenToYuan(price * r.num),
      is_invalid: invalidReason(sku) ? 1 : 0,
    };
  });
}

/** One line of goodsLists / guestLists: the row (or the guest's sku and quantity) with its sku's facts. */
function goodsLine(r: { cart_id: number; sku_id: number; goods_id: number; num: number; form_data: string; create_time: number }, sku: TradeSku | undefined) {
  const reason = invalidReason(sku);
  const price = sku ? unitPrice(sku) : 0;
  return {
    cart_id: r.cart_id,
    sku_id: r.sku_id,
    goods_id: r.goods_id,
    num: r.num,
    form_data: r.form_data,
    create_time: r.create_time,
    sku_name: sku?.sku_name ?? '',
    goods_name: sku?.goods_name ?? '',
    sku_no: sku?.sku_no ?? '',
    sku_image: sku ? sku.sku_image || firstImage(sku.goods_image) : '',
    goods_image: sku?.goods_image ?? '',
    sku_spec_format: JSON.stringify(sku?.sku_spec_format ?? []),
    goods_spec_format: JSON.stringify(sku?.goods_spec_format ?? []),
    price: fenToYuan(sku?.price ?? 0),
    market_price: fenToYuan(sku?.market_price ?? 0),
    discount_price: fenToYuan(price),
    member_price: fenToYuan(price),
    promotion_type: sku?.promotion_type ?? 0,
    stock: sku?.stock ?? 0,
    goods_state: sku?.goods_state ?? 0,
    is_delete: sku?.is_delete ?? 1,
    is_virtual: sku && sku.goods_class !== 1 ? 1 : 0,
    goods_class: sku?.goods_class ?? 1,
    max_buy: sku?.max_buy ?? 0,
    min_buy: sku?.min_buy ?? 0,
    is_limit: sku?.is_limit ?? 0,
    limit_type: sku?.limit_type ?? 1,
    unit: sku?.unit ?? '',
    is_free_shipping: sku?.is_free_shipping ?? 0,
    store_goods_status: 1,
    site_name: '',
    total_money: fenToYuan(price * r.num),
    /** 1 when the line cannot be bought now (shown apart by the client); see invalid_reason. */
    is_invalid: reason ? 1 : 0,
    invalid_reason: reason,
  };
}

/** `/api/cart/goodsLists`: full sku information per row; lines that cannot be bought are flagged. */
export async function cartGoodsLists(db: Db, memberId: number, lang?: Lang) {
  const rows = await memberRows(db, memberId);
  const skus = await loadSkus(db, rows.map((r) => r.sku_id), lang);
  return rows.map((r) => goodsLine(r, skus.get(r.sku_id)));
}

/**
 * `/api/cart/guestLists` (public): a guest's cart lines, kept on the device as `[{sku_id, num}]`,
 * in goodsLists' shape (`cart_id` 0, the quantity as sent), priced and checked on the server, in the
 * order sent. Skus that do not exist come back flagged 'deleted' so the guest can clear them.
 */
export async function guestGoodsLists(db: Db, params: Params, lang?: Lang) {
  const lines = guestLines(params);
  const skus = await loadSkus(db, lines.map((l) => l.sku_id), lang);
  return lines.map((l) => {
    const sku = skus.get(l.sku_id);
    return goodsLine({ cart_id: 0, sku_id: l.sku_id, goods_id: sku?.goods_id ?? 0, num: l.num, form_data: '', create_time: 0 }, sku);
  });
}

export type MergeSkipReason = 'deleted' | 'off_sale' | 'out_of_stock' | 'cart_full';

export interface MergeResult {
  /** The member's rows that took a guest line, with their quantity after the merge. */
  merged: Array<{ sku_id: number; cart_id: number; num: number }>;
  /** Guest lines left out: they cannot be bought now, or the cart has no room for another row. */
  skipped: Array<{ sku_id: number; reason: MergeSkipReason }>;
}

/**
 * `/api/cart/merge`: moves a guest's lines into the member's cart in one transaction. Each quantity
 * is added to the member's row of the same sku, the sum capped at the stock and the purchase limit
 * (and raised to the minimum purchase); lines that cannot be bought (unknown, off sale, not enough
 * stock for the minimum) or that would need a row beyond the cart's limit are skipped and listed.
 * With an idempotency key a repeated call answers the first call's result and changes nothing.
 */
export async function mergeGuestCart(db: Kysely<Database>, memberId: number, params: Params, key: string | null): Promise<MergeResult> {
  const lines = guestLines(params);
  return db.transaction().execute(async (trx) => {
    if (key) {
      const claim = await claimKey(trx, 'cart_merge', memberId, key);
      if (!claim.fresh) return claim.response as MergeResult;
    }
    const skus = await loadSkus(trx, lines.map((l) => l.sku_id));
    const own = await trx.selectFrom('goods_cart').select(['sku_id']).where('member_id', '=', memberId).execute();
    const held = new Set(own.map((r) => r.sku_id));
    let rowCount = own.length;
    const result: MergeResult = { merged: [], skipped: [] };
    for (const l of lines) {
      const sku = skus.get(l.sku_id);
      const reason = invalidReason(sku);
      if (!sku || reason) {
        result.skipped.push({ sku_id: l.sku_id, reason: reason || 'deleted' });
        continue;
      }
      const cap = Math.min(sku.stock, MAX_LINE_NUM, sku.is_limit === 1 && sku.max_buy > 0 ? sku.max_buy : MAX_LINE_NUM);
      const min = Math.max(1, sku.min_buy);
      if (cap < min) {
        result.skipped.push({ sku_id: l.sku_id, reason: 'out_of_stock' });
        continue;
      }
      if (!held.has(sku.sku_id) && rowCount >= MAX_CART_ROWS) {
        result.skipped.push({ sku_id: l.sku_id, reason: 'cart_full' });
        continue;
      }
      const first = Math.max(min, Math.min(l.num, cap));
      // One statement per line: a row added meanwhile (another tab) is merged, never duplicated.
      const row = await trx
        .insertInto('goods_cart')
        .values({ member_id: memberId, sku_id: sku.sku_id, goods_id: sku.goods_id, num: first })
        .onConflict((oc) =>
          oc.columns(['member_id', 'sku_id']).doUpdateSet({
            num: sql<number>`greatest(least(goods_cart.num + ${l.num}, ${cap}), ${min})`,
            update_time: sql<number>`extract(epoch from now())::bigint`,
          }),
        )
        .returning(['cart_id', 'num'])
        .executeTakeFirstOrThrow();
      if (!held.has(sku.sku_id)) {
        held.add(sku.sku_id);
        rowCount += 1;
      }
      result.merged.push({ sku_id: sku.sku_id, cart_id: Number(row.cart_id), num: Number(row.num) });
    }
    if (key) await storeKey(trx, 'cart_merge', memberId, key, result);
    return result;
  });
}

/** `/api/cart/count`: pieces of goods that can be bought now. */
export async function cartCount(db: Db, memberId: number): Promise<number> {
  const r = await db
    .selectFrom('goods_cart as c')
    .innerJoin('goods_sku as s', 's.sku_id', 'c.sku_id')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('c.num'), eb.lit(0)).as('n'))
    .where('c.member_id', '=', memberId)
    .where('g.goods_state', '=', 1)
    .where('g.is_delete', '=', 0)
    .where('s.stock', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function goodsNum(db: Db, memberId: number, goodsId: number): Promise<number> {
  const r = await db
    .selectFrom('goods_cart')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('num'), eb.lit(0)).as('n'))
    .where('member_id', '=', memberId)
    .where('goods_id', '=', goodsId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** `sku_ids` = JSON `[{sku_id, num}]`: at most `max` lines of positive whole numbers, else the parameter is named. */
export function skuLines(params: Params, max: number): Array<{ sku_id: number; num: number }> {
  const raw = jsonParam<unknown>(params, 'sku_ids', undefined);
  if (raw === undefined) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'sku_ids' });
  if (!Array.isArray(raw)) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'sku_ids' });
  if (raw.length > max) throw new ApiError(Code.ERROR, 'PARAM_TOO_LONG', { name: 'sku_ids' });
  const lines: Array<{ sku_id: number; num: number }> = [];
  for (const item of raw) {
    const o = (item ?? {}) as Record<string, unknown>;
    const skuId = Number(o.sku_id);
    const num = Number(o.num);
    if (!Number.isSafeInteger(skuId) || skuId <= 0 || !Number.isSafeInteger(num) || num <= 0 || num > MAX_LINE_NUM) {
      throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'sku_ids' });
    }
    lines.push({ sku_id: skuId, num });
  }
  return lines;
}

/** A guest's lines: `skuLines`, one line per sku (quantities of a repeated sku added, within MAX_LINE_NUM). */
function guestLines(params: Params): Array<{ sku_id: number; num: number }> {
  const bySku = new Map<number, number>();
  for (const l of skuLines(params, MAX_GUEST_LINES)) bySku.set(l.sku_id, Math.min(MAX_LINE_NUM, (bySku.get(l.sku_id) ?? 0) + l.num));
  return [...bySku].map(([sku_id, num]) => ({ sku_id, num }));
}

/**
 * `/api/cartcalculate/calculate`: totals of the selected lines (`sku_ids` = JSON `[{sku_id, num}]`),
 * priced on the server. Lines that cannot be bought are left out and listed in `invalid`.
 */
export async function cartCalculate(db: Db, params: Params, lang?: Lang) {
  const lines = skuLines(params, MAX_CART_ROWS);
  const skus = await loadSkus(db, lines.map((l) => l.sku_id), lang);
  let goodsMoney = 0;
  let goodsNum = 0;
  const goodsList: Array<Record<string, unknown>> = [];
  const invalid: number[] = [];
  for (const l of lines) {
    const sku = skus.get(l.sku_id);
    if (!sku || invalidReason(sku)) {
      invalid.push(l.sku_id);
      continue;
    }
    const price = unitPrice(sku);
    goodsMoney += price * l.num;
    goodsNum += l.num;
    goodsList.push({ sku_id: l.sku_id, goods_id: sku.goods_id, num: l.num, price: fenToYuan(price), goods_money: fenToYuan(price * l.num) });
  }
  return {
    goods_list: goodsList,
    goods_num: goodsNum,
    goods_money: fenToYuan(goodsMoney),
    promotion_money: fenToYuan(0),
    discount_money: fenToYuan(0),
    order_money: fenToYuan(goodsMoney),
    invalid,
  };
}
