/**
 * The studio's pages API: the list (system pages, status, last publish, versions), create,
 * duplicate, rename, delete (not system pages), drafts kept on the server (with a stale-draft
 * check), publishing a draft with exactly the publishing API's problems, versions with a readable
 * diff and rollback, and the tab bar's draft and publish. Calls go with the CLI's bearer token and,
 * for one journey, with a studio session (cookie + CSRF header).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { adminCaller, readPage, sample, type Published, type Rejection } from './test-helpers.ts';
import type { StudioPage } from './studio.ts';
import { withPublish } from './queries.ts';
import type { Change } from './diff.ts';

let s: TestServer;
let admin: ReturnType<typeof adminCaller>;
let clock = 1_800_000_000;
beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
  admin = adminCaller(s);
});
afterAll(async () => {
  await s.close();
});

const pages = async () => (await admin.call<StudioPage[]>('/admin/api/diy/pages')).data;
const page = async (name: string) => (await pages()).find((p) => p.name === name);

describe('the list', () => {
  it('shows the system pages first, with kind, status, version, versions and last publish', async () => {
    const list = await pages();
    expect(list.slice(0, 3).map((p) => [p.name, p.kind, p.system, p.status])).toEqual([
      ['DIY_VIEW_INDEX', 'home', true, 'published'],
      ['DIY_VIEW_GOODS_CATEGORY', 'category', true, 'published'],
      ['DIY_VIEW_MEMBER_INDEX', 'member', true, 'published'],
    ]);
    const home = list[0]!;
    expect(home).toMatchObject({ version: 1, versions: 1, has_draft: false, draft_time: 0 });
    expect(home.last_publish).toBeGreaterThan(0);
  });
});

describe('a page made in the studio', () => {
  it('is unpublished (not in the shop) until its draft is published; the draft is then dropped', async () => {
    clock += 10;
    const made = await admin.call<{ id: number; name: string }>('/admin/api/diy/pages/create', { title: 'Spring sale', kind: 'topic' });
    expect(made.code).toBe(0);
    const name = made.data.name;
    expect(name).toMatch(/^DIY_VIEW_RANDOM_[0-9a-f]{16}$/);
    expect(await page(name)).toMatchObject({ title: 'Spring sale', kind: 'topic', system: false, status: 'unpublished', version: 0, versions: 0, last_publish: 0, has_draft: true });
    expect((await readPage(s, name)).res).toMatchObject({ code: -1, data: null });

    const draft = await admin.call<{ document: Record<string, unknown>; has_draft: boolean; draft_time: number; status: string }>('/admin/api/diy/draft', { name });
    expect(draft.data).toMatchObject({ document: { global: { title: 'Spring sale' }, value: [] }, has_draft: true, status: 'unpublished' });

    const doc = sample('member');
    clock += 10;
    const saved = await admin.call<{ draft_time: number }>('/admin/api/diy/draft/save', { name, document: JSON.stringify(doc), draft_time: draft.data.draft_time });
    expect(saved).toMatchObject({ code: 0, data: { draft_time: clock } });
    expect((await admin.call<{ document: unknown }>('/admin/api/diy/draft', { name })).data.document).toEqual(doc);
    // Still not in the shop.
    expect((await readPage(s, name)).res.code).toBe(-1);

    clock += 10;
    const pub = await admin.call<Published>('/admin/api/diy/draft/publish', { name, note: 'first' });
    expect(pub).toMatchObject({ code: 0, data: { name, version: 1, title: 'Spring sale', format: 'niushop' } });
    const shown = await readPage(s, name);
    expect(shown.res).toMatchObject({ code: 0, data: { title: 'Spring sale', version: 1, type: 'DIY_TOPIC' } });
    expect(await page(name)).toMatchObject({ status: 'published', version: 1, versions: 1, last_publish: clock, has_draft: false });
    // Without a draft there is nothing to publish.
    expect(await admin.call('/admin/api/diy/draft/publish', { name })).toMatchObject({ code: -1, message: `${name} has no draft to publish` });
  });

  it('refuses a stale draft save and keeps the newer draft', async () => {
    const made = (await admin.call<{ name: string }>('/admin/api/diy/pages/create', { title: 'Two tabs' })).data;
    const first = (await admin.call<{ draft_time: number }>('/admin/api/diy/draft', { name: made.name })).data.draft_time;
    const a = await admin.call<{ draft_time: number }>('/admin/api/diy/draft/save', { name: made.name, document: { global: { title: 'A' }, value: [] }, draft_time: first });
    expect(a.code).toBe(0);
    expect(a.data.draft_time).toBeGreaterThan(first);
    const b = await admin.call('/admin/api/diy/draft/save', { name: made.name, document: { global: { title: 'B' }, value: [] }, draft_time: first });
    expect(b).toMatchObject({ code: -1, data: { draft_time: a.data.draft_time } });
    expect((await admin.call<{ document: { global: { title: string } } }>('/admin/api/diy/draft', { name: made.name })).data.document.global.title).toBe('A');
    // Without draft_time the save simply wins.
    expect((await admin.call('/admin/api/diy/draft/save', { name: made.name, document: { global: { title: 'C' }, value: [] } })).code).toBe(0);
    // A draft must be a JSON object.
    for (const document of ['[1,2]', 'not json', '"text"']) {
      expect((await admin.call('/admin/api/diy/draft/save', { name: made.name, document })).code, document).toBe(-1);
    }
    expect((await admin.call('/admin/api/diy/draft/save', { name: 'DIY_VIEW_RANDOM_nope', document: '{}' })).message).toBe('there is no diy page named DIY_VIEW_RANDOM_nope');
  });
});

describe('publishing a draft', () => {
  it('finds exactly the problems the publishing API finds, stores nothing and keeps the draft', async () => {
    const doc = sample('home');
    const comps = doc.value;
    const nav = comps.find((c) => c.componentName === 'GraphicNav') as { list: Array<{ link: { wap_url: string } }> };
    nav.list[0]!.link.wap_url = 'javascript:alert(1)';
    const ads = comps.find((c) => c.componentName === 'ImageAds') as { list: Array<{ link: { wap_url: string } }> };
    ads.list[0]!.link.wap_url = '/pages/nowhere/at-all';
    const name = (await admin.call<{ name: string }>('/admin/api/diy/pages/create', { title: 'Broken', document: JSON.stringify(doc) })).data.name;

    const viaDraft = await admin.call<Rejection>('/admin/api/diy/draft/publish', { name });
    const viaApi = await admin.call<Rejection>('/admin/api/diy/publish', { name, document: JSON.stringify(doc) });
    expect(viaDraft.code).toBe(-1);
    expect(viaDraft.message).toMatch(/^the page was not published: \d+ problem/);
    expect(viaDraft.data.errors.length).toBeGreaterThanOrEqual(2);
    expect(viaDraft.data).toEqual(viaApi.data);
    const at = (c: unknown) => `$.value[${comps.indexOf(c as (typeof comps)[number])}].list[0].link.wap_url`;
    expect(viaDraft.data.errors.map((e) => e.path)).toEqual(expect.arrayContaining([at(nav), at(ads)]));
    expect(await page(name)).toMatchObject({ status: 'unpublished', version: 0, has_draft: true });
  });
});

describe('duplicate, rename, delete', () => {
  it('duplicates a system page as an unpublished custom page holding its document', async () => {
    const copy = await admin.call<{ name: string }>('/admin/api/diy/pages/duplicate', { name: 'DIY_VIEW_INDEX' });
    expect(copy.code).toBe(0);
    const row = await page(copy.data.name);
    expect(row).toMatchObject({ kind: 'custom', system: false, status: 'unpublished', title: '店铺首页 (copy)' });
    const home = await withPublish(s.db()).selectFrom('diy_view').select(['source', 'value']).where('name', '=', 'DIY_VIEW_INDEX').executeTakeFirstOrThrow();
    const draft = await admin.call<{ document: unknown }>('/admin/api/diy/draft', { name: copy.data.name });
    expect(draft.data.document).toEqual(home.source ?? home.value);
    const zh = await admin.call<{ name: string }>('/admin/api/diy/pages/duplicate', { name: 'DIY_VIEW_INDEX' }, { lang: 'zh-cn' });
    expect((await page(zh.data.name))?.title).toBe('店铺首页（副本）');
    const named = await admin.call<{ name: string }>('/admin/api/diy/pages/duplicate', { name: 'DIY_VIEW_INDEX', title: 'Home B' });
    expect((await page(named.data.name))?.title).toBe('Home B');
  });

  it('renames any page; deletes the merchant’s pages with their versions, never a system page', async () => {
    expect(await admin.call('/admin/api/diy/pages/rename', { name: 'DIY_VIEW_INDEX', title: 'Front' })).toMatchObject({ code: 0, data: { title: 'Front' } });
    expect((await readPage(s, 'DIY_VIEW_INDEX')).res.data.title).toBe('Front');
    expect((await admin.call('/admin/api/diy/pages/rename', { name: 'DIY_VIEW_INDEX', title: '   ' })).message).toBe('The page needs a title');

    const name = (await admin.call<{ name: string }>('/admin/api/diy/pages/create', { title: 'Gone soon', document: JSON.stringify(sample('member')) })).data.name;
    expect((await admin.call('/admin/api/diy/draft/publish', { name })).code).toBe(0);
    expect((await readPage(s, name)).res.code).toBe(0);
    expect(await admin.call('/admin/api/diy/pages/delete', { name })).toMatchObject({ code: 0 });
    expect((await readPage(s, name)).res.code).toBe(-1);
    expect(await page(name)).toBeUndefined();
    const versions = await s.db().selectFrom('diy_view_version').innerJoin('diy_view', 'diy_view.id', 'diy_view_version.diy_id').select('diy_view.name').where('diy_view.name', '=', name).execute();
    expect(versions).toEqual([]);

    for (const system of ['DIY_VIEW_INDEX', 'DIY_VIEW_MEMBER_INDEX', 'DIY_VIEW_GOODS_CATEGORY']) {
      expect(await admin.call('/admin/api/diy/pages/delete', { name: system })).toMatchObject({ code: -1, message: `${system} is a system page and cannot be deleted` });
    }
    expect((await readPage(s, 'DIY_VIEW_INDEX')).res.code).toBe(0);
  });
});

describe('versions', () => {
  it('a readable diff between two versions (moves by id, changed fields by path), and rollback', async () => {
    const v1 = sample('home');
    const name = (await admin.call<{ name: string }>('/admin/api/diy/pages/create', { title: 'Versioned', document: JSON.stringify(v1) })).data.name;
    expect((await admin.call('/admin/api/diy/draft/publish', { name })).code).toBe(0);

    const v2 = sample('home');
    const textIndex = v2.value.findIndex((c) => c.componentName === 'Text');
    const [text] = v2.value.splice(textIndex, 1);
    text!.text = 'Hello there';
    v2.value.unshift(text!);
    v2.global.title = 'Versioned home';
    clock += 10;
    expect((await admin.call('/admin/api/diy/draft/save', { name, document: v2 })).code).toBe(0);
    expect((await admin.call('/admin/api/diy/draft/publish', { name })).code).toBe(0);

    const diff = await admin.call<{ from: number; to: number; changes: Change[]; more: number; titles: { from: string; to: string } }>('/admin/api/diy/diff', { name });
    expect(diff.code).toBe(0);
    expect(diff.data).toMatchObject({ from: 1, to: 2, more: 0, titles: { from: 'Versioned', to: 'Versioned' } });
    expect([...diff.data.changes].sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '$.global.title', kind: 'changed', before: v1.global.title, after: 'Versioned home' },
      { path: '$.value[0]', kind: 'moved', from_index: textIndex },
      { path: '$.value[0].text', kind: 'changed', before: v1.value[textIndex]!.text, after: 'Hello there' },
    ]);

    const back = await admin.call<Published>('/admin/api/diy/rollback', { name, version: 1 });
    expect(back).toMatchObject({ code: 0, data: { version: 3, restored_from: 1 } });
    const same = await admin.call<{ changes: Change[] }>('/admin/api/diy/diff', { name, from: 1, to: 3 });
    expect(same.data.changes).toEqual([]);
    expect((await admin.call('/admin/api/diy/diff', { name, from: 1, to: 9 })).code).toBe(-1);
    expect(await page(name)).toMatchObject({ version: 3, versions: 3 });
  });
});

describe('the tab bar', () => {
  it('keeps a draft, refuses a broken one with paths, publishes to the site config', async () => {
    const now = await admin.call<{ value: { list: Array<Record<string, unknown>> }; draft: unknown }>('/admin/api/diy/bottomnav');
    expect(now.code).toBe(0);
    expect(now.data.value.list.length).toBeGreaterThanOrEqual(4);
    expect(now.data.draft).toBeNull();

    const bad = JSON.parse(JSON.stringify(now.data.value)) as { list: Array<{ text: string; link: { wap_url: string } }>; type: unknown };
    bad.list[1]!.link.wap_url = 'javascript:void(0)';
    bad.type = 7;
    expect((await admin.call('/admin/api/diy/bottomnav/save', { document: JSON.stringify(bad) })).code).toBe(0);
    expect((await admin.call<{ draft: unknown }>('/admin/api/diy/bottomnav')).data.draft).toEqual(bad);
    const refused = await admin.call<Rejection>('/admin/api/diy/bottomnav/publish', {});
    expect(refused.code).toBe(-1);
    expect(refused.data.errors.map((e) => e.path).sort()).toEqual(['$.list[1].link.wap_url', '$.type']);

    const good = JSON.parse(JSON.stringify(now.data.value)) as { list: Array<{ text: string }> };
    good.list[0]!.text = 'Start';
    expect((await admin.call('/admin/api/diy/bottomnav/save', { document: good })).code).toBe(0);
    const pub = await admin.call('/admin/api/diy/bottomnav/publish', {});
    expect(pub.code).toBe(0);
    const init = await s.call<{ diy_bottom_nav: { list: Array<{ text: string }> } }>('/api/config/init');
    expect(init.data.diy_bottom_nav.list[0]!.text).toBe('Start');
    expect((await admin.call<{ draft: unknown }>('/admin/api/diy/bottomnav')).data.draft).toBeNull();
  });
});

describe('a studio session', () => {
  it('does the same with its cookie and CSRF header', async () => {
    expect((await s.call('/dev/admin-password', { password: 'studio-pass-1' })).code).toBe(0);
    const login = await s.app.inject({ method: 'POST', url: '/admin/api/login', payload: { username: 'admin', password: 'studio-pass-1' }, headers: { 'x-csrf-token': '1' } });
    const csrf = (JSON.parse(login.body) as { data: { csrf_token: string } }).data.csrf_token;
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const call = async (url: string, payload: Record<string, unknown>) => JSON.parse((await s.app.inject({ method: 'POST', url, payload, headers: { cookie, 'x-csrf-token': csrf } })).body) as { code: number; data: { name: string } };
    const made = await call('/admin/api/diy/pages/create', { title: 'By session', document: sample('member') });
    expect(made.code).toBe(0);
    expect((await call('/admin/api/diy/draft/publish', { name: made.data.name })).code).toBe(0);
    expect((await readPage(s, made.data.name)).res.code).toBe(0);
  });
});
