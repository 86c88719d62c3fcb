/**
 * Route titles: the `routes` i18n namespace (src/i18n/locales/<lang>/routes.json, equal to the
 * titles in routes.json: tests/routes.test.ts), a lazy chunk per language loaded after the first
 * view. The title of the route a page opens with comes inlined by the server
 * (`__INIT__.i18n.routes`), so the first render, and the server's, has it without the chunk.
 * No React here (the hook is src/app/routeTitle.ts); safe on the server.
 */
import { readInlinedInit } from '../boot/inlined.ts';
import { i18n } from '../i18n/instance.ts';
import { ROUTES_NS } from '../i18n/names.ts';
import { loadResource } from '../i18n/namespaces.ts';

export { ROUTES_NS };

/** The route's title in `lang`, or undefined while that language's titles are not loaded. */
export function routeTitle(id: string, lang: string): string | undefined {
  const text: unknown = i18n.getResource(lang, ROUTES_NS, id);
  if (typeof text === 'string') return text;
  const inlined = readInlinedInit()?.i18n;
  const seed = inlined && inlined.lang === lang ? inlined.routes?.[id] : undefined;
  return typeof seed === 'string' ? seed : undefined;
}

/** Whether every title of `lang` is loaded. */
export function hasRouteTitles(lang: string): boolean {
  return i18n.hasResourceBundle(lang, ROUTES_NS);
}

const loading = new Map<string, Promise<void>>();

/** Loads the titles of `lang` once (a failed load is forgotten, so a later call retries). */
export function loadRouteTitles(lang: string): Promise<void> {
  if (hasRouteTitles(lang)) return Promise.resolve();
  let p = loading.get(lang);
  if (!p) {
    p = loadResource(lang, ROUTES_NS)
      .then((data) => {
        i18n.addResourceBundle(lang, ROUTES_NS, data, true, true);
      })
      .finally(() => loading.delete(lang));
    loading.set(lang, p);
  }
  return p;
}

/** Calls `listener` when titles arrive (or other texts: callers re-read); returns the unsubscribe. */
export function subscribeRouteTitles(listener: () => void): () => void {
  const onAdded = (_lng: string, ns: string) => {
    if (ns === ROUTES_NS) listener();
  };
  i18n.store.on('added', onAdded);
  i18n.on('languageChanged', listener);
  return () => {
    i18n.store.off('added', onAdded);
    i18n.off('languageChanged', listener);
  };
}
