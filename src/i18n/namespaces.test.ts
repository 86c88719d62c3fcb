/**
 * The text files' loaders (./loaders.ts, every locales/<lang>/<namespace>.json) are a chunk of
 * their own: the names of the namespaces are known without it (`t()` reads them), and it is
 * imported when a text file is first needed. Each test gets fresh copies of ./namespaces.ts with
 * the loaders' chunk counted (and failing when asked).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { namespaceNamesModule } from '../../vite.config.ts';
import { heldChunk, type HeldChunk } from '../boot/heldChunk.testing.ts';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

let loaders: HeldChunk<{ loadResource: (lng: string, ns: string) => Promise<Record<string, unknown>> }>;

beforeEach(() => {
  vi.resetModules();
  loaders = heldChunk(() => ({ loadResource: async (lng: string, ns: string) => ({ from: `${lng}/${ns}` }) }), { held: false });
  vi.doMock('./loaders.ts', loaders.module);
});

afterEach(() => {
  vi.doUnmock('./loaders.ts');
});

describe('text namespaces', () => {
  it('knows every namespace by name without the loaders', async () => {
    const { NAMESPACES } = await import('./namespaces.ts');
    const files = fs.readdirSync(path.join(localesDir, 'zh-cn')).map((f) => f.replace(/\.json$/, ''));
    expect([...NAMESPACES].sort()).toEqual(files.sort());
    expect(NAMESPACES.has('diywidgets')).toBe(true);
    expect(loaders.imports).toBe(0);
  });

  it('the build writes the same list as a plain module (vite.config.ts `i18n-namespace-names`)', async () => {
    const { NAMESPACE_NAMES } = await import('./namespaceNames.ts');
    expect(namespaceNamesModule(localesDir)).toBe(`export const NAMESPACE_NAMES = ${JSON.stringify(NAMESPACE_NAMES)};\n`);
  });

  it('imports the loaders once, with the first text file needed', async () => {
    const { lazyBackend, loadResource } = await import('./namespaces.ts');
    expect(await loadResource('en-us', 'goods')).toEqual({ from: 'en-us/goods' });
    const read = await new Promise((resolve) => lazyBackend.read('zh-cn', 'search', (err, data) => resolve({ err, data })));
    expect(read).toEqual({ err: null, data: { from: 'zh-cn/search' } });
    expect(loaders.imports).toBe(1);
  });

  it('a failed import is told to i18next, and tried again next time', async () => {
    loaders.fails = 1;
    const { lazyBackend, loadResource } = await import('./namespaces.ts');
    const read = await new Promise<{ err: unknown; data: unknown }>((resolve) => lazyBackend.read('zh-cn', 'search', (err, data) => resolve({ err, data })));
    expect(read.err).toBeInstanceOf(Error);
    expect(read.data).toBe(false);
    expect(await loadResource('zh-cn', 'search')).toEqual({ from: 'zh-cn/search' });
    expect(loaders.imports).toBe(2);
  });
});
