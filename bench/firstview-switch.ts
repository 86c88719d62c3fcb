/**
 * Do the deferred app start (FIRST_VIEW_DEFER, src/boot/appStart.ts) and the early-tap hand-over
 * (EARLY_TAPS, src/boot/earlyClicks.ts) pay? One run, the settings side by side: a production
 * server per setting (each on its own seeded PGlite), measured in turn, the order of the settings
 * rotating each round, so the machine's load falls on all of them alike.
 *
 * - Lighthouse (as bench/lighthouse.ts: mobile, simulated throttling) on home, goods list and goods
 *   detail: LCP, TBT, FCP, score, Lighthouse's benchmarkIndex; medians of --runs per page and setting.
 * - An early tap (Playwright, Debian Chromium, the e2e mobile context, CPU slowed --cpu× and the
 *   network to Lighthouse's mobile figures through CDP): goods detail is opened, "立即购买" (buy
 *   now) is tapped as soon as the server's view shows it, and the bench records whether that tap
 *   opened the SKU picker (honoured) or not (lost: nothing opened by 5 s after the button was
 *   React's), when the button became React's (hydrated: the earliest a tap can work without the
 *   hand-over), and when the picker opened. A lost tap is made again once the button is React's,
 *   which must open the picker (the shop works with the switch off).
 *
 *   node --import tsx bench/firstview-switch.ts [--runs=3] [--pages=home,list,detail]
 *     [--settings=on,defer-off,taps-off] [--taps=3] [--cpu=4]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { launchBrowser, mobileContext, requireBuild, shopPages } from './lib/browser.ts';
import { optNumber, optString } from './lib/cli.ts';
import { onCleanup } from './lib/cleanup.ts';
import { buyableSkus, prepareData } from './lib/data.ts';
import { lighthouseRun, type LhRun } from './lib/lighthouse.ts';
import { runBench } from './lib/results.ts';
import { startServer, type RunningServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

/** The settings compared, by name → the server's environment. */
const SETTINGS: Record<string, Record<string, string>> = {
  on: {},
  'defer-off': { FIRST_VIEW_DEFER: '0' },
  'taps-off': { EARLY_TAPS: '0' },
  'both-off': { FIRST_VIEW_DEFER: '0', EARLY_TAPS: '0' },
};

/** Lighthouse's mobile network (simulated there; applied here through CDP). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const BUY = '立即购买';

interface TapRun {
  /** ms from navigation start: the server's "buy now" visible, tapped, React's, the picker open. */
  visible_ms: number;
  tap_ms: number;
  hydrated_ms: number | null;
  picker_ms: number | null;
  /** The tap made on the server's view opened the picker. */
  honoured: boolean;
  /** After a lost tap: a tap on the hydrated button opened it (the page works). */
  retap_works: boolean | null;
  /** Pickers open at the end (a held tap must be handed over once). */
  pickers: number;
}

/**
 * Watches, from the document's start, when "buy now" becomes React's (React keeps its props on an
 * element it owns under `__reactProps$<id>`) and when the picker opens. Plain text: a function's
 * source as tsx compiles it names helpers the page does not have.
 */
const WATCH_SCRIPT = `(function(){var w=window;function tick(){
if(w.__benchHydrated===undefined){var bs=document.querySelectorAll("button");for(var i=0;i<bs.length;i++){var b=bs[i];
if((b.textContent||"").indexOf(${JSON.stringify(BUY)})>=0&&Object.keys(b).some(function(k){return k.indexOf("__reactProps$")===0;})){w.__benchHydrated=performance.now();break;}}}
if(w.__benchPicker===undefined&&document.querySelector(".sp-popup"))w.__benchPicker=performance.now();
if(w.__benchHydrated===undefined||w.__benchPicker===undefined)setTimeout(tick,20);}tick();})();`;

async function tapRun(browser: Browser, url: string, cpu: number): Promise<TapRun> {
  const context = await mobileContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.addInitScript({ content: WATCH_SCRIPT });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const buy = page.getByRole('button', { name: BUY }).first();
    await buy.waitFor({ state: 'visible', timeout: 60_000 });
    const visible = await page.evaluate(() => performance.now());
    await buy.click({ timeout: 10_000 });
    const tap = await page.evaluate(() => performance.now());
    // The picker, or 5 s past the button's hydration with none (a tap that was lost).
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __benchHydrated?: number; __benchPicker?: number };
        return w.__benchPicker !== undefined || (w.__benchHydrated !== undefined && performance.now() - w.__benchHydrated > 5000);
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    const marks = () => page.evaluate(() => {
      const w = window as unknown as { __benchHydrated?: number; __benchPicker?: number };
      return { hydrated: w.__benchHydrated ?? null, picker: w.__benchPicker ?? null };
    });
    const first = await marks();
    const honoured = first.picker !== null;
    let retapWorks: boolean | null = null;
    if (!honoured) {
      await buy.click({ timeout: 10_000 });
      retapWorks = await page
        .locator('.sp-popup')
        .first()
        .waitFor({ state: 'attached', timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
    }
    // A second picker from a tap handed over twice would come within a few frames.
    await page.waitForTimeout(300);
    const pickers = await page.locator('.sp-popup').count();
    const r = (n: number | null) => (n === null ? null : round(n, 0));
    return { visible_ms: round(visible, 0), tap_ms: round(tap, 0), hydrated_ms: r(first.hydrated), picker_ms: honoured ? r(first.picker) : null, honoured, retap_works: retapWorks, pickers };
  } finally {
    await context.close();
  }
}

await runBench('firstview-switch', 'Deferred app start and early taps, on and off, side by side (Lighthouse + an early tap)', async (ctx) => {
  requireBuild();
  const runs = optNumber('runs', 3, 1, { min: 1, max: 9 });
  const tapRuns = optNumber('taps', 3, 1, { min: 0, max: 9 });
  const cpu = optNumber('cpu', 4, 4, { min: 1, max: 20 });
  const wantedPages = optString('pages', 'home,list,detail').split(',').map((s) => s.trim()).filter(Boolean);
  const names = optString('settings', 'on,defer-off,taps-off').split(',').map((s) => s.trim()).filter(Boolean);
  for (const n of names) if (!SETTINGS[n]) throw new Error(`unknown setting ${n} (${Object.keys(SETTINGS).join(', ')})`);
  ctx.settings.runs = runs;
  ctx.settings.tap_runs = tapRuns;
  ctx.settings.settings = Object.fromEntries(names.map((n) => [n, SETTINGS[n]]));
  ctx.settings.lighthouse = 'CLI, --only-categories=performance --form-factor=mobile --throttling-method=simulate';
  ctx.settings.tap = { cpu_slowdown: cpu, network: NETWORK, button: BUY, lost_after_ms_past_hydration: 5000 };
  ctx.settings.server = 'SHOP_MODE=production, PGlite (one per setting), seeded with pictures; the settings measured in turn, their order rotating each round';

  // One data set and server per setting (a PGlite directory has one server): seeded once, copied.
  const servers: Record<string, RunningServer> = {};
  let skuId: number | undefined;
  const data = await prepareData({
    backend: 'pglite',
    label: 'fvswitch',
    images: true,
    mutate: async (db) => {
      skuId = (await buyableSkus(db, 1))[0]?.sku_id;
    },
  });
  const copies = names.map((_, i) => {
    if (i === 0) return data;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fvswitch-'));
    onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
    fs.cpSync(data.dataDir, dir, { recursive: true });
    return { ...data, dataDir: dir };
  });
  for (const [i, n] of names.entries()) {
    servers[n] = await startServer(copies[i]!, { mode: 'production', env: SETTINGS[n]! });
    ctx.log(`setting ${n}: ${servers[n].origin} ${JSON.stringify(SETTINGS[n])}`);
  }
  const all = shopPages(skuId);
  const pages: Record<string, string> = {};
  for (const p of wantedPages) {
    if (!all[p]) throw new Error(`unknown page ${p} (${Object.keys(all).join(', ')})`);
    pages[p] = all[p];
  }
  ctx.settings.pages = pages;
  /** The settings in this round's order (rotated by the round). */
  const order = (round_: number) => names.map((_, i) => names[(i + round_) % names.length]!);

  // Lighthouse, alternating.
  const lh: Record<string, Record<string, LhRun[]>> = {};
  for (const n of names) lh[n] = Object.fromEntries(Object.keys(pages).map((p) => [p, [] as LhRun[]]));
  for (let i = 0; i < runs; i++) {
    for (const [p, pagePath] of Object.entries(pages)) {
      for (const n of order(i)) {
        const out = path.join(path.dirname(servers[n]!.logFile), `lh-${p}-${n}-${i}.json`);
        try {
          const r = await lighthouseRun(`${servers[n]!.origin}${pagePath}`, out, (m) => ctx.note(`${p} ${n} run ${i + 1}: ${m}`));
          lh[n]![p]!.push(r);
          ctx.log(`lighthouse ${p} ${n} run ${i + 1}: score ${r.score} FCP ${r.fcp_ms} LCP ${r.lcp_ms} TBT ${r.tbt_ms} benchmarkIndex ${r.benchmark_index}`);
        } catch (err) {
          ctx.error(`lighthouse ${p} ${n} run ${i + 1}`, err);
        }
      }
    }
  }

  // The early tap, alternating.
  const taps: Record<string, TapRun[]> = Object.fromEntries(names.map((n) => [n, [] as TapRun[]]));
  if (tapRuns > 0) {
    const browser = await launchBrowser();
    for (let i = 0; i < tapRuns; i++) {
      for (const n of order(i)) {
        try {
          const r = await tapRun(browser, `${servers[n]!.origin}${all.detail}`, cpu);
          taps[n]!.push(r);
          ctx.log(`tap ${n} run ${i + 1}: ${JSON.stringify(r)}`);
        } catch (err) {
          ctx.error(`tap ${n} run ${i + 1}`, err);
        }
      }
    }
    await browser.close();
  }

  const figures: Record<string, unknown> = {};
  const summary: string[] = [];
  for (const n of names) {
    const perPage: Record<string, unknown> = {};
    const parts: string[] = [];
    for (const p of Object.keys(pages)) {
      const rs = lh[n]![p]!;
      const m = (f: (r: LhRun) => number) => (rs.length ? median(rs.map(f)) : Number.NaN);
      const fig = {
        score: m((r) => r.score ?? Number.NaN),
        fcp_ms: m((r) => r.fcp_ms),
        lcp_ms: m((r) => r.lcp_ms),
        tbt_ms: m((r) => r.tbt_ms),
        total_bytes: m((r) => r.total_bytes),
        benchmark_index: m((r) => r.benchmark_index ?? Number.NaN),
        runs: rs,
      };
      perPage[p] = fig;
      parts.push(`${p} LCP ${fig.lcp_ms} TBT ${fig.tbt_ms}`);
    }
    const ts = taps[n]!;
    const mm = (xs: Array<number | null>) => {
      const v = xs.filter((x): x is number => x !== null);
      return v.length ? median(v) : null;
    };
    const tapFig = {
      honoured: ts.filter((t) => t.honoured).length,
      lost: ts.filter((t) => !t.honoured).length,
      retap_works: ts.filter((t) => t.retap_works === true).length,
      tap_ms: mm(ts.map((t) => t.tap_ms)),
      hydrated_ms: mm(ts.map((t) => t.hydrated_ms)),
      picker_ms: mm(ts.map((t) => t.picker_ms)),
      more_than_one_picker: ts.filter((t) => t.pickers > 1).length,
      runs: ts,
    };
    figures[n] = { env: SETTINGS[n], pages: perPage, early_tap: tapFig };
    if (tapFig.more_than_one_picker) ctx.note(`${n}: ${tapFig.more_than_one_picker} tap run(s) ended with more than one picker open`);
    if (ts.length) parts.push(`tap honoured ${tapFig.honoured}/${ts.length}, hydrated ${tapFig.hydrated_ms} ms, picker ${tapFig.picker_ms ?? '–'} ms`);
    summary.push(`${n}: ${parts.join(', ')}`);
  }
  ctx.figures.settings = figures;
  ctx.summary(summary.join('; '));
  for (const s of Object.values(servers)) await s.stop();
});
