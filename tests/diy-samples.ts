/**
 * NiuShop's sample diy documents for tests: ../shared/reference/diy-samples from the repo root
 * (the reference kept beside the repository), falling back to the seeded copies in fixtures/diy.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adaptDiy } from '../src/diy/adapter.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SAMPLE_FILES = {
  home: 'diy_default1-home-DIY_VIEW_INDEX.json',
  member: 'diy_default1-member-center-DIY_VIEW_MEMBER_INDEX.json',
  category: 'diy_default1-goods-category-DIY_VIEW_GOODS_CATEGORY.json',
} as const;

export type SampleName = keyof typeof SAMPLE_FILES;

export interface SampleFile {
  title: string;
  name: string;
  value: { global: Record<string, unknown>; value: Array<Record<string, unknown>> };
}

export function loadSample(which: SampleName): SampleFile {
  const file = SAMPLE_FILES[which];
  const shared = path.resolve(REPO_ROOT, '../shared/reference/diy-samples', file);
  const abs = existsSync(shared) ? shared : path.join(REPO_ROOT, 'fixtures/diy', file);
  return JSON.parse(readFileSync(abs, 'utf8')) as SampleFile;
}

/** The first (or `nth`) component of a sample with that componentName. */
export function sampleComponent(which: SampleName, componentName: string, nth = 0): Record<string, unknown> {
  const found = loadSample(which).value.value.filter((c) => c.componentName === componentName);
  const c = found[nth];
  if (!c) throw new Error(`no ${componentName} #${nth} in the ${which} sample`);
  return c;
}

/** A sample component as widget props: what the adapter makes of it (its node's props). */
export function sampleProps(which: SampleName, componentName: string, nth = 0): Record<string, unknown> {
  const id = sampleComponent(which, componentName, nth).id;
  const node = adaptDiy(loadSample(which).value).page.content.find((n) => n.id === id);
  if (!node?.props) throw new Error(`the adapter made no node for ${componentName} #${nth}`);
  return node.props;
}
