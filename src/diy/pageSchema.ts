/** Our page documents told from raw NiuShop diy JSON; apart from ./read.ts, which the entry does not need. */
import type { PageSchema } from '../renderer/types.ts';

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a value looks like one of our page documents (vs. raw NiuShop diy JSON). */
export function isPageSchema(value: unknown): value is PageSchema {
  return isObject(value) && 'schemaVersion' in value && Array.isArray(value.content);
}
