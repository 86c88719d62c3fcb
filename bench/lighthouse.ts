/**
 * Lighthouse (mobile form factor, simulated throttling, performance only, fully offline) against
 * the production server (SHOP_MODE=production) for home, goods list and goods detail. Lighthouse's
 * CLI (node_modules/lighthouse) runs Debian Chromium (CHROME_PATH) with the e2e flags plus
 * --headless. Figures: performance score, FCP, LCP, TBT, CLS, total bytes; median of --runs (3).
 *
 *   node --import tsx bench/lighthouse.ts [--runs=3] [--pages=home,list,detail]
 */
import path from 'node:path';
import { requireBuild, shopPages } from './lib/browser.ts';
import { optNumber, optString } from './lib/cli.ts';
import { buyableSkus, prepareData } from './lib/data.ts';
import { lighthouseRun, type LhRun } from './lib/lighthouse.ts';
import { runBench } from './lib/results.ts';
import { startServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

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
        const r = await lighthouseRun(`${server.origin}${pagePath}`, out, (m) => ctx.note(`${name} run ${i + 1}: ${m}`));
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
