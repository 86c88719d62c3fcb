/**
 * Entry: styles, start-up (stores, texts, site config + theme), the router, then render — or,
 * when the server rendered the first view, prepare that page (so the first client render equals
 * the server's) and hydrate it. The server renders as a guest without a chosen store, in the
 * language of the `h5_lang` cookie; a shopper for whom that is not true gets a client render over
 * it instead. The first view's texts and route title come inlined with the page; when they do
 * not (another language, no server), they load before the first render. Widgets, pages, texts
 * and the theme table are lazy chunks; formik comes with a form's chunk, yup on its first keystroke, ajv never loads here. Taps on the server's
 * view before the app listens are held by an inline script and handed over (boot/earlyClicks.ts);
 * the same script loads this entry only after the server's view has painted with its pictures
 * (boot/appStart.ts). Widgets below the fold stay server markup until the browser is idle or
 * they come into view (renderer/hydrationGates.ts).
 */
import './theme/base.css';
import './shell/shell.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadActions } from './actions/index.ts';
import { boot } from './boot/start.ts';
import { releaseEarlyClicks } from './boot/earlyClicks.ts';
import { App, createAppRouter, loadFeedback } from './app/App.tsx';
import { nextTask } from './app/nextTask.ts';
import { prepareInitialPage, sameStoreAsServer } from './app/pageCache.ts';
import { loadWidgetTable } from './renderer/registry.ts';
import { firstViewTexts, hasFirstViewTexts } from './i18n/instance.ts';
import { findRoute, knowsRoute } from './routes/manifest.ts';
import { loadRouteTables } from './routes/tables.ts';
import { queryOf } from './routes/paths.ts';
import { loadRouteTitles, routeTitle } from './routes/titles.ts';
import { useLanguageStore } from './stores/language.ts';
import { useMemberStore } from './stores/member.ts';

// The actions chunk, the toast host, the route titles, the widget table and the route tables
// (the pages a tap may open) are fetched on the first touch or key, ahead of the tap that needs
// them.
for (const type of ['pointerdown', 'keydown'] as const) {
  addEventListener(
    type,
    () => {
      void loadActions().catch(() => undefined);
      void loadWidgetTable();
      void loadRouteTables();
      void loadFeedback().catch(() => undefined);
      void loadRouteTitles(useLanguageStore.getState().lang).catch(() => undefined);
    },
    { once: true, capture: true, passive: true },
  );
}

async function start(): Promise<void> {
  // Evaluating the modules is one long task of its own; the start-up runs in the ones after it.
  await nextTask();
  const { inlined } = boot();
  // Without the first page's widget types inlined (no page from the server, the dev server), the
  // page needs the widget table: fetched now, alongside the page.
  if (!inlined?.widgets) void loadWidgetTable();
  // Likewise the route tables without the first view's routes inlined.
  if (!inlined?.routes) void loadRouteTables();
  const router = createAppRouter();
  const container = document.getElementById('root');
  if (!container) return;

  /** Whether this shopper sees what the server rendered (a guest, the default store, its language). */
  const sameAsServer = (): boolean => {
    const ssr = inlined?.ssr as { lang?: unknown } | undefined;
    return ssr?.lang === useLanguageStore.getState().lang && !useMemberStore.getState().token && sameStoreAsServer();
  };

  /** The first view's texts and the current route's title, when they are not here yet (else null). */
  const textsToLoad = (): Promise<unknown> | null => {
    const lang = useLanguageStore.getState().lang;
    const { pathname } = router.state.location;
    const titleOf = (): Promise<void> | null => {
      const route = findRoute(pathname);
      return route && routeTitle(route.id, lang) === undefined ? loadRouteTitles(lang) : null;
    };
    // A route not inlined is known once the route tables are in.
    const title = knowsRoute(pathname) ? titleOf() : loadRouteTables().then(titleOf);
    const texts = hasFirstViewTexts(lang) ? null : firstViewTexts(lang);
    // A text that fails to load shows its key; the page renders anyway.
    return texts || title ? Promise.all([texts, title]).catch(() => undefined) : null;
  };

  const app = <App router={router} />;
  const texts = textsToLoad();
  if (!container.firstElementChild) {
    // No server view: nothing was there to tap. The render waits for the route tables only when
    // the server did not inline the route it opens; the lookups of its links load them and render
    // again (src/diy/built.ts), as a navigation does.
    releaseEarlyClicks(false);
    await Promise.all([texts, knowsRoute(router.state.location.pathname) ? null : loadRouteTables()]);
    createRoot(container).render(app);
    return;
  }
  const { key, search, pathname } = router.state.location;
  const hydrating = sameAsServer();
  await nextTask();
  // The server's markup is painted before hydration starts (its first paint never waits for it).
  const painted = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  await Promise.all([
    prepareInitialPage(key, queryOf(search), hydrating ? container : undefined).catch(() => undefined),
    painted,
    texts,
    // Hydrating, the first render looks up what the server's did (inlined). A render over the
    // server's view (another shopper) looks up the same page's links, inlined too; one it looks up
    // besides loads the tables and renders again (src/diy/built.ts).
    hydrating || knowsRoute(pathname) ? null : loadRouteTables(),
  ]);
  if (hydrating) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for all of it (a tap on a part not hydrated yet is hydrated
    // first and replayed by React).
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch is recovered by rendering on the client; tell, without failing the page.
        onRecoverableError: (error) => console.warn('[hydrate]', error instanceof Error ? error.message : error),
      });
    });
    // React listens from here on (and hydrates first what a held tap targets).
    releaseEarlyClicks(true);
  } else {
    createRoot(container).render(app);
    releaseEarlyClicks(false);
  }
}

void start();
