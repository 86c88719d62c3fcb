/** Empty state: 'no related data' with a 'go browsing' button that goes home. */
import type { ReactElement, ReactNode } from 'react';
import { EmptyBoxIcon } from './icons.tsx';
import { useShellText } from './text.ts';
import { getActionEnv } from '../actions/env.ts';
import { usePagedSource } from '../renderer/hooks.ts';
import type { SourceStatus } from '../renderer/pageStore.ts';

export interface EmptyStateProps {
  /** Default 'no related data'. */
  text?: ReactNode;
  /** Default 'go browsing'; `false` hides the button. */
  buttonText?: ReactNode | false;
  /** Default: switch to the home tab. */
  onButton?: () => void;
  image?: string;
}

export function EmptyState({ text, buttonText, onButton, image }: EmptyStateProps): ReactElement {
  const t = useShellText();
  const go = onButton ?? (() => getActionEnv().navigator.switchTab('/'));
  return (
    <div className="sh-empty">
      {image ? <img src={image} alt="" width={96} height={96} className="sh-empty-icon" /> : <span className="sh-empty-icon"><EmptyBoxIcon /></span>}
      <div className="sh-empty-text">{text ?? t('empty')}</div>
      {buttonText === false ? null : (
        <button type="button" className="sh-btn" onClick={go}>
          {buttonText ?? t('goBrowsing')}
        </button>
      )}
    </div>
  );
}

/** A list without a source (its rows given whole) or whose paged source answered (or failed): it may be called empty. */
export function pagedSettled(source: string | undefined, status: SourceStatus): boolean {
  return !source || status.status === 'ready' || status.status === 'error';
}

export interface PagedEmptyProps extends EmptyStateProps {
  /** The page's paged source ('' or undefined: the rows were given whole, empty now). */
  source: string | undefined;
  /** A failed load: this text with a retry button (refetching page 1) instead of the empty state. */
  failedText?: ReactNode;
}

/**
 * The empty state of a list over a page's `paged` source (its infinite scroll: `PagedMore`,
 * ./InfiniteScroll.tsx): never before the first answer (an unloaded list is not an empty one);
 * with `failedText` a failed load says so and offers another try instead of "no data".
 */
export function PagedEmpty({ source, failedText, ...empty }: PagedEmptyProps): ReactElement | null {
  const { status, refresh } = usePagedSource(source ?? '');
  const t = useShellText();
  if (!pagedSettled(source, status)) return null;
  if (source && failedText !== undefined && status.status === 'error') return <EmptyState text={failedText} buttonText={t('retry')} onButton={() => void refresh()} />;
  return <EmptyState {...empty} />;
}
