/**
 * Where the time of an ordinary order create goes, on PostgreSQL, under the api bench's load
 * (32 connections, each looping /api/ordercreate/payment → /api/ordercreate/create on 50 skus).
 * The server runs with bench/lib/sqlprofile.mjs preloaded, which times every SQL statement from the
 * call to its answer (lock waits and the commit's WAL flush included) and every wait for a pool
 * connection, per request path, and takes a CPU profile (inspector) of the measured window.
 * Meanwhile PostgreSQL's pg_stat_activity is sampled every 20 ms for the bench database's
 * backends: what each one is doing (running, waiting for a lock, flushing WAL, waiting for the
 * next statement of a transaction from the server, idle).
 *
 * Figures, not assertions: per create, the statements (count, mean and total ms), the pool wait,
 * the backends' states and the server's CPU by package/file; bench/results/profile-order.json.
 *
 *   node --import tsx bench/profile-order.ts [--duration=10] [--connections=32] [--warmup=2]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context, Request } from 'autocannon';
import pg from 'pg';
import { apiBody, call } from './lib/api.ts';
import { optNumber } from './lib/cli.ts';
import { buyableSkus, prepareData, setStock } from './lib/data.ts';
import { runLoad } from './lib/load.ts';
import { createMembers, ensureAddresses, findDemoMember, signMemberToken, tokenSecret } from './lib/members.ts';
import { repoRoot } from './lib/paths.ts';
import { PrerequisiteError, runBench } from './lib/results.ts';
import { startServer } from './lib/server.ts';
import { round } from './lib/stats.ts';

interface StatementFigure {
  text: string;
  n: number;
  ms: number;
  max: number;
}
interface PathFigure {
  requests: number;
  request_ms: number;
  pool_waits: number;
  pool_wait_ms: number;
  pool_wait_max: number;
  statements: StatementFigure[];
}

interface CpuNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: CpuNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Self time of a CPU profile grouped by package (node_modules/<pkg>), shop file, or V8/Node part. */
function cpuSummary(p: CpuProfile): { total_ms: number; by_place: { place: string; ms: number; share: number }[]; top_functions: { fn: string; ms: number; share: number }[] } {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < p.samples.length; i++) self.set(p.samples[i]!, (self.get(p.samples[i]!) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
  const place = (n: CpuNode): string => {
    const { url, functionName } = n.callFrame;
    if (!url) return `(${functionName || 'anonymous'})`; // (garbage collector), (idle), (program)
    const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (nm) return `npm:${nm[1]}`;
    if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
    const local = url.replace(/^file:\/\//, '').replace(`${repoRoot}/`, '');
    return local.startsWith('server/') ? local.split('/').slice(0, 3).join('/') : local;
  };
  const places = new Map<string, number>();
  const fns = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of self) {
    const n = byId.get(id);
    if (!n) continue;
    total += ms;
    const pl = place(n);
    places.set(pl, (places.get(pl) ?? 0) + ms);
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${pl}:${n.callFrame.lineNumber + 1}`;
    fns.set(fn, (fns.get(fn) ?? 0) + ms);
  }
  const idle = places.get('(idle)') ?? 0;
  const busy = total - idle;
  const rank = (m: Map<string, number>, n: number) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, ms]) => ({ k, ms: round(ms, 0), share: round(k === '(idle)' ? ms / total : ms / Math.max(1, busy), 3) }));
  return {
    total_ms: round(total, 0),
    by_place: rank(places, 25).map((x) => ({ place: x.k, ms: x.ms, share: x.share })),
    top_functions: rank(fns, 25).map((x) => ({ fn: x.k, ms: x.ms, share: x.share })),
  };
}

await runBench('profile-order', 'where an ordinary order create spends its time on PostgreSQL (statements, pool, locks, CPU)', async (ctx) => {
  const duration = optNumber('duration', 10, 5, { min: 2, max: 60 });
  const connections = optNumber('connections', 32, 32, { min: 1, max: 500 });
  const warmup = optNumber('warmup', 2, 1, { min: 0, max: 30 });
  Object.assign(ctx.settings, { duration, connections, warmup, backend: 'pg', server: 'SHOP_MODE=production with bench/lib/sqlprofile.mjs preloaded' });

  let skuIds: number[] = [];
  let token = '';
  const data = await prepareData({
    backend: 'pg',
    label: 'profile-order',
    mutate: async (db) => {
      skuIds = (await buyableSkus(db, 50, 0)).map((s) => s.sku_id);
      await setStock(db, skuIds, 1_000_000);
      const demo = (await findDemoMember(db)) ?? (await createMembers(db, 'prof', 1))[0]!;
      await ensureAddresses(db, [demo.member_id]);
      token = signMemberToken(await tokenSecret(db), demo);
    },
  });
  if (!skuIds.length) throw new PrerequisiteError('no buyable sku');
  const profFile = path.join(data.dataDir, 'sql-profile.json');
  const server = await startServer(data, {
    mode: 'production',
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(repoRoot, 'bench/lib/sqlprofile.mjs')}`.trim(), SQL_PROFILE_FILE: profFile },
  });
  const dbName = new URL(data.databaseUrl!).pathname.slice(1);
  let create: PathFigure | undefined;
  let payment: PathFigure | undefined;
  const states = new Map<string, number>();
  let stateSamples = 0;
  try {
    const pay = await call<{ order_key?: string }>(server.origin, '/api/ordercreate/payment', { sku_id: skuIds[0], num: 1 }, { token });
    if (!pay.body.data?.order_key) throw new Error(`payment failed: ${pay.body.message}`);
    let i = 0;
    const requests: Request[] = [
      {
        method: 'POST',
        path: '/api/ordercreate/payment',
        setupRequest: (req) => ({ ...req, body: apiBody({ sku_id: skuIds[i++ % skuIds.length], num: 1 }, token, 'zh-cn') }),
        onResponse: (_s: number, body: string, c: Context) => {
          const m = /"order_key"\s*:\s*"([^"]+)"/.exec(body);
          c.order_key = m ? m[1] : undefined;
        },
      },
      { method: 'POST', path: '/api/ordercreate/create', setupRequest: (req, c) => (typeof c.order_key === 'string' ? { ...req, body: apiBody({ order_key: c.order_key }, token, 'zh-cn') } : null) },
    ];
    if (warmup) await runLoad({ origin: server.origin, connections, duration: warmup, requests, measure: 1 });
    fs.writeFileSync(`${profFile}.reset`, '');
    await new Promise((r) => setTimeout(r, 600));

    // pg_stat_activity of the bench database's backends, every 20 ms, while the load runs.
    let sampling = true;
    const admin = new pg.Client({ connectionString: data.databaseUrl });
    await admin.connect();
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await admin.query<{ s: string }>(
          `select case when state = 'active' and wait_event_type is null then 'active: running'
                       when state = 'active' then 'active: waiting ' || wait_event_type || ':' || wait_event
                       when state = 'idle in transaction' then 'idle in transaction (waiting for the server''s next statement)'
                       else coalesce(state, '?') end as s
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
          [dbName],
        );
        stateSamples++;
        for (const r of rows) states.set(r.s, (states.get(r.s) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const run = await runLoad({ origin: server.origin, connections, duration, requests, measure: 1 });
    sampling = false;
    await sampler;
    await admin.end();
    fs.writeFileSync(`${profFile}.stop`, '');
    for (let t = 0; t < 50 && !fs.existsSync(`${profFile}.cpuprofile`); t++) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 600));
    ctx.log(`create ${run.rps} req/s, p50 ${run.p50_ms} ms, p99 ${run.p99_ms} ms, ${run.failed} failed (load ${run.load1}, ${os.cpus().length} cores)`);
    ctx.figures.load = run;
    const prof = JSON.parse(fs.readFileSync(profFile, 'utf8')) as Record<string, PathFigure>;
    create = prof['/api/ordercreate/create'];
    payment = prof['/api/ordercreate/payment'];
    if (fs.existsSync(`${profFile}.cpuprofile`)) ctx.figures.cpu = cpuSummary(JSON.parse(fs.readFileSync(`${profFile}.cpuprofile`, 'utf8')) as CpuProfile);
    else ctx.note('no CPU profile was written');
  } finally {
    const logged = server.loggedErrors();
    if (logged.length) ctx.note(`the server logged errors: ${logged.join(' | ')}`);
    await server.stop();
    await data.dispose();
  }

  const per = (f: PathFigure | undefined, name: string) => {
    if (!f || !f.requests) return null;
    const stmts = f.statements.reduce((n, s) => n + s.n, 0);
    const sqlMs = f.statements.reduce((n, s) => n + s.ms, 0);
    const out = {
      requests: f.requests,
      request_ms_mean: round(f.request_ms / f.requests, 2),
      statements_per_request: round(stmts / f.requests, 2),
      sql_ms_per_request: round(sqlMs / f.requests, 2),
      pool_wait_ms_per_request: round(f.pool_wait_ms / f.requests, 2),
      pool_wait_max_ms: round(f.pool_wait_max, 1),
      statements: f.statements.map((s) => ({ text: s.text, per_request: round(s.n / f.requests, 2), mean_ms: round(s.ms / s.n, 2), max_ms: round(s.max, 1), ms_per_request: round(s.ms / f.requests, 2) })),
    };
    ctx.log(`${name}: ${out.requests} requests, mean ${out.request_ms_mean} ms in the server; ${out.statements_per_request} statements = ${out.sql_ms_per_request} ms; pool wait ${out.pool_wait_ms_per_request} ms (max ${out.pool_wait_max_ms})`);
    for (const s of out.statements.slice(0, 40)) ctx.log(`  ${String(s.ms_per_request).padStart(7)} ms  ×${s.per_request}  mean ${s.mean_ms} max ${s.max_ms}  ${s.text}`);
    return out;
  };
  ctx.figures.create = per(create, 'create');
  ctx.figures.payment = per(payment, 'payment');
  const totalStates = [...states.values()].reduce((a, b) => a + b, 0);
  ctx.figures.backend_states = Object.fromEntries([...states.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => [k, { share: round(n / Math.max(1, totalStates), 3), mean_backends: round(n / Math.max(1, stateSamples), 2) }]));
  ctx.log(`PostgreSQL backends (${stateSamples} samples): ${JSON.stringify(ctx.figures.backend_states)}`);
  const cpu = ctx.figures.cpu as ReturnType<typeof cpuSummary> | undefined;
  if (cpu) {
    ctx.log(`server CPU (self time, ${cpu.total_ms} ms sampled):`);
    for (const p of cpu.by_place.slice(0, 20)) ctx.log(`  ${String(p.ms).padStart(6)} ms  ${(p.share * 100).toFixed(1)}%  ${p.place}`);
    for (const f of cpu.top_functions.slice(0, 15)) ctx.log(`  ${String(f.ms).padStart(6)} ms  ${(f.share * 100).toFixed(1)}%  ${f.fn}`);
  }
  const load = ctx.figures.load as { rps: number; p50_ms: number; p99_ms: number };
  ctx.summary(`pg order create ${load.rps}/s p50 ${load.p50_ms} p99 ${load.p99_ms} ms at ${connections} connections; ${(ctx.figures.create as { statements_per_request: number } | null)?.statements_per_request ?? '?'} statements per create`);
});
