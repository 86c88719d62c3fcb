import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { changeAccount } from '../account/ledger.ts';
import { createTestMember, memberAccounts, type TestMember } from '../account/test-helpers.ts';
import { setConfig } from '../config/queries.ts';
import { payByDevpay } from '../memberrecharge/test-helpers.ts';
import { addPeriod } from './period.ts';
import { CARD_AGREEMENT_KEY } from './service.ts';

let s: TestServer;
let gold: number;
let silver: number;
let level: (name: string) => Promise<number>;
const card = (o: { name: string; en: string; rule: Record<string, string>; charge_type?: number; send_point?: number; send_balance?: number; send_coupon?: string; discount?: number; recommend?: number }) =>
  s
    .db()
    .insertInto('member_level')
    .values({
      level_name: o.name,
      level_type: 1,
      charge_rule: JSON.stringify(o.rule),
      charge_type: o.charge_type ?? 0,
      send_point: o.send_point ?? 0,
      send_balance: o.send_balance ?? 0,
      send_coupon: o.send_coupon ?? '',
      consume_discount: o.discount ?? 100,
      is_recommend: o.recommend ?? 0,
      remark: `${o.name}说明`,
      i18n: JSON.stringify({ 'en-us': { level_name: o.en, remark: `${o.en} notes` } }),
    })
    .returning('level_id')
    .executeTakeFirstOrThrow()
    .then((r) => r.level_id);

beforeAll(async () => {
  s = await startTestServer();
  // Only our cards are on sale in this file.
  await s.db().updateTable('member_level').set({ status: 0 }).where('level_type', '=', 1).execute();
  gold = await card({ name: '黄金卡', en: 'Gold card', rule: { month: '30.00', year: '300.00' }, send_point: 500, send_balance: 1000, send_coupon: '8', discount: 90, recommend: 1 });
  silver = await card({ name: '白银卡', en: 'Silver card', rule: { week: '5.00', quarter: '50.00' }, charge_type: 1, send_point: 100, discount: 95 });
  level = async (name: string) => (await s.db().selectFrom('member_level').select('level_id').where('level_name', '=', name).where('level_type', '=', 0).executeTakeFirstOrThrow()).level_id;
});
afterAll(() => s.close());

interface MemberInfo {
  member_level: number;
  member_level_name: string;
  member_level_type: number;
  level_expire_time: number;
  member_level_info: { level_id: number; level_type: number; charge_rule: string } | null;
}
const buy = async (m: TestMember, level_id: number, period_unit: string, fee: number, times = 1) => {
  const order = await s.call<{ out_trade_no: string; order_id: number }>('/supermember/api/ordercreate/create', { level_id, period_unit }, { token: m.token, lang: 'en-us' });
  if (order.code !== 0) throw new Error(order.message);
  expect(await payByDevpay(s, m, order.data.out_trade_no, fee, times)).toEqual(Array(times).fill('success'));
  return order.data;
};
const info = async (m: TestMember) => (await s.call<MemberInfo>('/api/member/info', undefined, { token: m.token })).data;
const coupons = async (m: TestMember) => (await s.db().selectFrom('promotion_coupon').select('coupon_type_id').where('member_id', '=', m.member_id).execute()).map((c) => c.coupon_type_id);
const expireAt = (at: number) => s.call<number>('/dev/jobs/run', { name: 'supermember.expire', at });

describe('paid member cards: reading', () => {
  it('lists cards on sale (recommended first), one card, the first card and a sku\'s card price, in the reader\'s language', async () => {
    const list = await s.call<Array<{ level_id: number; level_name: string; remark: string; send_balance: string; charge_rule: string }>>('/supermember/api/membercard/lists', undefined, { lang: 'en-us' });
    expect(list.data.map((c) => c.level_id)).toEqual([gold, silver]);
    expect(list.data[0]).toMatchObject({ level_name: 'Gold card', remark: 'Gold card notes', send_balance: '10.00', level_type: 1, is_recommend: 1 });
    expect(JSON.parse(list.data[0]!.charge_rule)).toEqual({ month: '30.00', year: '300.00' });
    expect((await s.call('/supermember/api/membercard/info', { level_id: silver })).data).toMatchObject({ level_name: '白银卡', charge_type: 1 });
    expect(await s.call('/supermember/api/membercard/info', { level_id: await level('白银会员') }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'The member card was not found' });
    expect((await s.call('/supermember/api/membercard/firstcard')).data).toMatchObject({ level_id: gold });
    const sku = await s.db().selectFrom('goods_sku').select(['sku_id', 'discount_price']).where('discount_price', '>', 0).orderBy('sku_id').executeTakeFirstOrThrow();
    const rec = await s.call<{ level_id: number; member_price: string }>('/supermember/api/membercard/recommendCard', { sku_id: sku.sku_id });
    expect(rec.data.level_id).toBe(gold);
    expect(rec.data.member_price).toBe((Math.round(sku.discount_price * 0.9) / 100).toFixed(2));
  });

  it('answers the agreement in the reader\'s language, sanitised', async () => {
    await setConfig(s.db(), CARD_AGREEMENT_KEY, { 'zh-cn': { title: '会员卡协议', content: '<p>条款</p><script>x()</script>' }, 'en-us': { title: 'Card agreement', content: '<p>Terms</p>' } });
    expect((await s.call('/supermember/api/membercard/agreement')).data).toMatchObject({ document_key: CARD_AGREEMENT_KEY, title: '会员卡协议', content: '<p>条款</p>' });
    expect((await s.call('/supermember/api/membercard/agreement', undefined, { lang: 'en-us' })).data).toMatchObject({ title: 'Card agreement', content: '<p>Terms</p>' });
  });

  it('refuses unknown cards, free levels and periods the card does not sell', async () => {
    const m = await createTestMember(s);
    const create = (p: Record<string, unknown>) => s.call('/supermember/api/ordercreate/create', p, { token: m.token, lang: 'en-us' });
    expect(await create({ level_id: 999999, period_unit: 'month' })).toMatchObject({ code: -1, message: 'The member card was not found' });
    expect(await create({ level_id: await level('黄金会员'), period_unit: 'month' })).toMatchObject({ code: -1, message: 'Free levels need not be bought' });
    expect(await create({ level_id: gold, period_unit: 'week' })).toMatchObject({ code: -1, message: 'This card cannot be bought for that period' });
    expect(await create({ level_id: gold, period_unit: 'day' })).toMatchObject({ code: -1, message: 'This card cannot be bought for that period' });
    expect(await s.db().selectFrom('member_level_order').select('order_id').where('member_id', '=', m.member_id).execute()).toEqual([]);
  });
});

describe('paid member cards: buying, renewing, replacing, expiring', () => {
  it('buying switches the level and grants the opening gifts once, however often the callback comes; member info shows the card', async () => {
    const m = await createTestMember(s);
    const t0 = s.services.now();
    const o = await buy(m, gold, 'month', 3000, 5);
    const mi = await info(m);
    expect(mi).toMatchObject({ member_level: gold, member_level_name: '黄金卡', member_level_type: 1, member_level_info: { level_id: gold, level_type: 1 } });
    expect(mi.level_expire_time).toBeGreaterThanOrEqual(addPeriod(t0, 'month'));
    expect(mi.level_expire_time).toBeLessThanOrEqual(addPeriod(s.services.now(), 'month'));
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ point: 500, balance: 1000 });
    expect(await coupons(m)).toEqual([8]);
    expect(await s.db().selectFrom('member_level_order').select(['order_status', 'order_type', 'expire_time']).where('order_id', '=', o.order_id).executeTakeFirstOrThrow()).toEqual({ order_status: 1, order_type: 1, expire_time: mi.level_expire_time });
    expect((await s.call('/api/pay/outTradeNoToOrderDetailPath', { out_trade_no: o.out_trade_no }, { token: m.token })).data).toBe('/pages_tool/member/card');
  });

  it('renewing extends from the current expiry, without gifts; another card replaces it from now; buying a card again later gives no second gift', async () => {
    const m = await createTestMember(s);
    await buy(m, gold, 'month', 3000);
    const first = (await info(m)).level_expire_time;
    const renewal = await s.call<{ order_id: number; out_trade_no: string }>('/supermember/api/ordercreate/create', { level_id: gold, period_unit: 'year' }, { token: m.token });
    expect((await s.db().selectFrom('member_level_order').select('order_type').where('order_id', '=', renewal.data.order_id).executeTakeFirstOrThrow()).order_type).toBe(2);
    await payByDevpay(s, m, renewal.data.out_trade_no, 30000);
    expect((await info(m)).level_expire_time).toBe(addPeriod(first, 'year'));
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ point: 500, balance: 1000 });

    const t1 = s.services.now();
    await buy(m, silver, 'week', 500);
    const mi = await info(m);
    expect(mi).toMatchObject({ member_level: silver, member_level_type: 1 });
    expect(mi.level_expire_time).toBeGreaterThanOrEqual(t1 + 7 * 86400);
    expect(mi.level_expire_time).toBeLessThan(t1 + 7 * 86400 + 120);
    // A "recharge" card credits its price to the stored balance, and its own opening gift is given.
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ point: 600, balance: 1500 });

    await buy(m, gold, 'month', 3000);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ point: 600, balance: 1500 });
    expect(await coupons(m)).toEqual([8]);
    const types = await s.db().selectFrom('member_level_records').select('change_type').where('member_id', '=', m.member_id).orderBy('id').execute();
    expect(types.map((r) => r.change_type)).toEqual(['buy', 'renew', 'buy', 'buy']);
  });

  it('an expired card falls back to an earlier unexpired card, then to the free level held before, then climbs by growth', async () => {
    const m = await createTestMember(s, { growth: 150 });
    const silverLevel = await level('白银会员');
    await s.db().updateTable('member').set({ member_level: silverLevel, member_level_name: '白银会员' }).where('member_id', '=', m.member_id).execute();
    await buy(m, gold, 'year', 30000);
    const goldExpiry = (await info(m)).level_expire_time;
    await buy(m, silver, 'week', 500);
    const silverExpiry = (await info(m)).level_expire_time;
    expect(silverExpiry).toBeLessThan(goldExpiry);

    await expireAt(silverExpiry - 1);
    expect(await info(m)).toMatchObject({ member_level: silver });
    await expireAt(silverExpiry);
    expect(await info(m)).toMatchObject({ member_level: gold, member_level_type: 1, level_expire_time: goldExpiry });

    // Growth earned while on a card does not move the level; it counts when the card ends.
    await changeAccount(s.db(), { member_id: m.member_id, account_type: 'growth', delta: 450, from_type: 'adjust', remark: 'test' });
    expect(await info(m)).toMatchObject({ member_level: gold });
    const before = await memberAccounts(s, m.member_id);
    await expireAt(goldExpiry + 1);
    const after = await info(m);
    expect(after).toMatchObject({ member_level: await level('黄金会员'), member_level_type: 0, level_expire_time: 0, member_level_info: { level_type: 0 } });
    // Only the level newly reached gives its gifts (黄金会员: 200 points, 5.00).
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ point: before.point + 200, balance: before.balance + 500 });
    const last = await s.db().selectFrom('member_level_records').selectAll().where('member_id', '=', m.member_id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ change_type: 'expire', before_level_id: gold, after_level_type: 0 });
    expect((await expireAt(goldExpiry + 86400)).data).toBe(0);
  });

  it('a member who had no level goes to the level the growth reaches', async () => {
    const m = await createTestMember(s, { growth: 0 });
    await buy(m, silver, 'week', 500);
    const exp = (await info(m)).level_expire_time;
    await expireAt(exp);
    expect(await info(m)).toMatchObject({ member_level_type: 0, member_level: await level('普通会员'), level_expire_time: 0 });
  });

  it('unpaid card orders close through the due job and can no longer be paid', async () => {
    const m = await createTestMember(s);
    const o = await s.call<{ out_trade_no: string; order_id: number }>('/supermember/api/ordercreate/create', { level_id: gold, period_unit: 'month' }, { token: m.token });
    const row = await s.db().selectFrom('member_level_order').selectAll().where('order_id', '=', o.data.order_id).executeTakeFirstOrThrow();
    await s.call('/dev/jobs/run', { name: 'supermember.autoClose', at: row.auto_close_time });
    expect((await s.db().selectFrom('member_level_order').select('order_status').where('order_id', '=', o.data.order_id).executeTakeFirstOrThrow()).order_status).toBe(-1);
    expect(await s.call('/api/pay/pay', { out_trade_no: o.data.out_trade_no, pay_type: 'devpay' }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'This payment is closed' });
    expect(await info(m)).toMatchObject({ member_level_type: 0 });
  });
});
