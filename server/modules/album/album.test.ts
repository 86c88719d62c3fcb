/**
 * The picture library: uploads from the studio go the upload road (checked by their bytes,
 * re-encoded, variants and WebP copies, an upload_file row) and are filed in an album; the list
 * and the paged pictures to pick from; the admin is required (bearer token or session).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { adminCaller } from '../diy/test-helpers.ts';
import type { AlbumRow, PicPage, PicRow } from './service.ts';

let s: TestServer;
let admin: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  s = await startTestServer();
  admin = adminCaller(s);
});
afterAll(async () => {
  await s.close();
});

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----albumtest' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(file: { name: string; type: string; data: Buffer } | undefined, fields: Record<string, string> = {}, auth: Record<string, string> | null = null) {
  const headers = auth ?? { authorization: `Bearer ${await admin.token()}` };
  const body = multipart({ lang: 'en-us', ...fields }, file);
  const res = await s.app.inject({ method: 'POST', url: '/admin/api/album/upload', payload: body.payload, headers: { ...body.headers, ...headers } });
  return JSON.parse(res.body) as { code: number; message: string; data: PicRow };
}

const png = (w: number, h: number, colour = '#36abff') => sharp({ create: { width: w, height: h, channels: 3, background: colour } }).png().toBuffer();

describe('the picture library', () => {
  it('has a default album from the start', async () => {
    const res = await admin.call<AlbumRow[]>('/admin/api/album/list');
    expect(res.data).toEqual([{ album_id: expect.any(Number), album_name: '默认相册', sort: 0, is_default: 1, num: 0, cover: '' }]);
  });

  it('stores an upload through the upload road and files it in the default album', async () => {
    const res = await upload({ name: 'banner.png', type: 'image/png', data: await png(750, 300) });
    expect(res.code, res.message).toBe(0);
    expect(res.data).toMatchObject({ pic_name: 'banner.png', pic_spec: '750*300', width: 750, height: 300 });
    expect(res.data.pic_path).toMatch(/^upload\/album\/\d{8}\/[0-9a-f]{24}\.png$/);
    expect(res.data.size).toBeGreaterThan(0);
    const base = path.join(s.config.dataDir, res.data.pic_path);
    for (const f of [base, base.replace('.png', '_BIG.png'), base.replace('.png', '_SMALL.png'), `${base}.webp`]) expect(fs.existsSync(f), f).toBe(true);
    const file = await s.db().selectFrom('upload_file').selectAll().where('path', '=', res.data.pic_path).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ kind: 'album', member_id: 0 });
    // Served to the shop like every upload.
    expect((await s.app.inject({ method: 'GET', url: `/${res.data.pic_path}` })).statusCode).toBe(200);
    const albums = (await admin.call<AlbumRow[]>('/admin/api/album/list')).data;
    expect(albums[0]).toMatchObject({ num: 1, cover: res.data.pic_path });
  });

  it('refuses what is not a picture, a missing file and an unknown album, storing nothing', async () => {
    const before = (await admin.call<PicPage>('/admin/api/album/pics')).data.count;
    expect((await upload({ name: 'x.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') })).code).toBe(-1);
    expect((await upload(undefined)).code).toBe(-1);
    const unknown = await upload({ name: 'a.png', type: 'image/png', data: await png(10, 10) }, { album_id: '999999' });
    expect(unknown).toMatchObject({ code: -1, message: 'No such album' });
    expect((await admin.call<PicPage>('/admin/api/album/pics')).data.count).toBe(before);
  });

  it('makes albums, lists pictures newest first, by album and by name, page by page', async () => {
    const made = await admin.call<{ album_id: number }>('/admin/api/album/create', { album_name: 'Banners' });
    expect(made.code).toBe(0);
    expect((await admin.call('/admin/api/album/create', { album_name: 'Banners' })).message).toBe('There is already an album named Banners');
    for (let i = 0; i < 3; i++) {
      const r = await upload({ name: `spring-${i}.png`, type: 'image/png', data: await png(40 + i, 40) }, { album_id: String(made.data.album_id) });
      expect(r.data.album_id).toBe(made.data.album_id);
    }
    const inAlbum = await admin.call<PicPage>('/admin/api/album/pics', { album_id: made.data.album_id, page_size: 2 });
    expect(inAlbum.data).toMatchObject({ count: 3, page_count: 2 });
    expect(inAlbum.data.list.map((p) => p.pic_name)).toEqual(['spring-2.png', 'spring-1.png']);
    const second = await admin.call<PicPage>('/admin/api/album/pics', { album_id: made.data.album_id, page_size: 2, page: 2 });
    expect(second.data.list.map((p) => p.pic_name)).toEqual(['spring-0.png']);
    const all = await admin.call<PicPage>('/admin/api/album/pics', { keyword: 'spring-1' });
    expect(all.data.list.map((p) => p.pic_name)).toEqual(['spring-1.png']);
    expect((await admin.call<PicPage>('/admin/api/album/pics', { keyword: '%' })).data.count).toBe(0);
  });

  it('needs the admin', async () => {
    const res = await upload({ name: 'a.png', type: 'image/png', data: await png(10, 10) }, {}, {});
    expect(res).toMatchObject({ code: -1, message: 'missing or invalid admin token' });
    expect((await admin.call('/admin/api/album/pics', {}, { auth: null })).code).toBe(-1);
  });
});
