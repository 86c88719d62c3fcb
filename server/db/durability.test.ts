import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * The README's promise about the embedded database: PGlite hands every commit to the operating system
 * (it survives the process being killed: server/main.test.ts restarts after SIGTERM and SIGKILL) but
 * never flushes the disk (fsync/fdatasync), so power loss may lose the last commits. This measures the
 * installed PGlite: when a release starts flushing (or the package moves), it fails, so the README's
 * paragraph is brought up to date with it.
 */
describe('PGlite durability (README: "Durability of the embedded database")', () => {
  it('the installed PGlite never calls fsync / fdatasync on the host file system', () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const dist = path.dirname(entry);
    const files = fs.readdirSync(dist).filter((f) => f.endsWith('.js') || f.endsWith('.cjs'));
    expect(files.length).toBeGreaterThan(0);
    const flushing = files.filter((f) => /\bfs(?:\.promises)?\.(?:fsync|fdatasync)(?:Sync)?\s*\(|\bfsyncSync\b|\bfdatasyncSync\b/.test(fs.readFileSync(path.join(dist, f), 'utf8')));
    expect(flushing).toEqual([]);
  });

  it('a data directory write goes through node fs writes (the OS holds it once PGlite answers)', () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const dist = path.dirname(entry);
    const all = fs.readdirSync(dist).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
    expect(all).toMatch(/\bwriteSync\b/);
  });
});
