import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { closeTestServer } from '../goods/test-members.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await closeTestServer(s);
});

type StoreRow = { store_id: number; store_name: string; is_default: number; is_pickup: number; distance?: number; store_images: unknown[] };

describe('stores', () => {
  it('lists stores, nearest first when a position is given', async () => {
    const plain = await s.call<{ list: StoreRow[]; store_id: number }>('/api/store/page');
    expect(plain.code).toBe(0);
    expect(plain.data.list.length).toBeGreaterThanOrEqual(2);
    expect(plain.data.list[0]!.is_default).toBe(1);
    expect(plain.data.store_id).toBe(plain.data.list[0]!.store_id);
    // standing next to the Xuhui store
    const near = await s.call<{ list: StoreRow[]; store_id: number }>('/api/store/page', { latitude: 31.1926, longitude: 121.4378 });
    expect(near.data.list[0]!.store_name).toBe('徐汇体验店');
    expect(near.data.list[0]!.distance).toBeLessThan(0.1);
    expect(near.data.list[1]!.distance).toBeGreaterThan(3);
    const kw = await s.call<{ list: StoreRow[] }>('/api/store/page', { keyword: '总店', store_ids: 'undefined' });
    expect(kw.data.list.map((x) => x.store_name)).toEqual(['默认总店']);
    expect((await s.call('/api/store/page', { latitude: 'north' }, { lang: 'en-us' })).message).toContain('latitude');
    expect((await s.call('/api/store/page', { store_ids: '1;2' }, { lang: 'en-us' })).message).toContain('store_ids');
  });

  it('answers one store, pickup stores and the nearest store', async () => {
    const info = await s.call<StoreRow & { open_date: string }>('/api/store/info', { store_id: 1, latitude: 31.2297, longitude: 121.4535 });
    expect(info.data).toMatchObject({ store_id: 1, is_pickup: 1, is_default: 1 });
    expect(info.data.distance).toBe(0);
    expect(info.data.store_images.length).toBe(1);
    expect((await s.call('/api/store/info', {})).message).toBe('缺少参数store_id');
    expect((await s.call('/api/store/info', { store_id: 999 }, { lang: 'en-us' })).message).toBe('The store does not exist');
    const pickup = await s.call<{ count: number; list: StoreRow[] }>('/api/store/getStorePage', { page: 1, page_size: 1 });
    expect(pickup.data.count).toBe(2);
    expect(pickup.data.list).toHaveLength(1);
    const nearest = await s.call<StoreRow>('/api/store/nearestStore', { latitude: 31.19, longitude: 121.43 });
    expect(nearest.data.store_id).toBe(2);
    expect((await s.call('/api/store/nearestStore', {})).code).toBe(-1);
  });
});

describe('/store/api/store/labelPage (the diy StoreLabel block)', () => {
  it("answers the open stores' labels once each, numbered, paged, and picked by id", async () => {
    const db = s.db();
    const stores = await db.selectFrom('store').select('store_id').orderBy('store_id').execute();
    await db.updateTable('store').set({ label_name: '免费停车,24小时营业' }).where('store_id', '=', stores[0]!.store_id).execute();
    await db.updateTable('store').set({ label_name: '24小时营业，可自提' }).where('store_id', '=', stores[1]!.store_id).execute();
    const all = await s.call<{ count: number; list: Array<{ label_id: number; label_name: string }> }>('/store/api/store/labelPage', { page: 1, page_size: 0 });
    expect(all.code, all.message).toBe(0);
    expect(all.data.list).toEqual([
      { label_id: 1, label_name: '免费停车' },
      { label_id: 2, label_name: '24小时营业' },
      { label_id: 3, label_name: '可自提' },
    ]);
    const first = await s.call<{ list: Array<{ label_name: string }>; page_count: number }>('/store/api/store/labelPage', { page: 1, page_size: 2 });
    expect(first.data.list.map((l) => l.label_name)).toEqual(['免费停车', '24小时营业']);
    expect(first.data.page_count).toBe(2);
    const picked = await s.call<{ list: Array<{ label_name: string }> }>('/store/api/store/labelPage', { page: 1, page_size: 0, label_id_arr: '3,1' });
    expect(picked.data.list.map((l) => l.label_name)).toEqual(['免费停车', '可自提']);
    expect((await s.call('/store/api/store/labelPage', { label_id_arr: '1;2' }, { lang: 'en-us' })).code).toBe(-1);
  });
});
