/**
 * `useTexts(ns)`: the texts of one namespace in a component, over i18next's own API (no
 * react-i18next: its ~1.9 kB gzip sat in the chunk every widget loads, for what these lines do).
 *
 * `t` is i18next's fixed `t` of the namespace (`getFixedT(null, ns)`): `fallbackNS` (common),
 * interpolation and plurals as `i18n.t`, in the current language. It keeps its identity between
 * renders and changes (with a re-render) when the language changes or the namespace arrives after
 * the first render, so `useMemo`/`useCallback` over `t` follow. The page loader loads a widget's
 * namespaces before the page renders; a namespace nobody loaded is loaded here, after the render
 * (until then a text shows its common fallback or its key). Never suspends. Safe on the server:
 * nothing subscribes or loads while rendering, the render reads the texts the server loaded.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './instance.ts';

export interface Texts<Ns extends string = string> {
  /** i18next's `t` fixed to the namespace. */
  t: TFunction<Ns>;
  /** The language the texts are in (i18next's current language). */
  lng: string;
}

// Whatever can change what `t` gives: the language, a namespace loaded (or failed) by the
// backend, a bundle added by hand. Components re-render only when their own snapshot changes.
function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  i18n.on('loaded', onChange);
  i18n.store.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.off('loaded', onChange);
    i18n.store.off('added', onChange);
  };
}

/** `<language>|<1 when the namespace is there in it>`: a string, so equal states compare equal. */
const snapshotOf = (ns: string): string => {
  const lng = i18n.language ?? '';
  return `${lng}|${lng && i18n.hasResourceBundle(lng, ns) ? 1 : 0}`;
};

/** The texts of namespace `ns` (see the file's comment). */
export function useTexts<Ns extends string>(ns: Ns): Texts<Ns> {
  const get = () => snapshotOf(ns);
  const snapshot = useSyncExternalStore(subscribe, get, get);
  const bar = snapshot.lastIndexOf('|');
  const lng = snapshot.slice(0, bar);
  const ready = snapshot.slice(bar + 1) === '1';

  useEffect(() => {
    // Idempotent in i18next: a namespace loaded, loading or failed is not fetched again.
    if (!ready && lng) void i18n.loadNamespaces(ns);
  }, [ns, lng, ready]);

  // A new `t` per language and per arrival of the namespace; the snapshot is both.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(null, ns), [ns, snapshot]);
  return useMemo(() => ({ t, lng }), [t, lng]);
}
