import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO, loginAs } from '../sms/test-helpers.ts';
import { sniffImage } from './service.ts';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await loginAs(s, DEMO.username, DEMO.password);
});
afterAll(async () => {
  await s.close();
});

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----shoptest' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(url: string, file?: { name: string; type: string; data: Buffer }, opts: { token?: string; lang?: string } = {}) {
  const body = multipart({ app_type: 'h5', app_type_name: 'H5', token: opts.token ?? token, lang: opts.lang ?? 'zh-cn' }, file);
  const res = await s.app.inject({ method: 'POST', url: `${url}?lang=${opts.lang ?? 'zh-cn'}`, payload: body.payload, headers: body.headers });
  return JSON.parse(res.body) as { code: number; message: string; data: Record<string, unknown> | null };
}

const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#36abff' } }).png().toBuffer();
/** A drawn banner (a gradient and a disc): WebP stores it in far fewer bytes than PNG. */
const banner = (w: number, h: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#6366f1"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 3}" fill="rgba(255,255,255,0.45)"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
const uploadCount = async () => Number((await s.db().selectFrom('upload_file').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('picture uploads', () => {
  it('stores a real PNG with _BIG / _MID / _SMALL variants and answers pic_path', async () => {
    const res = await upload('/api/upload/headimg', { name: 'me.png', type: 'image/png', data: await banner(1000, 500) });
    expect(res.code, res.message).toBe(0);
    const d = res.data!;
    expect(d.pic_path).toMatch(/^upload\/headimg\/\d{8}\/[0-9a-f]{24}\.png$/);
    expect(d).toMatchObject({ pic_name: 'me.png', file_ext: 'png', pic_spec: '1000*500', site_id: 1 });
    const base = path.join(s.config.dataDir, String(d.pic_path));
    expect(fs.existsSync(base)).toBe(true);
    const widths: Record<string, number> = { _BIG: 800, _MID: 400, _SMALL: 200 };
    for (const [suffix, w] of Object.entries(widths)) {
      const meta = await sharp(base.replace(/\.png$/, `${suffix}.png`)).metadata();
      expect(meta.width, suffix).toBe(w);
    }
    // Served under /upload/: the PNG, or its WebP copy to a browser that takes WebP, same URL.
    const served = await s.app.inject({ method: 'GET', url: `/${String(d.pic_path)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers.vary).toMatch(/accept/i);
    expect(served.headers['cache-control']).toBe('public, max-age=604800');
    const chromeAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (const suffix of ['', '_BIG', '_MID', '_SMALL']) {
      const url = `/${String(d.pic_path).replace(/\.png$/, `${suffix}.png`)}`;
      const webp = await s.app.inject({ method: 'GET', url, headers: { accept: chromeAccept } });
      expect([webp.statusCode, webp.headers['content-type']], url).toEqual([200, 'image/webp']);
      expect(webp.headers.vary).toMatch(/accept/i);
      expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(webp.rawPayload.length).toBeLessThan(fs.statSync(path.join(s.config.dataDir, url)).size);
      expect((await sharp(webp.rawPayload).metadata()).width).toBe(suffix === '' ? 1000 : widths[suffix]);
      // revalidation answers 304 for the copy it was given
      const again = await s.app.inject({ method: 'GET', url, headers: { accept: chromeAccept, 'if-none-match': String(webp.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    const refused = await s.app.inject({ method: 'GET', url: `/${String(d.pic_path)}`, headers: { accept: 'image/webp;q=0, image/*' } });
    expect(refused.headers['content-type']).toBe('image/png');
    const row = await s.db().selectFrom('upload_file').selectAll().where('path', '=', String(d.pic_path)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'headimg', mimetype: 'image/png', width: 1000, height: 500 });
  });

  it('does not enlarge small pictures; each endpoint has its folder; jpeg, gif and webp pass', async () => {
    const small = await upload('/api/upload/evaluateimg', { name: 'a.png', type: 'image/png', data: await png(120, 80) });
    expect(small.data!.pic_path).toMatch(/^upload\/evaluate_img\//);
    const meta = await sharp(path.join(s.config.dataDir, String(small.data!.pic_path).replace('.png', '_BIG.png'))).metadata();
    expect(meta.width).toBe(120);
    const jpg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    expect((await upload('/api/upload/refundimg', { name: 'r.jpg', type: 'image/jpeg', data: jpg })).data!.pic_path).toMatch(/^upload\/refundimg\/\d{8}\/\w+\.jpg$/);
    const gif = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#f00' } }).gif().toBuffer();
    const gifPath = String((await upload('/offlinepay/api/pay/uploadImg', { name: 'g.gif', type: 'image/gif', data: gif })).data!.pic_path);
    expect(gifPath).toMatch(/^upload\/offlinepay\/\d{8}\/\w+\.gif$/);
    // A GIF (maybe animated) is served as it is, whatever the browser takes.
    expect(fs.existsSync(path.join(s.config.dataDir, `${gifPath}.webp`))).toBe(false);
    const gifServed = await s.app.inject({ method: 'GET', url: `/${gifPath}`, headers: { accept: 'image/webp,*/*' } });
    expect(gifServed.headers['content-type']).toBe('image/gif');
    // Nothing outside the upload folder, and no file answers 404.
    expect((await s.app.inject({ method: 'GET', url: '/upload/../package.json', headers: { accept: 'image/webp' } })).statusCode).not.toBe(200);
    expect((await s.app.inject({ method: 'GET', url: '/upload/%2e%2e/%2e%2e/package.json.png', headers: { accept: 'image/webp' } })).statusCode).not.toBe(200);
    expect((await s.app.inject({ method: 'GET', url: '/upload/headimg/none.png', headers: { accept: 'image/webp' } })).statusCode).toBe(404);
    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#0f0' } }).webp().toBuffer();
    expect((await upload('/api/upload/headimg', { name: 'w.webp', type: 'image/webp', data: webp })).data!.pic_path).toMatch(/\.webp$/);
  });

  it('refuses a text file named .png, an empty file, a broken image and a missing file; stores nothing', async () => {
    const before = await uploadCount();
    const text = await upload('/api/upload/headimg', { name: 'evil.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') });
    expect(text).toMatchObject({ code: -1, message: '只能上传jpg、png、gif、webp格式的图片' });
    const en = await upload('/api/upload/headimg', { name: 'evil.png', type: 'image/png', data: Buffer.from('hello') }, { lang: 'en-us' });
    expect(en.message).toBe('Only jpg, png, gif or webp pictures can be uploaded');
    const truncated = (await png(100, 100)).subarray(0, 40);
    expect((await upload('/api/upload/headimg', { name: 'cut.png', type: 'image/png', data: truncated })).code).toBe(-1);
    expect((await upload('/api/upload/headimg', { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) })).code).toBe(-1);
    expect(await upload('/api/upload/headimg', undefined, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Missing parameter file' });
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a file over 5 MB', async () => {
    const before = await uploadCount();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload('/api/upload/headimg', { name: 'big.png', type: 'image/png', data: big }, { lang: 'en-us' });
    expect(res).toMatchObject({ code: -1, message: 'The upload is too large' });
    expect(await uploadCount()).toBe(before);
  });

  it('needs a token', async () => {
    expect((await upload('/api/upload/headimg', { name: 'a.png', type: 'image/png', data: await png(10, 10) }, { token: '' })).code).toBe(-1);
  });

  it('headimgBase64 takes a data URL with the same checks', async () => {
    const data = `data:image/png;base64,${(await png(300, 300)).toString('base64')}`;
    const res = await s.call<{ pic_path: string }>('/api/upload/headimgBase64', { images: data }, { token });
    expect(res.code, res.message).toBe(0);
    expect(res.data.pic_path).toMatch(/^upload\/headimg\/\d{8}\/\w+\.png$/);
    expect(fs.existsSync(path.join(s.config.dataDir, res.data.pic_path.replace('.png', '_SMALL.png')))).toBe(true);
    // The avatar can then be set as the head image.
    expect((await s.call('/api/member/modifyheadimg', { headimg: res.data.pic_path }, { token })).code).toBe(0);
    const fake = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    expect((await s.call('/api/upload/headimgBase64', { images: fake }, { token, lang: 'en-us' })).message).toBe('Only jpg, png, gif or webp pictures can be uploaded');
    expect((await s.call('/api/upload/headimgBase64', { images: 'data:image/png;base64,@@@' }, { token })).code).toBe(-1);
    expect((await s.call('/api/upload/headimgBase64', {}, { token, lang: 'en-us' })).message).toBe('Missing parameter images');
    // A large (but allowed) avatar passes the body limit.
    const large = await sharp({ create: { width: 1000, height: 1000, channels: 4, background: '#123456' } }).png({ compressionLevel: 0 }).toBuffer();
    expect(large.length).toBeGreaterThan(1024 * 1024);
    expect(large.length).toBeLessThan(5 * 1024 * 1024);
    expect((await s.call('/api/upload/headimgBase64', { images: `data:image/png;base64,${large.toString('base64')}` }, { token })).code).toBe(0);
  });

  it('sniffs types by magic bytes', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
