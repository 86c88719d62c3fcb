import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { promotionAddonOf } from './listAddon.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

interface Row { goods_id: number; promotion_addon: string }
const addonOf = (rows: Row[], goodsId: number) => {
  const r = rows.find((x) => x.goods_id === goodsId);
  return r?.promotion_addon ? (JSON.parse(r.promotion_addon) as Record<string, number>) : r ? {} : undefined;
};

describe('promotion_addon on goods list rows', () => {
  it('the lists tag the goods of running seckills, group buys and bargains with the activity ids; others stay ""', async () => {
    // the demo seed: a seckill on goods 9, a group buy on 32, a bargain on 26; goods 29 in none (a bundle only)
    const page = await s.call<{ list: Row[] }>('/api/goodssku/page', { goods_id_arr: '9,32,26,29', page_size: 10 });
    expect(page.code).toBe(0);
    const seckill = await s.db().selectFrom('promotion_seckill').select('id').where('goods_id', '=', 9).executeTakeFirstOrThrow();
    const groupbuy = await s.db().selectFrom('promotion_groupbuy').select('groupbuy_id').where('goods_id', '=', 32).executeTakeFirstOrThrow();
    const bargain = await s.db().selectFrom('promotion_bargain_goods').select('bargain_id').where('goods_id', '=', 26).executeTakeFirstOrThrow();
    expect(addonOf(page.data.list, 9)).toEqual({ seckill: seckill.id });
    expect(addonOf(page.data.list, 32)).toEqual({ groupbuy: groupbuy.groupbuy_id });
    expect(addonOf(page.data.list, 26)).toEqual({ bargain: bargain.bargain_id });
    expect(page.data.list.find((r) => r.goods_id === 29)?.promotion_addon).toBe('');
    // the diy components' lists carry it too
    const comp = await s.call<Row[]>('/api/goodssku/components', { goods_id_arr: '9,29', num: 5 });
    expect(addonOf(comp.data, 9)).toEqual({ seckill: seckill.id });
    const paged = await s.call<{ list: Row[] }>('/api/goodssku/pageComponents', { goods_id_arr: '32', page_size: 5 });
    expect(addonOf(paged.data.list, 32)).toEqual({ groupbuy: groupbuy.groupbuy_id });
  });

  it('read from the activities’ times: before the start, after the end and closed are not tagged', async () => {
    const now = s.services.now();
    const seckill = await s.db().selectFrom('promotion_seckill').select(['id', 'start_time', 'end_time']).where('goods_id', '=', 9).executeTakeFirstOrThrow();
    expect((await promotionAddonOf(s.db(), [9], now)).get(9)).toMatchObject({ seckill: seckill.id });
    expect((await promotionAddonOf(s.db(), [9], Number(seckill.start_time) - 1)).get(9)?.seckill).toBeUndefined();
    expect((await promotionAddonOf(s.db(), [9], Number(seckill.end_time))).get(9)?.seckill).toBeUndefined();
    await s.db().updateTable('promotion_groupbuy').set({ status: 3 }).where('goods_id', '=', 32).execute();
    expect((await promotionAddonOf(s.db(), [32], now)).get(32)).toBeUndefined();
    expect((await promotionAddonOf(s.db(), [], now)).size).toBe(0);
  });
});
