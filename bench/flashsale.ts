/**
 * Flash sale: --attempts (10,000) seckill order attempts from --members (2,000) members on --units
 * (100) units of one seckill sku, through the real server and the real seckill order flow, on
 * PostgreSQL and on PGlite.
 *
 * Before the server starts, plain SQL makes a seckill activity running now (a slot covering the
 * whole day, a window from an hour ago to a week ahead) on one sku: seckill stock = activity stock =
 * --units, per-member limit --limit (2) over the whole activity; the sku's sale stock is 10 × units
 * (the seckill stock is what runs out). The members are inserted with one statement (each with a
 * default address) and get tokens signed with the shop's secret.
 *
 * An attempt is what the seckill confirm page does: POST /seckill/api/ordercreate/payment
 * (seckill_id, sku_id, num 1) and, when that answer shows no error (not sold out, not past the
 * limit), POST /seckill/api/ordercreate/create with its order_key. The attempts are in a shuffled
 * order (fixed seed), so one member's attempts sometimes run at the same time (limit races), and
 * --concurrency (100) run at once over keep-alive connections. attempts/s = attempts / (first send
 * to last answer).
 *
 * Correctness, checked every run and failing the bench (exit 1) when wrong, from the database with
 * the server stopped: exactly --units orders of the activity (and as many successful creates), no
 * member past the limit (orders and quota rows), seckill stock, activity stock and sale stock never
 * negative (their ledgers replayed in id order, and on PostgreSQL the rows read every 10 ms during
 * the burst), seckill stock left 0 and the sale stock down by exactly --units.
 *
 *   node --import tsx bench/flashsale.ts [--attempts=10000] [--members=2000] [--units=100]
 *        [--limit=2] [--concurrency=100] [--runs=1] [--backends=pg,pglite]
 */
import http from 'node:http';
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { apiBody } from './lib/api.ts';
import { optBackends, optNumber, type Backend } from './lib/cli.ts';
import { buyableSkus, prepareData, setStock, type Db, type SkuRow } from './lib/data.ts';
import { createMembers, signMemberToken, tokenSecret } from './lib/members.ts';
import { PrerequisiteError, runBench, type BenchContext } from './lib/results.ts';
import { startServer } from './lib/server.ts';
import { median, percentile, round } from './lib/stats.ts';

interface Settings {
  attempts: number;
  members: number;
  units: number;
  limit: number;
  concurrency: number;
  runs: number;
}

interface Sale {
  seckill_id: number;
  item_id: number;
  sku: SkuRow;
  sale_stock: number;
}

interface Answer {
  status: number;
  code: number;
  message: string;
  data: Record<string, unknown> | null;
}

/** POST over a keep-alive agent (lighter than fetch for 20,000 requests on 2 shared cores). */
function post(agent: http.Agent, origin: string, path: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method: 'POST', agent, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          const j = JSON.parse(text) as { code?: number; message?: string; data?: Record<string, unknown> | null };
          resolve({ status: res.statusCode ?? 0, code: Number(j.code ?? -9999), message: String(j.message ?? ''), data: j.data ?? null });
        } catch {
          resolve({ status: res.statusCode ?? 0, code: -9999, message: text.slice(0, 160), data: null });
        }
      });
      res.on('error', reject);
    });
    req.setTimeout(120_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** A fixed shuffle (xorshift), the same every run. */
function shuffled(n: number, seed = 0x9e3779b9): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  let x = seed >>> 0;
  for (let i = n - 1; i > 0; i--) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A seckill activity running now on one sku (plain SQL over the migrations' tables). */
async function makeSale(db: Db, s: Settings): Promise<Sale> {
  const sku = (await buyableSkus(db, 1, 0))[0];
  if (!sku) throw new PrerequisiteError('the seed has no on-sale physical sku without purchase limits');
  const saleStock = s.units * 10;
  await setStock(db, [sku.sku_id], saleStock);
  const now = Math.floor(Date.now() / 1000);
  const slot = await sql<{ id: number }>`insert into promotion_seckill_time (name, seckill_start_time, seckill_end_time) values ('bench flash sale', 0, 86400) returning id`.execute(db);
  const slotId = slot.rows[0]!.id;
  const price = await sql<{ price: number }>`select price from goods_sku where sku_id = ${sku.sku_id}`.execute(db);
  const seckillPrice = Math.max(1, Math.floor(Number(price.rows[0]?.price ?? 100) / 2));
  const act = await sql<{ id: number }>`
    insert into promotion_seckill (seckill_name, status, start_time, end_time, goods_id, goods_name, seckill_price, seckill_time_id, goods_stock, limit_period)
    values ('bench flash sale', 1, ${now - 3600}, ${now + 7 * 86400}, ${sku.goods_id}, ${sku.goods_name}, ${seckillPrice}, ${`,${slotId},`}, ${s.units}, 'activity')
    returning id`.execute(db);
  const seckillId = act.rows[0]!.id;
  const item = await sql<{ id: number }>`
    insert into promotion_seckill_goods (seckill_id, goods_id, sku_id, seckill_price, price, stock, max_buy)
    values (${seckillId}, ${sku.goods_id}, ${sku.sku_id}, ${seckillPrice}, ${Number(price.rows[0]?.price ?? 0)}, ${s.units}, ${s.limit})
    returning id`.execute(db);
  return { seckill_id: seckillId, item_id: item.rows[0]!.id, sku, sale_stock: saleStock };
}

interface RunFigures {
  attempts: number;
  seconds: number;
  attempts_per_s: number;
  created: number;
  refused_at_payment: number;
  refused_at_create: number;
  transport_errors: number;
  attempt_p50_ms: number;
  attempt_p99_ms: number;
  reasons: Record<string, number>;
  min_seen: { seckill: number | null; activity: number | null; sale: number | null; samples: number };
  load1: number;
  check?: Check;
}

interface Check {
  orders: number;
  units_ordered: number;
  members_with_orders: number;
  max_units_per_member: number;
  max_quota: number;
  seckill_stock_left: number;
  activity_stock_left: number;
  sale_stock_left: number;
  seckill_ledger_min: number | null;
  sale_ledger_min: number | null;
  problems: string[];
}

async function burst(ctx: BenchContext, origin: string, databaseUrl: string | undefined, sale: Sale, tokens: string[], s: Settings): Promise<RunFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: s.concurrency });
  const order = shuffled(s.attempts).map((i) => i % tokens.length);
  const reasons: Record<string, number> = {};
  const reason = (k: string) => (reasons[k] = (reasons[k] ?? 0) + 1);
  let created = 0;
  let refusedPay = 0;
  let refusedCreate = 0;
  let transport = 0;
  const lat: number[] = [];

  // Stock watcher (PostgreSQL only: PGlite is one process, its ledgers are the evidence).
  let watching = true;
  const min = { seckill: null as number | null, activity: null as number | null, sale: null as number | null, samples: 0 };
  const watcher = (async () => {
    if (!databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const lo = (a: number | null, b: number) => (a === null ? b : Math.min(a, b));
      while (watching) {
        const { rows } = await client.query<{ a: number; b: number; c: number }>(
          `select sg.stock as a, s.goods_stock as b, k.stock as c from promotion_seckill_goods sg
           join promotion_seckill s on s.id = sg.seckill_id join goods_sku k on k.sku_id = sg.sku_id where sg.id = $1`,
          [sale.item_id],
        );
        const r = rows[0];
        if (r) {
          min.samples++;
          min.seckill = lo(min.seckill, Number(r.a));
          min.activity = lo(min.activity, Number(r.b));
          min.sale = lo(min.sale, Number(r.c));
        }
        await new Promise((res) => setTimeout(res, 10));
      }
    } finally {
      await client.end();
    }
  })();

  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < order.length) {
      const token = tokens[order[next++]!]!;
      const a0 = performance.now();
      try {
        const pay = await post(agent, origin, '/seckill/api/ordercreate/payment', apiBody({ seckill_id: sale.seckill_id, sku_id: sale.sku.sku_id, num: 1 }, token, 'zh-cn'));
        const key = typeof pay.data?.order_key === 'string' ? pay.data.order_key : '';
        if (pay.code < 0 || !key) {
          refusedPay++;
          reason(`payment: ${pay.message.slice(0, 80)}`);
        } else if (Number(pay.data?.error ?? 0) !== 0) {
          refusedPay++;
          reason(`payment: ${String(pay.data?.error_msg ?? '').slice(0, 80)}`);
        } else {
          const res = await post(agent, origin, '/seckill/api/ordercreate/create', apiBody({ order_key: key }, token, 'zh-cn'));
          if (res.status === 200 && res.code >= 0) created++;
          else {
            refusedCreate++;
            reason(`create: ${res.message.slice(0, 80)}`);
          }
        }
      } catch (err) {
        transport++;
        reason(`transport: ${err instanceof Error ? err.message : String(err)}`);
      }
      lat.push(performance.now() - a0);
    }
  };
  await Promise.all(Array.from({ length: s.concurrency }, worker));
  const seconds = (performance.now() - t0) / 1000;
  watching = false;
  await watcher;
  agent.destroy();
  ctx.log(`${s.attempts} attempts in ${round(seconds, 2)} s: ${created} created, ${refusedPay} refused at payment, ${refusedCreate} at create, ${transport} transport errors`);
  return {
    attempts: s.attempts,
    seconds: round(seconds, 3),
    attempts_per_s: round(s.attempts / seconds, 1),
    created,
    refused_at_payment: refusedPay,
    refused_at_create: refusedCreate,
    transport_errors: transport,
    attempt_p50_ms: round(percentile(lat, 50), 1),
    attempt_p99_ms: round(percentile(lat, 99), 1),
    reasons,
    min_seen: min,
    load1: round(os.loadavg()[0] ?? Number.NaN, 2),
  };
}

/** The database's word on one run (server stopped). */
async function check(db: Db, sale: Sale, s: Settings, created: number): Promise<Check> {
  const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0]!;
  const o = await one(sql<{ orders: number; units: number; members: number }>`
    select count(distinct o.order_id)::int as orders, coalesce(sum(og.num), 0)::int as units, count(distinct o.member_id)::int as members
    from "order" o join order_goods og on og.order_id = o.order_id
    where o.promotion_type = 'seckill' and o.promotion_id = ${sale.seckill_id}`);
  const perMember = await one(sql<{ n: number }>`
    select coalesce(max(n), 0)::int as n from (
      select sum(og.num) as n from "order" o join order_goods og on og.order_id = o.order_id
      where o.promotion_type = 'seckill' and o.promotion_id = ${sale.seckill_id} group by o.member_id) t`);
  const quota = await one(sql<{ n: number }>`select coalesce(max(num), 0)::int as n from promotion_member_quota where promotion_type = 'seckill' and promotion_id = ${sale.seckill_id}`);
  const left = await one(sql<{ a: number; b: number; c: number }>`
    select sg.stock as a, s.goods_stock as b, k.stock as c from promotion_seckill_goods sg
    join promotion_seckill s on s.id = sg.seckill_id join goods_sku k on k.sku_id = sg.sku_id where sg.id = ${sale.item_id}`);
  const replay = async (start: number, q: ReturnType<typeof sql<{ delta: number }>>) => {
    const { rows } = await q.execute(db);
    let run = start;
    let lo = start;
    for (const r of rows) {
      run += Number(r.delta);
      lo = Math.min(lo, run);
    }
    return rows.length ? lo : null;
  };
  const seckillLedger = await replay(s.units, sql<{ delta: number }>`select delta from promotion_stock_ledger where promotion_type = 'seckill' and promotion_id = ${sale.seckill_id} and item_id = ${sale.item_id} order by id`);
  const saleLedger = await replay(sale.sale_stock, sql<{ delta: number }>`select delta from stock_ledger where sku_id = ${sale.sku.sku_id} order by id`);
  const c: Check = {
    orders: o.orders,
    units_ordered: o.units,
    members_with_orders: o.members,
    max_units_per_member: perMember.n,
    max_quota: quota.n,
    seckill_stock_left: Number(left.a),
    activity_stock_left: Number(left.b),
    sale_stock_left: Number(left.c),
    seckill_ledger_min: seckillLedger,
    sale_ledger_min: saleLedger,
    problems: [],
  };
  if (c.orders !== s.units || c.units_ordered !== s.units) c.problems.push(`${c.orders} orders holding ${c.units_ordered} units, not ${s.units}`);
  if (created !== s.units) c.problems.push(`${created} creates answered success, not ${s.units}`);
  if (c.max_units_per_member > s.limit || c.max_quota > s.limit) c.problems.push(`a member holds ${c.max_units_per_member} units (quota ${c.max_quota}), past the limit ${s.limit}`);
  if (c.seckill_stock_left !== 0 || c.activity_stock_left !== 0) c.problems.push(`seckill stock left ${c.seckill_stock_left}, activity ${c.activity_stock_left}, not 0`);
  if (c.sale_stock_left !== sale.sale_stock - s.units) c.problems.push(`sale stock left ${c.sale_stock_left}, not ${sale.sale_stock - s.units}`);
  if ((c.seckill_ledger_min ?? 0) < 0 || (c.sale_ledger_min ?? 0) < 0) c.problems.push(`a ledger replay goes below zero (seckill ${c.seckill_ledger_min}, sale ${c.sale_ledger_min})`);
  return c;
}

async function benchBackend(ctx: BenchContext, backend: Backend, s: Settings): Promise<RunFigures[]> {
  const out: RunFigures[] = [];
  for (let r = 0; r < s.runs; r++) {
    let sale: Sale | undefined;
    let tokens: string[] = [];
    const data = await prepareData({
      backend,
      label: `flashsale-${backend}`,
      mutate: async (db) => {
        sale = await makeSale(db, s);
        const members = await createMembers(db, 'f', s.members);
        const secret = await tokenSecret(db);
        tokens = members.map((m) => signMemberToken(secret, m));
      },
    });
    const server = await startServer(data, { mode: 'production' });
    let fig: RunFigures;
    try {
      fig = await burst(ctx, server.origin, data.databaseUrl, sale!, tokens, s);
    } finally {
      const logged = server.loggedErrors();
      if (logged.length) ctx.note(`${backend}: the server logged errors: ${logged.join(' | ')}`);
      await server.stop();
    }
    fig.check = await data.withDb((db) => check(db, sale!, s, fig.created));
    const m = fig.min_seen;
    if ((m.seckill ?? 0) < 0 || (m.activity ?? 0) < 0 || (m.sale ?? 0) < 0) fig.check.problems.push(`a stock read during the burst was negative (${JSON.stringify(m)})`);
    await data.dispose();
    ctx.log(
      `${backend} run ${r + 1}/${s.runs}: ${fig.attempts_per_s} attempts/s (p50 ${fig.attempt_p50_ms} ms, p99 ${fig.attempt_p99_ms} ms per attempt); ${fig.check.orders} orders from ${fig.check.members_with_orders} members, at most ${fig.check.max_units_per_member} per member; stock left seckill ${fig.check.seckill_stock_left} / activity ${fig.check.activity_stock_left} / sale ${fig.check.sale_stock_left}; ledger minima ${fig.check.seckill_ledger_min} / ${fig.check.sale_ledger_min}${m.samples ? `; lowest read during the burst ${m.seckill} / ${m.activity} / ${m.sale} (${m.samples} reads)` : ''} (load ${fig.load1})`,
    );
    for (const p of fig.check.problems) ctx.log(`  WRONG: ${p}`);
    out.push(fig);
  }
  return out;
}

await runBench('flashsale', 'flash sale: seckill order attempts from many members on few units, PostgreSQL and PGlite', async (ctx) => {
  const s: Settings = {
    attempts: optNumber('attempts', 10_000, 2_000, { min: 10, max: 100_000 }),
    members: optNumber('members', 2_000, 500, { min: 1, max: 50_000 }),
    units: optNumber('units', 100, 100, { min: 1, max: 100_000 }),
    limit: optNumber('limit', 2, 2, { min: 1, max: 1000 }),
    concurrency: optNumber('concurrency', 100, 100, { min: 1, max: 2000 }),
    runs: optNumber('runs', 1, 1, { min: 1, max: 9 }),
  };
  const backends = optBackends();
  Object.assign(ctx.settings, s, {
    backends,
    server: 'SHOP_MODE=production; loopback; the client (node http, keep-alive) in the bench process on the same 2 cores',
    attempt: 'POST /seckill/api/ordercreate/payment (seckill_id, sku_id, num 1), then /seckill/api/ordercreate/create (order_key) when the payment answer has no error',
    activity: 'one sku; seckill stock = activity stock = units; limit per member over the activity; sale stock 10 × units; a slot covering the whole day',
  });
  const all: Record<string, unknown> = {};
  const summary: string[] = [];
  for (const backend of backends) {
    try {
      const runs = await benchBackend(ctx, backend, s);
      const problems = runs.flatMap((r) => r.check?.problems ?? []);
      const rate = median(runs.map((r) => r.attempts_per_s));
      all[backend] = { attempts_per_s: rate, correct: problems.length === 0, runs };
      ctx.target(`${backend} orders`, `= ${s.units}, none past the limit ${s.limit}, stock never negative`, runs.map((r) => `${r.check?.orders} orders, max ${r.check?.max_units_per_member}/member, left ${r.check?.seckill_stock_left}`).join('; '), problems.length === 0);
      ctx.target(`${backend} attempts/s`, '≥ 3000', String(rate), rate >= 3000);
      summary.push(`${backend}: ${rate} attempts/s (${s.attempts} attempts, ${s.members} members, ${s.units} units, limit ${s.limit}), ${runs.map((r) => r.check?.orders).join('/')} orders${problems.length ? ' ⚠ WRONG' : ', correct'}`);
      if (problems.length) ctx.error(`${backend} correctness`, new Error(problems.join('; ')));
    } catch (err) {
      ctx.error(backend, err);
    }
  }
  ctx.figures.backends = all;
  ctx.summary(summary.join('; '));
});
