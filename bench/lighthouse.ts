/**
 * Lighthouse (mobile form factor, simulated throttling, performance only, fully offline) against
 * the production server (SHOP_MODE=production) for home, goods list and goods detail. Lighthouse's
 * CLI (node_modules/lighthouse) runs Debian Chromium (CHROME_PATH) with the e2e flags plus
 * --headless. Figures: performance score, FCP, LCP, TBT, CLS, total bytes; median of --runs (3).
 *
 *   node --import tsx bench/lighthouse.ts [--runs=3] [--pages=home,list,detail]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions, requireBuild, shopPages } from './lib/browser.ts';
import { optNumber, optString } from './lib/cli.ts';
import { onCleanup } from './lib/cleanup.ts';
import { buyableSkus, prepareData } from './lib/data.ts';
import { repoRoot } from './lib/paths.ts';
import { runBench } from './lib/results.ts';
import { startServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

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

interface LhRun {
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

function runLighthouse(url: string, outFile: string): Promise<void> {
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

function readRun(file: string): LhRun {
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

await runBench('lighthouse', 'Lighthouse mobile, simulated throttling, offline, production server', async (ctx) => {
  requireBuild();
  const runs = optNumber('runs', 3, 1, { min: 1, max: 9 });
  const wanted = optString('pages', 'home,list,detail').split(',').map((s) => s.trim());
  ctx.settings.runs = runs;
  ctx.settings.lighthouse = 'CLI, --only-categories=performance --form-factor=mobile --throttling-method=simulate';
  ctx.settings.server = 'SHOP_MODE=production, PGlite, seeded with pictures';

  let skuId: number | undefined;
  const data = await prepareData({
    backend: 'pglite',
    label: 'lighthouse',
    images: true,
    mutate: async (db) => {
      skuId = (await buyableSkus(db, 1))[0]?.sku_id;
    },
  });
  const server = await startServer(data, { mode: 'production' });
  const all = shopPages(skuId);
  const pages: Record<string, string> = {};
  for (const name of wanted) {
    const p = all[name];
    if (!p) throw new Error(`unknown page ${name} (${Object.keys(all).join(', ')})`);
    pages[name] = p;
  }
  ctx.settings.pages = pages;

  const perPage: Record<string, unknown> = {};
  const summary: string[] = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    try {
      const results: LhRun[] = [];
      for (let i = 0; i < runs; i++) {
        const out = path.join(data.dataDir, `lh-${name}-${i}.json`);
        const t0 = Date.now();
        let r: LhRun;
        try {
          await runLighthouse(`${server.origin}${pagePath}`, out);
          r = readRun(out);
        } catch (err) {
          // Lighthouse sometimes loses its own trace (NO_NAVSTART, NO_FCP): that run is taken again once.
          if (!/NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(String(err))) throw err;
          ctx.note(`${name} run ${i + 1} taken again after Lighthouse's trace error: ${String(err).slice(0, 160)}`);
          await runLighthouse(`${server.origin}${pagePath}`, out);
          r = readRun(out);
        }
        results.push(r);
        ctx.log(`${name} run ${i + 1}: score ${r.score} FCP ${r.fcp_ms} LCP ${r.lcp_ms} TBT ${r.tbt_ms} CLS ${r.cls} bytes ${r.total_bytes} benchmarkIndex ${r.benchmark_index} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      }
      const m = (f: (r: LhRun) => number) => median(results.map(f));
      const fig = {
        path: pagePath,
        score: m((r) => r.score ?? Number.NaN),
        fcp_ms: m((r) => r.fcp_ms),
        lcp_ms: m((r) => r.lcp_ms),
        tbt_ms: m((r) => r.tbt_ms),
        cls: m((r) => r.cls),
        speed_index_ms: m((r) => r.si_ms),
        total_bytes: m((r) => r.total_bytes),
        benchmark_index: m((r) => r.benchmark_index ?? Number.NaN),
        runs: results,
      };
      perPage[name] = fig;
      const warnings = [...new Set(results.flatMap((r) => r.warnings))];
      if (warnings.length) ctx.note(`${name}: lighthouse warnings: ${warnings.join(' | ')}`);
      ctx.target(`${name} performance`, '≥ 0.95', String(fig.score), Number.isFinite(fig.score) ? fig.score >= 0.95 : null);
      ctx.target(`${name} LCP`, '≤ 1.5 s', `${round(fig.lcp_ms / 1000, 2)} s`, Number.isFinite(fig.lcp_ms) ? fig.lcp_ms <= 1500 : null);
      ctx.target(`${name} CLS`, '= 0', String(fig.cls), Number.isFinite(fig.cls) ? fig.cls === 0 : null);
      summary.push(`${name} score ${fig.score}, FCP ${fig.fcp_ms} ms, LCP ${fig.lcp_ms} ms, TBT ${fig.tbt_ms} ms, CLS ${fig.cls}, ${round(fig.total_bytes / 1000, 1)} kB`);
    } catch (err) {
      ctx.error(name, err);
      ctx.target(`${name} performance`, '≥ 0.95', null, null);
    }
  }
  ctx.figures.pages = perPage;
  ctx.summary(summary.join('; '));
  await server.stop();
});
