import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { TtlCache } from '../../cache/index.ts';
import { signToken } from '../../http/token.ts';
import { makeGoods, placeOrder, tradeMember } from '../order/test-helpers.ts';
import { closeTestServer, testMember } from './test-members.ts';

/**
 * The public-read cache as production runs it (5 s TTL), on a clock the tests move: what a change
 * looks like to shoppers on this instance, and that member fields are never shared.
 */
const TTL = 5000;
let s: TestServer;
const clock = { t: 1_000_000 };
const later = (ms = TTL) => {
  clock.t += ms;
};

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  s.services.publicCache?.dispose();
  await closeTestServer(s);
});
beforeEach(() => {
  s.services.publicCache?.dispose();
  s.services.publicCache = new TtlCache({ ttlMs: TTL, now: () => clock.t });
});

type Detail = { goods_sku_detail: (Record<string, unknown> & { goods_id: number; sku_id: number; stock: number; price: string; discount_price: string; is_collect: number; collect_num: number; coupon_list: { coupon_type_id: number }[] }) | null };
type Page = { count: number; list: { goods_id: number; discount_price: string; stock: number }[] };

const detail = (sku_id: number, token?: string) => s.call<Detail>('/api/goodssku/detail', { sku_id }, token ? { token } : {});
const page = (params: Record<string, unknown> = {}) => s.call<Page>('/api/goodssku/page', { page: 1, page_size: 100, order: 'create_time', sort: 'desc', ...params });
const itemOf = async (goodsId: number) => (await page()).data.list.find((g) => g.goods_id === goodsId);

describe('cached catalogue reads', () => {
  it('answer exactly the envelope an uncached read answers', async () => {
    const g = await makeGoods(s, { price: 1234 });
    const cached = await detail(g.sku_id);
    const again = await detail(g.sku_id);
    expect(again).toEqual({ ...cached, timestamp: again.timestamp });
    s.services.publicCache = new TtlCache({ ttlMs: 0 });
    const fresh = await detail(g.sku_id);
    expect(Object.keys(again)).toEqual(Object.keys(fresh));
    expect(again.data).toEqual(fresh.data);
    expect(again).toMatchObject({ code: 0, message: fresh.message });
  });

  it('carry a refreshed token for a member whose token is about to expire', async () => {
    const m = await testMember(s, 'r');
    const now = Math.floor(Date.now() / 1000);
    const token = signToken(s.services.tokenSecret, { member_id: m.member_id, iat: now - 3600, exp: now + 60, v: 0 });
    await page();
    const res = await s.call<Page>('/api/goodssku/page', { page: 1, page_size: 100, order: 'create_time', sort: 'desc' }, { token });
    expect(res.code).toBe(0);
    expect(res.data.list.length).toBeGreaterThan(0);
    expect(typeof res.refreshtoken).toBe('string');
    expect(Object.keys(res)).toEqual(['code', 'message', 'data', 'timestamp', 'refreshtoken']);
  });

  it('show a price change made elsewhere within the TTL', async () => {
    const g = await makeGoods(s, { price: 1000 });
    expect((await detail(g.sku_id)).data.goods_sku_detail!.discount_price).toBe('10.00');
    expect((await itemOf(g.goods_id))!.discount_price).toBe('10.00');
    await s.db().updateTable('goods_sku').set({ price: 800, discount_price: 800 }).where('sku_id', '=', g.sku_id).execute();
    later(TTL - 1);
    expect((await detail(g.sku_id)).data.goods_sku_detail!.discount_price).toBe('10.00'); // bounded staleness…
    later(1);
    expect((await detail(g.sku_id)).data.goods_sku_detail!.discount_price).toBe('8.00'); // …never beyond the TTL
    expect((await itemOf(g.goods_id))!.discount_price).toBe('8.00');
  });

  it('drop a goods taken off the shelf or deleted within the TTL', async () => {
    const off = await makeGoods(s);
    const gone = await makeGoods(s);
    for (const g of [off, gone]) {
      expect((await detail(g.sku_id)).data.goods_sku_detail).not.toBeNull();
      expect(await itemOf(g.goods_id)).toBeDefined();
    }
    await s.db().updateTable('goods').set({ goods_state: 0 }).where('goods_id', '=', off.goods_id).execute();
    await s.db().updateTable('goods').set({ is_delete: 1 }).where('goods_id', '=', gone.goods_id).execute();
    later();
    for (const g of [off, gone]) {
      expect((await detail(g.sku_id)).data.goods_sku_detail).toBeNull();
      expect(await itemOf(g.goods_id)).toBeUndefined();
      expect((await s.call('/api/goodssku/info', { sku_id: g.sku_id })).code).toBe(-1);
      expect((await s.call<unknown[]>('/api/goodssku/goodsSku', { goods_id: g.goods_id })).data).toEqual([]);
    }
  });

  it('show stock taken or given back by an order on this instance at once, for guests and members', async () => {
    const g = await makeGoods(s, { stock: 50 });
    const buyer = await tradeMember(s, { balance: 100_000 });
    const viewer = await testMember(s, 'v');
    expect((await detail(g.sku_id)).data.goods_sku_detail!.stock).toBe(50);
    expect((await detail(g.sku_id, viewer.token)).data.goods_sku_detail!.stock).toBe(50);
    const order = await placeOrder(s, buyer, { sku_id: g.sku_id, num: 3 });
    expect(order.code).toBe(0);
    // No clock move: this process made the change, its cached details of the goods are gone.
    expect((await detail(g.sku_id)).data.goods_sku_detail!.stock).toBe(47);
    expect((await detail(g.sku_id, viewer.token)).data.goods_sku_detail!.stock).toBe(47);
    const o = await s.db().selectFrom('order').select('order_id').where('out_trade_no', '=', order.data).executeTakeFirstOrThrow();
    expect((await s.call('/api/order/close', { order_id: o.order_id }, { token: buyer.token })).code).toBe(0);
    expect((await detail(g.sku_id)).data.goods_sku_detail!.stock).toBe(50);
    // Lists keep their TTL: within it, never beyond.
    later();
    expect((await itemOf(g.goods_id))!.stock).toBe(50);
  });

  it('never share a member’s favourite or coupon state with anyone else', async () => {
    const g = await makeGoods(s);
    const a = await testMember(s, 'a');
    const b = await testMember(s, 'b');
    // Everyone fills the cache first.
    for (const token of [undefined, a.token, b.token]) expect((await detail(g.sku_id, token)).data.goods_sku_detail!.is_collect).toBe(0);
    expect((await s.call('/api/goodscollect/add', { goods_id: g.goods_id, sku_id: g.sku_id }, { token: a.token })).code).toBe(0);
    const mine = (await detail(g.sku_id, a.token)).data.goods_sku_detail!;
    expect(mine.is_collect).toBe(1);
    expect(mine.collect_num).toBe(1); // the public counter: this process's write shows at once
    expect((await detail(g.sku_id, b.token)).data.goods_sku_detail!.is_collect).toBe(0);
    expect((await detail(g.sku_id)).data.goods_sku_detail!.is_collect).toBe(0);
    expect((await detail(g.sku_id)).data.goods_sku_detail!.collect_num).toBe(1);
    expect((await s.call('/api/goodscollect/delete', { goods_id: g.goods_id }, { token: a.token })).code).toBe(0);
    expect((await detail(g.sku_id, a.token)).data.goods_sku_detail!.is_collect).toBe(0);

    // Coupon type 2 (all goods, one per member): once A has it, A's list leaves it out; others' keep it.
    const has2 = (d: Detail) => d.goods_sku_detail!.coupon_list.some((c) => c.coupon_type_id === 2);
    expect(has2((await detail(g.sku_id, a.token)).data)).toBe(true);
    expect((await s.call('/coupon/api/coupon/receive', { coupon_type_id: 2, get_type: 2 }, { token: a.token })).code).toBe(0);
    expect(has2((await detail(g.sku_id, a.token)).data)).toBe(false);
    expect(has2((await detail(g.sku_id, b.token)).data)).toBe(true);
    expect(has2((await detail(g.sku_id)).data)).toBe(true);
  });

  it('serve the site config from the cache within the TTL', async () => {
    type Init = { site_info: { site_name: string } };
    const before = (await s.call<Init>('/api/config/init')).data.site_info.site_name;
    await s.db().insertInto('sys_config').values({ config_key: 'SITE_INFO', value: JSON.stringify({ site_name: 'Renamed' }) as never }).onConflict((oc) => oc.column('config_key').doUpdateSet({ value: JSON.stringify({ site_name: 'Renamed' }) as never })).execute();
    expect((await s.call<Init>('/api/config/init')).data.site_info.site_name).toBe(before);
    later();
    expect((await s.call<Init>('/api/config/init')).data.site_info.site_name).toBe('Renamed');
  });
});
