/**
 * Every built route (e2e/builtRoutes.ts), opened as a guest and as the demo member, in one browser
 * page per walk with the cache off (each route is a first load). The languages alternate (route i:
 * the guest in Chinese and the member in English when i is even, the other way round when odd), so
 * each route is seen in both languages and as both shoppers in one walk's time:
 *
 * 1. its first-load JavaScript as transferred (the network log's bytes, headers included, until the
 *    network is idle) stays within ROUTE_FIRST_LOAD_JS_BUDGET;
 * 2. axe-core (WCAG 2.1 A and AA, every rule) finds no violation on what it shows.
 *
 * Findings are soft, so one run lists every route that fails.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CDPSession, Page, Response } from '@playwright/test';
import { builtRoutes, makeFixture, urlOf, type BuiltRoute, type Fixture } from './builtRoutes.ts';
import { expect, test, type Lang } from './fixtures.ts';

/** First-load JS of any built route, as transferred (issue 13). */
export const ROUTE_FIRST_LOAD_JS_BUDGET = 125 * 1000;

/**
 * Still over the budget, each capped where it is (a ratchet: lower the cap as they get lighter,
 * delete the entry once within ROUTE_FIRST_LOAD_JS_BUDGET; brotli sizes move by ~0.2 kB between
 * builds from chunk-name hashes alone):
 * - the pages with a form carry formik (10.8 kB brotli, most of it lodash-es clone/cloneDeep that
 *   formik imports): login, register, find password, profile edit, withdrawal account and address
 *   edit, refund and review forms, the merchant's custom form; and so does a guest opening a page
 *   that needs a login, who is sent to the login page (126.5 kB: the server inlines the login
 *   page's schema, widget entries and title with such a route, so neither the route nor the widget
 *   table is fetched; it was 142.8 kB with them). A member opens them within the budget (at most
 *   116.6 kB), except the login page itself, rendered over the server's guest view (127.6 kB);
 * - the member's home renders over the server's guest view in the browser, with every block's
 *   code, static islands included (they could be adopted for a member too: same language, store):
 *   125.2 kB, then 132.0 kB with the seed's seckill and bargain blocks on (their code and data
 *   declarations) and the member's gift popups' declaration.
 */
const FORM_ROUTES = new Set(['pages_tool/login/login', 'pages_tool/login/register', 'pages_tool/login/find', 'pages_tool/member/info_edit', 'pages_tool/member/account_edit', 'pages_tool/member/address_edit', 'pages_tool/order/refund', 'pages_tool/order/refund_batch', 'pages_tool/order/refund_detail', 'pages_tool/order/evaluate', 'pages_tool/form/form']);
const OVER_BUDGET: ReadonlyArray<{ who: 'guest' | 'member'; route: (r: BuiltRoute) => boolean; cap: number; why: string }> = [
  { who: 'guest', route: (r) => r.login, cap: 127.5 * 1000, why: 'a guest sent to login (a form)' },
  { who: 'guest', route: (r) => FORM_ROUTES.has(r.id), cap: 127.5 * 1000, why: 'a form (formik)' },
  { who: 'member', route: (r) => r.id === 'pages_tool/login/login', cap: 128.5 * 1000, why: 'a form (formik) over the guest view' },
  { who: 'member', route: (r) => r.path === '/', cap: 133 * 1000, why: "the member's home over the guest view" },
  // The walk's shop is open: the closed-shop page finds that out and relaunches home, so its figure
  // is its own load plus the home's (each within its budget on its own: 103 kB for the page). Home
  // reached in the browser also fetches the data declarations of its widgets, chunks of their own
  // since the one data path (150.0 → 150.2 kB guest, 151.0 → 151.3 kB member; 151.6 kB with the
  // promotion blocks' declarations; chunk-name hashes alone move a build by ~0.2 kB; 159.0 / 160.1 kB
  // with the seckill and bargain blocks on in the seed and the gift popups' declaration).
  { who: 'guest', route: (r) => r.id === 'pages_tool/storeclose/storeclose', cap: 160 * 1000, why: 'an open shop: the page and then home' },
  { who: 'member', route: (r) => r.id === 'pages_tool/storeclose/storeclose', cap: 161 * 1000, why: 'an open shop: the page and then home' },
];

const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source;
const ROUTES = builtRoutes();

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** axe-core's WCAG 2.1 A/AA rules over the page as it is (evaluated through the protocol: no CSP exception). */
async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const res = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 160), failureSummary: n.failureSummary?.split('\n').slice(0, 2).join(' ') })) }));
  });
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${JSON.stringify(n.target)} ${n.html} — ${n.failureSummary ?? v.help}`));
}

/** Bytes on the wire for one response (headers and encoded body), once it has finished. */
async function transferred(res: Response): Promise<number> {
  const sizes = await res.request().sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize;
}

/** Opens `url` with an empty cache; answers the page's JavaScript from `origin`, file → bytes transferred. */
async function firstLoad(page: Page, cdp: CDPSession, origin: string, url: string): Promise<Map<string, number>> {
  const scripts = new Map<string, Promise<number>>();
  const onResponse = (res: Response): void => {
    const u = new URL(res.url());
    if (u.origin === origin && u.pathname.endsWith('.js')) scripts.set(u.pathname, transferred(res).catch(() => 0));
  };
  await cdp.send('Network.clearBrowserCache');
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const out = new Map<string, number>();
  for (const [file, bytes] of scripts) out.set(file.replace(/^\/h5\//, ''), await bytes);
  return out;
}

interface RouteFigures {
  who: string;
  lang: Lang;
  url: string;
  /** First-load JS transferred, bytes, and per file. */
  js: number;
  files: Record<string, number>;
  violations: string[];
}

/** Walks every route in `page`; answers each route's figures. */
async function walk(page: Page, cdp: CDPSession, origin: string, fx: Fixture, who: 'guest' | 'member'): Promise<RouteFigures[]> {
  const out: RouteFigures[] = [];
  for (const [i, route] of ROUTES.entries()) {
    const url = urlOf(route, fx);
    const lang: Lang = (i + (who === 'member' ? 1 : 0)) % 2 === 0 ? 'zh-cn' : 'en-us';
    await test.step(`${who} ${lang} ${url}`, async () => {
      // the server renders in the cookie's language; the app reads the stored one (set from the cookie by the walk's init script)
      await page.context().addCookies([{ name: 'h5_lang', value: lang, url: origin }]);
      const js = await firstLoad(page, cdp, origin, url);
      const total = [...js.values()].reduce((n, b) => n + b, 0);
      const violations = await axeViolations(page);
      out.push({ who, lang, url, js: total, files: Object.fromEntries(js), violations });
      const files = [...js.entries()].sort((a, b) => b[1] - a[1]).map(([f, b]) => `${f} ${(b / 1000).toFixed(1)}`);
      const known = OVER_BUDGET.find((o) => o.who === who && o.route(route));
      const budget = known?.cap ?? ROUTE_FIRST_LOAD_JS_BUDGET;
      expect.soft(total, `${who} ${lang} ${url}: first-load JS ${(total / 1000).toFixed(1)} kB transferred${known ? ` (${known.why})` : ''}: ${files.join(', ')}`).toBeLessThanOrEqual(budget);
      expect.soft(violations, `${who} ${lang} ${url}: axe WCAG 2.1 A/AA violations`).toEqual([]);
    });
  }
  return out;
}

// One browser page walks every route as a guest, then as the member, the languages alternating by
// route (above): English loads the same code (its figures were within 0.5 kB of Chinese on every
// route), and a walk per language would double minutes that add nothing but the other half of the
// pairs. The walk runs under the zh-cn project only.
test('every built route as a guest and as a member, in both languages: first-load JS within budget, no axe WCAG 2.1 A/AA violation', async ({ page, lang, request, baseURL }) => {
  test.skip(lang !== 'zh-cn', 'one language walks the routes');
  test.setTimeout(ROUTES.length * 2 * 6_000 + 60_000);
  expect(ROUTES.length, 'built routes in the manifest').toBeGreaterThan(40);
  const origin = new URL(baseURL!).origin;
  const fx = await makeFixture(request, lang);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // after the fixture's script: the stored language follows the cookie the walk sets per route
  await page.addInitScript(() => {
    const lang = /(?:^|; )h5_lang=([^;]+)/.exec(document.cookie)?.[1];
    if (lang) localStorage.setItem('h5_lang', JSON.stringify(decodeURIComponent(lang)));
  });
  await page.addInitScript((sku) => localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: Number(sku), num: 1 })), fx.values.sku_id!);
  const guest = await walk(page, cdp, origin, fx, 'guest');
  await page.addInitScript((token) => localStorage.setItem('h5_token', JSON.stringify(token)), fx.token);
  const member = await walk(page, cdp, origin, fx, 'member');
  const all = [...guest, ...member];
  // The figures of the walk, for whoever makes a route lighter.
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync(path.join('test-results', `routes-${lang}.json`), JSON.stringify(all, null, 1));
  const worst = all.reduce((a, b) => (b.js > a.js ? b : a));
  console.log(`[routes ${lang}] worst first-load JS: ${worst.who} ${worst.url} ${(worst.js / 1000).toFixed(1)} kB transferred; axe violations ${all.reduce((n, r) => n + r.violations.length, 0)}`);
});
