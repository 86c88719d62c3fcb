// The CSP has no 'unsafe-eval': nothing in this folder may build code from strings.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs from the project root (import.meta.url is not a file: URL under happy-dom).
const root = join(process.cwd(), 'src', 'bindings') + sep;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    // Tests are skipped: hostile.test.ts holds attack strings as data.
    return /\.(ts|tsx|js)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// Built from pieces so this file does not match itself.
const FORBIDDEN = [
  new RegExp('\\bev' + 'al\\s*\\('),
  new RegExp('\\bnew\\s+Func' + 'tion\\b'),
  new RegExp('(?<![\\w$])Func' + 'tion\\s*\\('),
  new RegExp('\\bwi' + 'th\\s*\\('),
  new RegExp('set(Timeout|Interval)\\s*\\(\\s*[\'"`]'),
];

describe('no dynamic code', () => {
  const files = sources(root);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [file.slice(root.length)]))('%s', (relative) => {
    const text = readFileSync(join(root, relative), 'utf8');
    for (const pattern of FORBIDDEN) expect(text, String(pattern)).not.toMatch(pattern);
  });
});
