/**
 * Recharge (niushop-member-and-tools.md §2, niushop-promotions.md §22). A package or a custom amount
 * (within the shop's limits) becomes a recharge order with a pay row of the event
 * `MemberrechargeOrderPayNotify`; the balance cannot pay it. Paying it, once per pay row inside the
 * payment's transaction: the order is paid, the face value goes to the stored balance, the package's
 * points, growth and coupons are given and its sale count goes up. Unpaid orders are closed by the
 * `memberrecharge.autoClose` due job after the order auto-close time; a payment arriving later is
 * refunded by the pay area.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MemberRechargeOrderTable, MemberRechargeTable } from '../../db/tables/wallet.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { translate, type Lang } from '../../i18n/index.ts';
import { toFen } from '../../lib/money.ts';
import type { DueJob } from '../../jobs/index.ts';
import { changeAccount, type Db } from '../account/ledger.ts';
import { pageWindow, paged } from '../account/paging.ts';
import { localize } from '../content/i18n.ts';
import { couponTypeBriefs, grantActivityCoupon } from '../coupon/grant.ts';
import { yuan } from '../goods/format.ts';
import { PayStatus } from '../order/status.ts';
import { newOrderNo, newOutTradeNo } from '../order/util.ts';
import { createPayRow, registerPayEvent } from '../pay/events.ts';
import { payTypeName } from '../pay/payType.ts';
import { autoCloseSeconds } from '../pay/service.ts';
import { rechargeConfig } from './config.ts';

type Trx = Transaction<Database>;
type Package = Selectable<MemberRechargeTable>;
type RechargeOrder = Selectable<MemberRechargeOrderTable>;

export const RECHARGE_PAY_EVENT = 'MemberrechargeOrderPayNotify';
export const RechargeStatus = { UNPAID: 1, PAID: 2, CLOSED: -1 } as const;
/** The recharge records page: the pay result's "view" button. */
export const RECHARGE_RESULT_PATH = '/pages_tool/recharge/order_list';

export const couponIds = (s: string): number[] => [...new Set(s.split(',').map((x) => Number(x.trim())).filter((n) => Number.isSafeInteger(n) && n > 0))];

async function packageOut(db: Db, p: Package, lang: Lang) {
  const l = localize(p, lang);
  const ids = couponIds(p.coupon_id);
  const coupons = await couponTypeBriefs(db, ids);
  return {
    recharge_id: l.recharge_id,
    recharge_name: l.recharge_name,
    cover_img: l.cover_img,
    face_value: yuan(p.face_value),
    buy_price: yuan(p.buy_price),
    point: p.point,
    growth: p.growth,
    coupon_id: ids.join(','),
    coupon_list: coupons.map((c) => ({ coupon_type_id: c.coupon_type_id, coupon_name: c.coupon_name, type: c.type, money: yuan(c.money), discount: String(c.discount), at_least: yuan(c.at_least) })),
    sale_num: p.sale_num,
    status: p.status,
    create_time: Number(p.create_time),
  };
}

/** Packages on sale, newest first (NiuShop: create_time desc). */
export async function packagePage(db: Db, p: { page?: number; page_size?: number }, lang: Lang) {
  const q = db.selectFrom('member_recharge').where('status', '=', 1);
  const { limit, offset, size } = pageWindow(p.page, p.page_size);
  const [c, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('create_time', 'desc').orderBy('recharge_id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return paged(await Promise.all(rows.map((r) => packageOut(db, r, lang))), Number(c.n), size);
}

export async function packageInfo(db: Db, id: number, lang: Lang) {
  const p = await db.selectFrom('member_recharge').selectAll().where('recharge_id', '=', id).where('status', '=', 1).executeTakeFirst();
  if (!p) throw new ApiError(Code.ERROR, 'RECHARGE_PACKAGE_INVALID');
  return packageOut(db, p, lang);
}

export interface CreateInput {
  recharge_id?: number;
  face_value?: string;
}

/** `/memberrecharge/api/ordercreate/create`: a recharge order and its pay row; answers the out_trade_no. */
export async function createRechargeOrder(db: Kysely<Database>, member_id: number, p: CreateInput, ctx: { appType: string; storeId: number | null; now: number }): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const cfg = await rechargeConfig(trx);
    if (!cfg.is_use) throw new ApiError(Code.ERROR, 'RECHARGE_NOT_ENABLED');
    let item: { recharge_id: number; recharge_name: string; cover_img: string; face_value: number; buy_price: number; point: number; growth: number; coupon_id: string; i18n: string };
    if (p.recharge_id && p.recharge_id > 0) {
      const pkg = await trx.selectFrom('member_recharge').selectAll().where('recharge_id', '=', p.recharge_id).where('status', '=', 1).executeTakeFirst();
      if (!pkg) throw new ApiError(Code.ERROR, 'RECHARGE_PACKAGE_INVALID');
      const en = pkg.i18n?.['en-us']?.recharge_name;
      item = { recharge_id: pkg.recharge_id, recharge_name: pkg.recharge_name, cover_img: pkg.cover_img, face_value: pkg.face_value, buy_price: pkg.buy_price, point: pkg.point, growth: pkg.growth, coupon_id: couponIds(pkg.coupon_id).join(','), i18n: JSON.stringify(typeof en === 'string' ? { 'en-us': { recharge_name: en } } : {}) };
    } else {
      if (p.face_value === undefined || p.face_value === '') throw new ApiError(Code.ERROR, 'RECHARGE_MISSING_PARAM');
      if (!cfg.is_custom) throw new ApiError(Code.ERROR, 'RECHARGE_CUSTOM_DISABLED');
      let amount: number;
      try {
        amount = toFen(p.face_value);
      } catch {
        throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'face_value' });
      }
      if (amount <= 0) throw new ApiError(Code.ERROR, 'RECHARGE_AMOUNT_REQUIRED');
      if (amount < cfg.min || amount > cfg.max) throw new ApiError(Code.ERROR, 'RECHARGE_AMOUNT_RANGE', { min: yuan(cfg.min), max: yuan(cfg.max) });
      item = { recharge_id: 0, recharge_name: translate('zh-cn', 'RECHARGE_CUSTOM_NAME'), cover_img: '', face_value: amount, buy_price: amount, point: 0, growth: 0, coupon_id: '', i18n: JSON.stringify({ 'en-us': { recharge_name: translate('en-us', 'RECHARGE_CUSTOM_NAME') } }) };
    }
    const m = await trx.selectFrom('member').select(['nickname', 'headimg']).where('member_id', '=', member_id).executeTakeFirstOrThrow();
    const outTradeNo = newOutTradeNo(ctx.now);
    const order = await trx
      .insertInto('member_recharge_order')
      .values({
        ...item,
        order_no: newOrderNo(ctx.now),
        out_trade_no: outTradeNo,
        member_id,
        nickname: m.nickname,
        member_img: m.headimg,
        status: RechargeStatus.UNPAID,
        order_from: ctx.appType,
        order_from_name: ctx.appType.toUpperCase(),
        store_id: ctx.storeId ?? 0,
        create_time: ctx.now,
        auto_close_time: ctx.now + (await autoCloseSeconds(trx)),
      })
      .returning('order_id')
      .executeTakeFirstOrThrow();
    await createPayRow(trx, {
      event: RECHARGE_PAY_EVENT,
      member_id,
      money_fen: item.buy_price,
      relate_id: order.order_id,
      body: translate('zh-cn', 'RECHARGE_PAY_BODY', { face_value: yuan(item.face_value) }),
      out_trade_no: outTradeNo,
      now: ctx.now,
    });
    return outTradeNo;
  });
}

function orderOut(o: RechargeOrder, lang: Lang) {
  const l = localize(o, lang);
  return {
    order_id: o.order_id,
    order_no: o.order_no,
    out_trade_no: o.out_trade_no,
    recharge_id: o.recharge_id,
    recharge_name: l.recharge_name,
    cover_img: o.cover_img,
    face_value: yuan(o.face_value),
    buy_price: yuan(o.buy_price),
    price: yuan(o.price),
    point: o.point,
    growth: o.growth,
    coupon_id: o.coupon_id,
    status: o.status,
    pay_type: o.pay_type,
    pay_type_name: o.pay_type ? payTypeName(o.pay_type, lang) : '',
    create_time: Number(o.create_time),
    pay_time: Number(o.pay_time),
  };
}

/** `/memberrecharge/api/order/page`: the member's paid recharges, newest first. */
export async function rechargeOrderPage(db: Db, member_id: number, p: { page?: number; page_size?: number }, lang: Lang) {
  const q = db.selectFrom('member_recharge_order').where('member_id', '=', member_id).where('status', '=', RechargeStatus.PAID);
  const { limit, offset, size } = pageWindow(p.page, p.page_size);
  const [c, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('create_time', 'desc').orderBy('order_id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return paged(rows.map((r) => orderOut(r, lang)), Number(c.n), size);
}

/** Closes an unpaid recharge order and its pay rows (the order row first, then the pay rows); false when no longer unpaid. */
export async function closeRechargeOrder(trx: Trx, orderId: number, now: number): Promise<boolean> {
  const o = await trx
    .updateTable('member_recharge_order')
    .set({ status: RechargeStatus.CLOSED, close_time: now })
    .where('order_id', '=', orderId)
    .where('status', '=', RechargeStatus.UNPAID)
    .returning('order_id')
    .executeTakeFirst();
  if (!o) return false;
  const pays = trx.selectFrom('pay').select('out_trade_no').where('event', '=', RECHARGE_PAY_EVENT).where('relate_id', '=', orderId);
  await trx.updateTable('offline_pay').set({ status: 3, update_time: now }).where('out_trade_no', 'in', pays).where('status', 'in', [0, 2]).execute();
  await trx.updateTable('pay').set({ pay_status: PayStatus.CLOSED }).where('event', '=', RECHARGE_PAY_EVENT).where('relate_id', '=', orderId).where('pay_status', 'in', [PayStatus.WAIT, PayStatus.DOING]).execute();
  return true;
}

/** Closes unpaid recharge orders whose auto-close time passed (not while an offline voucher waits for audit). */
export const rechargeCloseJob: DueJob = {
  name: 'memberrecharge.autoClose',
  next: (trx, now, after) =>
    trx
      .selectFrom('member_recharge_order')
      .select('order_id as id')
      .where('status', '=', RechargeStatus.UNPAID)
      .where('pay_status', '=', 0)
      .where('auto_close_time', '>', 0)
      .where('auto_close_time', '<=', now)
      .where('order_id', '>', after)
      .orderBy('order_id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst(),
  run: (trx, id, now) => closeRechargeOrder(trx, id, now),
};

/** The recharge pay event (see the file comment). */
export const rechargePayEvent = registerPayEvent({
  name: RECHARGE_PAY_EVENT,
  balance: false,

  async isPayable(trx, pay) {
    const o = await trx.selectFrom('member_recharge_order').select(['status', 'out_trade_no', 'member_id']).where('order_id', '=', pay.relate_id).forUpdate().executeTakeFirst();
    if (!o || o.status !== RechargeStatus.UNPAID || o.out_trade_no !== pay.out_trade_no) return false;
    const m = await trx.selectFrom('member').select('is_delete').where('member_id', '=', o.member_id).executeTakeFirst();
    return !!m && m.is_delete === 0;
  },

  async onPaid(trx, pay, ctx) {
    const o = await trx
      .updateTable('member_recharge_order')
      .set({ status: RechargeStatus.PAID, pay_type: ctx.pay_type, pay_time: ctx.now, price: pay.pay_money + pay.balance + pay.balance_money, pay_status: 0 })
      .where('order_id', '=', pay.relate_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const vars = { order_no: o.order_no };
    await changeAccount(trx, { member_id: o.member_id, account_type: 'balance', delta: o.face_value, from_type: 'memberrecharge', remark_key: 'ACCOUNT_REMARK_RECHARGE', remark_vars: { ...vars, money: yuan(o.face_value) }, related_id: o.order_id });
    if (o.point > 0) await changeAccount(trx, { member_id: o.member_id, account_type: 'point', delta: o.point, from_type: 'memberrecharge', remark_key: 'ACCOUNT_REMARK_RECHARGE_GIFT_POINT', remark_vars: { ...vars, n: o.point }, related_id: o.order_id });
    if (o.growth > 0) await changeAccount(trx, { member_id: o.member_id, account_type: 'growth', delta: o.growth, from_type: 'memberrecharge', remark_key: 'ACCOUNT_REMARK_RECHARGE_GIFT_GROWTH', remark_vars: { ...vars, n: o.growth }, related_id: o.order_id });
    for (const id of couponIds(o.coupon_id)) await grantActivityCoupon(trx, o.member_id, id, ctx.now, o.order_id);
    if (o.recharge_id > 0) await trx.updateTable('member_recharge').set((eb) => ({ sale_num: eb('sale_num', '+', 1) })).where('recharge_id', '=', o.recharge_id).execute();
  },

  resultPath: () => RECHARGE_RESULT_PATH,

  async onReissue(trx, old, fresh) {
    await trx.updateTable('member_recharge_order').set({ out_trade_no: fresh }).where('order_id', '=', old.relate_id).execute();
  },

  async onOffline(trx, pay, pending) {
    await trx.updateTable('member_recharge_order').set({ pay_status: pending ? 1 : 0 }).where('order_id', '=', pay.relate_id).where('status', '=', RechargeStatus.UNPAID).execute();
  },

  async info(db, pay, lang) {
    const o = await db.selectFrom('member_recharge_order').selectAll().where('order_id', '=', pay.relate_id).executeTakeFirst();
    if (!o) return {};
    const out = orderOut(o, lang);
    return { order_id: out.order_id, order_no: out.order_no, recharge_name: out.recharge_name, face_value: out.face_value, order_status: out.status, auto_close_time: Number(o.auto_close_time) };
  },
});
