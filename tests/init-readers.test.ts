/**
 * The server's inlined `__INIT__` block has one reader (issue 13 items 3 and 6): src/boot/inlined.ts
 * finds and parses it once (`readInlinedInit`, cached per element); every other module takes its
 * part from there. A second parser, or a new module seeding itself from the block, fails here: add
 * what it needs to the one reader, or name it below on purpose.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(rel));
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.testing\.tsx?$/.test(e.name)) out.push(rel);
  }
  return out;
}

/** The file's code without its comments (enough for these patterns). */
const code = (file: string): string =>
  fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

const files = [...sources('src'), ...sources('widgets')].sort();

it('one module of the browser finds and parses the __INIT__ block', () => {
  const parsers = files.filter((f) => /['"#]__INIT__['"]|getElementById\(\s*INIT_SCRIPT_ID/.test(code(f)));
  expect(parsers).toEqual(['src/boot/inlined.ts']);
});

it('the modules seeded from it are these, and no widget is among them', () => {
  const readers = files.filter((f) => f !== 'src/boot/inlined.ts' && /\breadInlinedInit\s*\(/.test(code(f)));
  expect(readers).toEqual([
    'src/app/pageCache.ts', // the first page and its data, the store chosen
    'src/boot/start.ts', // the site config (no config/init call)
    'src/i18n/instance.ts', // the first view's texts
    'src/renderer/pages.ts', // which inlined routes have a page schema, and those schemas
    'src/renderer/registry.ts', // the first page's widget chunks
    'src/routes/manifest.ts', // the routes the first render looked up
    'src/routes/titles.ts', // the title of the route opened
  ]);
});
