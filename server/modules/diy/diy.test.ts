import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

interface Info {
  id: number;
  name: string;
  title: string;
  type: string;
  value: string;
  is_default: number;
}
type Doc = { global: { title: string }; value: Array<{ componentName: string; addonName: string }> };

describe('/api/diyview/info', () => {
  it('answers the seeded NiuShop pages by name, value as a JSON string of {global, value}', async () => {
    for (const [name, first] of [
      ['DIY_VIEW_INDEX', 'Search'],
      ['DIY_VIEW_MEMBER_INDEX', 'MemberInfo'],
      ['DIY_VIEW_GOODS_CATEGORY', 'GoodsCategory'],
    ] as const) {
      const res = await s.call<Info>('/api/diyview/info', { name });
      expect(res.code, name).toBe(0);
      expect(res.data).toMatchObject({ name, type: name, is_default: 1 });
      expect(typeof res.data.value).toBe('string');
      const doc = JSON.parse(res.data.value) as Doc;
      expect(doc.global).toBeTypeOf('object');
      expect(doc.value[0]!.componentName).toBe(first);
      const byId = await s.call<Info>('/api/diyview/info', { id: res.data.id });
      expect(byId.data.name).toBe(name);
    }
  });

  it('drops components of addons the shop does not have', async () => {
    const doc = JSON.parse((await s.call<Info>('/api/diyview/info', { name: 'DIY_VIEW_INDEX' })).data.value) as Doc;
    const names = doc.value.map((c) => c.componentName);
    // The demo shop has seckill and bargain on and no pintuan addon.
    expect(names).toContain('Coupon');
    expect(names).toContain('Seckill');
    expect(names).toContain('Bargain');
    expect(names).not.toContain('Pintuan');
    const stored = await s.db().selectFrom('diy_view').select('value').where('name', '=', 'DIY_VIEW_INDEX').executeTakeFirstOrThrow();
    expect((stored.value as unknown as Doc).value.map((c) => c.componentName)).toContain('Pintuan');
  });

  it('answers -1 without id or name, and for an unknown page', async () => {
    expect(await s.call('/api/diyview/info')).toMatchObject({ code: -1, message: '缺少参数id/name' });
    expect((await s.call('/api/diyview/info', {}, { lang: 'en-us' })).message).toBe('Missing parameter id/name');
    expect(await s.call('/api/diyview/info', { name: 'DIY_VIEW_RANDOM_nope' })).toMatchObject({ code: -1, message: '未配置自定义页面数据' });
    expect((await s.call('/api/diyview/info', { id: 99999 }, { lang: 'en-us' })).message).toBe('No such diy page');
    expect((await s.call('/api/diyview/info', { id: 'abc' }, { lang: 'en-us' })).message).toBe('Parameter id is not valid');
    expect((await s.call('/api/diyview/info', { id: 0 }, { lang: 'en-us' })).message).toBe('Parameter id is out of range');
  });

  it('keeps the published version history', async () => {
    const rows = await s.db().selectFrom('diy_view_version').innerJoin('diy_view', 'diy_view.id', 'diy_view_version.diy_id').select(['diy_view.name', 'diy_view_version.version']).execute();
    expect(rows.map((r) => r.name).sort()).toEqual(['DIY_VIEW_GOODS_CATEGORY', 'DIY_VIEW_INDEX', 'DIY_VIEW_MEMBER_INDEX', 'DIY_VIEW_RANDOM_NEW_ARRIVALS']);
  });
});

describe('/api/diyview/bottomNav and /api/diyview/style', () => {
  it('answer the config rows', async () => {
    const nav = await s.call<{ config_key: string; value: { list: unknown[] } }>('/api/diyview/bottomNav');
    expect(nav.data.config_key).toBe('DIY_VIEW_SHOP_BOTTOM_NAV_CONFIG');
    expect(nav.data.value.list).toHaveLength(4);
    const style = await s.call<{ value: { name: string } }>('/api/diyview/style');
    expect(style.data.value.name).toBe('default');
  });
});
