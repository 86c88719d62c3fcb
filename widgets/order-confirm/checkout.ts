/**
 * The confirm page's data: the endpoint group it checks out through, the calculator answer as the
 * server sends it, the shopper's choices, and the per-visit session (choices + idempotency key) that
 * survives going to the address list and back.
 */
import { type EndpointName, newIdempotencyKey, readStored } from '../../src/sdk/index.ts';

export interface Address {
  id: number;
  name: string;
  mobile: string;
  telephone?: string;
  full_address: string;
  address: string;
}

export interface Store {
  store_id: number;
  store_name: string;
  telphone?: string;
  full_address?: string;
  address?: string;
  open_date?: string;
  store_image?: string;
}

export interface DeliveryType {
  name: string;
  title: string;
  store_list?: Store[];
  store_id?: number;
}

/** A form the checkout asks for (form addon): its id, name and fields (`json_data`). */
export interface CheckoutForm {
  id: number;
  form_name?: string;
  json_data: unknown[];
}

export interface GoodsLine {
  /** the goods' form, filled with the order (absent: none) */
  goods_form?: CheckoutForm | null;
  /** what was filled in it before (on goods detail, kept with the cart row): NiuShop's fields `[{id, val}]` */
  form_data?: unknown[] | null;
  sku_id: number;
  goods_id: number;
  sku_name: string;
  goods_name: string;
  sku_image: string;
  sku_spec_format?: string;
  price: string;
  num: number;
  goods_money: string;
}

export interface CalcData {
  order_key: string;
  goods_list: GoodsLine[];
  goods_num: number;
  goods_money: string;
  delivery_money: string;
  promotion_money?: string;
  coupon_id: number;
  coupon_money: string;
  use_point: number;
  point_money: string;
  invoice_money?: string;
  order_money: string;
  is_balance: number;
  is_point: number;
  balance_money: string;
  pay_money: string;
  /** the shop setting: 0 → the balance is used without the pay password (absent: asked, as NiuShop's client) */
  pay_password_required?: number;
  /** 0: the shop takes no balance payments (no switch) */
  balance_show?: number;
  member_account?: { balance_total?: string; point?: number; is_pay_password?: number; nickname?: string; mobile?: string };
  member_address?: Address | null;
  delivery?: { express_type?: DeliveryType[]; delivery_type?: string; store_id?: number; delivery_store_info?: Store | null };
  point_cash?: { is_enable?: number; usable_point?: number };
  modules?: string[];
  /** the order form (NiuShop's system form), filled with the order; null: none */
  system_form?: CheckoutForm | null;
  /** Promotion checkouts: the promotion the goods are bought in (`<group>_info`, e.g. seckill_info). */
  [info: `${string}_info`]: unknown;
  error?: number;
  error_msg?: string;
}

export interface Coupon {
  coupon_id: number;
  coupon_name: string;
  type: string;
  money: string;
  discount: string;
  at_least: string;
  end_time: number;
  coupon_money: string;
}

/** What the shopper chose; undefined = the server's default. coupon_id 0 = no coupon. */
export interface Choices {
  address_id?: number;
  delivery_type?: string;
  store_id?: number;
  coupon_id?: number;
  is_balance: 0 | 1;
  is_point: 0 | 1;
  buyer_message: string;
}

export interface Session {
  /** One per page visit: a doubled or retried submit creates one order. */
  idempotencyKey: string;
  choices: Choices;
  /** What is typed in the forms (`order`, `g<sku_id>`), kept for the way back from the address pages. */
  forms: Record<string, unknown[]>;
}

/**
 * The goods to check out: `{sku_id, num}` (buy now, with the goods form filled on goods detail as
 * `form_data`) or `{cart_ids}` (cart), as NiuShop stores them, or a promotion's payload.
 */
export type Goods = { sku_id: number; num: number; form_data?: string } | { cart_ids: string } | Record<string, string | number>;

export function readGoods(storageKey: string): Goods | null {
  const raw = readStored<unknown>(storageKey);
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  if (o.cart_ids !== undefined && o.cart_ids !== null && String(o.cart_ids).trim() !== '') {
    const ids = String(Array.isArray(o.cart_ids) ? o.cart_ids.join(',') : o.cart_ids)
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d+$/.test(s));
    return ids.length ? { cart_ids: ids.join(',') } : null;
  }
  const sku = Number(o.sku_id);
  const num = Number(o.num ?? 1);
  if (!(Number.isSafeInteger(sku) && sku > 0 && Number.isSafeInteger(num) && num > 0)) return null;
  const form = typeof o.form_data === 'string' ? o.form_data : o.form_data && typeof o.form_data === 'object' ? JSON.stringify(o.form_data) : '';
  return form ? { sku_id: sku, num, form_data: form } : { sku_id: sku, num };
}

const positive = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The buy-now promotions' checkouts (NiuShop's common-payment with the addon's three URLs,
 * niushop-promotions.md §0.4): the endpoint group `/<group>/api/ordercreate/*`, the payload key
 * that names the goods, where NiuShop stores the payload, and the calculator's field describing
 * the promotion. None takes coupons or points.
 */
export const PROMOTION_GROUPS = {
  topic: { key: 'topic_goods_id', alias: 'id', storageKey: 'topicOrderCreateData', info: 'topic_info' },
  seckill: { key: 'seckill_id', alias: 'id', storageKey: 'seckillOrderCreateData', info: 'seckill_info' },
  groupbuy: { key: 'groupbuy_id', alias: 'id', storageKey: 'groupbuyOrderCreateData', info: 'groupbuy_info' },
  bargain: { key: 'launch_id', alias: 'l_id', storageKey: 'bargainOrderCreateData', info: 'bargain_info' },
  bundling: { key: 'bl_id', alias: 'id', storageKey: 'comboOrderCreateData', info: 'bundling_info' },
  bale: { key: 'bale_id', alias: 'id', storageKey: 'baleOrderCreateData', info: 'bale_info' },
} as const;

export type PromotionGroup = keyof typeof PROMOTION_GROUPS;

export const isPromotionGroup = (g: unknown): g is PromotionGroup => typeof g === 'string' && Object.prototype.hasOwnProperty.call(PROMOTION_GROUPS, g);

/** What a page hands the checkout: the promotion's endpoint group and its payload (usually bound from the query). */
export interface PromotionDescriptor {
  group: PromotionGroup;
  payload?: Record<string, unknown>;
}

/** Scalar payload values that say something ('' / null / undefined dropped; `num` a positive integer). */
function cleanPayload(o: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(o)) {
    if ((typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v))) out[k] = v;
  }
  if (out.num !== undefined) {
    const n = positive(out.num);
    if (n) out.num = n;
    else delete out.num;
  }
  return out;
}

/**
 * A promotion's goods: the descriptor's payload when it names the goods (its key, or NiuShop's
 * short alias such as `id`), else what NiuShop stored under h5_<storageKey>; null when neither does.
 */
export function readPromotionGoods(d: PromotionDescriptor, storageKey: string): Goods | null {
  const g = PROMOTION_GROUPS[d.group];
  const named = (o: Record<string, unknown>): Goods | null => {
    const p = cleanPayload(o);
    const id = positive(p[g.key] ?? p[g.alias]);
    if (!id) return null;
    delete p[g.alias];
    return { ...p, [g.key]: id };
  };
  const fromProps = d.payload && typeof d.payload === 'object' ? named(d.payload) : null;
  if (fromProps) return fromProps;
  const raw = readStored<unknown>(storageKey);
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? named(raw as Record<string, unknown>) : null;
}

/** One checkout flow: its endpoints, what it takes, and where its goods come from. */
export interface CheckoutApi {
  payment: EndpointName;
  calculate: EndpointName;
  create: EndpointName;
  /** The coupon list; null: the flow takes no coupons (no coupon row, no `coupon` parameter). */
  couponList: EndpointName | null;
  /** The flow takes points (the points switch and `is_point`). */
  points: boolean;
  /** Where NiuShop leaves the goods (h5_<key>) when the storageKey prop is empty. */
  storageKey: string;
  /** The goods may come from the cart: refresh its count once the order is created. */
  fromCart: boolean;
  /** The calculator's field describing the promotion (`seckill_info`, …); null for the ordinary checkout. */
  info: string | null;
  goods: (storageKey: string) => Goods | null;
}

/** The ordinary checkout (/api/ordercreate/*: coupons and points). */
export const ORDER_CHECKOUT: CheckoutApi = {
  payment: 'order.payment',
  calculate: 'order.calculate',
  create: 'order.create',
  couponList: 'order.couponList',
  points: true,
  storageKey: 'orderCreateData',
  fromCart: true,
  info: null,
  goods: (key) => readGoods(key),
};

/** The checkout of a promotion descriptor (/<group>/api/ordercreate/*: no coupons, no points). */
export function promotionCheckout(d: PromotionDescriptor): CheckoutApi {
  const g = PROMOTION_GROUPS[d.group];
  return {
    payment: `${d.group}.payment`,
    calculate: `${d.group}.calculate`,
    create: `${d.group}.create`,
    couponList: null,
    points: false,
    storageKey: g.storageKey,
    fromCart: false,
    info: g.info,
    goods: (key) => readPromotionGoods(d, key),
  };
}

/** The name a calculator gives its promotion (`seckill_info.seckill_name`, `topic_info.topic_name`, …). */
export function promotionName(info: unknown): string {
  if (!info || typeof info !== 'object') return '';
  const o = info as Record<string, unknown>;
  for (const k of ['seckill_name', 'topic_name', 'bargain_name', 'bl_name', 'name', 'goods_name']) {
    if (typeof o[k] === 'string' && o[k]) return o[k];
  }
  return '';
}

export function newSession(): Session {
  return { idempotencyKey: newIdempotencyKey('order'), choices: { is_balance: 0, is_point: 1, buyer_message: '' }, forms: {} };
}

// One session per page instance (history entry): the runtime is kept when the shopper comes back, so
// its choices and idempotency key are too. Outside a page (tests, previews) the caller's own token
// object is the key. Changes go through these functions (the component never mutates them itself).
const sessions = new WeakMap<object, Session>();

export function sessionOf(owner: object): Session {
  let s = sessions.get(owner);
  if (!s) {
    s = newSession();
    sessions.set(owner, s);
  }
  return s;
}

/** A copy of the current choices. */
export function choicesOf(owner: object): Choices {
  return { ...sessionOf(owner).choices };
}

/** Changes some choices; returns the new copy. */
export function patchChoices(owner: object, patch: Partial<Choices>): Choices {
  const s = sessionOf(owner);
  s.choices = { ...s.choices, ...patch };
  return { ...s.choices };
}

/** What was typed in one of the checkout's forms (`order`, `g<sku_id>`), or undefined. */
export function typedForm(owner: object, slot: string): unknown[] | undefined {
  return sessionOf(owner).forms[slot];
}

/** Keeps what is typed in one of the checkout's forms with the page's session. */
export function keepTypedForm(owner: object, slot: string, fields: unknown[]): void {
  const s = sessionOf(owner);
  s.forms = { ...s.forms, [slot]: fields };
}

/**
 * The parameters of payment / calculate / create for these choices (nested objects travel as JSON);
 * a flow that takes no coupons or points gets neither parameter.
 */
export function choiceParams(c: Choices, api: Pick<CheckoutApi, 'couponList' | 'points'>): Record<string, unknown> {
  const p: Record<string, unknown> = {
    delivery: { delivery_type: c.delivery_type ?? '', store_id: c.delivery_type === 'store' ? (c.store_id ?? 0) : 0 },
    is_balance: c.is_balance,
  };
  if (api.points) p.is_point = c.is_point;
  if (c.address_id) p.member_address = { id: c.address_id };
  if (api.couponList && c.coupon_id !== undefined) p.coupon = { coupon_id: c.coupon_id };
  return p;
}

/** Spec values of a line ("红色 XL"), from the sku_spec_format JSON the server sends. */
export function specText(line: Pick<GoodsLine, 'sku_spec_format'>): string {
  if (!line.sku_spec_format) return '';
  try {
    const list = JSON.parse(line.sku_spec_format) as unknown;
    if (!Array.isArray(list)) return '';
    return list
      .map((s) => (s && typeof s === 'object' ? String((s as { spec_value_name?: unknown }).spec_value_name ?? '') : ''))
      .filter(Boolean)
      .join(' ');
  } catch {
    return '';
  }
}

/** The delivery types that need a shipping address. */
export const needsAddress = (type: string | undefined): boolean => type !== 'store';

/** The checkout's forms with what the shopper filled in (the fields as NiuShop sends them). */
export interface FilledForms {
  order?: { form_id: number; fields: unknown[] } | null;
  goods: ReadonlyArray<{ sku_id: number; form_id: number; fields: unknown[] }>;
}

/**
 * `form_data` of create in NiuShop's shape: `{form_id, form_data}` of the order form and
 * `goods_form: {<sku_id>: {form_id, form_data}}`, as a JSON string; undefined when no form is asked.
 */
export function formDataParam(f: FilledForms): string | undefined {
  const out: { form_id?: number; form_data?: unknown[]; goods_form?: Record<string, { form_id: number; form_data: unknown[] }> } = {};
  if (f.order) {
    out.form_id = f.order.form_id;
    out.form_data = f.order.fields;
  }
  if (f.goods.length) out.goods_form = Object.fromEntries(f.goods.map((g) => [String(g.sku_id), { form_id: g.form_id, form_data: g.fields }]));
  return Object.keys(out).length ? JSON.stringify(out) : undefined;
}
