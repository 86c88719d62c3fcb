import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { ApiError } from '../../http/errors.ts';
import { closeTestServer, testMember } from '../goods/test-members.ts';
import { couponDiscount, returnCoupon, usableCoupons, useCoupon, type CouponRule } from './usable.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await closeTestServer(s);
});

type Page<T = Record<string, unknown>> = { page_count: number; count: number; list: T[] };
const now = () => Math.floor(Date.now() / 1000);

const rule = (r: Partial<CouponRule>): CouponRule => ({ type: 'reward', money: 1000, discount: '0', discount_limit: 0, at_least: 0, goods_type: 1, goods_ids: [], category_ids: [], ...r });

describe('coupon maths', () => {
  it('applies thresholds, face values, rates and caps exactly in fen', () => {
    const lines = [
      { goods_id: 1, money: 6000, category_ids: [1, 2, 3] },
      { goods_id: 2, money: 4000, category_ids: [27, 28, 29] },
    ];
    expect(couponDiscount(rule({ money: 1000, at_least: 10000 }), lines)).toBe(1000);
    expect(couponDiscount(rule({ money: 1000, at_least: 10001 }), lines)).toBe(0);
    expect(couponDiscount(rule({ money: 50000 }), lines)).toBe(10000);
    expect(couponDiscount(rule({ type: 'discount', discount: '9.50' }), lines)).toBe(500);
    expect(couponDiscount(rule({ type: 'discount', discount: '8.8', discount_limit: 1000 }), lines)).toBe(1000);
    expect(couponDiscount(rule({ type: 'discount', discount: '9.5' }), [{ goods_id: 1, money: 1999 }])).toBe(100); // 99.95 → 100 (half up)
    expect(couponDiscount(rule({ goods_type: 2, goods_ids: [2], at_least: 5000 }), lines)).toBe(0);
    expect(couponDiscount(rule({ goods_type: 2, goods_ids: [2], at_least: 4000 }), lines)).toBe(1000);
    expect(couponDiscount(rule({ goods_type: 3, goods_ids: [1], money: 5000 }), lines)).toBe(4000);
    expect(couponDiscount(rule({ goods_type: 4, category_ids: [27], type: 'discount', discount: '9' }), lines)).toBe(400);
    expect(couponDiscount(rule({ goods_type: 5, category_ids: [27], money: 9999 }), lines)).toBe(6000);
    expect(couponDiscount(rule({ goods_type: 4, category_ids: [99] }), lines)).toBe(0);
  });
});

describe('claiming coupons', () => {
  it('claims, enforces the per-member limit and NiuShop messages in both languages', async () => {
    const m = await testMember(s, 'c1');
    const t3 = await s.db().selectFrom('promotion_coupon_type').select('lead_count').where('coupon_type_id', '=', 3).executeTakeFirstOrThrow();
    const first = await s.call<{ is_exist: number }>('/coupon/api/coupon/receive', { coupon_type_id: 3, get_type: 2 }, { token: m.token });
    expect(first).toMatchObject({ code: 0, data: { is_exist: 1 } });
    expect((await s.db().selectFrom('promotion_coupon_type').select('lead_count').where('coupon_type_id', '=', 3).executeTakeFirstOrThrow()).lead_count).toBe(t3.lead_count + 1);
    const again = await s.call('/coupon/api/coupon/receive', { coupon_type_id: 3 }, { token: m.token });
    expect(again).toMatchObject({ code: -1, message: '优惠券领取已达上限' });
    expect((await s.call('/coupon/api/coupon/receive', { coupon_type_id: 3 }, { token: m.token, lang: 'en-us' })).message).toBe('You have reached the claim limit for this coupon');
    // the failed claims did not count
    expect((await s.db().selectFrom('promotion_coupon_type').select('lead_count').where('coupon_type_id', '=', 3).executeTakeFirstOrThrow()).lead_count).toBe(t3.lead_count + 1);
    expect((await s.call('/coupon/api/coupon/receive', { coupon_type_id: 8 }, { token: m.token })).message).toBe('该优惠券不可直接领取');
    expect((await s.call('/coupon/api/coupon/receive', { coupon_type_id: 8 }, { token: m.token, lang: 'en-us' })).message).toBe('This coupon cannot be claimed directly');
    expect((await s.call('/coupon/api/coupon/receive', { coupon_type_id: 3 })).message).toBe('您尚未登录，请先进行登录');
    expect((await s.call('/coupon/api/coupon/receive', {}, { token: m.token })).message).toBe('缺少参数coupon_type_id');
    expect((await s.call('/coupon/api/coupon/receive', { coupon_type_id: 'x' }, { token: m.token, lang: 'en-us' })).message).toContain('coupon_type_id');
    expect((await s.call('/coupon/api/coupon/receive', { coupon_type_id: 99999 }, { token: m.token })).code).toBe(-1);
    expect((await s.call<number>('/coupon/api/coupon/receivedNum', { coupon_type_id: 3 }, { token: m.token })).data).toBe(1);
  });

  it('gives out exactly the copies left under 20 parallel claims', async () => {
    await s.db().updateTable('promotion_coupon_type').set({ count: 100, lead_count: 95, max_fetch: 0 }).where('coupon_type_id', '=', 6).execute();
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => testMember(s, `cc${i}`)));
    const results = await Promise.all(members.map((m) => s.call('/coupon/api/coupon/receive', { coupon_type_id: 6, get_type: 2 }, { token: m.token })));
    const ok = results.filter((r) => r.code === 0).length;
    expect(ok).toBe(5);
    for (const r of results.filter((x) => x.code !== 0)) expect(r.message).toBe('优惠券已被领取完了');
    const t = await s.db().selectFrom('promotion_coupon_type').select(['count', 'lead_count']).where('coupon_type_id', '=', 6).executeTakeFirstOrThrow();
    expect(t.lead_count).toBe(t.count);
    const copies = await s.db().selectFrom('promotion_coupon').select((eb) => eb.fn.countAll<number>().as('n')).where('coupon_type_id', '=', 6).executeTakeFirstOrThrow();
    expect(Number(copies.n)).toBe(5);
  });

  it('one member claiming in parallel never exceeds max_fetch', async () => {
    const m = await testMember(s, 'cp');
    const results = await Promise.all(Array.from({ length: 6 }, () => s.call('/coupon/api/coupon/receive', { coupon_type_id: 1 }, { token: m.token })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(2);
  });
});

describe('coupon lists', () => {
  it('lists claimable types with member counts and a page of them', async () => {
    const m = await testMember(s, 'cl');
    await s.call('/coupon/api/coupon/receive', { coupon_type_id: 2 }, { token: m.token });
    const lists = await s.call<Array<Record<string, unknown>>>('/coupon/api/coupon/typelists', { num: 20 }, { token: m.token });
    expect(lists.code).toBe(0);
    expect(lists.data.map((t) => t.coupon_type_id)).not.toContain(8);
    const t2 = lists.data.find((t) => t.coupon_type_id === 2)!;
    expect(t2).toMatchObject({ money: '30.00', at_least: '199.00', member_coupon_num: 1, wait_coupon_num: 1, goods_type_name: '全部商品参与' });
    const disc = lists.data.find((t) => t.coupon_type_id === 4)!;
    expect(disc.discount).toBe('9.50');
    const guest = await s.call<Array<Record<string, unknown>>>('/coupon/api/coupon/typelists', { type: 'discount' });
    expect(guest.data.every((t) => t.type === 'discount')).toBe(true);
    expect(guest.data[0]).not.toHaveProperty('member_coupon_num');
    const page = await s.call<Page>('/coupon/api/coupon/typepagelists', { page: 1, page_size: 3, type: 'no_threshold' });
    expect(page.data.list.every((t) => t.at_least === '0.00')).toBe(true);
    const all = await s.call<Page>('/coupon/api/coupon/typepagelists', { page: 1, page_size: 3 });
    expect(all.data.list).toHaveLength(3);
    expect(all.data.page_count).toBe(Math.ceil(all.data.count / 3));
    const info = await s.call<Record<string, unknown>>('/coupon/api/coupon/typeinfo', { coupon_type_id: 8 });
    expect(info.data.coupon_name).toBe('会员专享满300减50');
    expect((await s.call('/coupon/api/coupon/typeinfo', {})).message).toBe('缺少参数coupon_type_id');
    expect((await s.call('/coupon/api/coupon/typeinfo', { coupon_type_id: 99999 })).code).toBe(-1);
    const byId = await s.call<Array<{ coupon_type_id: number }>>('/coupon/api/coupon/couponById', { id: '1,2,99' });
    expect(byId.data.map((t) => t.coupon_type_id).sort()).toEqual([1, 2]);
    const forGoods = await s.call<Array<{ coupon_type_id: number }>>('/coupon/api/coupon/goodsCoupon', { goods_id: 12 });
    const ids = forGoods.data.map((t) => t.coupon_type_id);
    expect(ids).toContain(7);
    expect(ids).not.toContain(5);
    expect((await s.call('/coupon/api/coupon/typelists', { type: 'weird' }, { lang: 'en-us' })).message).toContain('type');
  });

  it('pages the member coupons by state, with expiry computed at read time', async () => {
    const m = await testMember(s, 'cm');
    await s.call('/coupon/api/coupon/receive', { coupon_type_id: 1 }, { token: m.token });
    await s.call('/coupon/api/coupon/receive', { coupon_type_id: 4 }, { token: m.token });
    await s.call('/coupon/api/coupon/receive', { coupon_type_id: 7 }, { token: m.token });
    // one of them ran out yesterday
    await s.db().updateTable('promotion_coupon').set({ end_time: now() - 86400 }).where('member_id', '=', m.member_id).where('coupon_type_id', '=', 4).execute();
    const unused = await s.call<Page<{ coupon_type_id: number; state: number; money: string }>>('/coupon/api/coupon/memberpage', { state: 1 }, { token: m.token });
    expect(unused.data.list.map((c) => c.coupon_type_id).sort()).toEqual([1, 7]);
    const expired = await s.call<Page<{ coupon_type_id: number; state: number }>>('/coupon/api/coupon/memberpage', { state: 3 }, { token: m.token });
    expect(expired.data.list).toEqual([expect.objectContaining({ coupon_type_id: 4, state: 3 })]);
    expect((await s.call<number>('/coupon/api/coupon/num', { state: 1 }, { token: m.token })).data).toBe(2);
    expect((await s.call<Page>('/coupon/api/coupon/memberpage', { state: 1, type: 'discount' }, { token: m.token })).data.count).toBe(1);
    expect((await s.call('/coupon/api/coupon/memberpage', { state: 7 }, { token: m.token, lang: 'en-us' })).message).toContain('state');
    expect((await s.call('/coupon/api/coupon/memberpage', { state: 1 })).code).toBe(-1);
    // another member sees none of them
    const other = await testMember(s, 'co');
    expect((await s.call<Page>('/coupon/api/coupon/memberpage', { state: 1 }, { token: other.token })).data.count).toBe(0);
  });
});

describe('usableCoupons / useCoupon / returnCoupon', () => {
  it('lists usable coupons best first, spends one once and gives it back', async () => {
    const m = await testMember(s, 'cu');
    for (const id of [1, 3, 4, 5]) expect((await s.call('/coupon/api/coupon/receive', { coupon_type_id: id }, { token: m.token })).code).toBe(0);
    // goods 1 (phone, ¥2999) and a food goods
    const foodGoods = (await s.db().selectFrom('goods_category_rel').select('goods_id').where('category_id', '=', 27).orderBy('goods_id').executeTakeFirstOrThrow()).goods_id;
    const lines = [
      { goods_id: 1, money: 299900 },
      { goods_id: foodGoods, money: 6000 },
    ];
    const list = await usableCoupons(s.db(), m.member_id, lines, now());
    expect(list.map((c) => c.coupon_type_id)).toEqual([4, 1, 5, 3]); // 9.5折 capped at ¥20, ¥10, ¥8 (food ≥ ¥59), ¥5
    expect(list.map((c) => c.discount_money)).toEqual([2000, 1000, 800, 500]);
    const onlyPhone = await usableCoupons(s.db(), m.member_id, [{ goods_id: 1, money: 4000 }], now());
    expect(onlyPhone.map((c) => c.coupon_type_id)).toEqual([3]);

    const chosen = list[0]!;
    await s.db().transaction().execute((trx) => useCoupon(trx, chosen.coupon_id, m.member_id, 4242));
    await expect(s.db().transaction().execute((trx) => useCoupon(trx, chosen.coupon_id, m.member_id, 4243))).rejects.toBeInstanceOf(ApiError);
    const other = await testMember(s, 'cx');
    await expect(useCoupon(s.db(), list[1]!.coupon_id, other.member_id, 1)).rejects.toBeInstanceOf(ApiError);
    const row = await s.db().selectFrom('promotion_coupon').select(['state', 'use_order_id']).where('coupon_id', '=', chosen.coupon_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 2, use_order_id: 4242 });
    expect((await usableCoupons(s.db(), m.member_id, lines, now())).map((c) => c.coupon_id)).not.toContain(chosen.coupon_id);

    await returnCoupon(s.db(), chosen.coupon_id);
    await returnCoupon(s.db(), chosen.coupon_id); // twice is harmless
    expect((await s.db().selectFrom('promotion_coupon').select(['state', 'use_order_id']).where('coupon_id', '=', chosen.coupon_id).executeTakeFirstOrThrow())).toEqual({ state: 1, use_order_id: 0 });

    // parallel spends of one coupon: exactly one wins
    const spends = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => s.db().transaction().execute((trx) => useCoupon(trx, chosen.coupon_id, m.member_id, 5000 + i))));
    expect(spends.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // an expired coupon returns as expired
    await s.db().updateTable('promotion_coupon').set({ end_time: now() - 10 }).where('coupon_id', '=', chosen.coupon_id).execute();
    await returnCoupon(s.db(), chosen.coupon_id);
    expect((await s.db().selectFrom('promotion_coupon').select('state').where('coupon_id', '=', chosen.coupon_id).executeTakeFirstOrThrow()).state).toBe(3);
  });
});
