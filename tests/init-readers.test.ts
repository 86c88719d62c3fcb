/**
 * The first view's inlined data (the `__INIT__` block) has one reader and one writer (issue 13,
 * deliver 3 and the acceptance "files reading `__INIT__` ≤ 2"): src/boot/inlined.ts finds, parses
 * and seeds it (each consumer registers with `seedFromInlined(part, seed)` and is handed its part),
 * server/http/h5.ts writes it. Any other non-test file of the browser, the widgets or the server
 * that names the block, its id constant or the parser fails here: take the part from the seeder.
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
    else if (/\.[cm]?[jt]sx?$/.test(e.name) && !/\.test\.tsx?$|\.testing\.tsx?$/.test(e.name) && !rel.split(path.sep).includes('testing')) out.push(rel);
  }
  return out;
}

const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The file's code without its comments (enough for these patterns). */
const code = (file: string): string =>
  read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

const files = [...sources('src'), ...sources('widgets'), ...sources('server'), ...sources('scripts')].sort();

it('files naming or reading the __INIT__ block: the browser reader and the server writer (≤ 2)', () => {
  const naming = files.filter((f) => /__INIT__|\bINIT_SCRIPT_ID\b|\breadInlinedInit\b/.test(read(f)));
  expect(naming).toEqual(['server/http/h5.ts', 'src/boot/inlined.ts']);
  expect(naming.length).toBeLessThanOrEqual(2);
});

it('the browser parses it in one place', () => {
  const parsers = files.filter((f) => /getElementById\(\s*(?:INIT_SCRIPT_ID|['"]__INIT__['"])/.test(code(f)));
  expect(parsers).toEqual(['src/boot/inlined.ts']);
});

it('the modules seeded from it register for their part, and no widget is among them', () => {
  const consumers = files.filter((f) => /\bseedFromInlined\s*\(/.test(code(f)) && f !== 'src/boot/inlined.ts');
  expect(consumers).toEqual([
    'src/app/pageCache.ts', // the first page and its data, the store chosen (page, config)
    'src/i18n/instance.ts', // the first view's texts and the title of the route opened, for src/routes/titles.ts (i18n)
    'src/renderer/registry.ts', // the first page's widget chunks (widgets)
    'src/routes/manifest.ts', // the routes the first render looked up, and which have a page schema, for src/renderer/pages.ts (routes)
  ]);
  // boot() seeds with the page's document (its site config: no config/init call).
  expect(code('src/boot/start.ts')).toMatch(/\bseedFirstView\(/);
});
