/**
 * A route that failed to render as a whole (typically a page chunk that did not load: offline,
 * a deploy replaced the files). Offers a retry, which reloads the document.
 */
import type { ReactElement } from 'react';
import { useRouteError } from 'react-router-dom';
import { useShellText } from '../shell/text.ts';
import { report } from '../renderer/report.ts';

export function RouteError(): ReactElement {
  const error = useRouteError();
  const t = useShellText();
  report('route', `route failed: ${error instanceof Error ? error.message : String(error)}`, error);
  return (
    <section className="sh-status" role="alert" data-testid="route-error">
      <h1>{t('loadFailed')}</h1>
      <button type="button" className="sh-btn sh-btn--primary" onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </section>
  );
}
