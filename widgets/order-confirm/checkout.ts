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

export interface GoodsLine {
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
  member_account?: { balance_total?: string; point?: number; is_pay_password?: number; nickname?: string; mobile?: string };
  member_address?: Address | null;
  delivery?: { express_type?: DeliveryType[]; delivery_type?: string; store_id?: number; delivery_store_info?: Store | null };
  point_cash?: { is_enable?: number; usable_point?: number };
  modules?: string[];
  /** Topic checkout only: the topic the goods are bought in. */
  topic_info?: { topic_id?: number; topic_name?: string; end_time?: number } | null;
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
}

/** The goods to check out: `{sku_id, num}` (buy now), `{cart_ids}` (cart) or `{topic_goods_id, num}` (topic), as NiuShop stores them. */
export type Goods = { sku_id: number; num: number } | { cart_ids: string } | { topic_goods_id: number; num: number };

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
  if (Number.isSafeInteger(sku) && sku > 0 && Number.isSafeInteger(num) && num > 0) return { sku_id: sku, num };
  return null;
}

const positive = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** `{topic_goods_id, num}` from the props when they name an id, else from h5_<storageKey> (`topic_goods_id` or `id`). */
export function readTopicGoods(props: { topicGoodsId?: unknown; num?: unknown }, storageKey: string): Goods | null {
  const fromProps = positive(props.topicGoodsId);
  if (fromProps) return { topic_goods_id: fromProps, num: positive(props.num) ?? 1 };
  const raw = readStored<unknown>(storageKey);
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const id = positive(o.topic_goods_id ?? o.id);
  return id ? { topic_goods_id: id, num: positive(o.num) ?? 1 } : null;
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
  goods: (storageKey: string, props: { topicGoodsId?: unknown; num?: unknown }) => Goods | null;
}

/** The `api` prop's flows: the ordinary checkout and the topic (专题) one, which takes no coupons or points. */
export const CHECKOUT_APIS = {
  order: {
    payment: 'order.payment',
    calculate: 'order.calculate',
    create: 'order.create',
    couponList: 'order.couponList',
    points: true,
    storageKey: 'orderCreateData',
    fromCart: true,
    goods: (key) => readGoods(key),
  },
  topic: {
    payment: 'topic.payment',
    calculate: 'topic.calculate',
    create: 'topic.create',
    couponList: null,
    points: false,
    storageKey: 'topicOrderCreateData',
    fromCart: false,
    goods: (key, props) => readTopicGoods(props, key),
  },
} satisfies Record<string, CheckoutApi>;

export type CheckoutApiName = keyof typeof CHECKOUT_APIS;

export function newSession(): Session {
  return { idempotencyKey: newIdempotencyKey('order'), choices: { is_balance: 0, is_point: 1, buyer_message: '' } };
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
