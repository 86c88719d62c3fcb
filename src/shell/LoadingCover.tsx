/** Full-page loading cover (first load of a page), or a translucent overlay. */
import type { ReactElement } from 'react';
import { useShellText } from './text.ts';

export function LoadingCover({ show = true, overlay = false }: { show?: boolean; overlay?: boolean }): ReactElement | null {
  const t = useShellText();
  if (!show) return null;
  return (
    <div className={`sh-loading-cover${overlay ? ' sh-loading-cover--overlay' : ''}`} role="status" aria-label={t('loading')}>
      <i className="sh-spinner" />
    </div>
  );
}
