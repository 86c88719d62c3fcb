/**
 * API load on loopback with autocannon (programmatic API), 32 connections, on PGlite and on
 * PostgreSQL, against the production server (SHOP_MODE=production; its request log goes to a file):
 *
 * - config_init  POST /api/config/init
 * - goods_page   POST /api/goodssku/page        page 1–5, page_size 10, rotating
 * - sku_detail   POST /api/goodssku/detail      sku_id rotating over 50 on-sale skus
 * - cart_add     POST /api/cart/add (token)     sku_id rotating, num 1
 * - order_create POST /api/ordercreate/create (token): real orders. The server needs an order_key
 *                from /api/ordercreate/payment, so each connection loops payment(sku_id, num 1) →
 *                create(order_key); the figures are the create requests' (rate and latency timed
 *                here), the payment calls are reported beside them. If create ever accepts
 *                sku_id+num without an order_key (buy-now), the bench uses that alone.
 *
 * Stock of the skus used is raised to 1,000,000 before the server starts; the buyer is the demo
 * member (token from /api/login/login; a token signed with the shop's secret when login is not
 * built yet), with a default address. Per endpoint: one warm-up run, then --runs (3) runs of
 * --duration (10) s; figures are medians of the runs.
 *
 *   node --import tsx bench/api.ts [--duration=10] [--runs=3] [--warmup=2] [--connections=32]
 *        [--backends=pglite,pg] [--endpoints=config_init,goods_page,sku_detail,cart_add,order_create]
 */
import type { Context, Request } from 'autocannon';
import { apiBody, call, isNoSuchApi, loginDemo } from './lib/api.ts';
import { optBackends, optNumber, optString, type Backend } from './lib/cli.ts';
import { buyableSkus, prepareData, setStock, type DataSet } from './lib/data.ts';
import { runLoad, type LoadRun } from './lib/load.ts';
import { createMembers, ensureAddresses, findDemoMember, signMemberToken, tokenSecret } from './lib/members.ts';
import { MissingApiError, PrerequisiteError, describeError, runBench, type BenchContext } from './lib/results.ts';
import { startServer, type RunningServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

const ALL = ['config_init', 'goods_page', 'sku_detail', 'cart_add', 'order_create'] as const;
type EndpointName = (typeof ALL)[number];
const CATALOGUE: EndpointName[] = ['goods_page', 'sku_detail'];

interface Env {
  origin: string;
  token: string;
  skuIds: number[];
}

interface Plan {
  /** What one iteration does (for the report). */
  shape: string;
  requests: Request[];
  measure: number;
}

const post = (path: string, body: string): Request => ({ method: 'POST', path, body });

function rotating(path: string, token: string, params: (i: number) => Record<string, unknown>): Request {
  let i = 0;
  return {
    method: 'POST',
    path,
    setupRequest: (req) => ({ ...req, body: apiBody(params(i++), token, 'zh-cn') }),
  };
}

/** Checks one call of the endpoint before loading it: absent → MissingApiError, failing → Error. */
async function probe(env: Env, path: string, params: Record<string, unknown>, token = ''): Promise<unknown> {
  const res = await call(env.origin, path, params, { token });
  if (isNoSuchApi(res)) throw new MissingApiError(path);
  if (res.status !== 200 || res.body.code < 0) throw new Error(`${path} answered HTTP ${res.status} code ${res.body.code}: ${res.body.message}`);
  return res.body.data;
}

async function plan(name: EndpointName, env: Env): Promise<Plan> {
  const sku = (i: number) => env.skuIds[i % env.skuIds.length]!;
  switch (name) {
    case 'config_init':
      await probe(env, '/api/config/init', {});
      return { shape: 'POST /api/config/init', requests: [post('/api/config/init', apiBody({}, '', 'zh-cn'))], measure: 0 };
    case 'goods_page':
      await probe(env, '/api/goodssku/page', { page: 1, page_size: 10 });
      return { shape: 'POST /api/goodssku/page page=1..5 page_size=10', requests: [rotating('/api/goodssku/page', '', (i) => ({ page: 1 + (i % 5), page_size: 10 }))], measure: 0 };
    case 'sku_detail':
      await probe(env, '/api/goodssku/detail', { sku_id: sku(0) });
      return { shape: `POST /api/goodssku/detail sku_id over ${env.skuIds.length} skus`, requests: [rotating('/api/goodssku/detail', '', (i) => ({ sku_id: sku(i) }))], measure: 0 };
    case 'cart_add':
      await probe(env, '/api/cart/add', { sku_id: sku(0), num: 1 }, env.token);
      return { shape: `POST /api/cart/add (token) sku_id over ${env.skuIds.length} skus, num=1`, requests: [rotating('/api/cart/add', env.token, (i) => ({ sku_id: sku(i), num: 1 }))], measure: 0 };
    case 'order_create': {
      // Buy-now without a payment call, if the server accepts it.
      const direct = await call<unknown>(env.origin, '/api/ordercreate/create', { sku_id: sku(0), num: 1 }, { token: env.token });
      if (isNoSuchApi(direct)) throw new MissingApiError('/api/ordercreate/create');
      if (direct.status === 200 && direct.body.code >= 0) {
        return { shape: 'POST /api/ordercreate/create sku_id+num (buy-now, no payment call)', requests: [rotating('/api/ordercreate/create', env.token, (i) => ({ sku_id: sku(i), num: 1 }))], measure: 0 };
      }
      const pay = (await probe(env, '/api/ordercreate/payment', { sku_id: sku(0), num: 1 }, env.token)) as { order_key?: string; error?: unknown; error_msg?: string } | null;
      if (!pay?.order_key) throw new Error('/api/ordercreate/payment answered without data.order_key');
      if (pay.error && pay.error !== 0 && pay.error !== '0') throw new Error(`/api/ordercreate/payment reports error ${String(pay.error)}: ${pay.error_msg ?? ''}`);
      await probe(env, '/api/ordercreate/create', { order_key: pay.order_key }, env.token);
      let i = 0;
      const payment: Request = {
        method: 'POST',
        path: '/api/ordercreate/payment',
        setupRequest: (req) => ({ ...req, body: apiBody({ sku_id: sku(i++), num: 1 }, env.token, 'zh-cn') }),
        onResponse: (_status: number, body: string, ctx: Context) => {
          const m = /"order_key"\s*:\s*"([^"]+)"/.exec(body);
          ctx.order_key = m ? m[1] : undefined;
        },
      };
      const create: Request = {
        method: 'POST',
        path: '/api/ordercreate/create',
        // No order key (payment failed): start the sequence again with a payment.
        setupRequest: (req, ctx) => (typeof ctx.order_key === 'string' ? { ...req, body: apiBody({ order_key: ctx.order_key }, env.token, 'zh-cn') } : null),
      };
      return { shape: `per connection: POST /api/ordercreate/payment (sku_id over ${env.skuIds.length} skus, num=1) → POST /api/ordercreate/create (order_key); create measured`, requests: [payment, create], measure: 1 };
    }
  }
}

interface EndpointFigures {
  shape: string;
  rps: number;
  ok_rps: number;
  p50_ms: number;
  p99_ms: number;
  failed_share: number;
  runs: LoadRun[];
  warmup: { rps: number; p99_ms: number };
  /** Sequences (payment → create): autocannon's figures over all their requests. */
  sequence?: { rps: number; p50_ms: number; p99_ms: number };
}

async function buyerToken(ctx: BenchContext, server: RunningServer, data: DataSet, signed: string): Promise<string> {
  try {
    return await loginDemo(server.origin);
  } catch (err) {
    ctx.note(`${data.backend}: demo login unavailable (${describeError(err)}); using a token signed with the shop's secret`);
    return signed;
  }
}

async function benchBackend(ctx: BenchContext, backend: Backend, endpoints: EndpointName[], o: { duration: number; runs: number; warmup: number; connections: number }): Promise<Record<string, EndpointFigures>> {
  let skuIds: number[] = [];
  let signed = '';
  const data = await prepareData({
    backend,
    label: `api-${backend}`,
    mutate: async (db) => {
      skuIds = (await buyableSkus(db, 50, 0)).map((s) => s.sku_id);
      await setStock(db, skuIds, 1_000_000);
      // The buyer: the demo member (or a bench member while the member seed is not there).
      const demo = (await findDemoMember(db)) ?? (await createMembers(db, 'api', 1))[0]!;
      await ensureAddresses(db, [demo.member_id]);
      signed = signMemberToken(await tokenSecret(db), demo);
    },
  });
  if (skuIds.length === 0) throw new PrerequisiteError('the seed has no on-sale physical sku without purchase limits');
  const server = await startServer(data, { mode: 'production' });
  const out: Record<string, EndpointFigures> = {};
  try {
    const env: Env = { origin: server.origin, token: await buyerToken(ctx, server, data, signed), skuIds };
    for (const name of endpoints) {
      try {
        const p = await plan(name, env);
        const load = (duration: number) => runLoad({ origin: server.origin, connections: o.connections, duration, requests: p.requests, measure: p.measure });
        const warm = await load(o.warmup);
        const runs: LoadRun[] = [];
        for (let r = 0; r < o.runs; r++) {
          const run = await load(o.duration);
          runs.push(run);
          ctx.log(`${backend} ${name} run ${r + 1}/${o.runs}: ${run.rps} req/s, p50 ${run.p50_ms} ms, p99 ${run.p99_ms} ms, ${run.failed} failed of ${run.measured} (load ${run.load1})`);
        }
        const fig: EndpointFigures = {
          shape: p.shape,
          rps: median(runs.map((r) => r.rps)),
          ok_rps: median(runs.map((r) => r.ok_rps)),
          p50_ms: median(runs.map((r) => r.p50_ms)),
          p99_ms: median(runs.map((r) => r.p99_ms)),
          failed_share: round(runs.reduce((n, r) => n + r.failed, 0) / Math.max(1, runs.reduce((n, r) => n + r.measured, 0)), 4),
          runs,
          warmup: { rps: warm.rps, p99_ms: warm.p99_ms },
        };
        if (p.requests.length > 1) {
          // autocannon's own figures over every request of the sequence (payment and create).
          fig.sequence = { rps: median(runs.map((r) => r.autocannon.rps)), p50_ms: median(runs.map((r) => r.autocannon.p50_ms)), p99_ms: median(runs.map((r) => r.autocannon.p99_ms)) };
        }
        const failures = [...new Set(runs.flatMap((r) => r.failures))];
        if (fig.failed_share > 0) ctx.note(`${backend} ${name}: ${round(fig.failed_share * 100, 2)}% of the measured requests failed: ${failures.slice(0, 3).join(' | ')}`);
        else if (failures.length) ctx.note(`${backend} ${name}: some sequence requests failed: ${failures.slice(0, 3).join(' | ')}`);
        out[name] = fig;
      } catch (err) {
        ctx.error(`${backend} ${name}`, err);
      }
    }
    const logged = server.loggedErrors();
    if (logged.length) ctx.note(`${backend}: the server logged errors: ${logged.join(' | ')}`);
  } finally {
    await server.stop();
    await data.dispose();
  }
  return out;
}

await runBench('api', 'API load on loopback (autocannon, programmatic), PGlite and PostgreSQL', async (ctx) => {
  const o = {
    duration: optNumber('duration', 10, 3, { min: 1, max: 60 }),
    runs: optNumber('runs', 3, 1, { min: 1, max: 9 }),
    warmup: optNumber('warmup', 2, 1, { min: 0, max: 30 }),
    connections: optNumber('connections', 32, 32, { min: 1, max: 1000 }),
  };
  const endpoints = optString('endpoints', ALL.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean) as EndpointName[];
  for (const e of endpoints) if (!ALL.includes(e)) throw new Error(`unknown endpoint ${e} (${ALL.join(', ')})`);
  const backends = optBackends();
  Object.assign(ctx.settings, o, {
    backends,
    endpoints,
    server: 'SHOP_MODE=production (fastify request log at info, to a file); loopback; autocannon in the bench process on the same 2 cores',
    figures: 'median of the runs; rps = completed measured requests per second; p50/p99 of the measured request, timed from write to response',
  });

  const figures: Record<string, Record<string, EndpointFigures>> = {};
  for (const backend of backends) {
    try {
      figures[backend] = await benchBackend(ctx, backend, endpoints, o);
    } catch (err) {
      ctx.error(backend, err);
    }
  }
  ctx.figures.backends = figures;

  const summary: string[] = [];
  for (const [backend, list] of Object.entries(figures)) {
    const parts = Object.entries(list).map(([name, f]) => `${name} ${Math.round(f.rps)}/s p50 ${f.p50_ms} p99 ${f.p99_ms} ms${f.failed_share > 0 ? ` (${round(f.failed_share * 100, 1)}% failed)` : ''}`);
    if (parts.length) summary.push(`${backend}: ${parts.join(', ')}`);
  }
  const pg = figures.pg ?? {};
  for (const name of CATALOGUE) {
    const f = pg[name];
    ctx.target(`pg ${name} req/s`, '≥ 3000', f ? String(Math.round(f.rps)) : null, f ? f.rps >= 3000 && f.failed_share === 0 : null);
    ctx.target(`pg ${name} p99`, '< 50 ms', f ? `${f.p99_ms} ms` : null, f ? f.p99_ms < 50 : null);
  }
  ctx.summary(`${o.connections} connections, ${o.runs}×${o.duration} s; ${summary.join('; ')}`);
});
