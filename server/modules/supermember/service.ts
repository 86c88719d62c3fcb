/**
 * Paid member cards (niushop-member-and-tools.md §1.9, niushop-promotions.md §28). Cards are
 * member_level rows with level_type 1 and a price per period. Buying one makes an order with a pay
 * row of the event `MemberLevelOrderPayNotify`; paying it, once per pay row inside the payment's
 * transaction and with the member row locked: a "recharge" card (charge_type 1) credits its price to
 * the stored balance; the opening gifts (points, balance, coupons) are granted the first time the
 * member ever buys this card; the same unexpired card is renewed from its current expiry, any other
 * card replaces the member's level with expiry now + one period. The `supermember.expire` due job
 * ends cards that ran out with NiuShop's fallback: the most recent earlier card that is still
 * unexpired, else the free level held before the card (then the growth check), else the free level
 * the growth reaches. Unpaid orders are closed by the `supermember.autoClose` due job.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MemberLevelOrderTable, PeriodUnit } from '../../db/tables/wallet.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { translate, type Lang } from '../../i18n/index.ts';
import { applyPercent } from '../../lib/money.ts';
import type { DueJob } from '../../jobs/index.ts';
import { changeAccount, type Db } from '../account/ledger.ts';
import { localize } from '../content/i18n.ts';
import { grantActivityCoupon } from '../coupon/grant.ts';
import { yuan } from '../goods/format.ts';
import { levelInfo, recomputeLevel, type LevelRow } from '../level/service.ts';
import { PayStatus } from '../order/status.ts';
import { newOrderNo, newOutTradeNo } from '../order/util.ts';
import { createPayRow, registerPayEvent } from '../pay/events.ts';
import { autoCloseSeconds } from '../pay/service.ts';
import { addPeriod, chargeRule } from './period.ts';

type Trx = Transaction<Database>;
type CardOrder = Selectable<MemberLevelOrderTable>;

export const CARD_PAY_EVENT = 'MemberLevelOrderPayNotify';
export const CARD_RESULT_PATH = '/pages_tool/member/card';
export const CardOrderStatus = { WAIT: 0, PAID: 1, CLOSED: -1 } as const;
export const CARD_AGREEMENT_KEY = 'MEMBER_CARD_AGREEMENT';

const couponIds = (s: string): number[] => [...new Set(s.split(',').map((x) => Number(x.trim())).filter((n) => Number.isSafeInteger(n) && n > 0))];

/** A card as the card pages read it (level fields, name and remark in the reader's language). */
export function cardOut(row: LevelRow, lang: Lang) {
  const l = localize(row, lang);
  return { ...levelInfo(row), level_name: l.level_name, remark: l.remark, is_recommend: row.is_recommend };
}

const cards = (db: Db) => db.selectFrom('member_level').selectAll().where('level_type', '=', 1).where('status', '=', 1);

/** `/supermember/api/membercard/lists`: cards on sale, the recommended first. */
export async function cardList(db: Db, lang: Lang) {
  return (await cards(db).orderBy('is_recommend', 'desc').orderBy('level_id', 'desc').execute()).map((r) => cardOut(r, lang));
}

/** `/supermember/api/membercard/info`: one card on sale. */
export async function cardInfo(db: Db, levelId: number, lang: Lang) {
  const row = await cards(db).where('level_id', '=', levelId).executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'CARD_NOT_FOUND');
  return cardOut(row, lang);
}

/** `/supermember/api/membercard/firstcard`: the recommended card, else the one with the deepest discount; null without cards. */
export async function firstCard(db: Db, lang: Lang) {
  const row = await cards(db).orderBy('is_recommend', 'desc').orderBy('consume_discount', 'asc').orderBy('level_id', 'desc').executeTakeFirst();
  return row ? cardOut(row, lang) : null;
}

/** `/supermember/api/membercard/recommendCard`: the first card and what the sku costs with it. */
export async function recommendCard(db: Db, skuId: number, lang: Lang) {
  const card = await firstCard(db, lang);
  if (!card) return null;
  const sku = await db.selectFrom('goods_sku').select('discount_price').where('sku_id', '=', skuId).executeTakeFirst();
  if (!sku) throw new ApiError(Code.ERROR, 'GOODS_NOT_EXIST');
  return { ...card, member_price: yuan(applyPercent(sku.discount_price, card.consume_discount)) };
}

export interface CreateInput {
  level_id: number;
  period_unit: string;
}

/** `/supermember/api/ordercreate/create`: a card order and its pay row. */
export async function createCardOrder(db: Kysely<Database>, memberId: number, p: CreateInput, now: number): Promise<{ out_trade_no: string; order_id: number }> {
  return db.transaction().execute(async (trx) => {
    const card = await trx.selectFrom('member_level').selectAll().where('level_id', '=', p.level_id).where('status', '=', 1).executeTakeFirst();
    if (!card) throw new ApiError(Code.ERROR, 'CARD_NOT_FOUND');
    if (card.level_type !== 1) throw new ApiError(Code.ERROR, 'CARD_FREE_LEVEL');
    const unit = p.period_unit as PeriodUnit;
    const price = chargeRule(card.charge_rule)[unit];
    if (!price) throw new ApiError(Code.ERROR, 'CARD_PERIOD_UNAVAILABLE');
    const m = await trx.selectFrom('member').select(['nickname', 'headimg', 'member_level', 'member_level_type']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    const renew = m.member_level === card.level_id && m.member_level_type === 1;
    const outTradeNo = newOutTradeNo(now);
    const order = await trx
      .insertInto('member_level_order')
      .values({
        order_no: newOrderNo(now),
        out_trade_no: outTradeNo,
        member_id: memberId,
        nickname: m.nickname,
        headimg: m.headimg,
        level_id: card.level_id,
        level_name: card.level_name,
        order_type: renew ? 2 : 1,
        charge_type: card.charge_type,
        period_unit: unit,
        order_money: price,
        order_status: CardOrderStatus.WAIT,
        create_time: now,
        auto_close_time: now + (await autoCloseSeconds(trx)),
      })
      .returning('order_id')
      .executeTakeFirstOrThrow();
    await createPayRow(trx, { event: CARD_PAY_EVENT, member_id: memberId, money_fen: price, relate_id: order.order_id, body: translate('zh-cn', renew ? 'CARD_PAY_BODY_RENEW' : 'CARD_PAY_BODY_BUY'), out_trade_no: outTradeNo, now });
    return { out_trade_no: outTradeNo, order_id: order.order_id };
  });
}

interface MemberLevelState {
  member_level: number;
  member_level_name: string;
  member_level_type: number;
  level_expire_time: number;
}

async function lockMember(trx: Trx, memberId: number): Promise<MemberLevelState> {
  const r = await sql<MemberLevelState>`select member_level, member_level_name, member_level_type, level_expire_time from member where member_id = ${memberId} for update`.execute(trx);
  const m = r.rows[0];
  if (!m) throw new ApiError(Code.ERROR, 'ACCOUNT_MEMBER_NOT_EXIST');
  return { ...m, level_expire_time: Number(m.level_expire_time) };
}

async function record(trx: Trx, memberId: number, before: MemberLevelState, after: MemberLevelState, changeType: string, now: number, orderId = 0): Promise<void> {
  await trx
    .insertInto('member_level_records')
    .values({
      member_id: memberId,
      before_level_id: before.member_level,
      before_level_name: before.member_level_name,
      before_level_type: before.member_level_type,
      before_expire_time: before.level_expire_time,
      after_level_id: after.member_level,
      after_level_name: after.member_level_name,
      after_level_type: after.member_level_type,
      after_expire_time: after.level_expire_time,
      change_type: changeType,
      order_id: orderId,
      change_time: now,
    })
    .execute();
}

async function setLevel(trx: Trx, memberId: number, s: MemberLevelState): Promise<void> {
  await trx.updateTable('member').set(s).where('member_id', '=', memberId).execute();
}

/** Gives a card's opening gifts (ledger from_type memberlevel, coupons as activity coupons). */
async function openingGifts(trx: Trx, memberId: number, card: LevelRow, orderId: number, now: number): Promise<void> {
  const vars = { level_name: card.level_name };
  if (card.send_point > 0) await changeAccount(trx, { member_id: memberId, account_type: 'point', delta: card.send_point, from_type: 'memberlevel', remark_key: 'ACCOUNT_REMARK_CARD_GIFT', remark_vars: vars, related_id: orderId });
  if (Number(card.send_balance) > 0) await changeAccount(trx, { member_id: memberId, account_type: 'balance', delta: Number(card.send_balance), from_type: 'memberlevel', remark_key: 'ACCOUNT_REMARK_CARD_GIFT', remark_vars: vars, related_id: orderId });
  for (const id of couponIds(card.send_coupon)) await grantActivityCoupon(trx, memberId, id, now, orderId);
}

/** A paid card order (inside the payment's transaction; the order row is locked by isPayable). */
async function cardPaid(trx: Trx, o: CardOrder, now: number): Promise<number> {
  const before = await lockMember(trx, o.member_id);
  const card = await trx.selectFrom('member_level').selectAll().where('level_id', '=', o.level_id).executeTakeFirstOrThrow();
  if (o.charge_type === 1) {
    await changeAccount(trx, { member_id: o.member_id, account_type: 'balance', delta: o.order_money, from_type: 'memberlevel', remark_key: 'ACCOUNT_REMARK_CARD_RECHARGE', remark_vars: { level_name: card.level_name }, related_id: o.order_id });
  }
  const hadIt = await trx.selectFrom('member_level_records').select('id').where('member_id', '=', o.member_id).where('after_level_id', '=', card.level_id).where('change_type', '=', 'buy').executeTakeFirst();
  const renew = before.member_level === card.level_id && before.member_level_type === 1 && before.level_expire_time > now;
  const expire = addPeriod(renew ? before.level_expire_time : now, o.period_unit);
  const after: MemberLevelState = { member_level: card.level_id, member_level_name: card.level_name, member_level_type: 1, level_expire_time: expire };
  await setLevel(trx, o.member_id, after);
  await record(trx, o.member_id, before, after, renew ? 'renew' : 'buy', now, o.order_id);
  if (!hadIt) await openingGifts(trx, o.member_id, card, o.order_id, now);
  return expire;
}

/**
 * Ends a member's card that ran out (the member row locked by the caller or here): back to the most
 * recent card the member held before a newer one replaced it while it was still unexpired, else to
 * the free level held before the first card (then the growth check), else to the level the growth
 * reaches. Answers false when the card has not run out.
 */
export async function expireCard(trx: Trx, memberId: number, now: number): Promise<boolean> {
  const before = await lockMember(trx, memberId);
  if (before.member_level_type !== 1 || before.level_expire_time <= 0 || before.level_expire_time > now) return false;
  const history = await trx
    .selectFrom('member_level_records')
    .select(['before_level_id', 'before_level_type', 'before_expire_time'])
    .where('member_id', '=', memberId)
    .where('change_type', '=', 'buy')
    .orderBy('id', 'desc')
    .execute();
  let after: MemberLevelState | null = null;
  for (const h of history) {
    if (h.before_level_type !== 1 || h.before_level_id === before.member_level || Number(h.before_expire_time) <= now) continue;
    const card = await trx.selectFrom('member_level').select(['level_id', 'level_name']).where('level_id', '=', h.before_level_id).where('level_type', '=', 1).executeTakeFirst();
    if (!card) continue;
    after = { member_level: card.level_id, member_level_name: card.level_name, member_level_type: 1, level_expire_time: Number(h.before_expire_time) };
    break;
  }
  if (!after) {
    const free = history.find((h) => h.before_level_type === 0);
    const level = free && free.before_level_id > 0 ? await trx.selectFrom('member_level').select(['level_id', 'level_name']).where('level_id', '=', free.before_level_id).where('level_type', '=', 0).executeTakeFirst() : undefined;
    after = { member_level: level?.level_id ?? 0, member_level_name: level?.level_name ?? '', member_level_type: 0, level_expire_time: 0 };
  }
  await setLevel(trx, memberId, after);
  if (after.member_level_type === 0) {
    const grown = await recomputeLevel(trx, memberId);
    if (grown.changed) after = { member_level: grown.level_id, member_level_name: grown.level_name, member_level_type: 0, level_expire_time: 0 };
  }
  await record(trx, memberId, before, after, 'expire', now);
  return true;
}

/** Cards that ran out, one member per transaction. */
export const cardExpireJob: DueJob = {
  name: 'supermember.expire',
  next: (trx, now, after) =>
    trx
      .selectFrom('member')
      .select('member_id as id')
      .where('member_level_type', '=', 1)
      .where('level_expire_time', '>', 0)
      .where('level_expire_time', '<=', now)
      .where('member_id', '>', after)
      .orderBy('member_id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst(),
  run: (trx, id, now) => expireCard(trx, id, now),
};

/** Closes an unpaid card order and its pay rows (the order row first); false when no longer unpaid. */
export async function closeCardOrder(trx: Trx, orderId: number, now: number): Promise<boolean> {
  const o = await trx
    .updateTable('member_level_order')
    .set({ order_status: CardOrderStatus.CLOSED, close_time: now })
    .where('order_id', '=', orderId)
    .where('order_status', '=', CardOrderStatus.WAIT)
    .returning('order_id')
    .executeTakeFirst();
  if (!o) return false;
  const pays = trx.selectFrom('pay').select('out_trade_no').where('event', '=', CARD_PAY_EVENT).where('relate_id', '=', orderId);
  await trx.updateTable('offline_pay').set({ status: 3, update_time: now }).where('out_trade_no', 'in', pays).where('status', 'in', [0, 2]).execute();
  await trx.updateTable('pay').set({ pay_status: PayStatus.CLOSED }).where('event', '=', CARD_PAY_EVENT).where('relate_id', '=', orderId).where('pay_status', 'in', [PayStatus.WAIT, PayStatus.DOING]).execute();
  return true;
}

export const cardOrderCloseJob: DueJob = {
  name: 'supermember.autoClose',
  next: (trx, now, after) =>
    trx
      .selectFrom('member_level_order')
      .select('order_id as id')
      .where('order_status', '=', CardOrderStatus.WAIT)
      .where('pay_status', '=', 0)
      .where('auto_close_time', '>', 0)
      .where('auto_close_time', '<=', now)
      .where('order_id', '>', after)
      .orderBy('order_id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst(),
  run: (trx, id, now) => closeCardOrder(trx, id, now),
};

/** The card pay event (see the file comment). */
export const cardPayEvent = registerPayEvent({
  name: CARD_PAY_EVENT,

  async isPayable(trx, pay) {
    const o = await trx.selectFrom('member_level_order').select(['order_status', 'out_trade_no', 'member_id', 'level_id']).where('order_id', '=', pay.relate_id).forUpdate().executeTakeFirst();
    if (!o || o.order_status !== CardOrderStatus.WAIT || o.out_trade_no !== pay.out_trade_no) return false;
    const m = await trx.selectFrom('member').select('is_delete').where('member_id', '=', o.member_id).executeTakeFirst();
    const card = await trx.selectFrom('member_level').select('level_type').where('level_id', '=', o.level_id).executeTakeFirst();
    return !!m && m.is_delete === 0 && card?.level_type === 1;
  },

  async onPaid(trx, pay, ctx) {
    const o = await trx
      .updateTable('member_level_order')
      .set({ order_status: CardOrderStatus.PAID, pay_type: ctx.pay_type, pay_time: ctx.now, pay_status: 0 })
      .where('order_id', '=', pay.relate_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const expire = await cardPaid(trx, o, ctx.now);
    await trx.updateTable('member_level_order').set({ expire_time: expire }).where('order_id', '=', o.order_id).execute();
  },

  resultPath: () => CARD_RESULT_PATH,

  async onReissue(trx, old, fresh) {
    await trx.updateTable('member_level_order').set({ out_trade_no: fresh }).where('order_id', '=', old.relate_id).execute();
  },

  async onOffline(trx, pay, pending) {
    await trx.updateTable('member_level_order').set({ pay_status: pending ? 1 : 0 }).where('order_id', '=', pay.relate_id).where('order_status', '=', CardOrderStatus.WAIT).execute();
  },

  async info(db, pay) {
    const o = await db.selectFrom('member_level_order').selectAll().where('order_id', '=', pay.relate_id).executeTakeFirst();
    if (!o) return {};
    return { order_id: o.order_id, order_no: o.order_no, level_id: o.level_id, level_name: o.level_name, period_unit: o.period_unit, order_type: o.order_type, order_status: o.order_status, auto_close_time: Number(o.auto_close_time) };
  },
});
