/**
 * Infinite scroll: a sentinel watched by an IntersectionObserver (80 px ahead) asks for the next
 * page; below it the state: 'loading...' while a page loads, 'no more data' at the end (only
 * when the list has at least 2 items, as the spec's end-of-list tip).
 */
import { useEffect, useRef, type ReactElement } from 'react';
import { usePagedSource } from '../renderer/hooks.ts';
import { PULL_OFFSET } from './PullToRefresh.tsx';
import { useShellText } from './text.ts';

/** Spec: the end-of-list tip shows when the list has at least this many items. */
export const END_TIP_MIN = 2;

export interface InfiniteScrollProps {
  onLoadMore: () => unknown;
  hasMore: boolean;
  loading?: boolean;
  /** Items in the list so far (the end tip needs at least 2). */
  count: number;
  /** Distance before the end at which the next page is requested; default 80 px. */
  offset?: number;
}

export function EndTip({ count, min = END_TIP_MIN }: { count: number; min?: number }): ReactElement | null {
  const t = useShellText();
  if (count < min) return null;
  return <div className="sh-loadmore sh-endtip">{t('noMore')}</div>;
}

export function InfiniteScroll({ onLoadMore, hasMore, loading = false, count, offset = PULL_OFFSET }: InfiniteScrollProps): ReactElement {
  const t = useShellText();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ onLoadMore, hasMore, loading });
  useEffect(() => {
    latest.current = { onLoadMore, hasMore, loading };
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
        if (entries.some((e) => e.isIntersecting) && more && !busy) load();
      },
      { rootMargin: `0px 0px ${offset}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
    // Re-observe after each page so a still-visible sentinel asks again.
  }, [offset, count, hasMore]);

  return (
    <>
      <div ref={sentinel} className="sh-sentinel" aria-hidden="true" />
      {loading ? (
        <div className="sh-loadmore" role="status">
          <i className="sh-spinner" />
          {t('loading')}
        </div>
      ) : !hasMore ? (
        <EndTip count={count} />
      ) : null}
    </>
  );
}

export interface PagedMoreProps {
  /** The page's paged source ('' or undefined: nothing). */
  source: string | undefined;
  /** Rows shown so far (the end tip needs at least 2). */
  count: number;
  /** Show 'loading…' while page 1 is on its way as well (a list that shows nothing meanwhile). */
  loadingFirst?: boolean;
}

/**
 * The infinite scroll of a list over a page's `paged` source (the loader pages it: page 1 on start
 * and on pull-to-refresh, `loadMore` appends, the list ends on a short page; the rows come through
 * the widget's props): the next page near the list's end, then 'no more data'. Nothing before the
 * source is fetched (idle) or when its `when` skipped it. Its empty state: `PagedEmpty` (./EmptyState.tsx).
 */
export function PagedMore({ source, count, loadingFirst = false }: PagedMoreProps): ReactElement | null {
  const { status, loadMore } = usePagedSource(source ?? '');
  if (!source || status.status === 'idle' || status.status === 'skipped') return null;
  return <InfiniteScroll onLoadMore={() => void loadMore()} hasMore={status.hasMore} loading={status.loadingMore || (loadingFirst && status.status === 'loading')} count={count} />;
}
