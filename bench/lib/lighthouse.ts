/**
 * One Lighthouse CLI run (mobile, simulated throttling, performance only) and its figures, for
 * bench/lighthouse.ts and bench/firstview-switch.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from './browser.ts';
import { onCleanup } from './cleanup.ts';
import { repoRoot } from './paths.ts';
import { round } from './stats.ts';

interface Audit {
  numericValue?: number;
  score?: number | null;
}
interface Lhr {
  lighthouseVersion: string;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
}

export interface LhRun {
  score: number | null;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  si_ms: number;
  total_bytes: number;
  /** Lighthouse's host CPU benchmark (higher = faster; a busy shared machine scores low). */
  benchmark_index: number | null;
  warnings: string[];
}

const LH_CLI = path.join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js');
const RUN_TIMEOUT_MS = 150_000;

export function runLighthouse(url: string, outFile: string): Promise<void> {
  const { executablePath, args } = chromiumLaunchOptions();
  const chromeFlags = ['--headless', ...args].join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [LH_CLI, url, '--only-categories=performance', '--form-factor=mobile', '--throttling-method=simulate', '--output=json', `--output-path=${outFile}`, '--quiet', `--chrome-flags=${chromeFlags}`],
      { cwd: repoRoot, env: { ...process.env, CHROME_PATH: executablePath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.on('data', (b: Buffer) => {
      stderr = (stderr + b.toString()).slice(-4000);
    });
    const stop = onCleanup(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    });
    const timer = setTimeout(() => {
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    }, RUN_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      void stop();
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited with ${signal ?? code}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}

export function readRun(file: string): LhRun {
  const lhr = JSON.parse(fs.readFileSync(file, 'utf8')) as Lhr;
  if (lhr.runtimeError) throw new Error(`lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance?.score ?? null,
    fcp_ms: round(n('first-contentful-paint'), 0),
    lcp_ms: round(n('largest-contentful-paint'), 0),
    tbt_ms: round(n('total-blocking-time'), 0),
    cls: round(n('cumulative-layout-shift'), 4),
    si_ms: round(n('speed-index'), 0),
    total_bytes: n('total-byte-weight'),
    benchmark_index: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/** One run of `url` into `outFile`, taken again once when Lighthouse loses its own trace. */
export async function lighthouseRun(url: string, outFile: string, note: (message: string) => void): Promise<LhRun> {
  try {
    await runLighthouse(url, outFile);
    return readRun(outFile);
  } catch (err) {
    // Lighthouse sometimes loses its own trace (NO_NAVSTART, NO_FCP): that run is taken again once.
    if (!/NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(String(err))) throw err;
    note(`${url} taken again after Lighthouse's trace error: ${String(err).slice(0, 160)}`);
    await runLighthouse(url, outFile);
    return readRun(outFile);
  }
}
