import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { makeGoods, orderOf, skuStock, tradeMember, type TestMember } from '../../order/test-helpers.ts';
import { addBargain } from './admin.ts';
import { cutAmount } from './cut.ts';

let s: TestServer;
const T0 = Date.UTC(2026, 10, 27, 2, 30, 0) / 1000;
const clock = T0;
let draws: number[] = [];

beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
  // the cuts' random source: the given numbers in turn, then 0.5
  s.services.bargainRandom = () => draws.shift() ?? 0.5;
});
afterAll(async () => {
  await s.close();
});

async function activity(o: { price?: number; floor?: number; need?: number; buy_type?: 0 | 1; bargain_type?: 0 | 1; first?: number; stock?: number; is_own?: 0 | 1; help_cap?: number; hours?: number } = {}) {
  const g = await makeGoods(s, { price: o.price ?? 10000 });
  const r = await addBargain(
    s.db(),
    {
      bargain_name: '砍价',
      goods_id: g.goods_id,
      buy_type: o.buy_type ?? 1,
      bargain_type: o.bargain_type ?? 1,
      bargain_num: o.need ?? 3,
      bargain_time: o.hours ?? 24,
      start_time: T0 - 3600,
      end_time: T0 + 7 * 86400,
      is_own: o.is_own ?? 0,
      help_bargain_num: o.help_cap ?? 0,
      skus: [{ sku_id: g.sku_id, floor_price: o.floor ?? 1000, first_bargain_price: o.first ?? 0, bargain_stock: o.stock ?? 10 }],
    },
    T0,
  );
  return { ...g, bargain_id: r.bargain_id, bg_id: r.ids[0]! };
}

const launch = (m: TestMember, bgId: number, lang: 'zh-cn' | 'en-us' = 'zh-cn') => s.call<number>('/bargain/api/bargain/launch', { id: bgId }, { token: m.token, lang });
const help = (m: TestMember, launchId: number) => s.call<{ bargain_money: string; status: number; curr_price: string }>('/bargain/api/bargain/bargain', { id: launchId }, { token: m.token });
const launchRow = (id: number) => s.db().selectFrom('promotion_bargain_launch').selectAll().where('launch_id', '=', id).executeTakeFirstOrThrow();
const stockOf = (bgId: number) => s.db().selectFrom('promotion_bargain_goods').select('bargain_stock').where('id', '=', bgId).executeTakeFirstOrThrow();

describe('cuts', () => {
  it('first cut as configured, never below the floor, the floor reached exactly at the last allowed help', () => {
    const base = { curr_price: 10000, floor_price: 1000, need_num: 4, curr_num: 0, first_bargain_price: 3000, bargain_type: 1 };
    expect(cutAmount(base, () => 0.9)).toBe(3000);
    expect(cutAmount({ ...base, first_bargain_price: 99999 }, () => 0)).toBe(9000);
    expect(cutAmount({ ...base, curr_num: 3 }, () => 0)).toBe(9000);
    expect(cutAmount({ ...base, curr_price: 1000 }, () => 0.5)).toBe(0);
    // fixed cuts: the average of what is left
    expect(cutAmount({ ...base, first_bargain_price: 0, bargain_type: 0 }, () => 0.99)).toBe(2250);
    // any random sequence reaches the floor exactly at the need_num-th help, every cut >= 1 fen
    for (const seq of [[0, 0, 0, 0], [0.999, 0.999, 0.999, 0.999], [0.3, 0.7, 0.1, 0.9]]) {
      let st = { ...base, first_bargain_price: 0 };
      for (let i = 0; i < 4; i++) {
        const c = cutAmount(st, () => seq[i]!);
        expect(c).toBeGreaterThanOrEqual(1);
        st = { ...st, curr_price: st.curr_price - c, curr_num: st.curr_num + 1 };
        if (i < 3) expect(st.curr_price).toBeGreaterThan(1000);
      }
      expect(st.curr_price).toBe(1000);
    }
  });
});

describe('bargain', () => {
  it('a launch per member per activity, doubled launches in parallel make one; friends help once each; the floor at the last help', async () => {
    const a = await activity({ need: 3, price: 10000, floor: 1000 });
    const [owner, f1, f2, f3] = await Promise.all([tradeMember(s), tradeMember(s), tradeMember(s), tradeMember(s)]);
    const tries = await Promise.all([launch(owner!, a.bg_id), launch(owner!, a.bg_id), launch(owner!, a.bg_id)]);
    expect(tries.filter((r) => r.code === 0)).toHaveLength(1);
    expect(tries.filter((r) => r.code !== 0).every((r) => r.message === '该商品正在砍价中')).toBe(true);
    const launchId = tries.find((r) => r.code === 0)!.data;

    expect((await help(owner!, launchId)).message).toBe('不支持给自己砍价');
    draws = [0.5];
    const h1 = await help(f1!, launchId);
    expect(h1.data).toEqual({ bargain_money: '30.00', status: 0, curr_price: '70.00' });
    // double help of one friend in parallel: one cut
    const twice = await Promise.all([help(f2!, launchId), help(f2!, launchId)]);
    expect(twice.filter((r) => r.code === 0)).toHaveLength(1);
    expect(twice.find((r) => r.code !== 0)!.message).toBe('您已帮好友砍过价了！');
    const h3 = await help(f3!, launchId);
    expect(h3.data).toMatchObject({ status: 1, curr_price: '10.00' });
    expect(await launchRow(launchId)).toMatchObject({ curr_price: 1000, curr_num: 3, status: 1 });
    expect((await help(await tradeMember(s), launchId)).message).toBe('砍价已结束');

    const rec = await s.call<{ count: number; list: Array<{ money: string }> }>('/bargain/api/bargain/record', { id: launchId });
    expect(rec.data.count).toBe(3);
    expect(rec.data.list.reduce((n, r) => n + Math.round(Number(r.money) * 100), 0)).toBe(9000);
    const d = await s.call<{ launch_info: Record<string, unknown>; goods_sku_detail: Record<string, unknown> }>('/bargain/api/bargain/detail', { bargain_id: a.bargain_id, launch_id: launchId }, { token: f1!.token });
    expect(d.data.launch_info).toMatchObject({ self: 0, cut: 1, status: 1, curr_price: '10.00' });
    expect(d.data.goods_sku_detail).toMatchObject({ bargain_id: a.bargain_id, floor_price: '10.00' });
    const mine = await s.call<{ launch_info: Record<string, unknown> }>('/bargain/api/bargain/detail', { bargain_id: a.bargain_id }, { token: owner!.token });
    expect(mine.data.launch_info).toMatchObject({ launch_id: launchId, self: 1 });
    expect((await launch(owner!, a.bg_id, 'en-us')).message).toBe('You already reached the lowest price for this item');
  });

  it('many friends at once: helps never pass need_num and the price stops exactly at the floor', async () => {
    const a = await activity({ need: 4, price: 5000, floor: 100 });
    const owner = await tradeMember(s);
    const launchId = (await launch(owner, a.bg_id)).data;
    const friends = await Promise.all(Array.from({ length: 8 }, () => tradeMember(s)));
    const results = await Promise.all(friends.map((f) => help(f, launchId)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(4);
    expect(results.filter((r) => r.code !== 0).every((r) => r.message === '砍价已结束')).toBe(true);
    expect(await launchRow(launchId)).toMatchObject({ curr_price: 100, curr_num: 4, status: 1 });
  });

  it('helps per member per activity are capped', async () => {
    const a = await activity({ help_cap: 1, need: 5 });
    const [o1, o2, friend] = await Promise.all([tradeMember(s), tradeMember(s), tradeMember(s)]);
    const l1 = (await launch(o1!, a.bg_id)).data;
    const l2 = (await launch(o2!, a.bg_id)).data;
    expect((await help(friend!, l1)).code).toBe(0);
    expect((await help(friend!, l2)).message).toBe('您的帮砍次数已达上限');
  });

  it('the launcher cuts first when is_own; a launch expires by the due job (failed above the floor)', async () => {
    const a = await activity({ is_own: 1, first: 2000, hours: 2 });
    const owner = await tradeMember(s);
    const id = (await launch(owner, a.bg_id)).data;
    expect(await launchRow(id)).toMatchObject({ curr_price: 8000, curr_num: 1, status: 0, end_time: T0 + 7200 });
    expect((await s.call<number>('/dev/jobs/run', { name: 'bargain.launchExpire', at: T0 + 7199 })).data).toBe(0);
    const ran = await s.call<number>('/dev/jobs/run', { name: 'bargain.launchExpire', at: T0 + 7200 });
    expect(ran, JSON.stringify(ran)).toMatchObject({ code: 0 });
    expect(ran.data).toBeGreaterThanOrEqual(1);
    expect((await launchRow(id)).status).toBe(2);
    const page = await s.call<{ list: Array<{ launch_id: number; status: number }> }>('/bargain/api/bargain/launchPage', { status: '2' }, { token: owner.token });
    expect(page.data.list.map((x) => x.launch_id)).toContain(id);
  });

  it('two sweeps at once end each expired launch once (FOR UPDATE SKIP LOCKED); a help after the end is refused', async () => {
    const a = await activity({ hours: 1, need: 5 });
    const owners = await Promise.all(Array.from({ length: 6 }, () => tradeMember(s)));
    const ids = await Promise.all(owners.map(async (o) => (await launch(o, a.bg_id)).data));
    const at = T0 + 3600;
    const runs = await Promise.all([1, 2, 3].map(() => s.call<number>('/dev/jobs/run', { name: 'bargain.launchExpire', at })));
    expect(runs.every((r) => r.code === 0)).toBe(true);
    expect(runs.reduce((n, r) => n + r.data, 0)).toBe(ids.length); // each launch ended by exactly one sweep
    for (const id of ids) expect((await launchRow(id)).status).toBe(2);
    expect((await s.call<number>('/dev/jobs/run', { name: 'bargain.launchExpire', at })).data).toBe(0);
    expect((await help(await tradeMember(s), ids[0]!)).message).toBe('砍价已结束');
  });

  it('buys at the floor only when so configured; one order per launch unless it closed; bargain stock returns on close', async () => {
    const a = await activity({ need: 2, price: 6000, floor: 2000, stock: 1, buy_type: 1 });
    const [owner, f1, f2] = await Promise.all([tradeMember(s), tradeMember(s), tradeMember(s)]);
    const id = (await launch(owner, a.bg_id)).data;
    const early = await s.call<{ error: number; error_msg: string; order_key: string }>('/bargain/api/ordercreate/payment', { launch_id: id }, { token: owner.token });
    expect(early.data).toMatchObject({ error: 1, error_msg: '该商品您尚未砍价成功！' });
    await help(f1!, id);
    await help(f2!, id);
    const p = await s.call<{ error: number; order_key: string; goods_money: string; promotion_type: string; bargain_info: { launch_id: number; bargain_name: string } }>('/bargain/api/ordercreate/payment', { launch_id: id }, { token: owner.token });
    expect(p.data).toMatchObject({ error: 0, goods_money: '20.00', promotion_type: 'bargain' });
    expect(p.data.bargain_info).toMatchObject({ launch_id: id, bargain_name: '砍价' }); // the checkout names the activity
    const p2 = await s.call<{ order_key: string }>('/bargain/api/ordercreate/payment', { launch_id: id }, { token: owner.token });
    // two creates of one launch at once: one order
    const both = await Promise.all([
      s.call<string>('/bargain/api/ordercreate/create', { order_key: p.data.order_key }, { token: owner.token }),
      s.call<string>('/bargain/api/ordercreate/create', { order_key: p2.data.order_key }, { token: owner.token }),
    ]);
    expect(both.filter((r) => r.code === 0)).toHaveLength(1);
    const out = both.find((r) => r.code === 0)!.data;
    const o = await orderOf(s, out);
    expect(o).toMatchObject({ promotion_type: 'bargain', promotion_type_name: '砍价', promotion_id: a.bargain_id, goods_money: 2000 });
    expect(await launchRow(id)).toMatchObject({ order_id: o.order_id });
    expect((await stockOf(a.bg_id)).bargain_stock).toBe(0);
    expect(await skuStock(s, a.sku_id)).toBe(99);
    // someone else cannot buy another's launch
    const stranger = await tradeMember(s);
    expect((await s.call('/bargain/api/ordercreate/payment', { launch_id: id }, { token: stranger.token })).code).toBe(-1);

    await s.call('/api/order/close', { order_id: o.order_id }, { token: owner.token });
    expect(await launchRow(id)).toMatchObject({ order_id: 0 });
    expect((await stockOf(a.bg_id)).bargain_stock).toBe(1);
    const again = await s.call<{ order_key: string; error: number }>('/bargain/api/ordercreate/payment', { launch_id: id }, { token: owner.token });
    expect(again.data.error).toBe(0);
    expect((await s.call<string>('/bargain/api/ordercreate/create', { order_key: again.data.order_key }, { token: owner.token })).code).toBe(0);
  });

  it('buys at the current price when any price is allowed; lists and the member’s running bargains', async () => {
    const a = await activity({ need: 5, price: 9000, floor: 1000, buy_type: 0 });
    const [owner, f1] = await Promise.all([tradeMember(s), tradeMember(s)]);
    const id = (await launch(owner, a.bg_id)).data;
    draws = [0.5];
    await help(f1!, id);
    const row = await launchRow(id);
    const list = await s.call<Array<{ launch_id: number }>>('/bargain/api/goods/bargainingList', {}, { token: owner.token });
    expect(list.data.map((x) => x.launch_id)).toContain(id);
    const page = await s.call<{ list: Array<{ id: number }> }>('/bargain/api/goods/page', { page_size: 100, is_exclude_bargaining: 1 }, { token: owner.token });
    expect(page.data.list.some((x) => x.id === a.bg_id)).toBe(false);
    const p = await s.call<{ error: number; goods_money: string }>('/bargain/api/ordercreate/payment', { launch_id: id }, { token: owner.token });
    expect(p.data).toMatchObject({ error: 0, goods_money: (row.curr_price / 100).toFixed(2) });
  });
});
