/**
 * The honest placeholder for a route whose page is not built yet (or whose addon is off):
 * the route's title, 'This page is not available yet', and a way home.
 */
import type { ReactElement, ReactNode } from 'react';
import { useShellText } from '../../shell/text.ts';
import { getActionEnv } from '../../actions/env.ts';

export interface NotAvailableProps {
  title?: ReactNode;
  /** Default: 'This page is not available yet'. */
  text?: ReactNode;
  /** Default: relaunch home. */
  onHome?: () => void;
}

export function NotAvailable({ title, text, onHome }: NotAvailableProps): ReactElement {
  const t = useShellText();
  const home = onHome ?? (() => getActionEnv().navigator.relaunch('/'));
  return (
    <section className="sh-status" data-testid="not-available">
      <h2>{title ?? t('notAvailableTitle')}</h2>
      <p>{text ?? t('notAvailable')}</p>
      <button type="button" className="sh-btn sh-btn--primary" onClick={home}>
        {t('backHome')}
      </button>
    </section>
  );
}

export default NotAvailable;
