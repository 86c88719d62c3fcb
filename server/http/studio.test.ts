/** The studio's build under /admin/: its page with the studio's strict policy, its assets, the API untouched. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

let s: TestServer;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-static-'));
  fs.mkdirSync(path.join(dist, 'studio', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"><!--app-html--></div><!--app-init--></body></html>');
  fs.writeFileSync(path.join(dist, 'studio', 'index.html'), '<!doctype html><html><head><script type="module" src="/admin/assets/main.js"></script></head><body><div id="studio"></div></body></html>');
  fs.writeFileSync(path.join(dist, 'studio', 'assets', 'main.js'), 'console.log(1)');
  s = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('the studio under /admin/', () => {
  it('answers every page path with the studio, under a policy without inline scripts that no site may frame', async () => {
    for (const url of ['/admin', '/admin/', '/admin/edit/DIY_VIEW_INDEX', '/admin/tabbar']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('id="studio"');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it('serves its assets, and the shop does not serve the studio build under /h5/', async () => {
    expect((await get('/admin/assets/main.js')).body).toBe('console.log(1)');
    const shop = await get('/h5/studio/index.html');
    expect(shop.body).not.toContain('id="studio"');
  });

  it('leaves the admin API as it was: an unknown API path is not found, a known one asks for the admin', async () => {
    const unknown = await get('/admin/api/nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: -1 });
    const pages = await get('/admin/api/diy/pages');
    expect(pages.json()).toMatchObject({ code: -1 });
  });
});
