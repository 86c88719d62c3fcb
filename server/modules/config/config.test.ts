import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateEverywhere, Tag, TtlCache } from '../../cache/index.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { ADDONS, SPEC_ADDONS } from './service.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('/api/config/init', () => {
  it('answers every field of spec section 3 and niushop-api.md §1', async () => {
    const res = await s.call<Record<string, unknown>>('/api/config/init');
    expect(res.code).toBe(0);
    const d = res.data;
    expect(Object.keys(d).sort()).toEqual(
      ['addon_is_exist', 'copyright', 'default_img', 'diy_bottom_nav', 'map_config', 'servicer', 'site_info', 'store_config', 'store_info', 'style_theme', 'wechat_config_status'].sort(),
    );
    expect(d.style_theme).toEqual({ id: 1, title: '热情红', name: 'default', main_color: '#F4391c', aux_color: '#F7B500' });
    const nav = d.diy_bottom_nav as { type: number; list: Array<{ link: { wap_url: string } }> };
    expect(nav.type).toBe(1);
    expect(nav.list.map((i) => i.link.wap_url)).toEqual(['/pages/index/index', '/pages/goods/category', '/pages/goods/cart', '/pages/member/index']);
    const addons = d.addon_is_exist as Record<string, number>;
    expect(Object.keys(addons).sort()).toEqual([...ADDONS].sort());
    expect(Object.keys(addons)).toHaveLength(ADDONS.length);
    // the spec's 28 are all there, then every other installed addon (NiuShop names them all)
    const spec28 = ['bundling', 'coupon', 'discount', 'fenxiao', 'gift', 'groupbuy', 'manjian', 'memberconsume', 'memberrecharge', 'memberregister', 'membersignin', 'memberwithdraw', 'memberrecommend', 'pintuan', 'pointexchange', 'seckill', 'store', 'topic', 'bargain', 'membercancel', 'servicer', 'supermember', 'giftcard', 'divideticket', 'scenefestival', 'birthdaygift', 'pinfan', 'form'];
    expect([...SPEC_ADDONS]).toEqual(spec28);
    for (const name of [...spec28, 'presale', 'bale', 'blindbox', 'jielong', 'cardservice', 'hongbao', 'turntable', 'cards', 'egg', 'notes', 'live']) expect([0, 1], name).toContain(addons[name]);
    expect(addons).toMatchObject({ coupon: 1, memberregister: 1, membersignin: 1, store: 1, memberrecharge: 1, memberwithdraw: 1, pointexchange: 0, fenxiao: 0, pintuan: 0 });
    expect(d.default_img).toEqual({ goods: 'upload/default/goods.png', head: 'upload/default/head.png', store: 'upload/default/store.png', article: 'upload/default/article.png' });
    expect(d.copyright).toMatchObject({ auth: true, icp: '' });
    expect(d.site_info).toMatchObject({ site_id: 1, site_name: 'Niu Shop', site_tel: '400-800-8888' });
    // the H5's customer service is the shop's own chat (content seed)
    expect(d.servicer).toMatchObject({ h5: { type: 'niushop' } });
    expect(d.store_config).toEqual({ store_business: 'shop' });
    expect(d.map_config).toEqual({ tencent_map_key: '', wap_is_open: 0, wap_valid_time: 5 });
    expect(d.wechat_config_status).toBe(0);
    expect(d.store_info).toMatchObject({ store_id: 1, store_name: '默认总店' });
  });

  it('reflects a changed config row at once', async () => {
    await s.db().updateTable('sys_config').set({ value: JSON.stringify({ tencent_map_key: 'K', wap_is_open: 1, wap_valid_time: 10 }) as never }).where('config_key', '=', 'MAP_CONFIG').execute();
    const res = await s.call<{ map_config: unknown }>('/api/config/init');
    expect(res.data.map_config).toEqual({ tencent_map_key: 'K', wap_is_open: 1, wap_valid_time: 10 });
    expect((await s.call<{ key: string }>('/api/config/geMapConfig')).data).toEqual({ key: 'K' });
    await s.db().updateTable('sys_config').set({ value: JSON.stringify({ tencent_map_key: '', wap_is_open: 0, wap_valid_time: 5 }) as never }).where('config_key', '=', 'MAP_CONFIG').execute();
  });

  it('feeds the /h5/ first render with {config, lang} through the instance\'s public cache', async () => {
    const init = s.services.h5Init;
    expect(init).toBeTypeOf('function');
    const a = await init!('en-us', '/h5/');
    expect(a.lang).toBe('en-us');
    const siteName = (r: Record<string, unknown>) => (r.config as { site_info: { site_name: string } }).site_info.site_name;
    expect(siteName(a)).toBe('Niu Shop');
    // A cache as production keeps it (test mode keeps none): the first render shares the API's copy.
    const own = s.services.publicCache;
    const cache = new TtlCache({ ttlMs: 60_000 });
    s.services.publicCache = cache;
    try {
      expect(siteName(await init!('zh-cn', '/h5/'))).toBe('Niu Shop');
      await s.db().updateTable('sys_config').set({ value: JSON.stringify({ site_name: 'Changed' }) as never }).where('config_key', '=', 'SITE_INFO').execute();
      const b = await init!('zh-cn', '/h5/');
      expect(siteName(b)).toBe('Niu Shop'); // within the TTL, the cached copy answers
      expect(b.lang).toBe('zh-cn');
      // A config change made by this process drops it: the next first render has the new config.
      invalidateEverywhere(Tag.config);
      expect(siteName(await init!('zh-cn', '/h5/'))).toBe('Changed');
    } finally {
      s.services.publicCache = own;
      cache.dispose();
    }
    expect((await s.call<{ site_name: string }>('/api/site/info')).data.site_name).toBe('Changed');
  });
});

describe('small config endpoints', () => {
  it('getCaptchaConfig answers the three flags, all off after seeding', async () => {
    const res = await s.call('/api/config/getCaptchaConfig');
    expect(res).toMatchObject({ code: 0, data: { shop_login: 0, shop_reception_login: 0, shop_reception_register: 0 } });
  });

  it('defaultimg, copyright, servicer, site status, shop contact, addon map', async () => {
    expect((await s.call('/api/config/defaultimg')).data).toMatchObject({ head: 'upload/default/head.png' });
    expect((await s.call('/api/config/copyright')).data).toMatchObject({ auth: true });
    expect((await s.call('/api/config/servicer')).data).toMatchObject({ h5: { type: 'niushop' }, weapp: { type: 'none' } });
    expect(await s.call('/api/site/status')).toMatchObject({ code: 0, data: null });
    expect((await s.call('/api/site/shopContact')).data).toEqual({ mobile: '', service_hours: '每天 9:00-21:00', chat: 1 });
    expect((await s.call<Record<string, number>>('/api/addon/addonIsExit')).data.coupon).toBe(1);
  });

  it('answers -3 on /api/site/status while the shop is closed', async () => {
    const { siteStatusReader } = await import('../../http/site.ts');
    s.services.isSiteOpen = siteStatusReader(s.db(), 0);
    await s.db().updateTable('sys_config').set({ value: JSON.stringify({ shop_h5_status: 0 }) as never }).where('config_key', '=', 'SHOP_STATUS_CONFIG').execute();
    expect((await s.call('/api/site/status')).code).toBe(-3);
    await s.db().updateTable('sys_config').set({ value: JSON.stringify({ shop_h5_status: 1 }) as never }).where('config_key', '=', 'SHOP_STATUS_CONFIG').execute();
    expect((await s.call('/api/site/status')).code).toBe(0);
  });
});

describe('/h5/ first render', () => {
  it('inlines {config, lang} into the page', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--app-init--></head><body></body></html>');
    const h = await startTestServer({ distDir: dist });
    try {
      const res = await h.app.inject({ method: 'GET', url: '/h5/pages/member/index?lang=en-us' });
      expect(res.statusCode).toBe(200);
      const m = /<script id="__INIT__" type="application\/json">(.*?)<\/script>/.exec(res.body);
      const init = JSON.parse(m![1]!) as { lang: string; config: { addon_is_exist: Record<string, number>; style_theme: { name: string } } };
      expect(init.lang).toBe('en-us');
      expect(init.config.style_theme.name).toBe('default');
      expect(Object.keys(init.config.addon_is_exist)).toHaveLength(ADDONS.length);
    } finally {
      await h.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
