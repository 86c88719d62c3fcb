/** Unknown path: say so and offer the way home. */
import type { ReactElement } from 'react';
import { useShellText } from '../shell/text.ts';
import { getActionEnv } from '../actions/env.ts';

export function NotFound(): ReactElement {
  const t = useShellText();
  return (
    <section className="sh-status" data-testid="not-found">
      <h2>{t('notFoundTitle')}</h2>
      <p>{t('notFound')}</p>
      <button type="button" className="sh-btn sh-btn--primary" onClick={() => getActionEnv().navigator.relaunch('/')}>
        {t('backHome')}
      </button>
    </section>
  );
}
