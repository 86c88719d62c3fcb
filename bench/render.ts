/**
 * Render cost of diy pages with 50, 200 and 800 simple widgets in Chromium.
 *
 * Page documents with N nodes (widget types read from widgets/* at run time: `text`, and `image`
 * when it exists and marks its element with data-node-id) are stored in the diy_view table before
 * the server starts and opened through the app at /h5/pages_tool/index/diy?name=BENCH_RENDER_<N>
 * (served by /api/diyview/info). When the server has no /api/diyview/info yet, the bench answers
 * that call itself inside the browser (Playwright route) with the same document and says so.
 * A MutationObserver installed before the app runs records the time from navigation start until
 * all N nodes (`[data-node-id^="bw-"]`) are in the DOM (also: from the last response that arrived
 * before the first node, i.e. the diy API answer or the inlined page, to all nodes, and to the frame
 * after them) and, through CDP Performance.getMetrics once the page has gone quiet (the app loaded
 * and everything hydrated), the page's main-thread CPU time (task, script, style + layout), which a
 * busy machine disturbs less than wall time. One warm-up load,
 * then --runs (5) loads per size, sizes interleaved, same browser context (warm JS cache).
 * Figures: median time, time per widget, (t800/800)/(t50/50), least-squares fits (ms per widget +
 * fixed ms) and the marginal cost per widget between sizes, in wall time and main-thread time.
 *
 *   node --import tsx bench/render.ts [--runs=5] [--sizes=50,200,800]
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Page } from '@playwright/test';
import { launchBrowser, mobileContext, requireBuild } from './lib/browser.ts';
import { optNumber, optString } from './lib/cli.ts';
import { call, isNoSuchApi } from './lib/api.ts';
import { prepareData } from './lib/data.ts';
import { repoRoot } from './lib/paths.ts';
import { PrerequisiteError, runBench } from './lib/results.ts';
import { startServer } from './lib/server.ts';
import { linearFit, median, ratio, round } from './lib/stats.ts';

const PREFIX = 'bw-';
const TINY_IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#e5e7eb"/></svg>')}`;
const IMAGE_KEYS = ['src', 'url', 'image', 'imageUrl', 'img', 'path'];

type PropsFor = (i: number) => Record<string, unknown>;

interface JsonSchemaLite {
  properties?: Record<string, { type?: string | string[] } | undefined>;
}

/** The simple widget types available now, with a props maker each. */
function simpleWidgets(): Record<string, PropsFor> {
  const dir = path.join(repoRoot, 'widgets');
  const out: Record<string, PropsFor> = {};
  const has = (t: string) => fs.existsSync(path.join(dir, t, 'index.ts')) && fs.existsSync(path.join(dir, t, 'props.schema.json'));
  if (has('text')) out.text = (i) => ({ text: `Widget ${i}: the quick brown fox jumps over the lazy dog.` });
  if (has('image')) {
    const schema = JSON.parse(fs.readFileSync(path.join(dir, 'image', 'props.schema.json'), 'utf8')) as JsonSchemaLite;
    const key = IMAGE_KEYS.find((k) => {
      const t = schema.properties?.[k]?.type;
      return t === 'string' || (Array.isArray(t) && t.includes('string'));
    });
    if (key) out.image = () => ({ [key]: TINY_IMAGE });
  }
  return out;
}

function pageDoc(name: string, n: number, types: Record<string, PropsFor>): Record<string, unknown> {
  const names = Object.keys(types);
  const content = Array.from({ length: n }, (_, i) => {
    const type = names[i % names.length]!;
    return { id: `${PREFIX}${type}-${i}`, type, props: types[type]!(i) };
  });
  return { schemaVersion: 1, id: `diy/${name}`, meta: { title: `Bench ${n} widgets`, pullRefresh: false, scroll: true, login: false }, content };
}

/** NiuShop's /api/diyview/info answer for a stored document (the value travels as a JSON string). */
function diyInfo(name: string, doc: Record<string, unknown>): Record<string, unknown> {
  return { id: 0, site_id: 0, name, title: String((doc.meta as { title?: string }).title ?? name), type: 'DIY_PAGE', type_name: '', value: JSON.stringify(doc), is_default: 1 };
}

/**
 * Installed before the app runs (as text: functions passed through tsx would carry its helpers):
 * counts the bench nodes after every DOM mutation and marks the first and the N-th.
 */
function observerScript(want: number): string {
  return `(() => {
  const b = (window.__bench = { want: ${want}, first: null, done: null, painted: null, count: 0 });
  const observer = new MutationObserver(() => {
    const count = document.querySelectorAll('[data-node-id^="${PREFIX}"]').length;
    b.count = count;
    if (count > 0 && b.first === null) { b.first = performance.now(); performance.mark('bench-first-node'); }
    if (count >= b.want && b.done === null) {
      b.done = performance.now();
      performance.mark('bench-all-nodes');
      observer.disconnect();
      // The frame after: style, layout and paint of the new nodes.
      requestAnimationFrame(() => setTimeout(() => { b.painted = performance.now(); }, 0));
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;
}

interface Measure {
  /** Navigation start → all N nodes in the DOM. */
  all_ms: number;
  /** Navigation start → the first node. */
  first_ms: number;
  /** Navigation start → the frame after the last node (style, layout, paint). */
  painted_ms: number;
  /** The last response before the first node → all N nodes (closest to the render work alone). */
  render_ms: number;
  /** CDP Performance.getMetrics once the page has gone quiet: main-thread task time, script, style + layout. */
  task_ms: number;
  script_ms: number;
  layout_ms: number;
}

await runBench('render', 'render cost of diy pages with N simple widgets (Chromium)', async (ctx) => {
  requireBuild();
  const runs = optNumber('runs', 5, 2, { min: 1, max: 15 });
  const sizes = optString('sizes', '50,200,800')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 5000);
  if (sizes.length < 2) throw new Error('--sizes needs at least two sizes');
  let types = simpleWidgets();
  if (Object.keys(types).length === 0) throw new PrerequisiteError('no simple widget (widgets/text, widgets/image) exists yet');
  ctx.settings.runs = runs;
  ctx.settings.sizes = sizes;
  ctx.settings.browser = 'Debian chromium 375×812, one context (warm JS cache), one warm-up load, sizes interleaved';

  const docs = new Map<string, Record<string, unknown>>();
  const makeDocs = () => {
    docs.clear();
    docs.set('BENCH_RENDER_PROBE', pageDoc('BENCH_RENDER_PROBE', Object.keys(types).length * 2, types));
    for (const n of sizes) docs.set(`BENCH_RENDER_${n}`, pageDoc(`BENCH_RENDER_${n}`, n, types));
  };
  makeDocs();
  const data = await prepareData({
    backend: 'pglite',
    label: 'render',
    mutate: async (db) => {
      for (const [name, doc] of docs) {
        await sql`insert into diy_view (name, title, type, value, is_default) values (${name}, ${String((doc.meta as { title: string }).title)}, 'DIY_PAGE', ${JSON.stringify(doc)}::jsonb, 1)`.execute(db);
      }
    },
  });
  const server = await startServer(data, { mode: 'production' });

  // Served by the server, or answered in the browser while /api/diyview/info is missing.
  const probe = await call(server.origin, '/api/diyview/info', { name: `BENCH_RENDER_${sizes[0]}` });
  let source: 'server' | 'intercept' = 'server';
  if (isNoSuchApi(probe)) {
    source = 'intercept';
    ctx.note('/api/diyview/info is not built yet: the bench answers it inside the browser (Playwright route) with the same documents');
  } else if (probe.body.code < 0 || !probe.body.data) {
    throw new Error(`/api/diyview/info?name=BENCH_RENDER_${sizes[0]} answered code ${probe.body.code}: ${probe.body.message} (does the diy service accept page documents inserted into diy_view?)`);
  }
  ctx.settings.source = source;

  const browser = await launchBrowser();
  const context = await mobileContext(browser);
  if (source === 'intercept') {
    await context.route(/\/api\/diyview\/info(\?|$)/i, async (route) => {
      const req = route.request();
      const params = new URLSearchParams(req.postData() ?? new URL(req.url()).search.slice(1));
      const name = params.get('name') ?? '';
      const doc = docs.get(name);
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify(doc ? { code: 0, message: 'ok', data: diyInfo(name, doc), timestamp: Math.floor(Date.now() / 1000) } : { code: 0, message: 'ok', data: null }),
      });
    });
  }

  const consoleErrors: string[] = [];
  const open = async (name: string, n: number, timeoutMs = 30_000): Promise<Measure & { found: number }> => {
    const page: Page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && consoleErrors.length < 20) consoleErrors.push(m.text().slice(0, 200));
    });
    try {
      // Main-thread CPU time of the page (less sensitive than wall time to a busy machine).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.addInitScript({ content: observerScript(n) });
      const resp = await page.goto(`${server.origin}/h5/pages_tool/index/diy?name=${encodeURIComponent(name)}`, { waitUntil: 'commit', timeout: 60_000 });
      if (!resp || resp.status() !== 200) throw new Error(`/h5/pages_tool/index/diy answered HTTP ${resp?.status() ?? '(none)'}`);
      try {
        await page.waitForFunction(() => (window as unknown as { __bench?: { painted: number | null } }).__bench?.painted != null, undefined, { timeout: timeoutMs, polling: 100 });
      } catch {
        /* reported below with the count found */
      }
      const b = await page.evaluate(() => (window as unknown as { __bench: { first: number | null; done: number | null; painted: number | null; count: number } }).__bench);
      // The last response that arrived before the first node (the diy API answer, a chunk, or the
      // document with the page data inlined): from there on it is the browser's work alone.
      const inputsEnd =
        b.first === null
          ? null
          : await page.evaluate((first) => {
              let end = 0;
              const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
              for (const e of entries) if (e.responseEnd > end && e.responseEnd <= first) end = e.responseEnd;
              return end;
            }, b.first);
      // The nodes come with the server's markup; the app starts after the page's pictures and
      // hydrates what is below the fold when the browser is idle: the main-thread figures are read
      // once the page has gone quiet (no task time added for 400 ms; at most 10 s).
      const read = async () => new Map((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value * 1000]));
      let metrics = await read();
      for (let stableSince = Date.now(), until = Date.now() + 10_000; Date.now() < until && Date.now() - stableSince < 400; ) {
        await new Promise((r) => setTimeout(r, 100));
        const next = await read();
        if ((next.get('TaskDuration') ?? 0) - (metrics.get('TaskDuration') ?? 0) > 2) stableSince = Date.now();
        metrics = next;
      }
      await cdp.detach();
      return {
        found: b.count,
        task_ms: metrics.get('TaskDuration') ?? Number.NaN,
        script_ms: metrics.get('ScriptDuration') ?? Number.NaN,
        layout_ms: (metrics.get('LayoutDuration') ?? Number.NaN) + (metrics.get('RecalcStyleDuration') ?? Number.NaN),
        all_ms: b.done ?? Number.NaN,
        first_ms: b.first ?? Number.NaN,
        painted_ms: b.painted ?? Number.NaN,
        render_ms: b.done !== null && inputsEnd !== null ? b.done - inputsEnd : Number.NaN,
      };
    } finally {
      await page.close();
    }
  };

  // Which widget types mark their element with data-node-id (the count relies on it).
  const probeDoc = docs.get('BENCH_RENDER_PROBE')!;
  const probeN = (probeDoc.content as unknown[]).length;
  const p = await open('BENCH_RENDER_PROBE', probeN, 45_000);
  if (p.found < probeN) {
    const present = await (async () => {
      const page = await context.newPage();
      try {
        await page.goto(`${server.origin}/h5/pages_tool/index/diy?name=BENCH_RENDER_PROBE`, { waitUntil: 'networkidle', timeout: 60_000 });
        return await page.evaluate((prefix) => [...document.querySelectorAll(`[data-node-id^="${prefix}"]`)].map((e) => e.getAttribute('data-node-id') ?? ''), PREFIX);
      } finally {
        await page.close();
      }
    })();
    const usable = Object.fromEntries(Object.entries(types).filter(([t]) => present.some((id) => id.startsWith(`${PREFIX}${t}-`))));
    if (Object.keys(usable).length === 0) {
      throw new Error(
        `the diy page rendered none of the ${probeN} probe widgets within 45 s at /h5/pages_tool/index/diy?name=BENCH_RENDER_PROBE (is the diy route built? widgets must set data-node-id)${consoleErrors.length ? `; console errors: ${consoleErrors.slice(0, 3).join(' | ')}` : ''}`,
      );
    }
    const dropped = Object.keys(types).filter((t) => !(t in usable));
    if (dropped.length > 0) ctx.note(`widget types without data-node-id on their element were left out: ${dropped.join(', ')}`);
    types = usable;
    makeDocs();
    if (dropped.length > 0 && source === 'server') {
      // The stored documents still hold the dropped types: answer from the bench instead.
      source = 'intercept';
      ctx.settings.source = 'intercept (after dropping widget types)';
      await context.route(/\/api\/diyview\/info(\?|$)/i, async (route) => {
        const req = route.request();
        const params = new URLSearchParams(req.postData() ?? new URL(req.url()).search.slice(1));
        const name = params.get('name') ?? '';
        const doc = docs.get(name);
        await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 0, message: 'ok', data: doc ? diyInfo(name, doc) : null }) });
      });
    }
  }
  ctx.settings.widget_types = Object.keys(types);

  // Warm-up, then interleaved measured loads.
  for (const n of sizes) await open(`BENCH_RENDER_${n}`, n);
  const samples = new Map<number, Measure[]>(sizes.map((n) => [n, []]));
  for (let r = 0; r < runs; r++) {
    for (const n of sizes) {
      const m = await open(`BENCH_RENDER_${n}`, n);
      if (!Number.isFinite(m.all_ms)) throw new Error(`BENCH_RENDER_${n}: only ${m.found} of ${n} widgets appeared within 30 s`);
      samples.get(n)!.push(m);
    }
    ctx.log(`round ${r + 1}/${runs}: ${sizes.map((n) => `${n} → ${round(samples.get(n)!.at(-1)!.all_ms, 0)} ms`).join(', ')}`);
  }

  const perSize: Record<string, unknown> = {};
  const t = new Map<number, number>();
  for (const n of sizes) {
    const list = samples.get(n)!;
    const all = median(list.map((m) => m.all_ms));
    t.set(n, all);
    perSize[n] = {
      all_ms: round(all, 1),
      per_widget_ms: round(all / n, 3),
      first_to_all_ms: round(median(list.map((m) => m.all_ms - m.first_ms)), 1),
      inputs_to_all_ms: round(median(list.map((m) => m.render_ms)), 1),
      painted_ms: round(median(list.map((m) => m.painted_ms)), 1),
      main_thread_task_ms: round(median(list.map((m) => m.task_ms)), 1),
      main_thread_script_ms: round(median(list.map((m) => m.script_ms)), 1),
      main_thread_style_layout_ms: round(median(list.map((m) => m.layout_ms)), 1),
      runs: list.map((m) => ({
        all_ms: round(m.all_ms, 1),
        first_ms: round(m.first_ms, 1),
        painted_ms: round(m.painted_ms, 1),
        inputs_to_all_ms: round(m.render_ms, 1),
        task_ms: round(m.task_ms, 1),
        script_ms: round(m.script_ms, 1),
        layout_ms: round(m.layout_ms, 1),
      })),
    };
  }
  const lo = Math.min(...sizes);
  const hi = Math.max(...sizes);
  const mid = sizes.filter((n) => n !== lo && n !== hi)[0];
  const linearity = ratio(t.get(hi)! / hi, t.get(lo)! / lo);
  const fit = linearFit(sizes.map((n) => [n, t.get(n)!] as const));
  const marginal: Record<string, number> = {};
  if (mid !== undefined) {
    marginal[`${lo}_${mid}`] = round((t.get(mid)! - t.get(lo)!) / (mid - lo), 3);
    marginal[`${mid}_${hi}`] = round((t.get(hi)! - t.get(mid)!) / (hi - mid), 3);
  }
  ctx.figures.sizes = perSize;
  ctx.figures.linearity_ratio = linearity;
  ctx.figures.fit = { ms_per_widget: round(fit.slope, 3), fixed_ms: round(fit.intercept, 1), r2: round(fit.r2, 4) };
  ctx.figures.marginal_ms_per_widget = marginal;
  const inputsToAll = (n: number) => median(samples.get(n)!.map((m) => m.render_ms));
  // Main-thread CPU time: its slope per widget and the same ratio on the part above the 50-widget page.
  const task = (n: number) => median(samples.get(n)!.map((m) => m.task_ms));
  const taskFit = linearFit(sizes.map((n) => [n, task(n)] as const));
  ctx.figures.main_thread_fit = { ms_per_widget: round(taskFit.slope, 3), fixed_ms: round(taskFit.intercept, 1), r2: round(taskFit.r2, 4) };
  if (mid !== undefined) {
    ctx.figures.main_thread_marginal_ms_per_widget = {
      [`${lo}_${mid}`]: round((task(mid) - task(lo)) / (mid - lo), 3),
      [`${mid}_${hi}`]: round((task(hi) - task(mid)) / (hi - mid), 3),
    };
  }
  ctx.figures.render_only_ratio = ratio(inputsToAll(hi) / hi, inputsToAll(lo) / lo);
  const marginalRatio = mid !== undefined ? ratio(marginal[`${mid}_${hi}`]!, marginal[`${lo}_${mid}`]!) : Number.NaN;
  ctx.figures.marginal_ratio = marginalRatio;
  if (consoleErrors.length) ctx.note(`console errors: ${[...new Set(consoleErrors)].slice(0, 5).join(' | ')}`);

  ctx.target(`(t${hi}/${hi})/(t${lo}/${lo})`, '≤ 1 (linear)', String(linearity), Number.isFinite(linearity) ? linearity <= 1 : null);
  // The navigation figure is mostly fixed cost (boot, data); from the last response on is the render itself.
  const renderOnly = ctx.figures.render_only_ratio as number;
  ctx.target(`render only (last response → all nodes) per widget, ${hi} vs ${lo}`, '≤ 1 (linear)', String(renderOnly), Number.isFinite(renderOnly) ? renderOnly <= 1 : null);
  const mm = ctx.figures.main_thread_marginal_ms_per_widget as Record<string, number> | undefined;
  if (mm && mid !== undefined) {
    const a = mm[`${lo}_${mid}`]!;
    const c = mm[`${mid}_${hi}`]!;
    // Linear: the main-thread cost of one more widget does not grow with the page (25% slack for noise).
    ctx.target(`main-thread ms per extra widget, ${mid}→${hi} vs ${lo}→${mid}`, '≤ 1.25× (no growth)', `${c} vs ${a}`, Number.isFinite(a) && Number.isFinite(c) && a > 0 ? c <= a * 1.25 : null);
  }
  ctx.summary(
    `${sizes.map((n) => `${n} widgets ${round(t.get(n)!, 0)} ms (${round(t.get(n)! / n, 2)} ms/widget)`).join(', ')}; ratio (t${hi}/${hi})/(t${lo}/${lo}) ${linearity}; ` +
      `fit ${round(fit.slope, 3)} ms/widget + ${round(fit.intercept, 0)} ms fixed${mid !== undefined ? `; marginal ${marginal[`${lo}_${mid}`]} → ${marginal[`${mid}_${hi}`]} ms/widget` : ''}; ` +
      `main thread ${sizes.map((n) => `${round(task(n), 0)}`).join('/')} ms (${round(taskFit.slope, 3)} ms/widget); ` +
      `last response → all nodes ${sizes.map((n) => `${round(inputsToAll(n), 0)}`).join('/')} ms [${source}]`,
  );
  await context.close();
  await server.stop();
});
