/**
 * The two pieces every list over a page's `paged` source needs (the loader pages it: page 1 on
 * start and on pull-to-refresh, `loadMore` appends, the list ends on a short page). The widget
 * gets the rows through its props (`${data.<source>.list}`) and the source's name (`pagedSource`);
 * these read the source's status:
 * - `PagedMore`: the next page near the list's end, then 'no more data' (./InfiniteScroll);
 *   nothing before the source is fetched (idle) or when its `when` skipped it.
 * - `PagedEmpty`: the empty state, never before the first answer (an unloaded list is not an empty
 *   one); with `failedText` a failed load says so and offers another try instead of "no data".
 * `pagedSettled(status)`: whether the list may be called empty (for `aria-busy` while it is not).
 */
import type { ReactElement, ReactNode } from 'react';
import { usePagedSource } from '../../renderer/hooks.ts';
import type { SourceStatus } from '../../renderer/pageStore.ts';
import { EmptyState, type EmptyStateProps } from '../../shell/EmptyState.tsx';
import { InfiniteScroll } from '../../shell/InfiniteScroll.tsx';
import { useShellText } from '../../shell/text.ts';

/** A list without a source (its rows given whole) or whose source answered (or failed). */
export function pagedSettled(source: string | undefined, status: SourceStatus): boolean {
  return !source || status.status === 'ready' || status.status === 'error';
}

export interface PagedMoreProps {
  /** The page's paged source ('' or undefined: nothing). */
  source: string | undefined;
  /** Rows shown so far (the end tip needs at least 2). */
  count: number;
  /** Show 'loading…' while page 1 is on its way as well (a list that shows nothing meanwhile). */
  loadingFirst?: boolean;
}

export function PagedMore({ source, count, loadingFirst = false }: PagedMoreProps): ReactElement | null {
  const { status, loadMore } = usePagedSource(source ?? '');
  if (!source || status.status === 'idle' || status.status === 'skipped') return null;
  return (
    <InfiniteScroll onLoadMore={() => void loadMore()} hasMore={status.hasMore} loading={status.loadingMore || (loadingFirst && status.status === 'loading')} count={count} />
  );
}

export interface PagedEmptyProps extends EmptyStateProps {
  /** The page's paged source ('' or undefined: the rows were given whole, empty now). */
  source: string | undefined;
  /** A failed load: this text with a retry button (refetching page 1) instead of the empty state. */
  failedText?: ReactNode;
}

export function PagedEmpty({ source, failedText, ...empty }: PagedEmptyProps): ReactElement | null {
  const { status, refresh } = usePagedSource(source ?? '');
  const shell = useShellText();
  if (!pagedSettled(source, status)) return null;
  if (source && failedText !== undefined && status.status === 'error') return <EmptyState text={failedText} buttonText={shell('retry')} onButton={() => void refresh()} />;
  return <EmptyState {...empty} />;
}
