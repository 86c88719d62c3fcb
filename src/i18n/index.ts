// i18n entry: the instance, lazy namespaces, and initI18n() which exposes `t` to page bindings.
// Components read texts with `useTexts(ns)`, imported from './useTexts.ts' itself: this module is in
// the entry's `core` chunk (start-up and the page loader import it), the hook belongs to the widgets.
import { registerFunction } from '../bindings/index.ts';
import { i18n, t } from './instance.ts';

export { i18n, loadNamespaces, t, firstViewTexts, hasFirstViewTexts, inlinedResources } from './instance.ts';
export { NAMESPACES, DEFAULT_NS, FIRST_VIEW_NS } from './namespaces.ts';

let ready = false;

/** Registers `t(key, vars?)` for page expressions; idempotent. Returns the i18next instance. */
export function initI18n(): typeof i18n {
  if (!ready) {
    registerFunction('t', (key: unknown, vars?: unknown) =>
      t(String(key ?? ''), vars && typeof vars === 'object' ? (vars as Record<string, unknown>) : undefined),
    );
    ready = true;
  }
  return i18n;
}
