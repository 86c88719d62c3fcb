/**
 * Issue 13's count "widget imports reaching into src/ past the SDK: 0", counted over every import
 * of every widget file (imports, re-exports, side effects, `import()`, `vi.mock`), with the doors
 * of scripts/sdk-doors.js that the lint rule (eslint.config.js) and the codemod
 * (scripts/sdk-imports.ts) use too. A review once counted 397 such imports: every import of src/
 * other than src/sdk/index.ts, style sheets aside, which were the manifests', data.ts' and
 * params.ts' imports of src/sdk/isomorphic.ts and the tests' of src/sdk/testing/ (both doors of
 * the SDK): the counts by door are printed here, what goes past the SDK is listed and must be none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';
import { countWidgetImports, relativeSpecifiers, throughTheSdk, widgetFileKind } from '../scripts/sdk-doors.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('no widget import reaches into src/ past the SDK, nor into another widget', () => {
  const { doors, past, otherWidget } = countWidgetImports(ROOT, fs);
  console.log('widget imports by door of the SDK', doors);
  expect(past).toEqual([]);
  expect(otherWidget).toEqual([]);
  expect(doors['src/sdk/index.ts']).toBeGreaterThan(0);
});

it('the doors by kind of widget file', () => {
  expect(widgetFileKind('goods-card/index.ts')).toBe('server');
  expect(widgetFileKind('goods-card/data.ts')).toBe('server');
  expect(widgetFileKind('goods-card/params.ts')).toBe('server');
  expect(widgetFileKind('goods-card/GoodsCard.tsx')).toBe('component');
  expect(widgetFileKind('goods-card/parts/index.ts')).toBe('component');
  expect(widgetFileKind('goods-card/GoodsCard.test.tsx')).toBe('test');
  expect(throughTheSdk('component', 'src/sdk/index.ts')).toBe(true);
  expect(throughTheSdk('component', 'src/sdk/goods/diy-data.css')).toBe(true);
  expect(throughTheSdk('component', 'src/sdk/isomorphic.ts')).toBe(false);
  expect(throughTheSdk('component', 'src/sdk/goods/GoodsCards.tsx')).toBe(false);
  expect(throughTheSdk('component', 'src/renderer/hooks.ts')).toBe(false);
  expect(throughTheSdk('server', 'src/sdk/index.ts')).toBe(false);
  expect(throughTheSdk('test', 'src/sdk/testing/goods.tsx')).toBe(true);
  expect(relativeSpecifiers("import a from '../../src/x.ts';\n// import b from '../../src/y.ts'\nimport '../../src/z.css';\nvi.mock('../../src/w.ts');\nexport { c } from './c.ts';\nconst d = () => import('../e/f.ts');")).toEqual([
    '../../src/x.ts',
    '../../src/z.css',
    '../../src/w.ts',
    './c.ts',
    '../e/f.ts',
  ]);
});

it('the lint rule refuses what the count calls past the SDK, and lets the doors through', async () => {
  const eslint = new ESLint({ cwd: ROOT });
  const refused = async (file: string, spec: string): Promise<boolean> => {
    const [result] = await eslint.lintText(`import '${spec}';\n`, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
  };
  const cases: Array<[file: string, spec: string]> = [
    ['widgets/goods-card/GoodsCard.tsx', '../../src/sdk/index.ts'],
    ['widgets/goods-card/GoodsCard.tsx', '../../src/sdk/goods/diy-data.css'],
    ['widgets/goods-card/GoodsCard.tsx', '../../src/sdk/isomorphic.ts'],
    ['widgets/goods-card/GoodsCard.tsx', '../../src/sdk/goods/GoodsCards.tsx'],
    ['widgets/goods-card/GoodsCard.tsx', '../../src/renderer/hooks.ts'],
    ['widgets/goods-card/GoodsCard.tsx', '../order-card/OrderCard.tsx'],
    ['widgets/goods-card/parts/Part.tsx', '../../../src/sdk/index.ts'],
    ['widgets/goods-card/parts/Part.tsx', '../../../src/stores/cart.ts'],
    ['widgets/goods-card/index.ts', '../../src/sdk/isomorphic.ts'],
    ['widgets/goods-card/index.ts', '../../src/sdk/index.ts'],
    ['widgets/goods-card/params.ts', '../../src/sdk/isomorphic.ts'],
    ['widgets/goods-card/GoodsCard.test.tsx', '../../src/sdk/testing/goods.tsx'],
    ['widgets/goods-card/GoodsCard.test.tsx', '../../src/data/client.ts'],
  ];
  for (const [file, spec] of cases) {
    const below = path.relative(path.join(ROOT, 'widgets'), path.join(ROOT, file)).split(path.sep).join('/');
    const target = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec)).split(path.sep).join('/');
    const past = target.startsWith('widgets/') || !throughTheSdk(widgetFileKind(below), target);
    expect([file, spec, await refused(file, spec)]).toEqual([file, spec, past]);
  }
}, 60_000);
