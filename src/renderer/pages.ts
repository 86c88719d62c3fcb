/**
 * System page schemas: src/pages/<id>.page.json, each its own lazy chunk.
 * A route's `page` is the id (`pages/goods/detail` → src/pages/pages/goods/detail.page.json).
 */
import type { PageSchema } from './types.ts';

const files = import.meta.glob<{ default: PageSchema }>('../pages/**/*.page.json');

function keyOf(id: string): string {
  const clean = id.replace(/^\/+/, '').replace(/\.page\.json$/, '');
  return `../pages/${clean}.page.json`;
}

/** Whether a schema file exists for this page id. */
export function hasPageSchema(id: string): boolean {
  return keyOf(id) in files;
}

/** Every page id with a schema file. */
export function pageSchemaIds(): string[] {
  return Object.keys(files)
    .map((k) => k.replace(/^\.\.\/pages\//, '').replace(/\.page\.json$/, ''))
    .sort();
}

/** Load a page schema by id; undefined when there is no such file. Rejects when the chunk fails. */
export async function loadPageSchema(id: string): Promise<PageSchema | undefined> {
  const load = files[keyOf(id)];
  if (!load) return undefined;
  const mod = await load();
  return mod.default;
}

/** Whether a value looks like one of our page documents (vs. raw NiuShop diy JSON). */
export function isPageSchema(value: unknown): value is PageSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'schemaVersion' in value && Array.isArray((value as { content?: unknown }).content);
}
