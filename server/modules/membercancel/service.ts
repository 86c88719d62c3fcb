/**
 * Account cancellation (niushop-member-and-tools.md §1.15). A member applies after reading the
 * agreement and the assets overview; the preconditions (no withdrawal on its way, no unfinished
 * orders or after-sales, no live application) are checked inside the application's transaction with
 * the member row locked, and again when the merchant approves. The shop either audits applications
 * (is_audit 1: pending until approved or refused through /dev/membercancel/*) or approves them at
 * once. Approval closes the member's unpaid orders, clears the points and balances through the
 * ledger, closes unused coupons, deletes addresses, withdrawal accounts, cart, favourites and
 * footprints, anonymises the member row and deletes it (is_delete 1, token_version bumped: every
 * token stops working), so the mobile can register again as a new member.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MemberCancelTable } from '../../db/tables/wallet.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { translate } from '../../i18n/index.ts';
import { changeAccount, type Db } from '../account/ledger.ts';
import { getConfigRow } from '../config/queries.ts';
import { yuan } from '../goods/format.ts';
import { closeRechargeOrder } from '../memberrecharge/service.ts';
import { WITHDRAW_OPEN, withdrawTotals } from '../memberwithdraw/service.ts';
import { closeOrder } from '../order/lifecycle.ts';
import { OrderStatus } from '../order/status.ts';
import { IN_PROGRESS } from '../refund/status.ts';
import { closeCardOrder } from '../supermember/service.ts';

type Trx = Transaction<Database>;
type CancelRow = Selectable<MemberCancelTable>;

export const CANCEL_CONFIG_KEY = 'CANCEL_CONFIG';
export const CANCEL_AGREEMENT_KEY = 'CANCEL_AGREEMENT';
export const CancelStatus = { PENDING: 0, APPROVED: 1, REFUSED: -1 } as const;
/** Orders that block a cancellation: paid and not yet received (waiting to ship, for pickup, shipped). */
const UNFINISHED = [OrderStatus.WAIT_SEND, OrderStatus.WAIT_PICKUP, OrderStatus.SHIPPED];

/** `/membercancel/api/membercancel/config`: `{is_enable, is_audit}` (NiuShop defaults 0 and 1). */
export async function cancelConfig(db: Db): Promise<{ is_enable: number; is_audit: number }> {
  const row = await getConfigRow<Record<string, unknown>>(db, CANCEL_CONFIG_KEY);
  const v = row?.value && typeof row.value === 'object' && !Array.isArray(row.value) ? row.value : {};
  return { is_enable: Number(v.is_enable) === 1 ? 1 : 0, is_audit: v.is_audit === undefined || Number(v.is_audit) === 1 ? 1 : 0 };
}

/** `/membercancel/api/membercancel/info`: the member's latest application, or null. */
export async function cancelInfo(db: Db, memberId: number) {
  const r = await db.selectFrom('member_cancel').select(['id', 'status', 'reason', 'audit_time', 'create_time']).where('member_id', '=', memberId).orderBy('id', 'desc').executeTakeFirst();
  return r ? { id: r.id, status: r.status, reason: r.reason, audit_time: Number(r.audit_time), create_time: Number(r.create_time) } : null;
}

/** What the member would give up and what still runs (the assets page and the preconditions). */
async function assets(db: Db, memberId: number) {
  const m = await db.selectFrom('member').select(['is_fenxiao', 'point', 'balance', 'balance_money', 'is_delete']).where('member_id', '=', memberId).executeTakeFirst();
  if (!m || m.is_delete !== 0) throw new ApiError(Code.ERROR, 'CANCEL_MEMBER_NOT_EXIST');
  const [totals, coupons, orders, refunding] = await Promise.all([
    withdrawTotals(db, memberId),
    db.selectFrom('promotion_coupon').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).where('state', '=', 1).executeTakeFirstOrThrow(),
    db
      .selectFrom('order')
      .select(['order_status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('member_id', '=', memberId)
      .where('order_status', 'in', [OrderStatus.WAIT_PAY, ...UNFINISHED])
      .groupBy('order_status')
      .execute(),
    db.selectFrom('order_goods').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).where('refund_status', 'in', [...IN_PROGRESS]).executeTakeFirstOrThrow(),
  ]);
  const orderCount = (status: number): number => Number(orders.find((o) => o.order_status === status)?.n ?? 0);
  return {
    m,
    totals,
    coupons: Number(coupons.n),
    toSend: orderCount(OrderStatus.WAIT_SEND),
    toPick: orderCount(OrderStatus.WAIT_PICKUP),
    shipped: orderCount(OrderStatus.SHIPPED),
    unpaid: orderCount(OrderStatus.WAIT_PAY),
    refunding: Number(refunding.n),
  };
}

/** `/membercancel/api/membercancel/accountInfo`: the assets overview (NiuShop's fields, plus pickup and unpaid orders). */
export async function accountInfo(db: Db, memberId: number) {
  const a = await assets(db, memberId);
  return {
    member_info: { is_fenxiao: a.m.is_fenxiao, point: Number(a.m.point), balance: yuan(a.m.balance), balance_money: yuan(a.m.balance_money), balance_withdraw_apply: yuan(a.totals.applying) },
    member_coupon_count: a.coupons,
    order_pay_count: a.toSend,
    order_pickup_count: a.toPick,
    order_delivery_count: a.shipped,
    order_refund_count: a.refunding,
    order_unpaid_count: a.unpaid,
  };
}

/** Throws the first precondition that fails (inside the caller's transaction, the member row locked). */
async function checkPreconditions(trx: Trx, memberId: number): Promise<Awaited<ReturnType<typeof assets>>> {
  const a = await assets(trx, memberId);
  const open = await trx.selectFrom('member_withdraw').select('id').where('member_id', '=', memberId).where('status', 'in', WITHDRAW_OPEN).executeTakeFirst();
  if (open) throw new ApiError(Code.ERROR, 'CANCEL_WITHDRAW_PENDING');
  if (a.toSend + a.toPick + a.shipped > 0) throw new ApiError(Code.ERROR, 'CANCEL_ORDER_UNFINISHED');
  if (a.refunding > 0) throw new ApiError(Code.ERROR, 'CANCEL_REFUND_PENDING');
  return a;
}

async function lockMember(trx: Trx, memberId: number): Promise<void> {
  await sql`select member_id from member where member_id = ${memberId} for update`.execute(trx);
}

/** Closes the member's unpaid orders of every kind (each order row locked before the member's, as payments lock them). */
async function closeUnpaid(trx: Trx, memberId: number, now: number): Promise<void> {
  const cause = translate('zh-cn', 'CANCEL_ORDER_CLOSE_CAUSE');
  for (const o of await trx.selectFrom('order').select('order_id').where('member_id', '=', memberId).where('order_status', '=', OrderStatus.WAIT_PAY).orderBy('order_id').execute()) {
    await closeOrder(trx, o.order_id, { now, cause, action_way: 2, uid: 0 });
  }
  for (const o of await trx.selectFrom('member_recharge_order').select('order_id').where('member_id', '=', memberId).where('status', '=', 1).orderBy('order_id').execute()) {
    await closeRechargeOrder(trx, o.order_id, now);
  }
  for (const o of await trx.selectFrom('member_level_order').select('order_id').where('member_id', '=', memberId).where('order_status', '=', 0).orderBy('order_id').execute()) {
    await closeCardOrder(trx, o.order_id, now);
  }
}

/** Clears the assets through the ledger, removes personal data and deletes the member (the member row locked, preconditions checked). */
async function cancelMember(trx: Trx, rec: CancelRow, now: number): Promise<void> {
  const memberId = rec.member_id;
  const m = await trx.selectFrom('member').select(['point', 'balance', 'balance_money']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  for (const account_type of ['point', 'balance', 'balance_money'] as const) {
    const v = Number(m[account_type]);
    if (v > 0) await changeAccount(trx, { member_id: memberId, account_type, delta: -v, from_type: 'membercancel', remark_key: 'ACCOUNT_REMARK_MEMBER_CANCEL', related_id: rec.id });
  }
  await trx.updateTable('promotion_coupon').set({ state: 4 }).where('member_id', '=', memberId).where('state', '=', 1).execute();
  for (const table of ['member_address', 'member_bank_account', 'goods_cart', 'goods_collect', 'goods_browse'] as const) {
    await trx.deleteFrom(table).where('member_id', '=', memberId).execute();
  }
  await trx
    .updateTable('member')
    .set((eb) => ({
      is_delete: 1,
      status: 0,
      token_version: eb('token_version', '+', 1),
      username: `cancelled_${memberId}`,
      nickname: translate('zh-cn', 'CANCEL_NICKNAME'),
      mobile: '',
      email: '',
      password: '',
      pay_password: '',
      headimg: '',
      realname: '',
      sex: 0,
      birthday: 0,
      location: '',
      qq: '',
      qq_openid: '',
      wx_openid: '',
      weapp_openid: '',
      wx_unionid: '',
      ali_openid: '',
      baidu_openid: '',
      toutiao_openid: '',
      douyin_openid: '',
      member_code: '',
      province_id: 0,
      city_id: 0,
      district_id: 0,
      community_id: 0,
      address: '',
      full_address: '',
      longitude: '',
      latitude: '',
      login_ip: '',
      last_login_ip: '',
    }))
    .where('member_id', '=', memberId)
    .execute();
  await trx.updateTable('member_cancel').set({ status: CancelStatus.APPROVED, audit_time: now, mobile: '', nickname: '', username: '' }).where('id', '=', rec.id).execute();
}

/**
 * `/membercancel/api/membercancel/apply`: checks the preconditions with the member row locked and
 * records the application (a refused one is reused); approved at once when the shop does not audit.
 */
export async function applyCancel(db: Kysely<Database>, memberId: number, now: number): Promise<{ id: number; status: number; is_audit: number }> {
  return db.transaction().execute(async (trx) => {
    const cfg = await cancelConfig(trx);
    if (!cfg.is_enable) throw new ApiError(Code.ERROR, 'CANCEL_NOT_OPEN');
    const immediate = cfg.is_audit === 0;
    if (immediate) await closeUnpaid(trx, memberId, now);
    await lockMember(trx, memberId);
    const live = await trx.selectFrom('member_cancel').select('id').where('member_id', '=', memberId).where('status', 'in', [CancelStatus.PENDING, CancelStatus.APPROVED]).executeTakeFirst();
    if (live) throw new ApiError(Code.ERROR, 'CANCEL_REPEAT');
    const a = await checkPreconditions(trx, memberId);
    const who = await trx.selectFrom('member').select(['username', 'mobile', 'nickname', 'member_level_name', 'growth']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    const snapshot = JSON.stringify({ point: Number(a.m.point), balance: Number(a.m.balance), balance_money: Number(a.m.balance_money), growth: Number(who.growth), member_level_name: who.member_level_name, coupons: a.coupons });
    const values = { username: who.username, mobile: who.mobile, nickname: who.nickname, status: CancelStatus.PENDING, reason: '', audit_time: 0, create_time: now, member_json: snapshot };
    const refused = await trx.selectFrom('member_cancel').select('id').where('member_id', '=', memberId).where('status', '=', CancelStatus.REFUSED).orderBy('id', 'desc').executeTakeFirst();
    const rec = refused
      ? await trx.updateTable('member_cancel').set(values).where('id', '=', refused.id).returningAll().executeTakeFirstOrThrow()
      : await trx.insertInto('member_cancel').values({ ...values, member_id: memberId }).returningAll().executeTakeFirstOrThrow();
    if (immediate) await cancelMember(trx, rec, now);
    return { id: rec.id, status: immediate ? CancelStatus.APPROVED : CancelStatus.PENDING, is_audit: cfg.is_audit };
  });
}

/** `/membercancel/api/membercancel/cancelApply`: withdraws an application that was not approved. */
export async function withdrawCancel(db: Kysely<Database>, memberId: number): Promise<number> {
  const gone = await db.deleteFrom('member_cancel').where('member_id', '=', memberId).where('status', 'in', [CancelStatus.PENDING, CancelStatus.REFUSED]).returning('id').execute();
  if (!gone.length) throw new ApiError(Code.ERROR, 'CANCEL_NOTHING_TO_WITHDRAW');
  return 1;
}

async function lockPending(trx: Trx, id: number): Promise<CancelRow> {
  const rec = await trx.selectFrom('member_cancel').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!rec) throw new ApiError(Code.ERROR, 'CANCEL_NOT_EXIST');
  if (rec.status !== CancelStatus.PENDING) throw new ApiError(Code.ERROR, 'CANCEL_AUDITED');
  return rec;
}

/** The merchant approves a pending application: the preconditions again, then the member is cancelled. */
export async function approveCancel(db: Kysely<Database>, id: number, now: number): Promise<CancelRow> {
  return db.transaction().execute(async (trx) => {
    const rec = await lockPending(trx, id);
    await closeUnpaid(trx, rec.member_id, now);
    await lockMember(trx, rec.member_id);
    await checkPreconditions(trx, rec.member_id);
    await cancelMember(trx, rec, now);
    return trx.selectFrom('member_cancel').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
}

/** The merchant refuses a pending application with a reason. */
export async function refuseCancel(db: Kysely<Database>, id: number, reason: string, now: number): Promise<CancelRow> {
  return db.transaction().execute(async (trx) => {
    await lockPending(trx, id);
    return trx.updateTable('member_cancel').set({ status: CancelStatus.REFUSED, reason: reason.slice(0, 255), audit_time: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  });
}
