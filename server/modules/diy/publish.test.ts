/**
 * The publishing API (/admin/diy/*): admin auth, NiuShop samples and our format published and
 * read back through /api/diyview/info, refusals listing every problem by JSON path with the
 * current page untouched, limits, rich text stored inert, versions and rollback.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localizeDoc } from '../../../src/diy/i18n.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diyWidgetType } from '../../../src/diy/adapter.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { rotateAdminToken } from '../admin/service.ts';
import { localiseDiyImages } from './images.ts';
import { withPublish } from './queries.ts';
import { adminCaller, counts, readPage, sample, type Published, type Rejection } from './test-helpers.ts';

let s: TestServer;
let admin: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  s = await startTestServer();
  admin = adminCaller(s);
});
afterAll(async () => {
  await s.close();
});

/** A page in our format: a title, a container with a rich text inside, a navigate action, a data source. */
function ourPage(text = 'Hello') {
  return {
    schemaVersion: 1,
    id: 'diy/OURS',
    meta: { title: 'Our page' },
    data: { articles: { api: 'article.lists', params: { page_size: 3 } } },
    content: [
      { id: 'title', type: 'diy-text', props: { text }, on: { click: [{ action: 'navigate', to: '/pages/goods/list?category_id=${state.cat}' }] } },
      { id: 'box', type: 'container', props: { gap: 8 }, slots: { default: [{ id: 'rich', type: 'diy-rich-text', props: { html: '<p>Rich <b>text</b></p>' } }] } },
    ],
  };
}

describe('admin auth', () => {
  it('refuses a missing, malformed or wrong token on every endpoint, before reading parameters, and stores nothing', async () => {
    const before = await counts(s);
    for (const auth of [null, 'Basic abc', 'Bearer ', `Bearer ${'x'.repeat(43)}`]) {
      for (const [p, params] of [
        ['/admin/diy/publish', { name: 'DIY_VIEW_RANDOM_auth', document: JSON.stringify(sample('member')) }],
        ['/admin/diy/publish', {}],
        ['/admin/diy/list', {}],
        ['/admin/diy/versions', { name: 'DIY_VIEW_INDEX' }],
        ['/admin/diy/rollback', { name: 'DIY_VIEW_INDEX' }],
      ] as const) {
        const res = await admin.call(p, params, { auth });
        expect(res, `${p} with ${String(auth)}`).toMatchObject({ code: -1, message: 'missing or invalid admin token', data: null });
      }
    }
    expect((await admin.call('/admin/diy/list', {}, { auth: null, lang: 'zh-cn' })).message).toBe('管理员令牌无效');
    expect(await counts(s)).toEqual(before);
    expect((await readPage(s, 'DIY_VIEW_RANDOM_auth')).res.code).toBe(-1);
  });

  it('/dev/admin-token mints a new token and the previous one stops working', async () => {
    const old = await admin.token();
    expect((await admin.call('/admin/diy/list', {}, { auth: `Bearer ${old}` })).code).toBe(0);
    const fresh = await s.call<{ token: string }>('/dev/admin-token');
    expect(fresh.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await admin.call('/admin/diy/list', {}, { auth: `Bearer ${old}` })).code).toBe(-1);
    expect((await admin.call('/admin/diy/list', {}, { auth: `Bearer ${fresh.data.token}` })).code).toBe(0);
    admin = adminCaller(s);
  });

  it('names missing or invalid parameters once authorised', async () => {
    expect((await admin.call('/admin/diy/publish', { document: '{}' })).message).toBe('Missing parameter name');
    expect((await admin.call('/admin/diy/publish', { name: 'DIY_VIEW_RANDOM_x' })).message).toBe('Missing parameter document');
    expect((await admin.call('/admin/diy/publish', { name: '../etc', document: '{}' })).message).toBe('Parameter name is not valid');
    expect((await admin.call('/admin/diy/versions', {})).message).toBe('Missing parameter name');
    expect((await admin.call('/admin/diy/rollback', { name: 'DIY_VIEW_INDEX', version: 0 })).message).toBe('Parameter version is out of range');
  });
});

describe('publishing NiuShop documents', () => {
  it.each(['home', 'member', 'category'] as const)('the %s sample is published as a custom page and read back in both shapes', async (which) => {
    const name = `DIY_VIEW_RANDOM_${which}`;
    const doc = sample(which);
    const res = await admin.call<Published>('/admin/diy/publish', { name, document: JSON.stringify(doc) });
    expect(res.code, JSON.stringify(res.data)).toBe(0);
    expect(res.data).toMatchObject({ name, version: 1, format: 'niushop', nodes: doc.value.length, title: doc.global.title, warnings: [] });

    const { res: info, value, schema } = await readPage(s, name);
    expect(info.data).toMatchObject({ name, type: 'DIY_PAGE', is_default: 1, version: 1, title: doc.global.title });
    // NiuShop clients: the document they know, minus components of addons the shop lacks, with
    // NiuShop's own static images (addon/…, public/…) pointing at local copies (images.test.ts).
    const v = value as typeof doc;
    // Its texts in the request's language: the translations beside them are not sent (i18n.test.ts).
    expect(v.global).toEqual(localizeDoc(localiseDiyImages(doc.global).doc, 'zh-cn'));
    const kept = doc.value.filter((c) => String(c.addonName) !== 'pintuan'); // the demo shop has no pintuan addon
    expect(v.value.map((c) => c.componentName)).toEqual(kept.map((c) => c.componentName));
    // Our client: the validated page, defaults filled, same components.
    expect(schema).toMatchObject({ schemaVersion: 1, id: `diy/${name}` });
    expect(schema!.content.map((n) => n.type)).toEqual(kept.map((c) => diyWidgetType(c.componentName)));
  });

  it('accepts the template file shape {title, name, value} and a JSON body with the document as an object', async () => {
    const row = { title: 'From the row', name: 'IGNORED', value: sample('member') };
    const res = await admin.call<Published>('/admin/diy/publish', { name: 'DIY_VIEW_RANDOM_row', document: JSON.stringify(row) });
    expect(res.data).toMatchObject({ version: 1, format: 'niushop', title: '会员中心' });

    const token = await admin.token();
    const inj = await s.app.inject({
      method: 'POST',
      url: '/admin/diy/publish',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { name: 'DIY_VIEW_RANDOM_json', title: 'JSON body', document: sample('category'), lang: 'en-us' },
    });
    expect(JSON.parse(inj.body)).toMatchObject({ code: 0, data: { name: 'DIY_VIEW_RANDOM_json', title: 'JSON body', version: 1, format: 'niushop' } });
  });

  it('republishing the seeded home page makes version 2, and both versions are kept', async () => {
    const res = await admin.call<Published>('/admin/diy/publish', { name: 'DIY_VIEW_INDEX', document: JSON.stringify(sample('home')), title: '店铺首页' });
    expect(res.data).toMatchObject({ version: 2, title: '店铺首页' });
    const info = await readPage(s, 'DIY_VIEW_INDEX');
    expect(info.res.data).toMatchObject({ type: 'DIY_VIEW_INDEX', version: 2 });
    expect(info.schema?.content[0]?.type).toBe('diy-search');
    const versions = await admin.call<{ current: number; list: Array<{ version: number; note: string; current: boolean }> }>('/admin/diy/versions', { name: 'DIY_VIEW_INDEX' });
    expect(versions.data.current).toBe(2);
    expect(versions.data.list.map((v) => [v.version, v.note, v.current])).toEqual([
      [2, 'publish', true],
      [1, 'seed: NiuShop sample', false],
    ]);
  });
});

describe('publishing our format', () => {
  it('stores the validated page with defaults filled and serves it as value', async () => {
    const res = await admin.call<Published>('/admin/diy/publish', { name: 'DIY_VIEW_RANDOM_ours', document: JSON.stringify(ourPage()) });
    expect(res.data).toMatchObject({ version: 1, format: 'page', nodes: 3, title: 'Our page' });
    const { res: info, value, schema } = await readPage(s, 'DIY_VIEW_RANDOM_ours');
    expect(info.code).toBe(0);
    expect(schema).toBeUndefined();
    const page = value as ReturnType<typeof ourPage> & { content: Array<{ props: Record<string, unknown> }> };
    expect(page.schemaVersion).toBe(1);
    expect(page.content[0]!.props).toMatchObject({ text: 'Hello', fontSize: 16, style: 'style-0' });
    expect(page.data.articles).toMatchObject({ api: 'article.lists', load: 'critical' });
  });
});

describe('the common diy fields (src/diy/common.schema.json, named by $ref in every diy widget)', () => {
  const name = 'DIY_VIEW_RANDOM_common';
  const COMMON_DEFAULTS = {
    pageBgColor: '', textColor: '#303133', componentBgColor: '', componentAngle: 'round', topAroundRadius: 0, bottomAroundRadius: 0,
    elementBgColor: '', elementAngle: 'round', topElementAroundRadius: 0, bottomElementAroundRadius: 0, margin: { top: 0, bottom: 0, both: 0 },
  };
  const page = (props: Record<string, unknown>[]) => ({
    schemaVersion: 1, id: 'x', meta: { title: 'T' },
    content: props.map((p, i) => ({ id: `n${i}`, type: i === 1 ? 'diy-payment-qrcode' : 'diy-horz-line', props: p })),
  });

  it("fills their defaults (a widget's own default beside the $ref wins) and accepts what they allow", async () => {
    const ok = page([{}, {}, { componentAngle: 'right', topAroundRadius: '8', bottomElementAroundRadius: 12, margin: [], addonName: 'x'.repeat(60) }]);
    const res = await admin.call<Published>('/admin/diy/publish', { name, document: JSON.stringify(ok) });
    expect(res.code, JSON.stringify(res.data)).toBe(0);
    const row = await withPublish(s.db()).selectFrom('diy_view').select(['value']).where('name', '=', name).executeTakeFirstOrThrow();
    const stored = (row.value as { content: Array<{ props: Record<string, unknown> }> }).content.map((n) => n.props);
    expect(stored[0]).toMatchObject({ ...COMMON_DEFAULTS, addonName: '', color: '#303133', borderStyle: 'solid' });
    expect(stored[1]).toMatchObject({ ...COMMON_DEFAULTS, addonName: 'store' });
    expect(stored[2]).toMatchObject({ componentAngle: 'right', topAroundRadius: '8', bottomElementAroundRadius: 12, margin: [], textColor: '#303133' });
  });

  it('refuses what they refuse, with the same paths and messages, and stores nothing', async () => {
    const bad = page([
      { componentAngle: 'x'.repeat(21), textColor: 42, topAroundRadius: true },
      { margin: { top: 'x'.repeat(21), both: {} }, addonName: 'x'.repeat(61) },
      { elementAngle: ['round'], pageBgColor: 'x'.repeat(101), margin: [0] },
    ]);
    const res = await admin.call<Rejection>('/admin/diy/publish', { name, document: JSON.stringify(bad) });
    expect(res.code).toBe(-1);
    expect(Object.fromEntries(res.data.errors.map((e) => [e.path, e.message]))).toEqual({
      '$.content[0].props.componentAngle': 'longer than 20 characters',
      '$.content[0].props.textColor': 'must be string',
      '$.content[0].props.topAroundRadius': 'must be number | string',
      '$.content[1].props.margin.top': 'longer than 20 characters',
      '$.content[1].props.margin.both': 'must be number | string',
      '$.content[1].props.addonName': 'longer than 60 characters',
      '$.content[2].props.elementAngle': 'must be string',
      '$.content[2].props.pageBgColor': 'longer than 100 characters',
      '$.content[2].props.margin': 'more than 0 items',
    });
    expect((await readPage(s, name)).res.data.version).toBe(1);
  });
});

describe('components this build does not know', () => {
  const name = 'DIY_VIEW_RANDOM_unknown';

  it('are stored with one warning each and left out of what the shop gets; invalid props of known components still refuse', async () => {
    const doc = sample('member');
    doc.value.splice(1, 0, { id: 'mystery1', componentName: 'MysteryBox', addonName: '', colour: '#f00', list: [{ link: { wap_url: '/pages/goods/list' } }] });
    doc.value.push({ id: 'mystery2', componentName: 'OtherThing' });
    const res = await admin.call<Published & { unknown_types: string[] }>('/admin/diy/publish', { name, document: JSON.stringify(doc), lang: 'zh-cn' });
    expect(res.code, JSON.stringify(res.data)).toBe(0);
    expect(res.data.nodes).toBe(doc.value.length);
    expect(res.data.unknown_types).toEqual(['diy-mystery-box', 'diy-other-thing']);
    expect(res.data.warnings).toEqual([
      { path: '$.value[1].componentName', message: '本店没有组件类型“diy-mystery-box”：已原样保存，店铺不显示它' },
      { path: `$.value[${doc.value.length - 1}].componentName`, message: '本店没有组件类型“diy-other-thing”：已原样保存，店铺不显示它' },
    ]);
    // Stored: the NiuShop document as sent, and our page with the nodes (the next build may know them).
    const row = await withPublish(s.db()).selectFrom('diy_view').select(['value', 'source']).where('name', '=', name).executeTakeFirstOrThrow();
    const stored = row.value as { content: Array<{ id: string; type: string; props: Record<string, unknown> }> };
    expect(stored.content.find((n) => n.id === 'mystery1')).toMatchObject({ type: 'diy-mystery-box', props: { colour: '#f00' } });
    expect((row.source as { value: Array<{ componentName: string }> }).value.map((c) => c.componentName)).toContain('OtherThing');
    // The shop: our client's page leaves them out; NiuShop clients get their document (they skip what they lack).
    const { schema, value } = await readPage(s, name);
    expect(schema!.content.map((n) => n.id)).not.toContain('mystery1');
    expect(schema!.content.map((n) => n.type)).not.toContain('diy-other-thing');
    expect(schema!.content).toHaveLength(doc.value.length - 2);
    expect((value as { value: Array<{ componentName: string }> }).value.map((c) => c.componentName)).toContain('MysteryBox');

    // Their links are still checked, and a known component's bad props still refuse the page.
    const bad = sample('member');
    bad.value.push({ id: 'mystery3', componentName: 'MysteryBox', link: { wap_url: 'javascript:alert(1)' } });
    bad.value[1]!.text = 42;
    delete bad.value[1]!.i18n; // (its English text would be a problem of its own, i18n.test.ts)
    const refused = await admin.call<Rejection>('/admin/diy/publish', { name, document: JSON.stringify(bad) });
    expect(refused.code).toBe(-1);
    expect(refused.data.errors.map((e) => e.path).sort()).toEqual(['$.value[1].text', `$.value[${bad.value.length - 1}].link.wap_url`]);
    expect(refused.data.unknown_types).toEqual(['diy-mystery-box']);
    expect((await readPage(s, name)).res.data.version).toBe(1);
  });

  it('our format: kept, warned, and not in the answered page', async () => {
    const page = { schemaVersion: 1, id: 'x', meta: { title: 'T' }, content: [{ id: 'a', type: 'diy-text', props: { text: 'Hi' } }, { id: 'b', type: 'diy-nonsense', props: { x: 1 } }] };
    const res = await admin.call<Published>('/admin/diy/publish', { name: 'DIY_VIEW_RANDOM_unknown2', document: JSON.stringify(page) });
    expect(res.code, JSON.stringify(res.data)).toBe(0);
    expect(res.data.warnings.map((w) => w.path)).toEqual(['$.content[1].type']);
    const { value } = await readPage(s, 'DIY_VIEW_RANDOM_unknown2');
    expect((value as typeof page).content.map((n) => n.id)).toEqual(['a']);
  });
});

describe('refusals', () => {
  const name = 'DIY_VIEW_RANDOM_refuse';

  it('lists every problem by JSON path and leaves the published page as it was', async () => {
    expect((await admin.call<Published>('/admin/diy/publish', { name, document: JSON.stringify(ourPage('Version one')) })).code).toBe(0);
    const before = await readPage(s, name);
    const stored = await counts(s);

    const bad = ourPage('Version two') as unknown as { content: Array<Record<string, unknown>>; data: Record<string, unknown> };
    bad.content[0]!.props = { text: 42, link: { name: 'X', wap_url: 'javascript:alert(1)' } };
    bad.content.push({ id: 'title', type: 'diy-nonsense', props: {} });
    bad.content.push({ id: 'img', type: 'diy-image-ads', props: { list: [{ imageUrl: 'javascript:alert(1)', link: { wap_url: '//evil.example/x' } }, { link: { wap_url: '/pages/nowhere?x=1' } }] } });
    bad.content.push({ id: 'go', type: 'diy-text', on: { click: [{ action: 'navigate', to: 'data:text/html,<script>alert(1)</script>' }, { action: 'eval', code: 'x' }, { action: 'request', api: 'evil.call' }] } });
    bad.data.x = { api: 'not.registered' };
    const res = await admin.call<Rejection>('/admin/diy/publish', { name, document: JSON.stringify(bad) });
    expect(res.code).toBe(-1);
    const paths = res.data.errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '$.content[0].props.text',
        '$.content[0].props.link.wap_url',
        '$.content[2].id',
        '$.content[3].props.list[0].imageUrl',
        '$.content[3].props.list[0].link.wap_url',
        '$.content[3].props.list[1].link.wap_url',
        '$.content[4].on.click[0].to',
        '$.content[4].on.click[1].action',
        '$.content[4].on.click[2].api',
        '$.data.x.api',
      ]),
    );
    expect(res.message).toBe(`the page was not published: ${res.data.errors.length} problem(s)`);
    expect(res.data.unknown_types).toEqual(['diy-nonsense']);
    // An unknown type is a warning, not a problem: the page is refused for the others.
    expect(paths).not.toContain('$.content[2].type');
    expect(res.data.warnings).toContainEqual({ path: '$.content[2].type', message: 'widget type "diy-nonsense" is not known here: kept as it is, and the shop does not show it' });
    const byPath = Object.fromEntries(res.data.errors.map((e) => [e.path, e.message]));
    expect(byPath['$.content[3].props.list[1].link.wap_url']).toBe('link "/pages/nowhere?x=1" is not a route of the shop');
    expect(byPath['$.content[0].props.text']).toBe('must be string');

    // Nothing stored: same rows, same page, same version.
    expect(await counts(s)).toEqual(stored);
    const after = await readPage(s, name);
    expect(after.res.data.version).toBe(1);
    expect(after.value).toEqual(before.value);
  });

  it('answers in the request language', async () => {
    const res = await admin.call<Rejection>('/admin/diy/publish', { name, document: JSON.stringify({ global: {}, value: [{ id: 'a', componentName: 'Text', text: 42 }] }) }, { lang: 'zh-cn' });
    expect(res.message).toBe('页面未发布：发现 1 个问题');
    expect(res.data.errors).toEqual([{ path: '$.value[0].text', message: '类型应为 string' }]);
  });

  it('reports NiuShop problems by paths into the NiuShop document', async () => {
    const doc = sample('home');
    (doc.value[1]!.list as Array<{ link: { wap_url: string } }>)[0]!.link.wap_url = 'javascript:alert(document.cookie)';
    (doc.value[2]!.list as Array<{ link: { wap_url: string } }>)[1]!.link.wap_url = '/pages/unknown/page';
    doc.value[4]!.text = 42;
    delete doc.value[4]!.i18n; // (its English text would be a problem of its own, i18n.test.ts)
    doc.value.push({ id: 'zz', componentName: 'SuperWidget' });
    const res = await admin.call<Rejection>('/admin/diy/publish', { name, document: JSON.stringify(doc) });
    expect(res.code).toBe(-1);
    expect(res.data.errors.map((e) => e.path).sort()).toEqual(['$.value[1].list[0].link.wap_url', '$.value[2].list[1].link.wap_url', '$.value[4].text'].sort());
    expect(res.data.warnings.map((e) => e.path)).toEqual(['$.value[12].componentName']);
    expect(res.data.unknown_types).toEqual(['diy-super-widget']);
    expect((await readPage(s, name)).res.data.version).toBe(1);
  });

  it('refuses what is not a document', async () => {
    for (const [document, message] of [
      ['{not json', 'not valid JSON'],
      ['[1,2,3]', "not a page document: expected NiuShop's {global, value: [components]} or a page with schemaVersion"],
      ['"just a string"', "not a page document: expected NiuShop's {global, value: [components]} or a page with schemaVersion"],
      [JSON.stringify({ schemaVersion: 7, id: 'x', content: [] }), 'schemaVersion 7 is not supported (current: 1)'],
    ] as const) {
      const res = await admin.call<Rejection>('/admin/diy/publish', { name, document });
      expect(res.code, document).toBe(-1);
      expect(res.data.errors[0]!.message, document).toBe(message);
    }
    expect((await readPage(s, name)).res.data.version).toBe(1);
  });
});

describe('limits', () => {
  const name = 'DIY_VIEW_RANDOM_limits';

  it('refuses oversized documents, too many widgets, deep nesting and huge arrays', async () => {
    const huge = { global: { title: 'x'.repeat(600 * 1024) }, value: [] };
    let res = await admin.call<Rejection>('/admin/diy/publish', { name, document: JSON.stringify(huge) });
    expect(res.data.errors).toEqual([{ path: '$', message: `the document is ${JSON.stringify(huge).length} bytes; the limit is 524288` }]);

    const many = { global: {}, value: Array.from({ length: 501 }, (_, i) => ({ id: `b${i}`, componentName: 'HorzBlank', height: 1 })) };
    res = await admin.call<Rejection>('/admin/diy/publish', { name, document: JSON.stringify(many) });
    expect(res.data.errors).toContainEqual({ path: '$.value', message: '501 components; only the first 500 are kept' });

    let deep: Record<string, unknown> = { end: true };
    for (let i = 0; i < 60; i++) deep = { d: deep };
    res = await admin.call<Rejection>('/admin/diy/publish', { name, document: JSON.stringify({ global: {}, value: [{ id: 'a', componentName: 'RichText', html: '', deep }] }) });
    expect(res.code).toBe(-1);
    expect(res.data.errors.some((e) => e.path.startsWith('$.value[0].deep') && /nested deeper than/.test(e.message))).toBe(true);

    res = await admin.call<Rejection>('/admin/diy/publish', { name, document: JSON.stringify({ global: {}, value: [{ id: 'a', componentName: 'ImageAds', list: Array.from({ length: 300 }, () => ({ imageUrl: '' })) }] }) });
    expect(res.data.errors).toContainEqual({ path: '$.value[0].list', message: '300 items; the limit is 200' });

    const nested = (depth: number): Record<string, unknown> => ({ id: `n${depth}`, type: 'container', slots: depth > 1 ? { default: [nested(depth - 1)] } : {} });
    res = await admin.call<Rejection>('/admin/diy/publish', { name, document: JSON.stringify({ schemaVersion: 1, id: 'deep', content: [nested(10)] }) });
    expect(res.data.errors).toContainEqual({ path: '$.content[0].slots.default[0].slots.default[0].slots.default[0].slots.default[0].slots.default[0].slots.default[0].slots.default[0].slots.default[0]', message: 'widgets nested deeper than 8 levels' });

    // Thousands of levels (well under the size limit) are refused before anything recursive runs.
    let text = '{"id":"leaf","type":"container"}';
    for (let i = 0; i < 3000; i++) text = `{"id":"n${i}","type":"container","slots":{"default":[${text}]}}`;
    res = await admin.call<Rejection>('/admin/diy/publish', { name, document: `{"schemaVersion":1,"id":"x","content":[${text}]}` });
    expect(res.code).toBe(-1);
    expect(res.data.errors).toHaveLength(1);
    expect(res.data.errors[0]!.message).toBe('nested deeper than 48 levels');

    expect((await readPage(s, name)).res.code).toBe(-1);
  });

  it('refuses prototype keys and NUL characters (PostgreSQL would refuse them too)', async () => {
    const text = '{"global":{"title":"p"},"value":[{"id":"a","componentName":"Text","text":"x","__proto__":{"polluted":1},"more":{"constructor":{"prototype":{"x":1}}}},{"id":"b","componentName":"Text","text":"nul\\u0000here"}]}';
    const res = await admin.call<Rejection>('/admin/diy/publish', { name, document: text });
    expect(res.data.errors.map((e) => e.path).sort()).toEqual(['$.value[0].__proto__', '$.value[0].more.constructor', '$.value[1].text'].sort());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('rich text', () => {
  it('is sanitised on the server and stored inert in both shapes; the answer says what was removed', async () => {
    const html = '<p onclick="steal()">Hi <script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">a</a><a href="/pages/goods/list">ok</a><iframe src="https://evil.example"></iframe><span style="background:url(javascript:x);color:red">c</span></p>';
    const doc = { global: { title: 'Rich' }, value: [{ id: 'r', componentName: 'RichText', html }] };
    const res = await admin.call<Published>('/admin/diy/publish', { name: 'DIY_VIEW_RANDOM_rich', document: JSON.stringify(doc) });
    expect(res.code).toBe(0);
    expect(res.data.warnings).toHaveLength(1);
    expect(res.data.warnings[0]!.path).toBe('$.value[0].html');
    expect(res.data.warnings[0]!.message).toMatch(/^rich text sanitised; removed: .*onclick.*<script>.*onerror.*href javascript:alert\(3\).*<iframe>/);
    const { value, schema } = await readPage(s, 'DIY_VIEW_RANDOM_rich');
    const niushopHtml = ((value as { value: Array<{ html: string }> }).value[0]!).html;
    const ourHtml = String(schema!.content[0]!.props.html);
    for (const h of [niushopHtml, ourHtml]) {
      expect(h).toBe('<p>Hi <img src="x.png" /><a>a</a><a href="/pages/goods/list">ok</a><span style="color:red">c</span></p>');
    }
  });
});

describe('versions and rollback', () => {
  const name = 'DIY_VIEW_RANDOM_history';
  const titleOf = async () => (await readPage(s, name)).res.data.title;

  it('lists versions newest first, rolls back to the previous one by default and to any version by number', async () => {
    for (const t of ['one', 'two', 'three']) {
      expect((await admin.call<Published>('/admin/diy/publish', { name, title: t, document: JSON.stringify(ourPage(t)) })).data.version).toBeGreaterThan(0);
    }
    expect(await titleOf()).toBe('three');

    let res = await admin.call<Published>('/admin/diy/rollback', { name });
    expect(res.data).toMatchObject({ name, version: 4, restored_from: 2, title: 'two' });
    let page = (await readPage(s, name)).value as { content: Array<{ props: { text: string } }> };
    expect(page.content[0]!.props.text).toBe('two');

    res = await admin.call<Published>('/admin/diy/rollback', { name, version: 1 });
    expect(res.data).toMatchObject({ version: 5, restored_from: 1 });
    page = (await readPage(s, name)).value as typeof page;
    expect(page.content[0]!.props.text).toBe('one');

    const versions = await admin.call<{ current: number; list: Array<{ version: number; restored_from: number | null; note: string; title: string; current: boolean }> }>('/admin/diy/versions', { name });
    expect(versions.data.current).toBe(5);
    expect(versions.data.list.map((v) => [v.version, v.restored_from, v.note, v.title, v.current])).toEqual([
      [5, 1, 'rollback to v1', 'one', true],
      [4, 2, 'rollback to v2', 'two', false],
      [3, null, 'publish', 'three', false],
      [2, null, 'publish', 'two', false],
      [1, null, 'publish', 'one', false],
    ]);

    const list = await admin.call<Array<{ name: string; version: number; versions: number; format: string; title: string }>>('/admin/diy/list');
    expect(list.data.find((p) => p.name === name)).toMatchObject({ version: 5, versions: 5, format: 'page', title: 'one' });
    expect(list.data.find((p) => p.name === 'DIY_VIEW_MEMBER_INDEX')).toMatchObject({ version: 1, versions: 1, format: 'niushop' });
  });

  it('refuses rolling back to the current, a missing or a nonexistent earlier version, or an unknown page', async () => {
    expect((await admin.call('/admin/diy/rollback', { name, version: 5 })).message).toBe('version 5 is already the current one');
    expect((await admin.call('/admin/diy/rollback', { name, version: 99 })).message).toBe(`page ${name} has no version 99`);
    expect((await admin.call('/admin/diy/rollback', { name: 'DIY_VIEW_RANDOM_none' })).message).toBe('there is no diy page named DIY_VIEW_RANDOM_none');
    expect((await admin.call('/admin/diy/versions', { name: 'DIY_VIEW_RANDOM_none' })).message).toBe('there is no diy page named DIY_VIEW_RANDOM_none');
    expect((await admin.call('/admin/diy/rollback', { name: 'DIY_VIEW_MEMBER_INDEX' })).message).toBe('page DIY_VIEW_MEMBER_INDEX has no earlier version to roll back to');
  });

  it('rolls back to a seeded raw NiuShop version, which is converted and checked like a new publish', async () => {
    const doc = sample('member');
    doc.value = doc.value.slice(0, 2);
    expect((await admin.call<Published>('/admin/diy/publish', { name: 'DIY_VIEW_MEMBER_INDEX', document: JSON.stringify(doc) })).data.version).toBe(2);
    const res = await admin.call<Published>('/admin/diy/rollback', { name: 'DIY_VIEW_MEMBER_INDEX' });
    expect(res.data).toMatchObject({ version: 3, restored_from: 1, format: 'niushop', nodes: sample('member').value.length });
    const { value, schema } = await readPage(s, 'DIY_VIEW_MEMBER_INDEX');
    expect((value as { value: unknown[] }).value).toHaveLength(sample('member').value.length);
    expect(schema!.content).toHaveLength(sample('member').value.length);
  });

  it('refuses to restore a version that no longer passes the checks, and changes nothing', async () => {
    // A version stored before a rule existed (written directly, as an older server might have).
    const row = await s.db().selectFrom('diy_view').select(['id', 'version']).where('name', '=', name).executeTakeFirstOrThrow();
    const bad = ourPage('old');
    (bad.content[0] as { props: Record<string, unknown> }).props.link = { wap_url: 'javascript:alert(1)' };
    await s.db().insertInto('diy_view_version').values({ diy_id: row.id, version: 100, value: JSON.stringify(bad) as never, note: 'legacy', create_time: 1 }).execute();
    const res = await admin.call<Rejection>('/admin/diy/rollback', { name, version: 100 });
    expect(res.code).toBe(-1);
    expect(res.message).toBe('version 100 no longer passes the checks (1 problem(s)); nothing changed');
    expect(res.data.errors).toEqual([{ path: '$.content[0].props.link.wap_url', message: 'link "javascript:alert(1)" is neither a shop route nor an http(s) URL' }]);
    expect((await readPage(s, name)).res.data.version).toBe(5);
  });
});

describe('/api/diyview/info for published custom pages', () => {
  it('finds a page by name whatever its is_default, and by id', async () => {
    await s.db().updateTable('diy_view').set({ is_default: 0 }).where('name', '=', 'DIY_VIEW_RANDOM_member').execute();
    const { res } = await readPage(s, 'DIY_VIEW_RANDOM_member');
    expect(res.code).toBe(0);
    expect((await s.call<{ name: string }>('/api/diyview/info', { id: res.data.id })).data.name).toBe('DIY_VIEW_RANDOM_member');
  });
});

describe('in production mode', () => {
  it('/dev/admin-token is not found; publishing works with the admin token', async () => {
    const p = await startTestServer({ mode: 'production' });
    try {
      const res = await p.app.inject({ method: 'GET', url: '/dev/admin-token?lang=en-us' });
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body)).toMatchObject({ code: -1, message: 'No such API: /dev/admin-token', data: null });
      const token = await rotateAdminToken(p.db(), 1);
      const published = await p.call<Published>('/admin/diy/publish', { name: 'DIY_VIEW_RANDOM_prod', document: JSON.stringify(sample('category')) }, { lang: 'en-us', headers: { authorization: `Bearer ${token}` } });
      expect(published.data).toMatchObject({ name: 'DIY_VIEW_RANDOM_prod', version: 1 });
    } finally {
      await p.close();
    }
  });
});

describe('services.diyPublished', () => {
  it('hears every publish and rollback by page name', async () => {
    const heard: string[] = [];
    (s.services.diyPublished ??= []).push((n) => heard.push(n));
    await admin.call('/admin/diy/publish', { name: 'DIY_VIEW_RANDOM_heard', document: JSON.stringify(sample('category')) });
    await admin.call('/admin/diy/publish', { name: 'DIY_VIEW_RANDOM_heard', document: JSON.stringify(sample('member')) });
    await admin.call('/admin/diy/publish', { name: 'DIY_VIEW_RANDOM_heard', document: '{bad' });
    await admin.call('/admin/diy/rollback', { name: 'DIY_VIEW_RANDOM_heard' });
    expect(heard).toEqual(['DIY_VIEW_RANDOM_heard', 'DIY_VIEW_RANDOM_heard', 'DIY_VIEW_RANDOM_heard']);
  });
});

describe('the first render of a published page', () => {
  it('shows a page published or rolled back on this instance at once, with the public cache on (development mode)', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'diy-fresh-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-init--></body></html>');
    const d = await startTestServer({ mode: 'development', distDir: dist });
    try {
      const a = adminCaller(d);
      const name = 'DIY_VIEW_RANDOM_fresh';
      /** The text of the page's first widget as the server inlines it for the first render. */
      const inlined = async (): Promise<unknown> => {
        const html = (await d.app.inject({ method: 'GET', url: `/h5/pages_tool/index/diy?name=${name}` })).body;
        const init = JSON.parse(/<script id="__INIT__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { page?: { schema?: { content?: Array<{ props?: { text?: string } }> } } };
        return init.page?.schema?.content?.[0]?.props?.text ?? null;
      };
      expect(await inlined()).toBeNull(); // no such page yet (and that answer is cached)
      expect((await a.call('/admin/diy/publish', { name, document: JSON.stringify(ourPage('First')) })).code).toBe(0);
      expect(await inlined()).toBe('First');
      expect((await a.call('/admin/diy/publish', { name, document: JSON.stringify(ourPage('Second')) })).code).toBe(0);
      expect(await inlined()).toBe('Second');
      expect((await a.call('/admin/diy/rollback', { name })).code).toBe(0);
      expect(await inlined()).toBe('First');
    } finally {
      await d.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
