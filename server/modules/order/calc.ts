import crypto from 'node:crypto';
import { sql } from 'kysely';
import { ApiError, Code } from '../../http/errors.ts';
import { isId, jsonParam, type Params } from '../../http/params.ts';
import type { Lang } from '../../i18n/index.ts';
import { translate } from '../../i18n/index.ts';
import type { OrderCalcInput } from '../../db/tables/trade.ts';
import { configFrom, getConfig, getConfigs } from '../config/queries.ts';
import { fenToYuan } from '../../lib/money.ts';
import { lineProblem, MAX_CART_ROWS, MAX_LINE_NUM } from '../cart/service.ts';
import { firstImage, loadSkus, tradeSkuFrom, tradeSkuSqlColumns, unitPrice, type Db, type TradeSku } from '../cart/sku.ts';
import { couponOptions, DELIVERY_TYPE_CONFIG, deliveryTypeConfigFrom, freightFor, type CouponOption, type FreightAddress } from './deps.ts';
import { assertFlow, promotionQuote, promotionTypeOf, type PromotionQuote } from './promotion.ts';
import { BALANCE_PAY_CONFIG, balanceConfigFrom } from '../pay/balanceConfig.ts';
import { areaPath, fullAddressOf } from '../area/queries.ts';
import { DELIVERY_TYPES, type DeliveryType } from './status.ts';

/** How long an order_key (the goods chosen on the confirm page) stays valid. */
export const ORDER_KEY_TTL_SEC = 2 * 3600;

/** Config keys of the trade area (sys_config rows, seeded from fixtures/seed/trade.json). */
export const TradeConfig = {
  ORDER_EVENT_TIME: 'ORDER_EVENT_TIME_CONFIG',
  POINT_CASH: 'POINT_CASH_CONFIG',
  LOCAL_DELIVERY: 'LOCAL_DELIVERY_CONFIG',
  BALANCE: BALANCE_PAY_CONFIG,
  DEVPAY: 'DEVPAY_CONFIG',
  OFFLINEPAY: 'OFFLINEPAY_CONFIG',
} as const;

export interface OrderEventTimeConfig {
  /** minutes an unpaid order stays open */
  auto_close: number;
  /** days after shipping before receipt is confirmed automatically (not run here) */
  auto_take_delivery: number;
  auto_complete: number;
  after_sales_time: number;
}
export const DEFAULT_EVENT_TIME: OrderEventTimeConfig = { auto_close: 30, auto_take_delivery: 14, auto_complete: 7, after_sales_time: 0 };

/**
 * Points cash-off (NiuShop's pointcash addon): `cash_rate` points are worth ¥1, at most `max_percent` %
 * of the goods money after promotions and coupon; whole fen only. Off unless `is_enable` is 1.
 */
export interface PointCashConfig {
  is_enable: number;
  cash_rate: number;
  max_percent: number;
}
export const DEFAULT_POINT_CASH: PointCashConfig = { is_enable: 0, cash_rate: 100, max_percent: 50 };

/** Local delivery's flat fee (whether it is offered at all is DELIVERY_TYPE_CONFIG.local, catalogue area). */
export interface LocalDeliveryConfig {
  /** flat fee, fen */
  delivery_money: number;
}
export const DEFAULT_LOCAL: LocalDeliveryConfig = { delivery_money: 0 };

export async function eventTimeConfig(db: Db): Promise<OrderEventTimeConfig> {
  return eventTimeFrom(await getConfig(db, TradeConfig.ORDER_EVENT_TIME, DEFAULT_EVENT_TIME));
}

function eventTimeFrom(c: OrderEventTimeConfig): OrderEventTimeConfig {
  const autoClose = Number(c.auto_close);
  return { ...c, auto_close: Number.isFinite(autoClose) && autoClose > 0 ? autoClose : DEFAULT_EVENT_TIME.auto_close };
}

/** One line of the calculation (money in fen). */
export interface CalcLine {
  sku: TradeSku;
  sku_id: number;
  goods_id: number;
  num: number;
  price: number;
  goods_money: number;
  promotion_money: number;
  coupon_money: number;
  point_money: number;
  use_point: number;
  real_goods_money: number;
}

export interface AddressSnapshot extends FreightAddress {
  id: number;
  name: string;
  mobile: string;
  telephone: string;
  community_id: number;
  address: string;
  full_address: string;
  longitude: string;
  latitude: string;
}

export interface StoreSnapshot {
  store_id: number;
  store_name: string;
  telphone: string;
  full_address: string;
  address: string;
  longitude: string;
  latitude: string;
  open_date: string;
  store_image: string;
}

/** A whole calculation: what /payment, /calculate answer and what /create writes (money in fen). */
export interface Calc {
  order_key: string;
  member_id: number;
  input: OrderCalcInput;
  /** '' for a normal order; else the promotion that priced it (promotion.ts) */
  promotion_type: string;
  lines: CalcLine[];
  goods_num: number;
  goods_money: number;
  delivery_money: number;
  promotion_money: number;
  coupon_id: number;
  coupon_money: number;
  use_point: number;
  point_money: number;
  invoice_money: number;
  order_money: number;
  is_balance: number;
  is_point: number;
  balance_money: number;
  pay_money: number;
  delivery_type: DeliveryType;
  available_delivery: DeliveryType[];
  store: StoreSnapshot | null;
  store_list: StoreSnapshot[];
  address: AddressSnapshot | null;
  coupons: CouponOption[];
  member: { point: number; balance: number; balance_money: number; has_pay_password: boolean; pay_password_required: boolean; balance_show: boolean; nickname: string; mobile: string };
  point_config: PointCashConfig;
  /** the shop's order times (create sets the unpaid order's close time from it) */
  event_time: OrderEventTimeConfig;
  buyer_ask_delivery_time: string;
  /** 0 = fine; otherwise the order cannot be placed as chosen and error_msg says why */
  error: number;
  error_key: string;
  error_vars: Record<string, string | number> | undefined;
}

const paramErr = (key: 'MISSING_PARAM' | 'INVALID_PARAM', name: string) => new ApiError(Code.ERROR, key, { name });

// ---- parameters -------------------------------------------------------------------------------------------

/** Goods of `/api/ordercreate/payment`: `cart_ids` (comma list) or `sku_id` + `num`. */
export async function goodsInput(db: Db, memberId: number, params: Params): Promise<OrderCalcInput> {
  if (params.cart_ids !== undefined) {
    const text = String(params.cart_ids);
    const ids = text.split(',').map((s) => s.trim()).filter(Boolean).map(Number);
    if (!ids.length || ids.some((n) => !Number.isSafeInteger(n) || n <= 0) || ids.length > MAX_CART_ROWS) throw paramErr('INVALID_PARAM', 'cart_ids');
    const rows = await db.selectFrom('goods_cart').select(['cart_id', 'sku_id', 'num']).where('member_id', '=', memberId).where('cart_id', 'in', ids).execute();
    if (rows.length !== new Set(ids).size) throw new ApiError(Code.ERROR, 'ORDER_CART_NOT_FOUND');
    return { cart_ids: rows.map((r) => Number(r.cart_id)), lines: rows.map((r) => ({ sku_id: r.sku_id, num: r.num })) };
  }
  if (params.sku_id === undefined) throw new ApiError(Code.ERROR, 'ORDER_GOODS_REQUIRED');
  const skuId = Number(params.sku_id);
  if (!Number.isSafeInteger(skuId) || skuId <= 0) throw paramErr('INVALID_PARAM', 'sku_id');
  if (params.num === undefined) throw paramErr('MISSING_PARAM', 'num');
  const num = Number(params.num);
  if (!Number.isSafeInteger(num) || num <= 0 || num > MAX_LINE_NUM) throw paramErr('INVALID_PARAM', 'num');
  return { cart_ids: [], lines: [{ sku_id: skuId, num }] };
}

export interface CalcOptions {
  delivery_type?: DeliveryType;
  store_id?: number;
  buyer_ask_delivery_time?: string;
  address?: Record<string, unknown> | null;
  coupon_id: number;
  is_balance: number;
  is_point: number;
  /**
   * The buyer's language: the lines' goods names, sku names and units in it. The order rows keep
   * the names the goods were bought under, in that language (order_goods is the buyer's record).
   */
  lang?: Lang;
}

/** The most one order may cost: 9,999,999.99 yuan (an order's money columns hold up to 21,474,836.47). */
export const ORDER_MAX_FEN = 999_999_999;

const obj = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** The choices of /calculate and /create (`delivery`, `member_address`, `coupon` JSON; `is_balance`, `is_point`). */
export function calcOptions(params: Params, fallbackStoreId: number | null, lang?: Lang): CalcOptions {
  const delivery = jsonParam<unknown>(params, 'delivery', {});
  const d = obj(delivery);
  if (!d) throw paramErr('INVALID_PARAM', 'delivery');
  const out: CalcOptions = { coupon_id: 0, is_balance: 0, is_point: 1, ...(lang ? { lang } : {}) };
  if (d.delivery_type !== undefined && d.delivery_type !== '') {
    if (!DELIVERY_TYPES.includes(d.delivery_type as DeliveryType)) throw paramErr('INVALID_PARAM', 'delivery');
    out.delivery_type = d.delivery_type as DeliveryType;
  }
  const storeId = d.store_id ?? params.store_id ?? fallbackStoreId ?? undefined;
  if (storeId !== undefined && storeId !== '' && storeId !== null && Number(storeId) !== 0) {
    const n = Number(storeId);
    if (!Number.isSafeInteger(n) || n < 0) throw paramErr('INVALID_PARAM', 'delivery');
    out.store_id = n;
  }
  const ask = obj(d.buyer_ask_delivery_time);
  if (ask) out.buyer_ask_delivery_time = [ask.start_date, ask.end_date].filter((x) => typeof x === 'string' && x).join(' - ').slice(0, 100);

  const addr = jsonParam<unknown>(params, 'member_address', null);
  if (addr !== null) {
    const a = obj(addr);
    if (!a) throw paramErr('INVALID_PARAM', 'member_address');
    out.address = a;
  }
  const coupon = jsonParam<unknown>(params, 'coupon', {});
  const c = obj(coupon);
  if (!c) throw paramErr('INVALID_PARAM', 'coupon');
  if (c.coupon_id !== undefined && c.coupon_id !== '' && c.coupon_id !== null) {
    const n = Number(c.coupon_id);
    if (!Number.isSafeInteger(n) || n < 0) throw paramErr('INVALID_PARAM', 'coupon');
    out.coupon_id = n;
  }
  for (const k of ['is_balance', 'is_point'] as const) {
    const v = params[k];
    if (v === undefined) continue;
    const n = Number(v);
    if (n !== 0 && n !== 1) throw paramErr('INVALID_PARAM', k);
    out[k] = n;
  }
  return out;
}

// ---- order_key --------------------------------------------------------------------------------------------

export async function saveOrderKey(db: Db, memberId: number, input: OrderCalcInput, now: number): Promise<string> {
  const key = crypto.randomBytes(16).toString('hex');
  await db.insertInto('order_calc').values({ order_key: key, member_id: memberId, input: JSON.stringify(input) as never, expire_time: now + ORDER_KEY_TTL_SEC }).execute();
  return key;
}

/**
 * The stored goods of an order_key of this member (another member's key reads as expired), for the
 * flow that made it: `flow` '' = the core routes, else the promotion's type (see promotion.ts).
 */
export async function loadOrderKey(db: Db, memberId: number, key: string, now: number, flow = ''): Promise<OrderCalcInput> {
  const row = await db.selectFrom('order_calc').select(['input', 'expire_time']).where('order_key', '=', key).where('member_id', '=', memberId).executeTakeFirst();
  if (!row || Number(row.expire_time) < now) throw new ApiError(Code.ERROR, 'ORDER_KEY_EXPIRED');
  assertFlow(row.input, flow);
  return row.input;
}

// ---- the calculation --------------------------------------------------------------------------------------

/** The member's columns a calculation reads. */
export interface CalcMemberRow {
  point: number | string;
  balance: number | string;
  balance_money: number | string;
  pay_password: string;
  nickname: string;
  mobile: string;
}

async function memberInfo(db: Db, memberId: number, balanceValue: unknown, given?: CalcMemberRow | null): Promise<Calc['member']> {
  const m =
    given !== undefined
      ? given
      : await db
          .selectFrom('member')
          .select(['point', 'balance', 'balance_money', 'pay_password', 'nickname', 'mobile'])
          .where('member_id', '=', memberId)
          .executeTakeFirst();
  if (!m) throw new ApiError(Code.ERROR, 'ORDER_MEMBER_NOT_FOUND');
  const cfg = balanceConfigFrom(balanceValue);
  return {
    point: Number(m.point),
    balance: Number(m.balance),
    balance_money: Number(m.balance_money),
    has_pay_password: Boolean(m.pay_password),
    pay_password_required: cfg.pay_password_required === 1,
    balance_show: cfg.balance_show === 1,
    nickname: m.nickname,
    mobile: m.mobile,
  };
}

const str = (v: unknown, max: number): string => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, max) : '');
const int = (v: unknown): number => {
  const n = Number(v);
  return isId(n) ? n : 0;
};

export function snapshot(a: Record<string, unknown>): AddressSnapshot {
  return {
    id: int(a.id),
    name: str(a.name, 50),
    mobile: str(a.mobile, 30),
    telephone: str(a.telephone, 30),
    province_id: int(a.province_id),
    city_id: int(a.city_id),
    district_id: int(a.district_id),
    community_id: int(a.community_id),
    address: str(a.address, 255),
    full_address: str(a.full_address, 255),
    longitude: str(a.longitude, 50),
    latitude: str(a.latitude, 50),
  };
}

/**
 * The shipping address: the member's own address named by `member_address.id`, a complete address
 * object (a located address for local delivery), or else the member's default address.
 */
async function resolveAddress(db: Db, memberId: number, given: Record<string, unknown> | null | undefined, defaultAddress?: AddressSnapshot | null): Promise<AddressSnapshot | null> {
  if (defaultAddress !== undefined && (!given || !Object.keys(given).length)) return defaultAddress;
  const own = db.selectFrom('member_address').selectAll().where('member_id', '=', memberId);
  if (given && int(given.id)) {
    const row = await own.where('id', '=', int(given.id)).executeTakeFirst();
    if (!row) throw paramErr('INVALID_PARAM', 'member_address');
    return snapshot(row as unknown as Record<string, unknown>);
  }
  if (given && Object.keys(given).length) {
    const s = snapshot(given);
    if (!s.name || !s.mobile || !s.province_id || !s.city_id || !s.address) throw paramErr('INVALID_PARAM', 'member_address');
    // Freight and delivery follow these ids: they must be a real province → city → district path.
    const path = await areaPath(db, s);
    if ('broken' in path) throw new ApiError(Code.ERROR, 'ADDRESS_AREA_INVALID', undefined, { field: `member_address.${path.broken}` });
    s.full_address = fullAddressOf(path.province, path.city, path.district);
    return s;
  }
  const row = await own.orderBy('is_default', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return row ? snapshot(row as unknown as Record<string, unknown>) : null;
}

async function pickupStores(db: Db): Promise<StoreSnapshot[]> {
  const rows = await db
    .selectFrom('store')
    .select(['store_id', 'store_name', 'telphone', 'full_address', 'address', 'longitude', 'latitude', 'open_date', 'store_image'])
    .where('is_pickup', '=', 1)
    .where('status', '=', 1)
    .where('is_frozen', '=', 0)
    .orderBy('is_default', 'desc')
    .orderBy('sort', 'asc')
    .orderBy('store_id', 'asc')
    .execute();
  return rows.map((r) => ({ ...r, store_id: Number(r.store_id), longitude: String(r.longitude), latitude: String(r.latitude) }));
}

/** Splits `total` fen over the lines in proportion to `weight`, the last line taking the remainder. */
function spread(lines: CalcLine[], total: number, weight: (l: CalcLine) => number, set: (l: CalcLine, v: number) => void): void {
  const sum = lines.reduce((s, l) => s + weight(l), 0);
  let left = total;
  lines.forEach((l, i) => {
    const part = i === lines.length - 1 ? left : sum > 0 ? Math.floor((total * weight(l)) / sum) : 0;
    set(l, part);
    left -= part;
  });
}

/** Pieces of a goods the member already bought in orders that are not closed (lifetime limits). */
async function boughtNum(db: Db, memberId: number, goodsIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!goodsIds.length) return out;
  const rows = await db
    .selectFrom('order_goods as og')
    .innerJoin('order as o', 'o.order_id', 'og.order_id')
    .select(['og.goods_id', (eb) => eb.fn.sum<number>('og.num').as('n')])
    .where('og.member_id', '=', memberId)
    .where('og.goods_id', 'in', goodsIds)
    .where('o.order_status', '<>', -1)
    .groupBy('og.goods_id')
    .execute();
  for (const r of rows) out.set(Number(r.goods_id), Number(r.n));
  return out;
}

/** The settings one calculation reads (one query: getConfigs). */
const CALC_CONFIG_KEYS = [TradeConfig.BALANCE, TradeConfig.LOCAL_DELIVERY, DELIVERY_TYPE_CONFIG, TradeConfig.POINT_CASH, TradeConfig.ORDER_EVENT_TIME] as const;

/**
 * Reads of a calculation made already, in fewer statements, by its caller (the flash sale's early
 * answer, promotion/seckill/early.ts): what is given is not read again; the rest of the
 * calculation is the same code, so the answer is the same.
 */
export interface CalcPreload {
  /** the member's row (null: no such member) */
  member?: CalcMemberRow | null;
  /** the promotion's quote of the stored goods */
  promo?: PromotionQuote;
  skus?: Map<number, TradeSku>;
  /** the member's default address (used only when the request names none) */
  defaultAddress?: AddressSnapshot | null;
}

/**
 * The reads of a calculation that depend on nothing but its goods and member, in ONE statement
 * (each a round trip before: bench/README.md's profile): the settings (`getConfigs`' rows), the
 * member's row, the default address and the skus with their goods (`loadSkus`' columns).
 */
async function calcReads(db: Db, memberId: number, skuIds: number[], lang?: Lang) {
  const ids = [...new Set(skuIds)].filter((n) => Number.isInteger(n) && n > 0);
  const r = await sql<{ configs: Array<{ config_key: string; value: unknown; is_use: number }> | null; member: CalcMemberRow | null; address: Record<string, unknown> | null; skus: Array<Record<string, unknown>> | null }>`
    select
      (select json_agg(json_build_object('config_key', c.config_key, 'value', c.value, 'is_use', c.is_use)) from sys_config c
        where c.config_key in (${sql.join([...CALC_CONFIG_KEYS])})) as configs,
      (select row_to_json(x) from (
        select point, balance, balance_money, pay_password, nickname, mobile from member where member_id = ${memberId}) x) as member,
      (select row_to_json(x) from (
        select * from member_address where member_id = ${memberId} order by is_default desc, id desc limit 1) x) as address,
      (select json_agg(x) from (
        select ${tradeSkuSqlColumns(lang)} from goods_sku s join goods g on g.goods_id = s.goods_id
        where s.sku_id in (${sql.join(ids.length ? ids : [0])})) x) as skus`.execute(db);
  const row = r.rows[0];
  return {
    configs: new Map((row?.configs ?? []).map((c) => [c.config_key, { value: c.value, is_use: Number(c.is_use) }])),
    member: row?.member ?? null,
    defaultAddress: row?.address ? snapshot(row.address) : null,
    skus: new Map((row?.skus ?? []).map((k) => [Number(k.sku_id), tradeSkuFrom(k)])),
  };
}

/**
 * Prices an order from the server's own data: the stored goods of the order_key and the member's
 * choices. Client-sent prices are never read. Problems the shopper can fix (stock, address, delivery,
 * coupon) come back as `error`/`error_key`; malformed parameters throw.
 */
export async function calculate(db: Db, memberId: number, orderKey: string, input: OrderCalcInput, opts: CalcOptions, now: number, pre: CalcPreload = {}): Promise<Calc> {
  // Repeated skus are one line.
  const merged = new Map<number, number>();
  for (const l of input.lines) merged.set(l.sku_id, (merged.get(l.sku_id) ?? 0) + l.num);
  if (!merged.size) throw new ApiError(Code.ERROR, 'ORDER_GOODS_REQUIRED');
  // Every setting the calculation (and create) reads, the member, the default address and the skus:
  // one statement (what the caller read already is not read again).
  const reads = pre.skus ? { ...pre, configs: await getConfigs(db, CALC_CONFIG_KEYS) } : { ...(await calcReads(db, memberId, [...merged.keys()], opts.lang)), ...pre };
  const configs = reads.configs;
  const configValue = (key: string) => configs.get(key)?.value;
  const member = await memberInfo(db, memberId, configValue(TradeConfig.BALANCE), reads.member);
  // A promotion's quote (null for a normal order); it throws when the reference is wrong.
  const promo = reads.promo ?? (await promotionQuote(db, { ...input, lines: [...merged].map(([sku_id, num]) => ({ sku_id, num })) }, memberId, now));
  const skus = reads.skus ?? (await loadSkus(db, [...merged.keys()], opts.lang));
  const calc: Calc = {
    order_key: orderKey,
    member_id: memberId,
    input,
    promotion_type: promotionTypeOf(input),
    lines: [],
    goods_num: 0,
    goods_money: 0,
    delivery_money: 0,
    promotion_money: 0,
    coupon_id: 0,
    coupon_money: 0,
    use_point: 0,
    point_money: 0,
    invoice_money: 0,
    order_money: 0,
    // Paying from the balance only where the shop offers it (BALANCE_PAY_CONFIG.balance_show).
    is_balance: member.balance_show ? opts.is_balance : 0,
    is_point: promo ? 0 : opts.is_point,
    balance_money: 0,
    pay_money: 0,
    delivery_type: 'express',
    available_delivery: [],
    store: null,
    store_list: [],
    address: null,
    coupons: [],
    member,
    point_config: DEFAULT_POINT_CASH,
    event_time: eventTimeFrom(configFrom(configValue(TradeConfig.ORDER_EVENT_TIME), DEFAULT_EVENT_TIME)),
    buyer_ask_delivery_time: opts.buyer_ask_delivery_time ?? '',
    error: 0,
    error_key: '',
    error_vars: undefined,
  };
  const setError = (e: ApiError) => {
    if (calc.error) return;
    calc.error = 1;
    calc.error_key = e.key;
    calc.error_vars = e.vars;
  };

  if (promo?.error) setError(promo.error);

  // Every line priced from the database: the promotion's money of the line, else the sku's price.
  for (const [skuId, num] of merged) {
    const sku = skus.get(skuId);
    if (!sku) throw new ApiError(Code.ERROR, 'CART_SKU_NOT_EXIST');
    const money = promo ? promo.money.get(skuId) : unitPrice(sku) * num;
    if (money === undefined) throw new ApiError(Code.ERROR, 'CART_SKU_NOT_EXIST');
    const price = Math.round(money / num);
    calc.lines.push({ sku, sku_id: skuId, goods_id: sku.goods_id, num, price, goods_money: money, promotion_money: 0, coupon_money: 0, point_money: 0, use_point: 0, real_goods_money: money });
    calc.goods_num += num;
    calc.goods_money += money;
  }

  // Quantity rules per goods (skus of one goods count together for min/max buy).
  const perGoods = new Map<number, { sku: TradeSku; num: number }>();
  for (const l of calc.lines) {
    const p = lineProblem(l.sku, l.num);
    if (p && p.key !== 'CART_MIN_BUY' && p.key !== 'CART_MAX_BUY') setError(p);
    const g = perGoods.get(l.goods_id);
    perGoods.set(l.goods_id, { sku: l.sku, num: (g?.num ?? 0) + l.num });
  }
  // A promotion with its own quantity rules (seckill limits, groupbuy minimum…) replaces the goods'.
  if (promo?.own_limits) perGoods.clear();
  const lifetime = await boughtNum(db, memberId, [...perGoods.entries()].filter(([, g]) => g.sku.is_limit === 1 && g.sku.limit_type === 2).map(([id]) => id));
  for (const [goodsId, g] of perGoods) {
    const name = g.sku.goods_name;
    if (g.sku.min_buy > 0 && g.num < g.sku.min_buy) setError(new ApiError(Code.ERROR, 'CART_MIN_BUY', { name, num: g.sku.min_buy }));
    if (g.sku.is_limit === 1 && g.sku.max_buy > 0) {
      const before = g.sku.limit_type === 2 ? (lifetime.get(goodsId) ?? 0) : 0;
      if (before + g.num > g.sku.max_buy) {
        setError(new ApiError(Code.ERROR, g.sku.limit_type === 2 ? 'ORDER_LIFETIME_LIMIT' : 'CART_MAX_BUY', { name, num: g.sku.max_buy, bought: before }));
      }
    }
  }

  // Delivery: a type every goods supports and the shop offers.
  const local = configFrom(configValue(TradeConfig.LOCAL_DELIVERY), DEFAULT_LOCAL);
  const enabled = deliveryTypeConfigFrom(configValue(DELIVERY_TYPE_CONFIG));
  calc.store_list = enabled.store ? await pickupStores(db) : [];
  const supports = (t: DeliveryType) => calc.lines.every((l) => !l.sku.support_trade_type || l.sku.support_trade_type.split(',').includes(t));
  if (enabled.express && supports('express')) calc.available_delivery.push('express');
  if (supports('store') && calc.store_list.length) calc.available_delivery.push('store');
  if (enabled.local && supports('local')) calc.available_delivery.push('local');
  const chosen = opts.delivery_type ?? calc.available_delivery[0] ?? 'express';
  calc.delivery_type = chosen;
  if (!calc.available_delivery.includes(chosen)) setError(new ApiError(Code.ERROR, 'ORDER_DELIVERY_UNAVAILABLE'));

  if (chosen === 'store') {
    const want = opts.store_id;
    const store = want ? calc.store_list.find((s) => s.store_id === want) : calc.store_list[0];
    if (!store) setError(new ApiError(Code.ERROR, 'ORDER_STORE_UNAVAILABLE'));
    calc.store = store ?? null;
    calc.address = await resolveAddress(db, memberId, opts.address, reads.defaultAddress).catch(() => null);
  } else {
    calc.address = await resolveAddress(db, memberId, opts.address, reads.defaultAddress);
    if (!calc.address) setError(new ApiError(Code.ERROR, 'ORDER_ADDRESS_REQUIRED'));
    else if (chosen === 'express') {
      const freight = await freightFor(db, calc.lines, calc.address);
      if (freight.error) setError(new ApiError(Code.ERROR, freight.error, freight.vars));
      calc.delivery_money = promo?.free_delivery ? 0 : freight.money;
    } else {
      calc.delivery_money = promo?.free_delivery ? 0 : Math.max(0, Number(local.delivery_money) || 0);
    }
  }

  // Coupons usable on these goods; the chosen one must be among them. Promotion orders take none.
  calc.coupons = promo ? [] : await couponOptions(db, memberId, calc.lines, now);
  if (opts.coupon_id > 0 && !promo) {
    const c = calc.coupons.find((x) => x.coupon_id === opts.coupon_id);
    if (!c) setError(new ApiError(Code.ERROR, 'ORDER_COUPON_UNUSABLE'));
    else {
      calc.coupon_id = c.coupon_id;
      calc.coupon_money = Math.min(c.coupon_money, calc.goods_money - calc.promotion_money);
      spread(calc.lines, calc.coupon_money, (l) => l.goods_money - l.promotion_money, (l, v) => (l.coupon_money = v));
    }
  }

  // Points cash-off (off unless configured; see PointCashConfig).
  const pc = configFrom(configValue(TradeConfig.POINT_CASH), DEFAULT_POINT_CASH);
  calc.point_config = pc;
  const rate = Number(pc.cash_rate);
  if (!promo && Number(pc.is_enable) === 1 && opts.is_point === 1 && rate > 0 && member.point > 0) {
    const base = calc.goods_money - calc.promotion_money - calc.coupon_money;
    const maxFen = Math.floor((base * Math.min(100, Math.max(0, Number(pc.max_percent) || 0))) / 100);
    const affordable = Math.floor((member.point * 100) / rate);
    calc.point_money = Math.max(0, Math.min(maxFen, affordable));
    calc.use_point = Math.ceil((calc.point_money * rate) / 100);
    spread(calc.lines, calc.point_money, (l) => l.goods_money - l.promotion_money - l.coupon_money, (l, v) => (l.point_money = v));
    spread(calc.lines, calc.use_point, (l) => l.point_money, (l, v) => (l.use_point = v));
  }

  for (const l of calc.lines) l.real_goods_money = l.goods_money - l.promotion_money - l.coupon_money - l.point_money;
  calc.order_money = calc.goods_money - calc.promotion_money - calc.coupon_money - calc.point_money + calc.delivery_money + calc.invoice_money;
  // The business maximum of one order (money columns are integer fen: every sum an order holds fits).
  if (calc.goods_money > ORDER_MAX_FEN || calc.order_money > ORDER_MAX_FEN) throw new ApiError(Code.ERROR, 'ORDER_MONEY_TOO_LARGE', { max: fenToYuan(ORDER_MAX_FEN) });

  // Balance: stored value first, then withdrawable money (taken when the order is created).
  if (calc.is_balance === 1) calc.balance_money = Math.min(member.balance + member.balance_money, calc.order_money);
  calc.pay_money = calc.order_money - calc.balance_money;
  return calc;
}

// ---- the wire shape ---------------------------------------------------------------------------------------

const yuan = fenToYuan;

/** The calculator object as NiuShop's client reads it (money as yuan strings). */
export function presentCalc(calc: Calc, lang: Lang) {
  const t = (k: string, v?: Record<string, string | number>) => translate(lang, k, v);
  const goodsList = calc.lines.map((l) => ({
    sku_id: l.sku_id,
    goods_id: l.goods_id,
    sku_name: l.sku.sku_name,
    goods_name: l.sku.goods_name,
    sku_no: l.sku.sku_no,
    sku_image: l.sku.sku_image || firstImage(l.sku.goods_image),
    goods_image: l.sku.goods_image,
    sku_spec_format: JSON.stringify(l.sku.sku_spec_format),
    goods_class: l.sku.goods_class,
    is_virtual: l.sku.goods_class === 1 ? 0 : 1,
    unit: l.sku.unit,
    stock: l.sku.stock,
    max_buy: l.sku.max_buy,
    min_buy: l.sku.min_buy,
    is_limit: l.sku.is_limit,
    limit_type: l.sku.limit_type,
    is_free_shipping: l.sku.is_free_shipping,
    market_price: yuan(l.sku.market_price),
    price: yuan(l.price),
    num: l.num,
    goods_money: yuan(l.goods_money),
    promotion_money: yuan(l.promotion_money),
    coupon_money: yuan(l.coupon_money),
    point_money: yuan(l.point_money),
    real_goods_money: yuan(l.real_goods_money),
  }));
  const expressType = calc.available_delivery.map((name) => ({
    name,
    title: t(`DELIVERY_TYPE_${name.toUpperCase()}`),
    ...(name === 'store' ? { store_list: calc.store_list, store_id: calc.store?.store_id ?? 0 } : {}),
  }));
  return {
    order_key: calc.order_key,
    promotion_type: calc.promotion_type,
    goods_list: goodsList,
    goods_num: calc.goods_num,
    goods_money: yuan(calc.goods_money),
    delivery_money: yuan(calc.delivery_money),
    promotion_money: yuan(calc.promotion_money),
    coupon_id: calc.coupon_id,
    coupon_money: yuan(calc.coupon_money),
    use_point: calc.use_point,
    point_money: yuan(calc.point_money),
    invoice_money: yuan(calc.invoice_money),
    invoice_delivery_money: yuan(0),
    order_money: yuan(calc.order_money),
    is_balance: calc.is_balance,
    is_point: calc.is_point,
    balance_money: yuan(calc.balance_money),
    pay_money: yuan(calc.pay_money),
    is_virtual: 0,
    is_virtual_delivery: 0,
    pay_password_required: calc.member.pay_password_required ? 1 : 0,
    balance_show: calc.member.balance_show ? 1 : 0,
    member_account: {
      balance_total: yuan(calc.member.balance + calc.member.balance_money),
      balance: yuan(calc.member.balance),
      balance_money: yuan(calc.member.balance_money),
      point: calc.member.point,
      is_pay_password: calc.member.has_pay_password ? 1 : 0,
      nickname: calc.member.nickname,
      mobile: calc.member.mobile,
    },
    member_address: calc.address,
    delivery: {
      express_type: expressType,
      delivery_type: calc.delivery_type,
      delivery_type_name: t(`DELIVERY_TYPE_${calc.delivery_type.toUpperCase()}`),
      delivery_store_id: calc.store?.store_id ?? 0,
      store_id: calc.store?.store_id ?? 0,
      delivery_store_info: calc.store,
      buyer_ask_delivery_time: calc.buyer_ask_delivery_time,
    },
    point_cash: {
      is_enable: Number(calc.point_config.is_enable) === 1 ? 1 : 0,
      cash_rate: Number(calc.point_config.cash_rate),
      max_percent: Number(calc.point_config.max_percent),
      usable_point: calc.use_point,
    },
    invoice: { invoice_status: 0 },
    modules: calc.coupons.length ? ['coupon'] : [],
    error: calc.error,
    error_msg: calc.error ? t(calc.error_key, calc.error_vars) : '',
  };
}

/** `/api/ordercreate/getCouponList`: usable coupons, best first, each with its saving here. */
export function presentCoupons(calc: Calc) {
  return calc.coupons.map((c) => ({
    coupon_id: c.coupon_id,
    coupon_type_id: c.coupon_type_id,
    coupon_name: c.coupon_name,
    type: c.type,
    money: yuan(c.money),
    discount: c.discount,
    discount_limit: yuan(c.discount_limit),
    at_least: yuan(c.at_least),
    start_time: c.start_time,
    end_time: c.end_time,
    coupon_money: yuan(Math.min(c.coupon_money, calc.goods_money - calc.promotion_money)),
  }));
}

