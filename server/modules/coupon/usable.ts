import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { toFen } from '../../lib/money.ts';
import { idList } from '../goods/stock.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** One order line as the coupon maths sees it. */
export interface CouponLine {
  goods_id: number;
  /** the line's goods money in fen (price × num, after any earlier discounts) */
  money: number;
  /** every level of the goods' categories; looked up by usableCoupons when absent */
  category_ids?: number[];
}

/** The rule part of a member coupon (or a coupon type). */
export interface CouponRule {
  type: string;
  /** fen (reward) */
  money: number;
  /** "9.50" = pay 95 % (discount) */
  discount: string;
  /** fen; 0 = no cap */
  discount_limit: number;
  /** fen; 0 = no threshold */
  at_least: number;
  goods_type: number;
  goods_ids: number[];
  category_ids: number[];
}

export interface MemberCoupon extends CouponRule {
  coupon_id: number;
  coupon_type_id: number;
  coupon_name: string;
  member_id: number;
  state: number;
  start_time: number;
  end_time: number;
}

export interface UsableCoupon extends MemberCoupon {
  /** what this coupon takes off these lines, fen */
  discount_money: number;
  /** goods money of the lines it applies to, fen */
  scope_money: number;
}

/** Whether a line falls in the coupon's goods scope (1 all, 2 goods, 3 all but goods, 4 categories, 5 all but categories). */
export function lineInScope(rule: Pick<CouponRule, 'goods_type' | 'goods_ids' | 'category_ids'>, line: CouponLine): boolean {
  const cats = line.category_ids ?? [];
  switch (rule.goods_type) {
    case 2:
      return rule.goods_ids.includes(line.goods_id);
    case 3:
      return !rule.goods_ids.includes(line.goods_id);
    case 4:
      return cats.some((c) => rule.category_ids.includes(c));
    case 5:
      return !cats.some((c) => rule.category_ids.includes(c));
    default:
      return true;
  }
}

/** Discount rate as integer hundredths of 折: "9.5" → 950. */
function rateOf(discount: string | number): number {
  try {
    return toFen(String(discount));
  } catch {
    return 0;
  }
}

/**
 * What `coupon` takes off `lines`, in fen: 0 when no line is in scope or the in-scope goods money is
 * below the threshold. Reward: its face value, at most the in-scope money. Discount: in-scope money
 * × (1 − rate/10), rounded half up, capped by discount_limit. Lines of scope 4/5 need category_ids.
 */
export function couponDiscount(coupon: CouponRule, lines: CouponLine[]): number {
  const scoped = lines.filter((l) => lineInScope(coupon, l));
  const money = scoped.reduce((a, l) => a + Math.max(0, Math.trunc(l.money)), 0);
  if (scoped.length === 0 || money <= 0 || money < coupon.at_least) return 0;
  if (coupon.type === 'discount') {
    const rate = rateOf(coupon.discount);
    if (rate <= 0 || rate >= 1000) return 0;
    let off = money - Math.round((money * rate) / 1000);
    if (coupon.discount_limit > 0) off = Math.min(off, coupon.discount_limit);
    return Math.max(0, off);
  }
  return Math.min(coupon.money, money);
}

/** Fills category_ids of lines that lack them (one query). */
export async function withCategories(db: Db, lines: CouponLine[]): Promise<CouponLine[]> {
  const need = [...new Set(lines.filter((l) => !l.category_ids).map((l) => l.goods_id))];
  if (need.length === 0) return lines;
  const rows = await db.selectFrom('goods_category_rel').select(['goods_id', 'category_id']).where('goods_id', 'in', need).execute();
  const m = new Map<number, number[]>();
  for (const r of rows) m.set(r.goods_id, [...(m.get(r.goods_id) ?? []), r.category_id]);
  return lines.map((l) => (l.category_ids ? l : { ...l, category_ids: m.get(l.goods_id) ?? [] }));
}

type CouponRow = Record<string, unknown>;

export function memberCouponFromRow(r: CouponRow): MemberCoupon {
  return {
    coupon_id: Number(r.coupon_id),
    coupon_type_id: Number(r.coupon_type_id),
    coupon_name: String(r.coupon_name ?? ''),
    member_id: Number(r.member_id),
    state: Number(r.state),
    type: String(r.type),
    money: Number(r.money),
    discount: String(r.discount ?? '0'),
    discount_limit: Number(r.discount_limit),
    at_least: Number(r.at_least),
    goods_type: Number(r.goods_type),
    goods_ids: idList(String(r.goods_ids ?? '')),
    category_ids: idList(String(r.category_ids ?? '')),
    start_time: Number(r.start_time),
    end_time: Number(r.end_time),
  };
}

/**
 * The member's coupons that can pay for `lines` now (unused, started, not expired, in scope, over
 * the threshold), each with its `discount_money`, best first (largest discount, then the one that
 * expires soonest). The order calculator picks the chosen coupon_id from this list.
 */
export async function usableCoupons(db: Db, member_id: number, lines: CouponLine[], now: number): Promise<UsableCoupon[]> {
  if (lines.length === 0) return [];
  const rows = await db
    .selectFrom('promotion_coupon')
    .selectAll()
    .where('member_id', '=', member_id)
    .where('state', '=', 1)
    .where('start_time', '<=', now)
    .where((eb) => eb.or([eb('end_time', '=', 0), eb('end_time', '>', now)]))
    .execute();
  if (rows.length === 0) return [];
  const full = await withCategories(db, lines);
  const out: UsableCoupon[] = [];
  for (const r of rows) {
    const c = memberCouponFromRow(r as unknown as CouponRow);
    const discount_money = couponDiscount(c, full);
    if (discount_money <= 0) continue;
    const scope_money = full.filter((l) => lineInScope(c, l)).reduce((a, l) => a + l.money, 0);
    out.push({ ...c, discount_money, scope_money });
  }
  const endKey = (e: number) => (e === 0 ? Number.MAX_SAFE_INTEGER : e);
  return out.sort((a, b) => b.discount_money - a.discount_money || endKey(a.end_time) - endKey(b.end_time) || a.coupon_id - b.coupon_id);
}

/**
 * Marks a coupon used by an order: state 1 → 2 only if it is still unused, not expired and the
 * member's; otherwise throws ApiError COUPON_NOT_USABLE (so two orders cannot spend one coupon).
 * Call inside the order transaction.
 */
export async function useCoupon(trx: Db, coupon_id: number, member_id: number, order_id: number, now: number = Math.floor(Date.now() / 1000)): Promise<void> {
  const row = await trx
    .updateTable('promotion_coupon')
    .set({ state: 2, use_time: now, use_order_id: order_id })
    .where('coupon_id', '=', coupon_id)
    .where('member_id', '=', member_id)
    .where('state', '=', 1)
    .where('start_time', '<=', now)
    .where((eb) => eb.or([eb('end_time', '=', 0), eb('end_time', '>', now)]))
    .returning('coupon_type_id')
    .executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'COUPON_NOT_USABLE');
  await trx
    .updateTable('promotion_coupon_type')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('coupon_type_id', '=', row.coupon_type_id)
    .execute();
}

/**
 * Gives a used coupon back when its order closes: 2 → 1, or → 3 when its end time has passed.
 * A coupon that is not in state 2 is left alone (safe to call twice).
 */
export async function returnCoupon(trx: Db, coupon_id: number, now: number = Math.floor(Date.now() / 1000)): Promise<void> {
  const row = await trx
    .updateTable('promotion_coupon')
    .set({ state: sql<number>`case when end_time > 0 and end_time <= ${now} then 3 else 1 end`, use_time: 0, use_order_id: 0 })
    .where('coupon_id', '=', coupon_id)
    .where('state', '=', 2)
    .returning('coupon_type_id')
    .executeTakeFirst();
  if (!row) return;
  await trx
    .updateTable('promotion_coupon_type')
    .set({ used_count: sql<number>`greatest(0, used_count - 1)` })
    .where('coupon_type_id', '=', row.coupon_type_id)
    .execute();
}
