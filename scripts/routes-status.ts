/**
 * npm run routes:status — which routes of the manifest have a page yet.
 * A route is built when src/pages/<page ?? id>.page.json exists, or when it shows a merchant diy
 * document (home, category, member centre, the custom page route). Always exits 0.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { routes } from '../src/routes/routeTable.ts';
import { DIY_ROUTE_ID, type Route } from '../src/routes/manifest.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type RouteState = 'built' | 'missing page file' | 'not built';

export interface RouteStatusRow {
  path: string;
  title: string;
  state: RouteState;
  page: string | null;
}

export function pageFile(page: string, root: string = REPO_ROOT): string {
  return path.join(root, 'src', 'pages', `${page}.page.json`);
}

/** One row per route: built, declared but without its page file, or not built. */
export function routeStatus(list: readonly Route[] = routes, root: string = REPO_ROOT): RouteStatusRow[] {
  return list.map((r) => ({
    path: r.path,
    title: r.title['en-us'],
    page: r.page,
    // The diy routes (home, category, member centre by their `diy` document; any merchant page by
    // DIY_ROUTE_ID) are built from the merchant's documents, without a page file (e2e/builtRoutes.ts walks them too).
    state: existsSync(pageFile(r.page ?? r.id, root)) || (r.page === null && (typeof r.diy === 'string' || r.id === DIY_ROUTE_ID)) ? 'built' : r.page === null ? 'not built' : 'missing page file',
  }));
}

export function formatStatus(rows: readonly RouteStatusRow[]): string {
  const head = { path: 'route', title: 'title (en)', state: 'status' };
  const w1 = Math.max(head.path.length, ...rows.map((r) => r.path.length));
  const w2 = Math.max(head.title.length, ...rows.map((r) => r.title.length));
  const line = (a: string, b: string, c: string): string => `${a.padEnd(w1)}  ${b.padEnd(w2)}  ${c}`.trimEnd();
  const out = [line(head.path, head.title, head.state), line('-'.repeat(w1), '-'.repeat(w2), '-'.repeat(17))];
  for (const r of rows) out.push(line(r.path, r.title, r.state === 'missing page file' ? `not built (missing src/pages/${r.page}.page.json)` : r.state));
  const built = rows.filter((r) => r.state === 'built').length;
  const missing = rows.filter((r) => r.state === 'missing page file').length;
  out.push('');
  out.push(
    `${built} of ${rows.length} routes built, ${rows.length - built} not built` +
      (missing ? ` (${missing} name a page whose file is missing)` : '') +
      '.',
  );
  return out.join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(formatStatus(routeStatus()));
  process.exitCode = 0;
}
