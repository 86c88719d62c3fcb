/**
 * The shop server for a bench: `node --import tsx server/main.ts` on a free loopback port with
 * the bench's DATA_DIR / DATABASE_URL, ready when /health answers, stopped with SIGTERM (then
 * SIGKILL after 15 s) by stop() or at clean-up. Its output goes to <DATA_DIR>/server.log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { onCleanup } from './cleanup.ts';
import type { DataSet } from './data.ts';
import { distDir, repoRoot } from './paths.ts';

export type Mode = 'production' | 'test' | 'development';

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  pid: number;
  mode: Mode;
  logFile: string;
  stop(): Promise<void>;
  /** The last lines the server printed. */
  logTail(lines?: number): string;
  /** Distinct error messages the server logged (pino level ≥ 50), first `max`. */
  loggedErrors(max?: number): string[];
}

/** Distinct error messages in a fastify/pino log file (JSON lines, level ≥ 50). */
export function loggedErrors(file: string, max = 5): string[] {
  const out = new Map<string, number>();
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  for (const line of text.split('\n')) {
    if (!line.includes('"level":5') && !line.includes('"level":6')) continue;
    try {
      const j = JSON.parse(line) as { level?: number; msg?: string; err?: { type?: string; message?: string; code?: string } };
      if ((j.level ?? 0) < 50) continue;
      const msg = [j.err?.type, j.err?.code, j.err?.message ?? j.msg].filter(Boolean).join(' ').slice(0, 300);
      if (out.has(msg)) out.set(msg, out.get(msg)! + 1);
      else if (out.size < max) out.set(msg, 1);
    } catch {
      /* not a JSON line */
    }
  }
  return [...out.entries()].map(([m, n]) => (n > 1 ? `${m} (×${n})` : m));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function tail(file: string, lines: number): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines - 1).join('\n').trim();
  } catch {
    return '';
  }
}

function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export interface StartOptions {
  mode: Mode;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** Give up waiting for /health after this long (ms). */
  readyTimeoutMs?: number;
}

export async function startServer(data: DataSet, opts: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const logFile = path.join(data.dataDir, `server-${port}.log`);
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dataDir,
      DIST_DIR: distDir,
      SHOP_MODE: opts.mode,
      DATABASE_URL: data.databaseUrl ?? '',
      ...opts.env,
    },
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  const pid = child.pid;
  if (!pid) throw new Error('could not start the server process');
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const stop = onCleanup(async () => {
    if (exited) return;
    child.kill('SIGTERM');
    if (!(await waitExit(child, 15_000))) {
      console.error(`[bench] server ${pid} did not stop in 15 s after SIGTERM; killing it`);
      child.kill('SIGKILL');
      await waitExit(child, 5_000);
    }
  });

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`the server exited during start-up:\n${tail(logFile, 30)}`);
    }
    try {
      const res = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /health within ${(opts.readyTimeoutMs ?? 120_000) / 1000} s:\n${tail(logFile, 30)}`);
    }
    await sleep(150);
  }
  return { origin, port, pid, mode: opts.mode, logFile, stop, logTail: (lines = 30) => tail(logFile, lines), loggedErrors: (max = 5) => loggedErrors(logFile, max) };
}

/** Runs `fn` with a server on `data`, always stopping it afterwards. */
export async function withServer<T>(data: DataSet, opts: StartOptions, fn: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer(data, opts);
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}
