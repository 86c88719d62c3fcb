/**
 * Entry: styles, start-up (stores, texts, site config + theme), the router, then render — or
 * hydrate when the server rendered the first view (after preparing that page so the first client
 * render matches). Widgets and pages are lazy chunks; formik, yup and ajv never load here.
 */
import './theme/base.css';
import './shell/shell.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { boot } from './boot/start.ts';
import { App, createAppRouter } from './app/App.tsx';
import { prepareInitialPage } from './app/pageCache.ts';
import { queryOf } from './routes/paths.ts';

boot();

const router = createAppRouter();
const container = document.getElementById('root');

if (container) {
  const app = <App router={router} />;
  if (container.firstElementChild) {
    const { key, search } = router.state.location;
    prepareInitialPage(key, queryOf(search))
      .catch(() => undefined)
      .then(() => hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
}
