/**
 * The studio's live preview: a document checked as publishing checks it, shown by the shop's own
 * /api/diyview/info under a short-lived, unguessable name; refused documents answer every problem
 * with its path; nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { PREVIEW_TTL_SEC } from './preview.ts';
import { adminCaller, type Rejection } from './test-helpers.ts';

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

const page = (title: string, link = '/pages/goods/list') => ({
  schemaVersion: 1,
  id: 'diy/DIY_VIEW_RANDOM_preview',
  meta: { title },
  content: [{ id: 'ads', type: 'diy-image-ads', props: { list: [{ imageUrl: 'upload/default/goods.png', link: { name: 'X', wap_url: link } }] } }],
});

describe('previews', () => {
  it('shows a valid document to the shop under its preview name, for a while, without storing it', async () => {
    const made = await admin.call<{ preview_name: string; expire_time: number }>('/admin/api/diy/preview', { name: 'DIY_VIEW_RANDOM_preview', document: JSON.stringify(page('Draft')) });
    expect(made.code).toBe(0);
    expect(made.data.preview_name).toMatch(/^DIY_PREVIEW_[0-9a-f]{32}$/);
    const info = await s.call<{ value: string; title: string }>('/api/diyview/info', { name: made.data.preview_name });
    expect(info.code).toBe(0);
    expect(JSON.parse(info.data.value)).toMatchObject({ schemaVersion: 1, content: [{ id: 'ads', type: 'diy-image-ads' }] });
    const list = await admin.call<Array<{ name: string }>>('/admin/api/diy/pages');
    expect(list.data.some((p) => p.name.startsWith('DIY_PREVIEW_'))).toBe(false);
    clock += PREVIEW_TTL_SEC + 1;
    expect((await s.call('/api/diyview/info', { name: made.data.preview_name })).code).toBe(-1);
    expect((await s.call('/api/diyview/info', { name: 'DIY_PREVIEW_00000000000000000000000000000000' })).code).toBe(-1);
  });

  it('refuses what publishing refuses, with every problem at its path, and asks for the admin', async () => {
    const bad = await admin.call<Rejection>('/admin/api/diy/preview', { name: 'DIY_VIEW_RANDOM_preview', document: JSON.stringify(page('Draft', 'javascript:alert(1)')) });
    expect(bad.code).toBe(-1);
    expect(bad.data.errors.map((e) => e.path)).toEqual(['$.content[0].props.list[0].link.wap_url']);
    const anonymous = await admin.call('/admin/api/diy/preview', { name: 'DIY_VIEW_RANDOM_preview', document: JSON.stringify(page('x')) }, { auth: null });
    expect(anonymous.code).toBe(-1);
  });
});
