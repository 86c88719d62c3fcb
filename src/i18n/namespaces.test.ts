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

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

let loaderImports: number;
let loaderFails: number;

beforeEach(() => {
  vi.resetModules();
  loaderImports = 0;
  loaderFails = 0;
  vi.doMock('./loaders.ts', async () => {
    loaderImports++;
    if (loaderFails > 0) {
      loaderFails--;
      throw new Error('chunk failed');
    }
    return { loadResource: async (lng: string, ns: string) => ({ from: `${lng}/${ns}` }) };
  });
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
    expect(loaderImports).toBe(0);
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
    expect(loaderImports).toBe(1);
  });

  it('a failed import is told to i18next, and tried again next time', async () => {
    loaderFails = 1;
    const { lazyBackend, loadResource } = await import('./namespaces.ts');
    const read = await new Promise<{ err: unknown; data: unknown }>((resolve) => lazyBackend.read('zh-cn', 'search', (err, data) => resolve({ err, data })));
    expect(read.err).toBeInstanceOf(Error);
    expect(read.data).toBe(false);
    expect(await loadResource('zh-cn', 'search')).toEqual({ from: 'zh-cn/search' });
    expect(loaderImports).toBe(2);
  });
});
