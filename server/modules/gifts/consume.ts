/**
 * Spending reward (memberconsume addon, niushop-promotions.md §23): each paid order gets points
 * (floor(rate% × order money)), growth likewise and one coupon per configured type, once per
 * payment: the grant row keyed by out_trade_no is written first, in the same transaction as the
 * ledger rows. The pay result page asks for it (granting it then if the sweep has not yet); a due
 * job grants the payments nobody looked at. After a refund, a second job takes back the refunded
 * share (capped by what the member still has) and, once the whole order is refunded, the unused
 * coupons, when the rule says rewards are taken back.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Lang } from '../../i18n/index.ts';
import type { DueJob } from '../../jobs/index.ts';
import { changeAccount } from '../account/ledger.ts';
import { getConfigRow, type Db } from '../config/queries.ts';
import { couponTypeBriefs, takeBackCoupon } from '../coupon/grant.ts';
import { idList } from '../content/text.ts';
import { PayStatus } from '../order/status.ts';
import { ORDER_PAY_EVENT } from '../order/payEvent.ts';
import { RefundStatus } from '../refund/status.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { fenToYuan } from '../../lib/money.ts';
import { giveReward } from './reward.ts';

type Trx = Transaction<Database>;

export const CONSUME_CONFIG_KEY = 'MEMBER_CONSUME_CONFIG';
/** Payments older than this are not swept for a reward (the rule applies to payments from now on). */
const SWEEP_WINDOW_SEC = 86400;

export interface ConsumeConfig {
  return_point_rate: number;
  return_growth_rate: number;
  is_return_coupon: number;
  return_coupon: string;
  is_recovery_reward: number;
}

export async function consumeConfig(db: Db): Promise<{ is_use: number; value: ConsumeConfig }> {
  const row = await getConfigRow<Partial<ConsumeConfig>>(db, CONSUME_CONFIG_KEY);
  const v = row?.value ?? {};
  const rate = (x: unknown) => Math.min(Math.max(Number(x) || 0, 0), 100);
  return {
    is_use: row?.is_use ?? 0,
    value: {
      return_point_rate: rate(v.return_point_rate),
      return_growth_rate: rate(v.return_growth_rate),
      is_return_coupon: Number(v.is_return_coupon) === 1 ? 1 : 0,
      return_coupon: String(v.return_coupon ?? ''),
      is_recovery_reward: Number(v.is_recovery_reward) === 1 ? 1 : 0,
    },
  };
}

/** Grants the reward of a paid order payment once; answers the grant row (existing or new), null when not a paid order payment. */
export async function grantConsume(trx: Trx, outTradeNo: string, now: number) {
  const pay = await trx.selectFrom('pay').select(['out_trade_no', 'member_id', 'relate_id', 'pay_status', 'event']).where('out_trade_no', '=', outTradeNo).executeTakeFirst();
  if (!pay || pay.pay_status !== PayStatus.PAID || pay.event !== ORDER_PAY_EVENT) return null;
  const order = await trx.selectFrom('order').select(['order_id', 'order_money', 'member_id']).where('order_id', '=', pay.relate_id).executeTakeFirst();
  if (!order) return null;
  const cfg = await consumeConfig(trx);
  const claimed = await trx
    .insertInto('promotion_consume_grant')
    .values({ out_trade_no: outTradeNo, member_id: order.member_id, order_id: order.order_id, config: JSON.stringify({ ...cfg.value, is_use: cfg.is_use }), create_time: now })
    .onConflict((oc) => oc.column('out_trade_no').doNothing())
    .returning('out_trade_no')
    .executeTakeFirst();
  if (!claimed) return trx.selectFrom('promotion_consume_grant').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst() ?? null;
  if (cfg.is_use !== 1) return trx.selectFrom('promotion_consume_grant').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
  const point = Math.floor((order.order_money * cfg.value.return_point_rate) / 10000);
  const growth = Math.floor((order.order_money * cfg.value.return_growth_rate) / 10000);
  const types = cfg.value.is_return_coupon ? idList(cfg.value.return_coupon) : [];
  const base = { member_id: order.member_id, from_type: 'memberconsume', remark: '活动奖励发放', related_id: order.order_id };
  if (point > 0) await changeAccount(trx, { ...base, account_type: 'point', delta: point });
  if (growth > 0) await changeAccount(trx, { ...base, account_type: 'growth', delta: growth });
  const coupons = await giveReward(trx, order.member_id, { coupon_type_ids: types }, { from_type: 'memberconsume', remark: '活动奖励发放', related_id: order.order_id, now });
  return trx
    .updateTable('promotion_consume_grant')
    .set({ point, growth, coupon: types.join(','), coupon_ids: coupons.join(',') })
    .where('out_trade_no', '=', outTradeNo)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `/memberconsume/api/config/info`: the reward box of the pay result (granted now if still due). */
export async function consumeInfo(db: Kysely<Database>, memberId: number, outTradeNo: string, now: number, lang: Lang) {
  const own = await db.selectFrom('pay').select('member_id').where('out_trade_no', '=', outTradeNo).executeTakeFirst();
  if (!own || own.member_id !== memberId) throw new ApiError(Code.ERROR, 'PAY_NOT_FOUND');
  const grant = await db.transaction().execute((trx) => grantConsume(trx, outTradeNo, now));
  const none = { is_reward: 0, point_num: 0, growth_num: 0, coupon_list: [] as Array<{ coupon_type_id: number; coupon_content: string }> };
  if (!grant || grant.is_recycled === 1) return none;
  const types = await couponTypeBriefs(db, idList(grant.coupon));
  const coupon_list = types.map((c) => ({
    coupon_type_id: c.coupon_type_id,
    coupon_content:
      c.type === 'discount'
        ? lang === 'en-us' ? `${c.coupon_name}: ${String(c.discount)} off` : `${c.coupon_name}：${String(c.discount)}折`
        : lang === 'en-us' ? `${c.coupon_name}: ${fenToYuan(c.money)} yuan` : `${c.coupon_name}：${fenToYuan(c.money)}元`,
  }));
  const point_num = grant.point - grant.recycled_point;
  const growth_num = grant.growth - grant.recycled_growth;
  return { is_reward: point_num > 0 || growth_num > 0 || coupon_list.length > 0 ? 1 : 0, point_num, growth_num, coupon_list };
}

/** Grants the reward of payments nobody asked about (recent paid order payments without a grant). */
export const consumeGrantJob: DueJob = {
  name: 'memberconsume.grant',
  next: (trx, now, after) =>
    trx
      .selectFrom('pay')
      .select('pay.id as id')
      .where('pay.pay_status', '=', PayStatus.PAID)
      .where('pay.event', '=', ORDER_PAY_EVENT)
      .where('pay.pay_time', '>', now - SWEEP_WINDOW_SEC)
      .where('pay.id', '>', after)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('promotion_consume_grant as g').select('g.order_id').whereRef('g.out_trade_no', '=', 'pay.out_trade_no'))))
      .orderBy('pay.id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst(),
  async run(trx, id, now) {
    const pay = await trx.selectFrom('pay').select('out_trade_no').where('id', '=', id).executeTakeFirstOrThrow();
    return (await grantConsume(trx, pay.out_trade_no, now)) !== null;
  },
};

/** Takes back the refunded share of a reward (orders with a finished refund whose grant is not fully taken back). */
export const consumeRecycleJob: DueJob = {
  name: 'memberconsume.recycle',
  next: (trx, _now, after) =>
    trx
      .selectFrom('promotion_consume_grant as g')
      .select('g.order_id as id')
      .where('g.is_recycled', '=', 0)
      .where('g.order_id', '>', after)
      .where(({ exists, selectFrom }) => exists(selectFrom('order_goods as og').select('og.order_id').whereRef('og.order_id', '=', 'g.order_id').where('og.refund_status', '=', RefundStatus.COMPLETE)))
      .orderBy('g.order_id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst(),
  async run(trx, orderId) {
    const g = await trx.selectFrom('promotion_consume_grant').selectAll().where('order_id', '=', orderId).where('is_recycled', '=', 0).forUpdate().executeTakeFirst();
    if (!g) return false;
    if (Number((g.config as { is_recovery_reward?: number }).is_recovery_reward) !== 1) {
      await trx.updateTable('promotion_consume_grant').set({ is_recycled: 1 }).where('out_trade_no', '=', g.out_trade_no).execute();
      return true;
    }
    const lines = await trx.selectFrom('order_goods').select(['real_goods_money', 'refund_status']).where('order_id', '=', orderId).execute();
    const total = lines.reduce((s, l) => s + l.real_goods_money, 0);
    const refunded = lines.filter((l) => l.refund_status === RefundStatus.COMPLETE);
    const all = refunded.length === lines.length;
    const share = (n: number) => (all ? n : total > 0 ? Math.floor((n * refunded.reduce((s, l) => s + l.real_goods_money, 0)) / total) : 0);
    const member = await trx.selectFrom('member').select(['point', 'growth']).where('member_id', '=', g.member_id).forUpdate().executeTakeFirst();
    if (!member) return false;
    const takePoint = Math.min(Math.max(share(g.point) - g.recycled_point, 0), member.point);
    const takeGrowth = Math.min(Math.max(share(g.growth) - g.recycled_growth, 0), member.growth);
    const base = { member_id: g.member_id, from_type: 'memberconsume', remark: '退款收回消费奖励', related_id: orderId };
    if (takePoint > 0) await changeAccount(trx, { ...base, account_type: 'point', delta: -takePoint });
    if (takeGrowth > 0) await changeAccount(trx, { ...base, account_type: 'growth', delta: -takeGrowth });
    if (all) for (const c of idList(g.coupon_ids)) await takeBackCoupon(trx, c);
    await trx
      .updateTable('promotion_consume_grant')
      .set({ recycled_point: sql`recycled_point + ${takePoint}`, recycled_growth: sql`recycled_growth + ${takeGrowth}`, is_recycled: all ? 1 : 0 })
      .where('out_trade_no', '=', g.out_trade_no)
      .execute();
    return takePoint > 0 || takeGrowth > 0 || all;
  },
};
