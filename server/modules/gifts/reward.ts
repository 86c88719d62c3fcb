import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { changeAccount } from '../account/ledger.ts';
import { grantActivityCoupon } from '../coupon/grant.ts';
import { idList } from '../content/text.ts';

type Trx = Transaction<Database>;

/** Whether a member level may take part: '' / '0' = every member, else the comma list must name it. */
export function levelAllowed(levelIds: string, memberLevel: number): boolean {
  const ids = idList(levelIds);
  return ids.length === 0 || ids.includes(memberLevel);
}

export interface Reward {
  point?: number;
  /** fen */
  balance?: number;
  /** 0 stored balance, 1 withdrawable balance_money */
  balance_type?: number;
  coupon_type_ids?: number[];
}

/**
 * Gives an activity's reward in the caller's transaction: points and balance through the ledger
 * (one row each, `from_type`), one coupon per listed type while the type has stock. Answers the
 * coupon ids issued.
 */
export async function giveReward(trx: Trx, memberId: number, r: Reward, o: { from_type: string; remark: string; related_id: number; now: number }): Promise<number[]> {
  if (r.point && r.point > 0) await changeAccount(trx, { member_id: memberId, account_type: 'point', delta: r.point, from_type: o.from_type, remark: o.remark, related_id: o.related_id });
  if (r.balance && r.balance > 0) {
    await changeAccount(trx, { member_id: memberId, account_type: r.balance_type === 1 ? 'balance_money' : 'balance', delta: r.balance, from_type: o.from_type, remark: o.remark, related_id: o.related_id });
  }
  const ids: number[] = [];
  for (const typeId of r.coupon_type_ids ?? []) {
    const id = await grantActivityCoupon(trx, memberId, typeId, o.now, o.related_id);
    if (id) ids.push(id);
  }
  return ids;
}

/** Coupon types as the gift popups list them: can one still be given (`coupon_flag`). */
export function couponList(rows: Array<{ coupon_type_id: number; coupon_name: string; type: string; money: number; discount: number | string; at_least: number; status: number; count: number; lead_count: number }>, yuan: (f: number) => string) {
  return rows.map((c) => ({
    coupon_type_id: c.coupon_type_id,
    coupon_name: c.coupon_name,
    type: c.type,
    money: yuan(c.money),
    discount: String(c.discount),
    at_least: yuan(c.at_least),
    coupon_flag: c.status === 1 && (c.count < 0 || c.lead_count < c.count),
  }));
}
