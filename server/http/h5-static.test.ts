/**
 * The built assets leave as the build compressed them: brotli 11 or gzip -9 copies written beside
 * each file (scripts/precompress.ts), chosen by Accept-Encoding and marked `Vary: Accept-Encoding`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../scripts/precompress.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

let s: TestServer;
let dist: string;
/** A script that compresses well, as built code does. */
const script = Array.from({ length: 400 }, (_, i) => `export const value${i % 37} = ${i} + "${'x'.repeat(i % 11)}";`).join('\n');

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-static-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"><!--app-html--></div><!--app-init--></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny.css'), 'a{}');
  fs.writeFileSync(path.join(dist, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const written = await precompressFiles(dist, ['assets/app.js', 'assets/tiny.css', 'assets/logo.png']);
  expect(written).toBe(2);
  s = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => s.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('pre-compressed assets', () => {
  it('the build writes brotli 11 and gzip -9 copies of text assets only, and only when smaller', () => {
    const br = fs.readFileSync(path.join(dist, 'assets', 'app.js.br'));
    const gz = fs.readFileSync(path.join(dist, 'assets', 'app.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    const q11 = zlib.brotliCompressSync(Buffer.from(script), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: script.length } });
    expect(br.length).toBe(q11.length);
    expect(gz.length).toBe(zlib.gzipSync(script, { level: 9 }).length);
    // a three-byte style sheet gains nothing; a picture is compressed already
    expect(fs.existsSync(path.join(dist, 'assets', 'tiny.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'assets', 'logo.png.gz'))).toBe(false);
  });

  it('sends the brotli copy to a browser that takes br, the gzip copy to one that takes gzip only', async () => {
    const br = await get('/h5/assets/app.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'app.js.br')))).toBe(true);
    expect(String(br.headers['cache-control'])).toContain('immutable');
    // a script carries the headers that matter for a script, not the document's policies
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['cross-origin-resource-policy']).toBe('same-site');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'strict-transport-security', 'etag', 'last-modified']) expect(br.headers[name], name).toBeUndefined();
    const html = await get('/h5/', 'br');
    expect(html.headers['content-security-policy']).toContain("default-src 'self'");
    expect(html.headers['strict-transport-security']).toContain('max-age=');

    const gz = await get('/h5/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(gz.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'app.js.gz')))).toBe(true);
  });

  it('sends the file itself to a client that takes no encoding, still varying on it', async () => {
    const plain = await get('/h5/assets/app.js', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(plain.body).toBe(script);
  });

  it('never serves a copy by its own name as something else, nor a file that is not there', async () => {
    expect((await get('/h5/assets/missing.js', 'br')).statusCode).toBe(404);
    // a file without copies is still sent whole (compressed on the fly, if at all)
    const css = await get('/h5/assets/tiny.css', 'br');
    expect(css.statusCode).toBe(200);
    const body = css.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(css.rawPayload).toString() : css.body;
    expect(body).toBe('a{}');
  });
});
