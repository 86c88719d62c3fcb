/**
 * The current route's title for the nav bar and the document, in the language of the texts (as
 * the server rendered it): from the route titles when loaded, else the one the server inlined for
 * the first route. The titles of the language load when a route needs them, or on the first touch
 * (src/main.tsx), so a navigation usually finds them there.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { AppRoute } from '../routes/manifest.ts';
import { hasRouteTitles, loadRouteTitles, routeTitle, subscribeRouteTitles } from '../routes/titles.ts';
import { useLanguage } from '../shell/text.ts';

export function useRouteTitle(route: AppRoute | undefined): string | undefined {
  const lang = useLanguage();
  const get = () => (route ? routeTitle(route.id, lang) : undefined);
  const title = useSyncExternalStore(subscribeRouteTitles, get, get);
  // Loaded for a route whose title is not here (the first one's comes inlined; the entry also
  // fetches them on the first touch, ahead of a navigation).
  const missing = title === undefined && route !== undefined;
  useEffect(() => {
    if (missing && !hasRouteTitles(lang)) loadRouteTitles(lang).catch(() => undefined); // retried on the next route
  }, [lang, missing]);
  return title;
}
