import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { siteStatusReader } from '../../http/site.ts';
import { frameSourcePolicy } from './webview.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

type Page<T> = { page_count: number; count: number; list: T[] };

describe('help', () => {
  it('lists the seeded classes with their items in both languages, and pages a class', async () => {
    const zh = await s.call<Array<{ class_id: number; class_name: string; child_list: Array<{ id: number; title: string; link_address: string }> }>>('/api/helpclass/lists');
    expect(zh.code).toBe(0);
    expect(zh.data.map((c) => c.class_name)).toEqual(['购物指南', '售后服务']);
    expect(zh.data[0]!.child_list.length).toBe(3);
    expect(zh.data[1]!.child_list.some((i) => i.link_address === 'https://example.com/contact')).toBe(true);
    const en = await s.call<typeof zh.data>('/api/helpclass/lists', undefined, { lang: 'en-us' });
    expect(en.data.map((c) => c.class_name)).toEqual(['Shopping guide', 'After-sales']);
    expect(en.data[0]!.child_list[0]!.title).toBe('How to place an order');
    const page = await s.call<Page<{ id: number; class_name: string }>>('/api/help/page', { class_id: zh.data[0]!.class_id, page: 1, page_size: 2 });
    expect(page.data).toMatchObject({ count: 3, page_count: 2 });
    expect(page.data.list).toHaveLength(2);
    expect(page.data.list[0]!.class_name).toBe('购物指南');
  });

  it('details count reads and strip hostile HTML; a missing id is refused in the request language', async () => {
    const [row] = await s.db().insertInto('help').values({ title: 'x', content: '<p onclick="alert(1)">hi<script>alert(2)</script><img src="javascript:alert(3)"></p>', class_id: 1 }).returning('id').execute();
    const a = await s.call<{ content: string; read_num: number; class_name: string }>('/api/help/info', { id: row!.id });
    expect(a.data.content).toMatch(/^<p>hi(<img \/>)?<\/p>$/);
    expect(a.data.content).not.toMatch(/script|onclick|javascript|alert/);
    expect(a.data.class_name).toBe('购物指南');
    const b = await s.call<{ read_num: number }>('/api/help/info', { id: row!.id });
    expect(b.data.read_num).toBe(a.data.read_num + 1);
    const missing = await s.call('/api/help/info', { id: 999999 }, { lang: 'en-us' });
    expect(missing).toMatchObject({ code: -1, message: 'The help item does not exist' });
    expect((await s.call('/api/help/info', {}, { lang: 'en-us' })).message).toMatch(/id/);
  });
});

describe('notices', () => {
  it('pages notices top first, picks by id_arr, and the diy block reads the latest', async () => {
    const page = await s.call<Page<{ id: number; title: string; is_top: number; content: string }>>('/api/notice/page', { page: 1, page_size: 10 });
    expect(page.data.count).toBe(3);
    expect(page.data.list[0]).toMatchObject({ is_top: 1, title: '双十二全场满199减30' });
    const ids = page.data.list.map((n) => n.id);
    const picked = await s.call<Page<{ id: number }>>('/api/notice/page', { id_arr: ids.slice(1).join(',') });
    expect(picked.data.list.map((n) => n.id).sort()).toEqual(ids.slice(1).sort());
    const lists = await s.call<Array<{ title: string }>>('/api/notice/lists', { num: 2 }, { lang: 'en-us' });
    expect(lists.data.map((n) => n.title)).toEqual(['Double 12: 30 off every 199', page.data.list[1]!.title === '新会员注册即送积分和优惠券' ? 'New members get points and a coupon' : 'Shipping over the Spring Festival']);
    const info = await s.call<{ title: string; content: string; read_num: number }>('/api/notice/info', { id: ids[0] });
    expect(info.data.content).toContain('199');
    expect(info.data.read_num).toBe(1);
    expect((await s.call('/api/notice/page', { id_arr: '1,x' })).code).toBe(-1);
  });
});

describe('articles', () => {
  it('categories count published articles; drafts never show; lists keep the picked order', async () => {
    const cats = await s.call<Array<{ category_id: number; category_name: string; article_num: number }>>('/api/article/category');
    expect(cats.data.map((c) => [c.category_name, c.article_num])).toEqual([
      ['好物推荐', 2],
      ['生活妙招', 2],
    ]);
    const all = await s.call<Page<{ article_id: number; article_title: string; category_name: string; cover_img: string }>>('/api/article/page', { page_size: 20 });
    expect(all.data.count).toBe(4);
    expect(all.data.list.every((a) => !a.article_title.includes('草稿'))).toBe(true);
    expect(all.data.list.every((a) => a.cover_img.startsWith('upload/'))).toBe(true);
    const tips = await s.call<Page<{ category_name: string }>>('/api/article/page', { category_id: cats.data[1]!.category_id }, { lang: 'en-us' });
    expect(tips.data.list.map((a) => a.category_name)).toEqual(['Tips', 'Tips']);
    const ids = all.data.list.map((a) => a.article_id);
    const picked = await s.call<Array<{ article_id: number }>>('/api/article/lists', { article_id_arr: `${ids[2]},${ids[0]}` });
    expect(picked.data.map((a) => a.article_id)).toEqual([ids[2], ids[0]]);
    const latest = await s.call<unknown[]>('/api/article/lists', { num: 3 });
    expect(latest.data).toHaveLength(3);
  });

  it('a detail adds one read each time (parallel reads all count) and a draft is not found', async () => {
    const id = (await s.call<Page<{ article_id: number }>>('/api/article/page')).data.list[0]!.article_id;
    const before = await s.call<{ read_num: number; article_content: string; initial_read_num: number }>('/api/article/info', { article_id: id });
    expect(before.data.initial_read_num).toBeGreaterThan(0);
    await Promise.all(Array.from({ length: 5 }, () => s.call('/api/article/info', { article_id: id })));
    const after = await s.call<{ read_num: number }>('/api/article/info', { article_id: id });
    expect(after.data.read_num).toBe(before.data.read_num + 6);
    const draft = await s.db().selectFrom('article').select('article_id').where('status', '=', 0).executeTakeFirstOrThrow();
    expect(await s.call('/api/article/info', { article_id: draft.article_id }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'The article does not exist' });
  });
});

describe('live rooms', () => {
  it('lists rooms live first with names in the request language; info is the live room', async () => {
    const page = await s.call<Page<{ room_id: number; live_status: number; status_name: string; name: string; goods_num: number }>>('/live/api/live/page', undefined, { lang: 'en-us' });
    expect(page.data.list.map((r) => r.live_status)).toEqual([101, 102, 103]);
    expect(page.data.list[0]).toMatchObject({ status_name: 'Live', name: 'New Year goods live', goods_num: 3 });
    const info = await s.call<{ room_id: number }>('/live/api/live/info');
    expect(info.data.room_id).toBe(101);
  });
});

describe('webview hosts', () => {
  it('allows http(s) URLs of the shop hosts only, and the CSP frames exactly those hosts', async () => {
    expect((await s.call<{ hosts: string[] }>('/api/webview/config')).data.hosts).toEqual(['example.com']);
    // framing: what the site answered when asked (framing.test.ts); no network here, so not asserted
    expect((await s.call('/api/webview/check', { src: 'https://example.com/contact?a=1' })).data).toMatchObject({ url: 'https://example.com/contact?a=1', host: 'example.com', framing: expect.stringMatching(/^(allowed|refused|unknown)$/) });
    expect(await s.call('/api/webview/check', { src: 'https://evil.test/' }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'The shop does not allow opening this site: evil.test' });
    expect((await s.call('/api/webview/check', { src: 'javascript:alert(1)' }, { lang: 'en-us' })).message).toBe('Only http or https addresses can be opened');
    const res = await s.app.inject({ method: 'GET', url: '/health' });
    expect(String(res.headers['content-security-policy'])).toMatch(/frame-src 'self' https:\/\/example\.com http:\/\/example\.com;/);

    const policy = frameSourcePolicy(s.db(), "default-src 'self';frame-src 'self';object-src 'none'", 0);
    await s.call('/dev/content/webview', { hosts: JSON.stringify(['shop.example.org', 'bad host', 'Pay.Example.org:8443']) });
    await policy.refresh();
    expect(policy.current()).toBe("default-src 'self';frame-src 'self' https://shop.example.org http://shop.example.org https://pay.example.org:8443 http://pay.example.org:8443;object-src 'none'");
    expect((await s.call('/api/webview/check', { src: 'https://example.com/' })).code).toBe(-1);
  });
});

describe('shop closed', () => {
  it('answers -3 with the shop message in the request language, and opens again when the shop reopens', async () => {
    s.services.isSiteOpen = siteStatusReader(s.db(), 0);
    const closed = await s.call('/dev/config', { config_key: 'SHOP_STATUS_CONFIG', value: JSON.stringify({ shop_h5_status: 0, close_message: { 'zh-cn': '店铺装修中，明天见', 'en-us': 'Closed for refitting, back tomorrow' } }) });
    expect(closed.code).toBe(0);
    expect(await s.call('/api/site/status', undefined, { lang: 'en-us' })).toMatchObject({ code: -3, message: 'Closed for refitting, back tomorrow' });
    expect(await s.call('/api/article/category')).toMatchObject({ code: -3, message: '店铺装修中，明天见' });
    await s.call('/dev/config', { config_key: 'SHOP_STATUS_CONFIG', value: JSON.stringify({ close_message: '' }) });
    expect(await s.call('/api/site/status', undefined, { lang: 'en-us' })).toMatchObject({ code: -3, message: 'The shop is closed' });
    await s.call('/dev/config', { config_key: 'SHOP_STATUS_CONFIG', value: JSON.stringify({ shop_h5_status: 1 }) });
    expect((await s.call('/api/site/status')).code).toBe(0);
    expect((await s.call('/api/article/category')).code).toBe(0);
  });
});
