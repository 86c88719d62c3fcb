/**
 * First-load JavaScript and CSS per page, from what the browser actually downloads: Debian
 * Chromium (375×812 mobile, empty cache) opens each page on the production server and waits for
 * network idle; every script and style sheet in the network log counts. raw = decoded body bytes,
 * gzip = each body compressed with gzip -9 here (deterministic), transfer = bytes on the wire
 * (the server compresses with br/gzip). Median of --runs loads per page (the bytes hardly vary).
 *
 *   node --import tsx bench/sizes.ts [--runs=3]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Response } from '@playwright/test';
import { entryClosure, HOME_FIRST_LOAD_JS_BUDGET } from '../scripts/check-budget.ts';
import { launchBrowser, mobileContext, requireBuild, shopPages } from './lib/browser.ts';
import { optNumber } from './lib/cli.ts';
import { buyableSkus, prepareData } from './lib/data.ts';
import { distDir } from './lib/paths.ts';
import { runBench } from './lib/results.ts';
import { startServer } from './lib/server.ts';
import { kb, median } from './lib/stats.ts';

interface Asset {
  url: string;
  /** For a built file: its source or chunk name in the build's manifest. */
  src?: string;
  kind: 'js' | 'css' | 'document' | 'image' | 'api' | 'other';
  status: number;
  raw: number;
  gzip: number;
  transfer: number;
}

interface PageLoad {
  assets: Asset[];
  js: { files: number; raw: number; gzip: number; transfer: number };
  css: { files: number; raw: number; gzip: number; transfer: number };
  all: { requests: number; raw: number; transfer: number };
  apiNotFound: string[];
}

function kindOf(res: Response): Asset['kind'] {
  const url = new URL(res.url());
  const type = (res.headers()['content-type'] ?? '').toLowerCase();
  const rtype = res.request().resourceType();
  if (rtype === 'document') return 'document';
  if (type.includes('javascript') || /\.m?js$/.test(url.pathname)) return 'js';
  if (type.includes('text/css') || url.pathname.endsWith('.css')) return 'css';
  if (type.startsWith('image/') || rtype === 'image') return 'image';
  if (/^\/(?:[a-z]+\/)?api\//i.test(url.pathname)) return 'api';
  return 'other';
}

function sum(assets: Asset[], kind: Asset['kind']): { files: number; raw: number; gzip: number; transfer: number } {
  const list = assets.filter((a) => a.kind === kind);
  return {
    files: list.length,
    raw: list.reduce((n, a) => n + a.raw, 0),
    gzip: list.reduce((n, a) => n + a.gzip, 0),
    transfer: list.reduce((n, a) => n + a.transfer, 0),
  };
}

await runBench('sizes', 'first-load JS and CSS per page from the network log (Chromium, 375×812, network idle)', async (ctx) => {
  requireBuild();
  const runs = optNumber('runs', 3, 1, { min: 1, max: 9 });
  ctx.settings.runs = runs;
  ctx.settings.server = 'SHOP_MODE=production, PGlite, seeded with pictures';
  ctx.settings.browser = 'Debian chromium, 375×812 DPR 2 touch, zh-CN, fresh context (empty cache) per load, waitUntil networkidle';

  let skuId: number | undefined;
  const data = await prepareData({
    backend: 'pglite',
    label: 'sizes',
    images: true,
    mutate: async (db) => {
      skuId = (await buyableSkus(db, 1))[0]?.sku_id;
    },
  });
  if (!skuId) ctx.note('no on-sale sku found in the seed; goods detail opens without sku_id');
  ctx.settings.sku_id = skuId ?? null;
  const server = await startServer(data, { mode: 'production' });
  const browser = await launchBrowser();
  const all = shopPages(skuId);
  const pages: Record<string, string> = { home: all.home!, category: all.category!, detail: all.detail!, cart: all.cart! };
  ctx.settings.pages = pages;

  // Built file → its source (or chunk name), so each JS asset says what it is.
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const sourceOf = new Map<string, string>();
  if (fs.existsSync(manifestPath)) {
    const m = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; src?: string; name?: string }>;
    for (const [key, c] of Object.entries(m)) sourceOf.set(`/h5/${c.file}`, c.src ?? c.name ?? key);
  }

  const load = async (pagePath: string): Promise<PageLoad> => {
    const context = await mobileContext(browser);
    try {
      const page = await context.newPage();
      const pending: Promise<Asset | null>[] = [];
      page.on('response', (res) => {
        if (!res.url().startsWith(server.origin)) return;
        pending.push(
          (async (): Promise<Asset | null> => {
            const kind = kindOf(res);
            let body: Buffer;
            try {
              body = await res.body();
            } catch {
              return null; // redirects and aborted requests have no body
            }
            const sizes = await res.request().sizes().catch(() => null);
            const url = res.url().slice(server.origin.length);
            return {
              url,
              ...(sourceOf.has(url) ? { src: sourceOf.get(url) } : {}),
              kind,
              status: res.status(),
              raw: body.length,
              gzip: kind === 'js' || kind === 'css' || kind === 'document' ? zlib.gzipSync(body, { level: 9 }).length : 0,
              transfer: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : body.length,
            };
          })(),
        );
      });
      const doc = await page.goto(`${server.origin}${pagePath}`, { waitUntil: 'networkidle', timeout: 60_000 });
      if (!doc || doc.status() !== 200 || !(doc.headers()['content-type'] ?? '').includes('text/html')) {
        throw new Error(`${pagePath} answered HTTP ${doc?.status() ?? '(none)'} ${doc?.headers()['content-type'] ?? ''}, not the app's HTML`);
      }
      const seen = new Set<string>();
      const assets: Asset[] = [];
      for (const a of await Promise.all(pending)) {
        if (!a || seen.has(a.url)) continue;
        seen.add(a.url);
        assets.push(a);
      }
      const apiNotFound = assets.filter((a) => a.kind === 'api' && a.status === 404).map((a) => a.url.split('?')[0]!);
      return {
        assets,
        js: sum(assets, 'js'),
        css: sum(assets, 'css'),
        all: { requests: assets.length, raw: assets.reduce((n, a) => n + a.raw, 0), transfer: assets.reduce((n, a) => n + a.transfer, 0) },
        apiNotFound,
      };
    } finally {
      await context.close();
    }
  };

  const perPage: Record<string, unknown> = {};
  const summary: string[] = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    try {
      const loads: PageLoad[] = [];
      for (let i = 0; i < runs; i++) loads.push(await load(pagePath));
      const pick = (f: (l: PageLoad) => number) => median(loads.map(f));
      const last = loads[loads.length - 1]!;
      perPage[name] = {
        path: pagePath,
        js: { files: pick((l) => l.js.files), raw: pick((l) => l.js.raw), gzip: pick((l) => l.js.gzip), transfer: pick((l) => l.js.transfer) },
        css: { files: pick((l) => l.css.files), raw: pick((l) => l.css.raw), gzip: pick((l) => l.css.gzip), transfer: pick((l) => l.css.transfer) },
        all: { requests: pick((l) => l.all.requests), raw: pick((l) => l.all.raw), transfer: pick((l) => l.all.transfer) },
        runs: loads.map((l) => ({ js_gzip: l.js.gzip, css_gzip: l.css.gzip, requests: l.all.requests })),
        assets: last.assets.map(({ url, src, kind, raw, gzip, transfer }) => ({ url, ...(src ? { src } : {}), kind, raw, gzip, transfer })),
      };
      const apiNotFound = [...new Set(loads.flatMap((l) => l.apiNotFound))];
      if (apiNotFound.length) ctx.note(`${name}: the page called APIs that are not built yet: ${apiNotFound.join(', ')}`);
      summary.push(`${name} JS ${kb(pick((l) => l.js.gzip))} kB gz (${kb(pick((l) => l.js.raw))} raw, ${pick((l) => l.js.files)} files), CSS ${kb(pick((l) => l.css.gzip))} kB gz`);
      ctx.log(summary[summary.length - 1]!);
    } catch (err) {
      ctx.error(name, err);
    }
  }
  ctx.figures.pages = perPage;

  // The build manifest's view of the entry (what scripts/check-budget.ts enforces), for comparison.
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Parameters<typeof entryClosure>[0];
    const closure = entryClosure(manifest);
    const gz = (files: string[]) => files.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(distDir, f)), { level: 9 }).length, 0);
    ctx.figures.manifest_entry = { js_files: closure.js.length, js_gzip: gz(closure.js), css_files: closure.css.length, css_gzip: gz(closure.css) };
  } else {
    ctx.note('no dist/.vite/manifest.json: the manifest comparison is skipped');
  }

  const home = perPage.home as { js: { transfer: number } } | undefined;
  ctx.target('home first-load JS transferred', `≤ ${HOME_FIRST_LOAD_JS_BUDGET / 1000} kB`, home ? `${kb(home.js.transfer)} kB` : null, home ? home.js.transfer <= HOME_FIRST_LOAD_JS_BUDGET : null);
  ctx.summary(summary.join('; '));
  await server.stop();
});
