/**
 * Coupons given by an activity (NiuShop get_type 3: games, invite rewards, birthday and festival
 * gifts, spending rewards): like a claim, the type's `lead_count` is taken by one conditional
 * update (never past `count`, type running and not expired), but `is_show` and the per-member
 * limit do not apply. Runs in the caller's transaction; answers the new coupon id, or null when
 * the type cannot give one now (the activity then gives the rest of its reward).
 */
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const GET_TYPE_ACTIVITY = 3;

function couponCode(): string {
  const chars = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return Array.from(crypto.randomBytes(8), (b) => chars[b % chars.length]).join('');
}

export async function grantActivityCoupon(trx: Transaction<Database>, memberId: number, typeId: number, now: number, relatedId = 0): Promise<number | null> {
  const t = await trx
    .updateTable('promotion_coupon_type')
    .set((eb) => ({ lead_count: eb('lead_count', '+', 1) }))
    .where('coupon_type_id', '=', typeId)
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('count', '<', 0), eb('lead_count', '<', eb.ref('count'))]))
    .where((eb) => eb.or([eb('validity_type', '!=', 0), eb('end_time', '=', 0), eb('end_time', '>', now)]))
    .returningAll()
    .executeTakeFirst();
  if (!t) return null;
  const end = t.validity_type === 0 ? t.end_time : t.validity_type === 1 ? now + t.fixed_term * 86400 : 0;
  const row = await trx
    .insertInto('promotion_coupon')
    .values({
      coupon_type_id: t.coupon_type_id,
      coupon_code: couponCode(),
      coupon_name: t.coupon_name,
      member_id: memberId,
      type: t.type,
      state: 1,
      money: t.money,
      discount: t.discount,
      discount_limit: t.discount_limit,
      at_least: t.at_least,
      goods_type: t.goods_type,
      goods_ids: t.goods_ids,
      category_ids: t.category_ids,
      use_channel: t.use_channel,
      get_type: GET_TYPE_ACTIVITY,
      related_id: relatedId,
      fetch_time: now,
      start_time: t.validity_type === 0 && t.start_use_time > 0 ? t.start_use_time : now,
      end_time: end,
    })
    .returning('coupon_id')
    .executeTakeFirstOrThrow();
  return row.coupon_id;
}

/**
 * Takes back an activity coupon that is still unused (state 1): deleted, and the type's
 * lead_count given back. Answers whether it was taken.
 */
export async function takeBackCoupon(trx: Transaction<Database>, couponId: number): Promise<boolean> {
  const gone = await trx.deleteFrom('promotion_coupon').where('coupon_id', '=', couponId).where('state', '=', 1).returning('coupon_type_id').executeTakeFirst();
  if (!gone) return false;
  await trx.updateTable('promotion_coupon_type').set((eb) => ({ lead_count: eb('lead_count', '-', 1) })).where('coupon_type_id', '=', gone.coupon_type_id).where('lead_count', '>', 0).execute();
  return true;
}

/** Names of coupon types for display (`coupon_list` of the gift answers), in id order. */
export async function couponTypeBriefs(db: Pick<Transaction<Database>, 'selectFrom'>, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('promotion_coupon_type')
    .select(['coupon_type_id', 'coupon_name', 'type', 'money', 'discount', 'at_least', 'status', 'count', 'lead_count', 'validity_type', 'fixed_term', 'end_time'])
    .where('coupon_type_id', 'in', ids)
    .execute();
  rows.sort((a, b) => ids.indexOf(a.coupon_type_id) - ids.indexOf(b.coupon_type_id));
  return rows;
}
