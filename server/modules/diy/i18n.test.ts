// Merchant texts per language (src/diy/i18n.ts, docs/merchant-texts.md): the pages and the tab bar
// come in the shopper's language, fall back to the default text, and NiuShop documents without
// translations are served unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { withPublish } from './queries.ts';
import { adminCaller, sample, type Info, type Rejection } from './test-helpers.ts';

let s: TestServer;
let admin: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  s = await startTestServer();
  admin = adminCaller(s);
});
afterAll(async () => {
  await s.close();
});

type Component = Record<string, unknown> & { componentName: string; list?: Array<Record<string, unknown>> };
type NiuShopDoc = { global: Record<string, unknown>; value: Component[] };

async function info(name: string, lang: 'zh-cn' | 'en-us') {
  const res = await s.call<Info>('/api/diyview/info', { name }, { lang });
  expect(res.code, res.message).toBe(0);
  return { data: res.data, value: JSON.parse(res.data.value) as NiuShopDoc };
}
const component = (doc: NiuShopDoc, name: string) => doc.value.find((c) => c.componentName === name)!;

describe('the demo pages in two languages', () => {
  it('home: title, search hint and nav labels in English for en-us, Chinese for zh-cn, no translations sent', async () => {
    const en = await info('DIY_VIEW_INDEX', 'en-us');
    expect(en.data.title).toBe('店铺首页'); // the row's own name (not the document's title) has no translation
    expect(en.value.global.title).toBe('Home');
    expect(component(en.value, 'Search').title).toBe('Search goods');
    expect(component(en.value, 'GraphicNav').list!.map((i) => i.title)).toEqual(['Group buy', 'Team buy', 'Flash sale', 'Points', 'Topics', 'Bargains', 'Coupons', 'Articles', 'Notices', 'Help']);
    expect(en.data.value).not.toContain('"i18n"');

    const zh = await info('DIY_VIEW_INDEX', 'zh-cn');
    expect(zh.data.title).toBe('店铺首页');
    expect(zh.value.global.title).toBe('官方模板一');
    expect(component(zh.value, 'GraphicNav').list![0]!.title).toBe('团购');
    expect(zh.data.value).not.toContain('"i18n"');
  });

  it('member centre: headings, order entries and tool labels', async () => {
    const en = await info('DIY_VIEW_MEMBER_INDEX', 'en-us');
    expect(en.data.title).toBe('Member centre'); // the row is named by the document's title: translated too
    expect(en.value.global.title).toBe('Member centre');
    expect(en.value.value.filter((c) => c.componentName === 'Text').map((c) => c.text)).toEqual(['My orders', 'Tools']);
    expect((component(en.value, 'MemberMyOrder').icon as Record<string, { title: string }>).waitPay!.title).toBe('To pay');
    expect(component(en.value, 'GraphicNav').list!.slice(0, 3).map((i) => i.title)).toEqual(['Profile', 'Addresses', 'Favourites']);
    const zh = await info('DIY_VIEW_MEMBER_INDEX', 'zh-cn');
    expect(zh.value.value.filter((c) => c.componentName === 'Text').map((c) => c.text)).toEqual(['我的订单', '常用工具']);
  });

  it('the tab bar: /api/diyview/bottomNav and config/init', async () => {
    const labels = async (lang: 'zh-cn' | 'en-us') => {
      const nav = await s.call<{ value: { list: Array<{ text: string }> } }>('/api/diyview/bottomNav', {}, { lang });
      const init = await s.call<{ diy_bottom_nav: { list: Array<{ text: string; i18n?: unknown }> } }>('/api/config/init', {}, { lang });
      expect(init.data.diy_bottom_nav.list.map((i) => i.text)).toEqual(nav.data.value.list.map((i) => i.text));
      expect(init.data.diy_bottom_nav.list.some((i) => 'i18n' in i)).toBe(false);
      return nav.data.value.list.map((i) => i.text);
    };
    expect(await labels('en-us')).toEqual(['Home', 'Category', 'Cart', 'Me']);
    expect(await labels('zh-cn')).toEqual(['主页', '商品分类', '购物车', '我的']);
  });
});

describe('publishing translations', () => {
  it('our page (schema) and the NiuShop document (value) both come translated; a missing translation falls back', async () => {
    const doc = sample('home') as unknown as NiuShopDoc;
    doc.global.i18n = { 'en-us': { title: 'Spring sale' } };
    const nav = component(doc, 'GraphicNav');
    nav.list![0]!.i18n = { 'en-us': { title: 'Groups' } };
    delete nav.list![1]!.i18n; // no translation: the default text
    const pub = await admin.call('/admin/api/diy/publish', { name: 'DIY_VIEW_RANDOM_i18n1', document: JSON.stringify(doc) });
    expect(pub.code, JSON.stringify(pub.data)).toBe(0);

    const en = await info('DIY_VIEW_RANDOM_i18n1', 'en-us');
    expect(en.data.title).toBe('Spring sale');
    expect(component(en.value, 'GraphicNav').list!.slice(0, 2).map((i) => i.title)).toEqual(['Groups', '拼团']);
    const node = en.data.schema!.content.find((n) => n.type === 'diy-graphic-nav')!;
    expect((node.props.list as Array<{ title: string }>).slice(0, 2).map((i) => i.title)).toEqual(['Groups', '拼团']);
    expect(en.data.schema!.meta).toMatchObject({ title: 'Spring sale', share: { title: 'Spring sale' } });
    expect(JSON.stringify(en.data.schema)).not.toContain('"i18n"');

    const zh = await info('DIY_VIEW_RANDOM_i18n1', 'zh-cn');
    expect(zh.data.title).toBe('官方模板一');
    expect(zh.data.schema!.meta).toMatchObject({ title: '官方模板一', share: { title: '官方模板一' } });
    expect((zh.data.schema!.content.find((n) => n.type === 'diy-graphic-nav')!.props.list as Array<{ title: string }>)[0]!.title).toBe('团购');
    // Stored as sent: the studio edits the translations.
    const row = await withPublish(s.db()).selectFrom('diy_view').selectAll().where('name', '=', 'DIY_VIEW_RANDOM_i18n1').executeTakeFirstOrThrow();
    expect(JSON.stringify(row.source)).toContain('"Groups"');
    expect(JSON.stringify(row.value)).toContain('"Spring sale"');
  });

  it('a NiuShop document without translations is served the same in both languages', async () => {
    const doc = JSON.parse(JSON.stringify(sample('category'))) as NiuShopDoc;
    const pub = await admin.call('/admin/api/diy/publish', { name: 'DIY_VIEW_RANDOM_plain', document: JSON.stringify(doc) });
    expect(pub.code).toBe(0);
    const en = await info('DIY_VIEW_RANDOM_plain', 'en-us');
    const zh = await info('DIY_VIEW_RANDOM_plain', 'zh-cn');
    expect(en.data.value).toBe(zh.data.value);
    expect(en.data.schema).toEqual(zh.data.schema);
    expect(en.data.title).toBe(zh.data.title);
  });

  it('our own page format: meta.i18n and props translations', async () => {
    const page = {
      schemaVersion: 1,
      id: 'diy/x',
      meta: { title: '活动', i18n: { 'en-us': { title: 'Events' } } },
      content: [{ id: 't1', type: 'diy-text', props: { text: '标题', i18n: { 'en-us': { text: 'Heading' } } } }],
    };
    expect((await admin.call('/admin/api/diy/publish', { name: 'DIY_VIEW_RANDOM_own', document: JSON.stringify(page) })).code).toBe(0);
    const en = await info('DIY_VIEW_RANDOM_own', 'en-us');
    const value = en.value as unknown as typeof page;
    expect(value.meta.title).toBe('Events');
    expect(value.content[0]!.props).toMatchObject({ text: 'Heading' });
    expect(value.content[0]!.props).not.toHaveProperty('i18n');
    expect(((await info('DIY_VIEW_RANDOM_own', 'zh-cn')).value as unknown as typeof page).content[0]!.props.text).toBe('标题');
  });

  it('refuses malformed translations at their path, in the request language', async () => {
    const doc = sample('home') as unknown as NiuShopDoc;
    const search = doc.value.findIndex((c) => c.componentName === 'Search');
    doc.value[search]!.i18n = { fr: { title: 'Chercher' } };
    const nav = doc.value.findIndex((c) => c.componentName === 'GraphicNav');
    doc.value[nav]!.list![0]!.i18n = { 'en-us': { title: 5 } };
    const res = await admin.call<Rejection>('/admin/api/diy/publish', { name: 'DIY_VIEW_RANDOM_bad', document: JSON.stringify(doc) });
    expect(res.code).toBe(-1);
    expect(res.data.errors).toEqual(
      expect.arrayContaining([
        { path: `$.value[${search}].i18n.fr`, message: 'not a language of the shop (zh-cn, en-us)' },
        { path: `$.value[${nav}].list[0].i18n["en-us"].title`, message: 'a translation must be text' },
      ]),
    );
  });

  it('the tab bar keeps its translations and serves them per language', async () => {
    const current = await admin.call<{ value: { list: Array<Record<string, unknown>> } }>('/admin/api/diy/bottomnav');
    const value = JSON.parse(JSON.stringify(current.data.value)) as { list: Array<Record<string, unknown>> };
    expect(value.list[0]!.i18n).toEqual({ 'en-us': { text: 'Home' } }); // the studio gets the translations
    value.list[0]!.i18n = { 'en-us': { text: 'Shop' } };
    const pub = await admin.call('/admin/api/diy/bottomnav/publish', { document: JSON.stringify(value) });
    expect(pub.code, JSON.stringify(pub.data)).toBe(0);
    const nav = await s.call<{ value: { list: Array<{ text: string }> } }>('/api/diyview/bottomNav', {}, { lang: 'en-us' });
    expect(nav.data.value.list[0]!.text).toBe('Shop');
    value.list[0]!.i18n = { 'en-us': { text: ['x'] } };
    const bad = await admin.call<Rejection>('/admin/api/diy/bottomnav/publish', { document: JSON.stringify(value) });
    expect(bad.code).toBe(-1);
    expect(bad.data.errors.map((e) => e.path)).toContain('$.list[0].i18n["en-us"].text');
  });
});
