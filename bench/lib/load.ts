/**
 * Load runs with autocannon's programmatic API. A run is a sequence of requests per connection
 * (one request, or e.g. payment → create); one of them is the measured request: its completions
 * per second and its latency (timed here from the moment autocannon writes it, sub-millisecond)
 * are the figures. Every answer's envelope code is checked: code < 0 or HTTP ≠ 200 is a failure.
 */
import os from 'node:os';
import autocannon, { type Context, type Request, type Result } from 'autocannon';
import { onCleanup } from './cleanup.ts';
import { envelopeCode } from './api.ts';
import { percentile, round } from './stats.ts';

export interface LoadOptions {
  origin: string;
  connections: number;
  /** Seconds. */
  duration: number;
  requests: Request[];
  /** Index of the measured request in `requests` (default: the last). */
  measure?: number;
}

export interface LoadRun {
  /** Completed measured requests per second (successful or not). */
  rps: number;
  /** Successful measured requests per second. */
  ok_rps: number;
  p50_ms: number;
  p99_ms: number;
  measured: number;
  ok: number;
  failed: number;
  transport_errors: number;
  timeouts: number;
  seconds: number;
  /** autocannon's own figures over every request of the sequence. */
  autocannon: { rps: number; p50_ms: number; p99_ms: number; requests: number };
  /** A few distinct failure messages of any request in the sequence. */
  failures: string[];
  /** 1-minute load average of the machine when the run ended (2 cores shared with other work). */
  load1: number;
}

const MAX_SAMPLES = 500_000;
const T0 = '__bench_t0';

function failureText(status: number, body: string): string {
  try {
    const j = JSON.parse(body) as { code?: number; message?: string };
    return `HTTP ${status} code ${String(j.code)}: ${String(j.message ?? '').slice(0, 160)}`;
  } catch {
    return `HTTP ${status}: ${body.slice(0, 160)}`;
  }
}

export async function runLoad(opts: LoadOptions): Promise<LoadRun> {
  const measure = opts.measure ?? opts.requests.length - 1;
  const samples: number[] = [];
  let ok = 0;
  let failed = 0;
  const failures = new Map<string, number>();
  const noteFailure = (status: number, body: string) => {
    const text = failureText(status, body);
    const seen = failures.get(text);
    if (seen !== undefined) failures.set(text, seen + 1);
    else if (failures.size < 5) failures.set(text, 1);
  };

  const requests: Request[] = opts.requests.map((req, i) => {
    const inner = req.setupRequest;
    const innerOnResponse = req.onResponse;
    const out: Request = { ...req };
    if (i === measure) {
      out.setupRequest = (r: Request, ctx: Context) => {
        const built = inner ? inner(r, ctx) : r;
        if (built) ctx[T0] = performance.now();
        return built;
      };
    }
    out.onResponse = (status: number, body: string, ctx: Context, headers: Record<string, string>) => {
      const code = envelopeCode(body);
      const good = status === 200 && code !== undefined && code >= 0;
      if (i === measure) {
        const t0 = ctx[T0];
        if (typeof t0 === 'number' && samples.length < MAX_SAMPLES) samples.push(performance.now() - t0);
        if (good) ok++;
        else failed++;
      }
      if (!good) noteFailure(status, body);
      innerOnResponse?.(status, body, ctx, headers);
    };
    return out;
  });

  const instance = autocannon({
    url: opts.origin,
    connections: opts.connections,
    duration: opts.duration,
    pipelining: 1,
    timeout: 10,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    requests,
  });
  const stop = onCleanup(() => instance.stop());
  let result: Result;
  try {
    result = await instance;
  } finally {
    await stop();
  }
  const seconds = result.duration || opts.duration;
  const measured = ok + failed;
  return {
    rps: round(measured / seconds, 1),
    ok_rps: round(ok / seconds, 1),
    p50_ms: round(percentile(samples, 50), 2),
    p99_ms: round(percentile(samples, 99), 2),
    measured,
    ok,
    failed,
    transport_errors: result.errors,
    timeouts: result.timeouts,
    seconds,
    autocannon: { rps: round(result.requests.total / seconds, 1), p50_ms: result.latency.p50, p99_ms: result.latency.p99, requests: result.requests.total },
    failures: [...failures.entries()].map(([text, n]) => (n > 1 ? `${text} (×${n})` : text)),
    load1: round(os.loadavg()[0] ?? Number.NaN, 2),
  };
}
