/**
 * Sequential request rounds before first contentful paint, on home and goods detail.
 *
 * Chromium (375×812, empty cache) loads the page from the production server while a CDP session
 * records every request (start = requestWillBeSent, end = loadingFinished/-Failed, initiator).
 * FCP comes from performance.getEntriesByName('first-contentful-paint'). Among the requests that
 * started before FCP, the document is round 1; a request initiated by another one (CDP initiator:
 * parser/preload url, script stack frame, or request id) that started after its initiator had
 * finished is one round later than it; one that started while its initiator was still loading is
 * in the same round. That chain counts what merely *started* before the paint (an image the parser
 * met, the entry script), so it is kept as `started_rounds` and is not the figure.
 *
 * The figure is what FCP waits for. A second load holds every request but the document back for
 * --hold ms at the network layer (CDP Fetch): if FCP still comes before the hold ends, the paint
 * needed the document alone, 1 round. If not, the paint waited for something held, and the figure
 * is 1 + the rounds of the render-blocking requests (resource timing `renderBlockingStatus`),
 * at least 2. Medians of --runs loads of each kind.
 *
 *   node --import tsx bench/rounds.ts [--runs=3] [--hold=3000]
 */
import type { CDPSession } from '@playwright/test';
import { launchBrowser, mobileContext, requireBuild, shopPages } from './lib/browser.ts';
import { optNumber } from './lib/cli.ts';
import { buyableSkus, prepareData } from './lib/data.ts';
import { runBench } from './lib/results.ts';
import { startServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

interface CallFrame {
  url: string;
}
interface StackTrace {
  callFrames: CallFrame[];
  parent?: StackTrace;
}
interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
  requestId?: string;
}

interface Req {
  id: string;
  url: string;
  type: string;
  start: number; // CDP monotonic seconds
  end?: number;
  failed?: boolean;
  status?: number;
  initiator: Initiator;
  parent?: Req;
  round?: number;
}

/** Hold every request but the main document `ms` back (CDP Fetch), so FCP shows what it waits for. */
async function holdSubresources(session: CDPSession, ms: number): Promise<void> {
  session.on('Fetch.requestPaused', (e) => {
    const go = () => void session.send('Fetch.continueRequest', { requestId: e.requestId }).catch(() => undefined);
    if (e.resourceType === 'Document') go();
    else setTimeout(go, ms);
  });
  await session.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] });
}

export interface RoundsOfLoad {
  fcp_ms: number;
  rounds: number;
  requests_before_fcp: number;
  chain: Array<{ round: number; url: string; type: string; start_ms: number; end_ms: number | null; initiator: string }>;
  unattributed: string[];
}

function initiatorUrl(init: Initiator): string | undefined {
  if (init.url) return init.url;
  let stack = init.stack;
  for (let depth = 0; stack && depth < 50; depth++) {
    for (const f of stack.callFrames) if (f.url) return f.url;
    stack = stack.parent;
  }
  return undefined;
}

/** The rounds computation over a recorded load (exported for reuse and inspection). */
export function computeRounds(reqs: Req[], docId: string, fcpMono: number, origin: string): RoundsOfLoad {
  const doc = reqs.find((r) => r.id === docId);
  if (!doc) throw new Error('the document request was not recorded');
  const before = reqs.filter((r) => r.start <= fcpMono && !r.url.startsWith('data:') && !r.url.startsWith('blob:')).sort((a, b) => a.start - b.start);
  const byId = new Map(reqs.map((r) => [r.id, r]));
  const unattributed: string[] = [];
  doc.round = 1;
  for (const r of before) {
    if (r === doc) continue;
    let parent: Req | undefined;
    if (r.initiator.requestId && r.initiator.requestId !== r.id) parent = byId.get(r.initiator.requestId);
    if (!parent) {
      const url = initiatorUrl(r.initiator);
      if (url) {
        // The latest request for that URL that started before this one.
        for (const c of before) if (c !== r && c.url === url && c.start <= r.start) parent = c;
      }
    }
    if (!parent || parent.round === undefined) {
      unattributed.push(r.url.replace(origin, ''));
      parent = doc;
    }
    r.parent = parent;
    r.round = parent.end !== undefined && parent.end <= r.start ? parent.round! + 1 : parent.round!;
  }
  let deepest = doc;
  for (const r of before) if ((r.round ?? 0) > (deepest.round ?? 0)) deepest = r;
  const chain: Req[] = [];
  for (let r: Req | undefined = deepest; r && chain.length < 100; r = r.parent) chain.unshift(r);
  const rel = (t: number | undefined) => (t === undefined ? null : round((t - doc.start) * 1000, 1));
  return {
    fcp_ms: round((fcpMono - doc.start) * 1000, 1),
    rounds: deepest.round ?? 1,
    requests_before_fcp: before.length,
    chain: chain.map((r) => ({ round: r.round ?? 0, url: r.url.replace(origin, ''), type: r.type, start_ms: rel(r.start)!, end_ms: rel(r.end), initiator: r.initiator.type })),
    unattributed,
  };
}

async function record(session: CDPSession, reqs: Map<string, Req>): Promise<void> {
  session.on('Network.requestWillBeSent', (e) => {
    const prev = reqs.get(e.requestId);
    if (prev && e.redirectResponse) {
      // A redirect keeps the request id: the chain continues from the first hop's start.
      prev.url = e.request.url;
      return;
    }
    reqs.set(e.requestId, { id: e.requestId, url: e.request.url, type: e.type ?? 'Other', start: e.timestamp, initiator: e.initiator as Initiator });
  });
  session.on('Network.responseReceived', (e) => {
    const r = reqs.get(e.requestId);
    if (r) r.status = e.response.status;
  });
  session.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  session.on('Network.loadingFailed', (e) => {
    const r = reqs.get(e.requestId);
    if (r) {
      r.end = e.timestamp;
      r.failed = true;
    }
  });
  await session.send('Network.enable');
}

await runBench('rounds', 'sequential request rounds before first contentful paint (Chromium + CDP Network)', async (ctx) => {
  requireBuild();
  const runs = optNumber('runs', 3, 1, { min: 1, max: 9 });
  ctx.settings.runs = runs;
  ctx.settings.server = 'SHOP_MODE=production, PGlite, seeded with pictures';
  const hold = optNumber('hold', 3000, 3000, { min: 500, max: 20_000 });
  ctx.settings.hold_ms = hold;
  ctx.settings.rule =
    `rounds FCP waits for: with every request but the document held ${hold} ms (CDP Fetch), FCP before the hold ends = 1 round (the document); otherwise 1 + the render-blocking requests' rounds. ` +
    'started_rounds (not the figure): among requests that started before FCP, document = round 1; a request initiated by R (CDP initiator) starting after R finished = round(R)+1, else round(R); the longest chain';

  let skuId: number | undefined;
  const data = await prepareData({
    backend: 'pglite',
    label: 'rounds',
    images: true,
    mutate: async (db) => {
      skuId = (await buyableSkus(db, 1))[0]?.sku_id;
    },
  });
  const server = await startServer(data, { mode: 'production' });
  const browser = await launchBrowser();
  const all = shopPages(skuId);
  const pages: Record<string, string> = { home: all.home!, detail: all.detail! };
  ctx.settings.pages = pages;

  const loadOnce = async (pagePath: string, held = 0): Promise<RoundsOfLoad & { api_not_found: string[]; blocking: string[] }> => {
    const context = await mobileContext(browser);
    try {
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      const reqs = new Map<string, Req>();
      await record(session, reqs);
      if (held > 0) await holdSubresources(session, held);
      const url = `${server.origin}${pagePath}`;
      const res = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      if (!res) throw new Error(`no response for ${pagePath}`);
      if (res.status() !== 200 || !(res.headers()['content-type'] ?? '').includes('text/html')) {
        throw new Error(`${pagePath} answered HTTP ${res.status()} ${res.headers()['content-type'] ?? ''}, not the app's HTML`);
      }
      const deadline = Date.now() + 10_000;
      let timing: { fcp: number | null; fetchStart: number; blocking: string[] } = { fcp: null, fetchStart: 0, blocking: [] };
      while (Date.now() < deadline) {
        timing = await page.evaluate(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          // Chromium's own verdict on each subresource: did it block rendering?
          const blocking = (performance.getEntriesByType('resource') as Array<PerformanceResourceTiming & { renderBlockingStatus?: string }>)
            .filter((r) => r.renderBlockingStatus === 'blocking')
            .map((r) => r.name);
          return { fcp: fcp ? fcp.startTime : null, fetchStart: nav ? nav.fetchStart : 0, blocking };
        });
        if (timing.fcp !== null) break;
        await page.waitForTimeout(200);
      }
      if (timing.fcp === null) throw new Error(`${pagePath}: no first-contentful-paint entry within 10 s after network idle (nothing painted?)`);
      const doc = [...reqs.values()].filter((r) => r.type === 'Document').sort((a, b) => a.start - b.start).pop();
      if (!doc) throw new Error('the document request was not recorded');
      const fcpMono = doc.start + (timing.fcp - timing.fetchStart) / 1000;
      const apiNotFound = [...reqs.values()].filter((r) => r.status === 404 && /\/api\//.test(r.url)).map((r) => new URL(r.url).pathname);
      return {
        ...computeRounds([...reqs.values()], doc.id, fcpMono, server.origin),
        api_not_found: apiNotFound,
        blocking: timing.blocking.map((u) => u.replace(server.origin, '')),
      };
    } finally {
      await context.close();
    }
  };

  const perPage: Record<string, unknown> = {};
  const summary: string[] = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    try {
      const loads: Array<Awaited<ReturnType<typeof loadOnce>>> = [];
      const heldLoads: Array<Awaited<ReturnType<typeof loadOnce>>> = [];
      for (let i = 0; i < runs; i++) {
        loads.push(await loadOnce(pagePath));
        heldLoads.push(await loadOnce(pagePath, hold));
      }
      const startedRounds = median(loads.map((l) => l.rounds));
      const fcp = median(loads.map((l) => l.fcp_ms));
      const heldFcp = median(heldLoads.map((l) => l.fcp_ms));
      const blocking = [...new Set(loads.flatMap((l) => l.blocking))];
      // A paint before the hold ends used nothing held: the document alone. Else the document plus
      // the render-blocking requests (at least one more round).
      const rounds = heldFcp < hold ? 1 : 1 + Math.max(1, startedRounds - 1);
      // The chain of the load whose round count is the median.
      const rep = loads.find((l) => l.rounds === startedRounds) ?? loads[0]!;
      perPage[name] = {
        path: pagePath,
        rounds,
        fcp_ms: fcp,
        held_fcp_ms: heldFcp,
        render_blocking: blocking,
        started_rounds: startedRounds,
        requests_before_fcp: median(loads.map((l) => l.requests_before_fcp)),
        runs: loads.map((l, i) => ({ started_rounds: l.rounds, fcp_ms: l.fcp_ms, held_fcp_ms: heldLoads[i]!.fcp_ms, requests_before_fcp: l.requests_before_fcp })),
        chain: rep.chain,
        unattributed: rep.unattributed,
      };
      if (rep.unattributed.length) ctx.note(`${name}: requests without a recorded initiator were attached to the document: ${rep.unattributed.join(', ')}`);
      const missing = [...new Set(loads.flatMap((l) => l.api_not_found))];
      if (missing.length) ctx.note(`${name}: the page called APIs that are not built yet: ${missing.join(', ')}`);
      ctx.target(`${name} rounds before FCP`, '= 1', String(rounds), rounds <= 1);
      summary.push(
        `${name} ${rounds} round${rounds === 1 ? '' : 's'} before FCP (FCP ${fcp} ms unthrottled, ${heldFcp} ms with every subresource held ${hold} ms; ` +
          `render-blocking: ${blocking.length ? blocking.join(', ') : 'none'}; started before FCP: ${rep.chain.map((c) => c.url.split('?')[0]).join(' → ')})`,
      );
      ctx.log(summary[summary.length - 1]!);
    } catch (err) {
      ctx.error(name, err);
      ctx.target(`${name} rounds before FCP`, '= 1', null, null);
    }
  }
  ctx.figures.pages = perPage;
  ctx.summary(summary.join('; '));
  await server.stop();
});
