/**
 * Home's first load, from what Chromium downloads (the network log until it is idle): its
 * JavaScript as transferred (compressed bodies as the server sends them, the build's brotli copies,
 * and response headers) stays within the budget, no code is fetched for the blocks that need none (static islands)
 * nor for what only later pages need (the tables of widgets, routes and pages, texts), and the
 * first touch fetches the widget table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HOME_FIRST_LOAD_JS_BUDGET } from '../scripts/check-budget.ts';
import { expect, openApp, test } from './fixtures.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
}

/** Built file → its source (or chunk name), from the build's manifest. */
function sourcesOfFiles(): Map<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join('dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  return new Map(Object.entries(manifest).map(([key, c]) => [c.file, c.src ?? c.name ?? key]));
}

test.describe('home first load', () => {
  test('downloads no more JavaScript than its budget, and none for blocks that need no code', async ({ page, baseURL }) => {
    const sources = sourcesOfFiles();
    const scripts = new Map<string, Promise<number>>();
    const encodings = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin !== new URL(baseURL ?? url.origin).origin || !url.pathname.endsWith('.js')) return;
      const sizes = res.request().sizes().then((s) => s.responseHeadersSize + s.responseBodySize);
      scripts.set(url.pathname.replace(/^\/h5\//, ''), sizes.catch(() => 0));
      encodings.add(res.headers()['content-encoding'] ?? 'none');
    });
    await page.goto('/h5/', { waitUntil: 'networkidle' });
    await expect(page.locator('.diy-coupon')).toBeVisible();

    const loaded = [...scripts.keys()].map((f) => sources.get(f) ?? f);
    const total = (await Promise.all(scripts.values())).reduce((n, b) => n + b, 0);
    // The server sent the build's brotli copies.
    expect([...encodings]).toEqual(['br']);
    expect(total, `home first-load JS ${(total / 1000).toFixed(1)} kB transferred: ${loaded.join(', ')}`).toBeLessThanOrEqual(HOME_FIRST_LOAD_JS_BUDGET);
    // Blocks that only show things and link away keep the server's markup, without their code.
    for (const type of ['diy-search', 'diy-image-ads', 'diy-graphic-nav', 'diy-rubik-cube', 'diy-text', 'diy-horz-blank']) {
      expect(loaded.filter((s) => s.startsWith(`widgets/${type}/`)), type).toEqual([]);
    }
    // Nor what only later pages need: the tables of widgets, routes and pages, the text loaders
    // (the server inlined the first view's entries and texts), nor any text chunk.
    for (const later of ['src/renderer/widgetTable.ts', 'src/routes/tableChunk.ts', 'src/i18n/loaders.ts']) expect(loaded).not.toContain(later);
    expect(loaded.filter((s) => s.startsWith('src/i18n/locales/'))).toEqual([]);
    await expect(page.locator('[data-node-id][data-static]')).toHaveCount(8); // 7 merchant blocks and the gift popups' marker (widgets/gift-popups: nothing due for a guest)

    // The first touch fetches the widget table, ahead of a navigation that may need it.
    const table = page.waitForResponse((res) => sources.get(new URL(res.url()).pathname.replace(/^\/h5\//, '')) === 'src/renderer/widgetTable.ts');
    await page.locator('.diy-rubik-cube').dispatchEvent('pointerdown');
    await table;
  });

  test('a shop link in a block kept as server markup opens its page in the app', async ({ page, lang }) => {
    const documents: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents.push(req.url());
    });
    await openApp(page, '/');
    await page.waitForLoadState('networkidle');
    await page.locator('.diy-graphic-nav a', { hasText: lang === 'zh-cn' ? '专题活动' : 'Topics' }).tap(); // the demo nav is bilingual
    await expect(page).toHaveURL(/\/h5\/pages_promotion\/topics\/list/);
    await expect(page.locator('.topic-card, [data-node-id]').first()).toBeVisible();
    // One document: the app navigated, the browser did not load the page again.
    expect(documents).toHaveLength(1);
  });
});
