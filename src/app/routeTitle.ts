/**
 * The current route's title for the nav bar and the document, in the language of the texts (as
 * the server rendered it): from the route titles when loaded, else the one the server inlined for
 * the first route. The titles of the language load after the first render (a later navigation
 * then finds them there).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { AppRoute } from '../routes/manifest.ts';
import { hasRouteTitles, loadRouteTitles, routeTitle, subscribeRouteTitles } from '../routes/titles.ts';
import { useLanguage } from '../shell/text.ts';

export function useRouteTitle(route: AppRoute | undefined): string | undefined {
  const lang = useLanguage();
  const get = () => (route ? routeTitle(route.id, lang) : undefined);
  const title = useSyncExternalStore(subscribeRouteTitles, get, get);
  useEffect(() => {
    if (!hasRouteTitles(lang)) loadRouteTitles(lang).catch(() => undefined); // retried on the next route
  }, [lang, route]);
  return title;
}
