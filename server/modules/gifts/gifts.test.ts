import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { memberAccounts } from '../account/test-helpers.ts';
import { makeGoods, placeOrder, tradeMember } from '../order/test-helpers.ts';
import { isBirthdayNow } from './birthday.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** Unix time of 00:00 China time of a date. */
const china = (d: string) => Date.parse(`${d}T00:00:00Z`) / 1000 - 8 * 3600;

describe('birthday gift', () => {
  it('matches the birthday day, week (Mon–Sun) and month in China time', () => {
    const now = china('2026-05-20') + 10 * 3600; // a Wednesday
    expect(isBirthdayNow(china('1990-05-20'), now, 1)).toBe(true);
    expect(isBirthdayNow(china('1990-05-21'), now, 1)).toBe(false);
    expect(isBirthdayNow(china('1990-05-18'), now, 2)).toBe(true); // Monday of that week
    expect(isBirthdayNow(china('1990-05-24'), now, 2)).toBe(true); // Sunday
    expect(isBirthdayNow(china('1990-05-25'), now, 2)).toBe(false);
    expect(isBirthdayNow(china('1990-05-02'), now, 3)).toBe(true);
    expect(isBirthdayNow(china('1990-06-02'), now, 3)).toBe(false);
    expect(isBirthdayNow(0, now, 3)).toBe(false);
    expect(isBirthdayNow(china('1992-02-29'), china('2027-02-28') + 3600, 1)).toBe(true);
  });

  it('gives the gift once per calendar year, also to parallel takes', async () => {
    const m = await tradeMember(s, { address: false });
    const now = s.services.now();
    await s.db().updateTable('member').set({ birthday: now - 30 * 365 * 86400 }).where('member_id', '=', m.member_id).execute();
    // make "this month" the birthday month whatever today is
    const month = new Date((now + 8 * 3600) * 1000).toISOString().slice(5, 7);
    await s.db().updateTable('member').set({ birthday: china(`1990-${month}-01`) }).where('member_id', '=', m.member_id).execute();
    const cfg = await s.call<{ id: number; flag: boolean; point: number; balance: string; coupon_list: Array<{ coupon_flag: boolean }> }>('/birthdaygift/api/Config/config', undefined, { token: m.token });
    expect(cfg.data).toMatchObject({ flag: true, point: 200, balance: '10.00' });
    expect(cfg.data.coupon_list).toEqual([expect.objectContaining({ coupon_type_id: 3, coupon_flag: true })]);
    const takes = await Promise.all(Array.from({ length: 5 }, () => s.call('/birthdaygift/api/Config/receive', { id: cfg.data.id }, { token: m.token, lang: 'en-us' })));
    expect(takes.filter((t) => t.code === 0)).toHaveLength(1);
    expect(takes.filter((t) => t.code !== 0).every((t) => t.message === 'You have already had your birthday gift this year')).toBe(true);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ point: 200, balance: 1000 });
    expect((await s.call<{ flag: boolean }>('/birthdaygift/api/Config/config', undefined, { token: m.token })).data.flag).toBe(false);
    const recs = await s.call<{ count: number; list: Array<{ activity_name: string }> }>('/birthdaygift/api/Config/getRecord', {}, { token: m.token, lang: 'en-us' });
    expect(recs.data.count).toBe(1);
    expect(recs.data.list[0]!.activity_name).toBe('Birthday gift');
  });

  it('refuses outside the birthday month', async () => {
    const m = await tradeMember(s, { address: false });
    const now = s.services.now();
    const other = ((Number(new Date((now + 8 * 3600) * 1000).toISOString().slice(5, 7)) % 12) + 1).toString().padStart(2, '0');
    await s.db().updateTable('member').set({ birthday: china(`1990-${other}-01`) }).where('member_id', '=', m.member_id).execute();
    const cfg = await s.call<{ id: number; flag: boolean }>('/birthdaygift/api/Config/config', undefined, { token: m.token });
    expect(cfg.data.flag).toBe(false);
    expect(await s.call('/birthdaygift/api/Config/receive', { id: cfg.data.id }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'It is not your birthday yet' });
  });
});

describe('festival gift', () => {
  it('gives each festival once per calendar year, also to parallel takes', async () => {
    const m = await tradeMember(s, { address: false });
    const list = await s.call<Array<{ festival_id: number; flag: boolean; festival_name: string; award_list: Array<{ point: number }> }>>('/scenefestival/api/config/config', undefined, { token: m.token, lang: 'en-us' });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ flag: true, festival_name: 'New Year' });
    const id = list.data[0]!.festival_id;
    const takes = await Promise.all(Array.from({ length: 4 }, () => s.call('/scenefestival/api/config/receive', { festival_id: id }, { token: m.token, lang: 'en-us' })));
    expect(takes.filter((t) => t.code === 0)).toHaveLength(1);
    expect(takes.find((t) => t.code !== 0)?.message).toBe('You have already had this festival gift this year');
    expect((await memberAccounts(s, m.member_id)).point).toBe(88);
    expect(await s.db().selectFrom('promotion_coupon').select('get_type').where('member_id', '=', m.member_id).execute()).toEqual([{ get_type: 3 }]);
    expect((await s.call<Array<{ flag: boolean }>>('/scenefestival/api/config/config', undefined, { token: m.token })).data[0]!.flag).toBe(false);
    // next year it can be taken again: the record of last year does not count
    await s.db().updateTable('promotion_festival_draw_record').set({ year: 2000 }).where('member_id', '=', m.member_id).execute();
    expect((await s.call('/scenefestival/api/config/receive', { festival_id: id }, { token: m.token })).code).toBe(0);
    expect((await s.call<{ count: number }>('/scenefestival/api/config/getFestivalDrawRecordList', {}, { token: m.token })).data.count).toBe(2);
  });

  it('refuses a festival that has not started or has ended', async () => {
    const m = await tradeMember(s, { address: false });
    const now = s.services.now();
    const f = await s.db().insertInto('promotion_festival').values({ activity_name: '未来', start_time: now + 3600, end_time: now + 7200, push_time: now - 10, point: 1, award_type: 'point' }).returning('festival_id').executeTakeFirstOrThrow();
    expect((await s.call('/scenefestival/api/config/receive', { festival_id: f.festival_id }, { token: m.token, lang: 'en-us' })).message).toBe('The activity has not started yet');
    await s.db().updateTable('promotion_festival').set({ start_time: now - 7200, end_time: now - 3600 }).where('festival_id', '=', f.festival_id).execute();
    expect((await s.call('/scenefestival/api/config/receive', { festival_id: f.festival_id }, { token: m.token, lang: 'en-us' })).message).toBe('The activity has ended');
  });
});

describe('spending reward', () => {
  it('is granted once per payment (info and the sweep agree) and its refunded share is taken back', async () => {
    const m = await tradeMember(s, { balance: 1_000_000, pay_password: '123456' });
    const g = await makeGoods(s, { price: 20000 });
    const placed = await placeOrder(s, m, { sku_id: g.sku_id, num: 1 }, { is_balance: 1, pay_password: '123456' });
    expect(placed.code).toBe(0);
    const outTradeNo = placed.data;
    // 5% points, 10% growth of 200.00 yuan, one coupon
    const [a, b] = await Promise.all([
      s.call<{ is_reward: number; point_num: number; growth_num: number; coupon_list: Array<{ coupon_type_id: number; coupon_content: string }> }>('/memberconsume/api/config/info', { out_trade_no: outTradeNo }, { token: m.token }),
      s.call<{ point_num: number }>('/memberconsume/api/config/info', { out_trade_no: outTradeNo }, { token: m.token }),
    ]);
    expect(a.data).toMatchObject({ is_reward: 1, point_num: 10, growth_num: 20 });
    expect(a.data.coupon_list).toEqual([{ coupon_type_id: 3, coupon_content: '无门槛5元券：5.00元' }]);
    expect(b.data.point_num).toBe(10);
    expect(await s.call<number>('/dev/jobs/run', { name: 'memberconsume.grant' })).toMatchObject({ code: 0, data: 0 });
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ point: 10, growth: 20 });
    const rows = await s.db().selectFrom('member_account').select(['account_type', 'account_data']).where('member_id', '=', m.member_id).where('from_type', '=', 'memberconsume').orderBy('id').execute();
    expect(rows).toEqual([
      { account_type: 'point', account_data: 10 },
      { account_type: 'growth', account_data: 20 },
    ]);
    // the whole order refunded: the reward and the unused coupon are taken back
    const order = await s.db().selectFrom('order').select('order_id').where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
    await s.db().updateTable('order_goods').set({ refund_status: 3 }).where('order_id', '=', order.order_id).execute();
    expect((await s.call<number>('/dev/jobs/run', { name: 'memberconsume.recycle' })).data).toBe(1);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ point: 0, growth: 0 });
    expect(await s.db().selectFrom('promotion_coupon').select('coupon_id').where('member_id', '=', m.member_id).where('get_type', '=', 3).execute()).toEqual([]);
    expect((await s.call<{ is_reward: number }>('/memberconsume/api/config/info', { out_trade_no: outTradeNo }, { token: m.token })).data.is_reward).toBe(0);
    expect((await s.call<number>('/dev/jobs/run', { name: 'memberconsume.recycle' })).data).toBe(0);
    // someone else's payment is not shown
    const other = await tradeMember(s, { address: false });
    expect((await s.call('/memberconsume/api/config/info', { out_trade_no: outTradeNo }, { token: other.token })).code).toBe(-1);
  });

  it('the sweep grants payments nobody asked about; an unpaid order gets nothing', async () => {
    const m = await tradeMember(s, { balance: 1_000_000, pay_password: '123456' });
    const g = await makeGoods(s, { price: 10000 });
    const paid = await placeOrder(s, m, { sku_id: g.sku_id, num: 1 }, { is_balance: 1, pay_password: '123456' });
    const unpaid = await placeOrder(s, m, { sku_id: g.sku_id, num: 1 });
    expect((await s.call<number>('/dev/jobs/run', { name: 'memberconsume.grant' })).data).toBeGreaterThanOrEqual(1);
    expect((await memberAccounts(s, m.member_id)).point).toBe(5);
    expect((await s.call<{ is_reward: number }>('/memberconsume/api/config/info', { out_trade_no: unpaid.data }, { token: m.token })).data.is_reward).toBe(0);
    expect((await s.call<{ point_num: number }>('/memberconsume/api/config/info', { out_trade_no: paid.data }, { token: m.token })).data.point_num).toBe(5);
  });
});

describe('register gift', () => {
  it('a registration with a gift leaves the popup to show until it is marked seen', async () => {
    await s.call('/dev/config', { config_key: 'MEMBER_REGISTER_REWARD_CONFIG', value: JSON.stringify({ point: 50 }), is_use: 1 });
    const r = await s.call<{ token: string }>('/api/register/username', { username: `gift${process.pid % 1000}`, password: 'abc123456' });
    expect(r.code).toBe(0);
    expect((await s.call<{ can_receive_registergift: number }>('/memberregister/api/Receivegift/info', undefined, { token: r.data.token })).data.can_receive_registergift).toBe(1);
    expect((await s.call<{ can_receive_registergift: number }>('/memberregister/api/Receivegift/updateInfo', {}, { token: r.data.token })).data.can_receive_registergift).toBe(0);
    expect((await s.call<{ can_receive_registergift: number }>('/memberregister/api/Receivegift/info', undefined, { token: r.data.token })).data.can_receive_registergift).toBe(0);
  });
});
