/**
 * Per-member purchase limits of promotions (promotion_member_quota, migration 0020): the attempt is
 * taken first, by one conditional upsert (`num + n <= max`, the row locked by the statement itself),
 * so concurrent orders of one member can never pass the limit together; it is given back when the
 * order closes unpaid or the line is refunded. What a shopper is shown (`purchased_num`) is read
 * from the same row, so it is exactly the limit that is enforced.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../cart/sku.ts';

export interface QuotaKey {
  promotion_type: string;
  promotion_id: number;
  /** the promotion's item (0 = the whole activity) */
  item_id: number;
  member_id: number;
  /** '' for the whole activity, else the China date of the day */
  period: string;
}

/** Takes `num` of the member's limit `max`; false (nothing taken) when it would pass it. */
export async function takeQuota(trx: Transaction<Database>, k: QuotaKey, num: number, max: number): Promise<boolean> {
  if (num > max) return false;
  const r = await sql<{ num: number }>`
    insert into promotion_member_quota (promotion_type, promotion_id, item_id, member_id, period, num)
    values (${k.promotion_type}, ${k.promotion_id}, ${k.item_id}, ${k.member_id}, ${k.period}, ${num})
    on conflict (promotion_type, promotion_id, item_id, member_id, period)
    do update set num = promotion_member_quota.num + excluded.num
    where promotion_member_quota.num + excluded.num <= ${max}
    returning num`.execute(trx);
  return r.rows.length === 1;
}

/** Gives `num` back (never below zero). */
export async function returnQuota(trx: Transaction<Database>, k: QuotaKey, num: number): Promise<void> {
  if (num <= 0) return;
  await trx
    .updateTable('promotion_member_quota')
    .set({ num: sql<number>`greatest(0, num - ${num})` })
    .where('promotion_type', '=', k.promotion_type)
    .where('promotion_id', '=', k.promotion_id)
    .where('item_id', '=', k.item_id)
    .where('member_id', '=', k.member_id)
    .where('period', '=', k.period)
    .execute();
}

/** What the member bought of some items of an activity in a period: item_id → num. */
export async function quotaUsed(db: Db, k: Omit<QuotaKey, 'item_id'>, itemIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!itemIds.length) return out;
  const rows = await db
    .selectFrom('promotion_member_quota')
    .select(['item_id', 'num'])
    .where('promotion_type', '=', k.promotion_type)
    .where('promotion_id', '=', k.promotion_id)
    .where('member_id', '=', k.member_id)
    .where('period', '=', k.period)
    .where('item_id', 'in', itemIds)
    .execute();
  for (const r of rows) out.set(r.item_id, r.num);
  return out;
}
