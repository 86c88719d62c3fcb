/**
 * No import cycles in the app, the widgets or the server (issue 13 item 6). A cycle makes the order
 * modules run in depend on who is imported first (a value read before its module ran is undefined)
 * and ties two rooms into one. Lazy `import()` counts: a chunk that imports its loader back is the
 * same knot. Type-only imports do not (they are gone at run time). Read by dpdm, which parses each
 * file with TypeScript and resolves imports as the bundler does.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('no module of src/, widgets/ or server/ imports itself back through others', async () => {
  const tree = await parseDependencyTree(['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'server/**/*.ts'], {
    context: ROOT,
    cwd: ROOT,
    transform: true,
    skipDynamicImports: false,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    // Nothing imports a test file, so none can be on a cycle: a fifth fewer files to parse.
    exclude: /\/node_modules\/|\.test\.tsx?$/,
    onProgress: () => {},
  });
  expect(Object.keys(tree).length, 'files read').toBeGreaterThan(900);
  const cycles = parseCircular(tree).map((c) => c.join(' -> '));
  expect(cycles).toEqual([]);
}, 300_000); // parsing every file takes a minute or more on 2 busy cores
