/**
 * The confirm page's data: the calculator answer as the server sends it, the shopper's choices, and
 * the per-visit session (choices + idempotency key) that survives going to the address list and back.
 */
import { readStored } from '../../src/stores/persist.ts';
import { newIdempotencyKey } from '../pay-panel/shared.ts';

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
  member_account?: { balance_total?: string; point?: number; is_pay_password?: number; nickname?: string; mobile?: string };
  member_address?: Address | null;
  delivery?: { express_type?: DeliveryType[]; delivery_type?: string; store_id?: number; delivery_store_info?: Store | null };
  point_cash?: { is_enable?: number; usable_point?: number };
  modules?: string[];
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

/** The goods to check out: `{sku_id, num}` (buy now) or `{cart_ids}` (cart), as NiuShop stores them. */
export type Goods = { sku_id: number; num: number } | { cart_ids: string };

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

/** The parameters of payment / calculate / create for these choices (nested objects travel as JSON). */
export function choiceParams(c: Choices): Record<string, unknown> {
  const p: Record<string, unknown> = {
    delivery: { delivery_type: c.delivery_type ?? '', store_id: c.delivery_type === 'store' ? (c.store_id ?? 0) : 0 },
    is_balance: c.is_balance,
    is_point: c.is_point,
  };
  if (c.address_id) p.member_address = { id: c.address_id };
  if (c.coupon_id !== undefined) p.coupon = { coupon_id: c.coupon_id };
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
