// t(key, vars?): a placeholder that returns the key. The i18n module replaces it with
// registerFunction('t', …) at start-up, so expressions keep working before and after.
import { toDisplayString } from '../values.ts';

export function t(key: unknown, _vars?: unknown): string {
  return toDisplayString(key);
}

export const i18nFunctions = { t };
