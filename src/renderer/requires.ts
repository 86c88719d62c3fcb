/**
 * A page's `meta.requires`: the sources it is about (an order, a goods). When the API refuses one
 * (code -1: a missing or malformed id, nothing found for it) the page has nothing to show, so it
 * shows the not-found state instead of empty widgets or the API's message. A source that got no
 * answer at all (network) keeps no code and is not "not found".
 */
import type { SourceStatus } from './pageStore.ts';
import type { PageSchema } from './types.ts';

/** Code of an API refusal (the server's Code.ERROR). */
const REFUSED = -1;

export function isRequired(schema: PageSchema, source: string): boolean {
  return Array.isArray(schema.meta?.requires) && schema.meta.requires.includes(source);
}

/** Whether a required source was refused (the page is not found). */
export function requiredRefused(schema: PageSchema, sources: Readonly<Record<string, SourceStatus>>): boolean {
  const names = schema.meta?.requires;
  if (!Array.isArray(names)) return false;
  return names.some((n) => sources[n]?.status === 'error' && sources[n]?.code === REFUSED);
}

