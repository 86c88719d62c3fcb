/**
 * Contention: 1000 concurrent order attempts on 10 units of one sku, on PGlite and PostgreSQL.
 *
 * Before the server starts: --runs skus (the seeded 10-unit sku first) get exactly 10 units, and
 * 1000 members are inserted, each with a default address; their tokens are signed with the shop's
 * secret (sys_config API_TOKEN_SECRET) as the server signs them. Per run: every member first asks
 * /api/ordercreate/payment for one unit (32 at a time; this is set-up, not timed, and reserves
 * nothing), then all 1000 /api/ordercreate/create calls are sent at once (one connection each);
 * the time is from the first send to the last answer. While they run, the sku's stock is read
 * every 10 ms from PostgreSQL (PGlite: through /api/goodssku/detail every 25 ms, which production
 * caches briefly). Afterwards, with the server stopped, the database gives the stock left, the
 * orders holding the sku and the stock ledger replayed from 10 (its lowest running value shows
 * whether the stock ever went below zero). Expected: exactly 10 orders, stock 0, never negative.
 *
 *   node --import tsx bench/contention.ts [--attempts=1000] [--runs=3] [--backends=pglite,pg]
 */
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { call, isNoSuchApi } from './lib/api.ts';
import { optBackends, optNumber, type Backend } from './lib/cli.ts';
import { buyableSkus, ordersForSku, prepareData, seededTenUnitSku, setStock, skuStock, tableExists, type SkuRow } from './lib/data.ts';
import { createMembers, signMemberToken, tokenSecret } from './lib/members.ts';
import { MissingApiError, PrerequisiteError, runBench, type BenchContext } from './lib/results.ts';
import { startServer, type RunningServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

const UNITS = 10;

interface RunFigures {
  sku_id: number;
  goods_name: string;
  mode: 'payment→create';
  attempts: number;
  created: number;
  rejected: number;
  transport_errors: number;
  burst_ms: number;
  first_answer_ms: number;
  payment_setup_ms: number;
  payment_failures: number;
  min_stock_seen: number | null;
  stock_samples: number;
  rejections: Record<string, number>;
  /** 1-minute load average when the burst ended (2 cores shared with other work). */
  load1: number;
  // From the database after the server stopped.
  stock_left?: number;
  orders?: number;
  units_ordered?: number;
  /** stock_ledger replayed from 10 in id order: the lowest running stock, and the number of rows. */
  ledger_min_stock?: number | null;
  ledger_rows?: number;
}

/** Runs `fn` over items, at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function oneRun(ctx: BenchContext, server: RunningServer, databaseUrl: string | undefined, sku: SkuRow, tokens: string[]): Promise<RunFigures> {
  const origin = server.origin;
  // Absent endpoints fail clearly (a call without parameters buys nothing).
  const probe = await call(origin, '/api/ordercreate/create', {}, { token: tokens[0] });
  if (isNoSuchApi(probe)) throw new MissingApiError('/api/ordercreate/create');

  // Set-up: one order key per member (payment reserves no stock).
  const t0 = performance.now();
  let paymentFailures = 0;
  let paymentMissing = false;
  const firstPaymentError: string[] = [];
  const keys = await pool(tokens, 32, async (token) => {
    const res = await call<{ order_key?: string } | null>(origin, '/api/ordercreate/payment', { sku_id: sku.sku_id, num: 1 }, { token, timeoutMs: 60_000 });
    if (isNoSuchApi(res)) paymentMissing = true;
    const key = res.body.code >= 0 ? res.body.data?.order_key : undefined;
    if (!key) {
      paymentFailures++;
      if (firstPaymentError.length < 1) firstPaymentError.push(`code ${res.body.code}: ${res.body.message}`);
    }
    return key;
  });
  const paymentMs = performance.now() - t0;
  if (paymentMissing) throw new MissingApiError('/api/ordercreate/payment');
  if (paymentFailures === tokens.length) throw new Error(`every /api/ordercreate/payment failed (${firstPaymentError[0] ?? ''})`);
  if (paymentFailures) ctx.note(`sku ${sku.sku_id}: ${paymentFailures} payment calls failed (${firstPaymentError[0] ?? ''}); those members send create with no order key`);

  // Stock watcher (bounded: stops with the burst, at most 2 minutes). PostgreSQL: read from the
  // database directly; PGlite (one process): through /api/goodssku/detail, which production
  // caches for a few seconds, so the ledger check below is the stronger evidence there.
  let watching = true;
  let minStock: number | null = null;
  let samples = 0;
  const watcher = (async () => {
    const until = Date.now() + 120_000;
    const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
    try {
      await client?.connect();
      while (watching && Date.now() < until) {
        try {
          let stock = Number.NaN;
          if (client) {
            const { rows } = await client.query<{ stock: number }>('select stock from goods_sku where sku_id = $1', [sku.sku_id]);
            stock = Number(rows[0]?.stock);
          } else {
            const res = await call<{ goods_sku_detail?: { stock?: number | string } | null }>(origin, '/api/goodssku/detail', { sku_id: sku.sku_id }, { timeoutMs: 10_000 });
            stock = Number(res.body.data?.goods_sku_detail?.stock);
          }
          if (Number.isFinite(stock)) {
            samples++;
            minStock = minStock === null ? stock : Math.min(minStock, stock);
          }
        } catch {
          /* a busy server may time out a read; the database has the final word */
        }
        await new Promise((r) => setTimeout(r, client ? 10 : 25));
      }
    } finally {
      await client?.end();
    }
  })();

  // The burst: every create at once.
  const rejections: Record<string, number> = {};
  let created = 0;
  let transportErrors = 0;
  let firstAnswer = Number.POSITIVE_INFINITY;
  const b0 = performance.now();
  await Promise.all(
    tokens.map(async (token, i) => {
      try {
        const res = await call(origin, '/api/ordercreate/create', keys[i] ? { order_key: keys[i] } : { sku_id: sku.sku_id, num: 1 }, { token, timeoutMs: 120_000 });
        firstAnswer = Math.min(firstAnswer, performance.now() - b0);
        if (res.status === 200 && res.body.code >= 0) created++;
        else {
          const msg = `code ${res.body.code}: ${String(res.body.message).slice(0, 120)}`;
          rejections[msg] = (rejections[msg] ?? 0) + 1;
        }
      } catch (err) {
        transportErrors++;
        const msg = `transport: ${err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)}`;
        rejections[msg] = (rejections[msg] ?? 0) + 1;
      }
    }),
  );
  const burstMs = performance.now() - b0;
  watching = false;
  await watcher;
  return {
    sku_id: sku.sku_id,
    goods_name: sku.goods_name,
    mode: 'payment→create',
    attempts: tokens.length,
    created,
    rejected: tokens.length - created - transportErrors,
    transport_errors: transportErrors,
    burst_ms: round(burstMs, 1),
    first_answer_ms: round(firstAnswer, 1),
    payment_setup_ms: round(paymentMs, 0),
    payment_failures: paymentFailures,
    min_stock_seen: minStock,
    stock_samples: samples,
    rejections,
    load1: round(os.loadavg()[0] ?? Number.NaN, 2),
  };
}

async function benchBackend(ctx: BenchContext, backend: Backend, attempts: number, runs: number): Promise<RunFigures[]> {
  let skus: SkuRow[] = [];
  let tokens: string[] = [];
  const data = await prepareData({
    backend,
    label: `contention-${backend}`,
    mutate: async (db) => {
      const seeded = await seededTenUnitSku(db);
      const others = (await buyableSkus(db, 200, 0)).filter((s) => s.sku_id !== seeded?.sku_id);
      skus = [...(seeded ? [seeded] : []), ...others].slice(0, runs);
      await setStock(db, skus.map((s) => s.sku_id), UNITS);
      const members = await createMembers(db, 'c', attempts);
      const secret = await tokenSecret(db);
      tokens = members.map((m) => signMemberToken(secret, m));
    },
  });
  if (skus.length < runs) throw new PrerequisiteError(`only ${skus.length} buyable skus for ${runs} runs`);
  const out: RunFigures[] = [];
  const server = await startServer(data, { mode: 'production' });
  try {
    for (const sku of skus) {
      const r = await oneRun(ctx, server, data.databaseUrl, sku, tokens);
      out.push(r);
      ctx.log(`${backend} sku ${sku.sku_id}: ${r.created} created, ${r.rejected} rejected, ${r.transport_errors} transport errors in ${r.burst_ms} ms (min stock seen ${r.min_stock_seen})`);
    }
  } finally {
    const logged = server.loggedErrors();
    if (logged.length) ctx.note(`${backend}: the server logged errors: ${logged.join(' | ')}`);
    await server.stop();
  }
  // The database's word, with the server stopped (PGlite allows one process).
  await data.withDb(async (db) => {
    for (const r of out) {
      r.stock_left = await skuStock(db, r.sku_id);
      const o = await ordersForSku(db, r.sku_id);
      r.orders = o.orders;
      r.units_ordered = o.units;
      if (await tableExists(db, 'stock_ledger')) {
        const { rows } = await sql<{ delta: number }>`select delta from stock_ledger where sku_id = ${r.sku_id} order by id`.execute(db);
        let running = UNITS;
        let min = UNITS;
        for (const row of rows) {
          running += Number(row.delta);
          min = Math.min(min, running);
        }
        r.ledger_min_stock = rows.length ? min : null;
        r.ledger_rows = rows.length;
      }
    }
  });
  await data.dispose();
  return out;
}

await runBench('contention', `concurrent order attempts on ${UNITS} units of one sku, PGlite and PostgreSQL`, async (ctx) => {
  const attempts = optNumber('attempts', 1000, 1000, { min: 20, max: 5000 });
  const runs = optNumber('runs', 3, 1, { min: 1, max: 5 });
  const backends = optBackends();
  Object.assign(ctx.settings, { attempts, runs, units: UNITS, backends, server: 'SHOP_MODE=production', burst: 'all creates sent at once, one connection each (fetch)' });

  const all: Record<string, unknown> = {};
  const summary: string[] = [];
  for (const backend of backends) {
    try {
      const list = await benchBackend(ctx, backend, attempts, runs);
      const neverNegative = list.every((r) => (r.min_stock_seen ?? 0) >= 0 && (r.stock_left ?? -1) >= 0 && (r.ledger_min_stock ?? 0) >= 0);
      const correct = neverNegative && list.every((r) => r.orders === UNITS && r.created === UNITS && r.stock_left === 0 && r.units_ordered === UNITS);
      all[backend] = {
        burst_ms: median(list.map((r) => r.burst_ms)),
        orders: list.map((r) => r.orders),
        stock_left: list.map((r) => r.stock_left),
        created: list.map((r) => r.created),
        correct,
        runs: list,
      };
      const orders = [...new Set(list.map((r) => r.orders))].join('/');
      const stock = [...new Set(list.map((r) => r.stock_left))].join('/');
      ctx.target(`${backend} orders`, `= ${UNITS} every run`, list.map((r) => r.orders).join(', '), list.every((r) => r.orders === UNITS && r.created === UNITS));
      ctx.target(`${backend} stock left`, '= 0, never negative', list.map((r) => r.stock_left).join(', '), list.every((r) => r.stock_left === 0) && neverNegative);
      const transport = list.reduce((n, r) => n + r.transport_errors, 0);
      if (transport > 0) ctx.note(`${backend}: ${transport} create requests failed in transport (${[...new Set(list.flatMap((r) => Object.keys(r.rejections).filter((k) => k.startsWith('transport'))))].join(', ')}); they bought nothing`);
      summary.push(
        `${backend}: ${orders} orders, stock ${stock}, ${attempts} attempts in ${round(median(list.map((r) => r.burst_ms)) / 1000, 2)} s (median of ${list.length})${transport ? `, ${transport} transport errors` : ''}${correct ? '' : ' ⚠ WRONG'}`,
      );
    } catch (err) {
      ctx.error(backend, err);
      ctx.target(`${backend} orders`, `= ${UNITS} every run`, null, null);
    }
  }
  ctx.figures.backends = all;
  ctx.summary(summary.join('; '));
});
