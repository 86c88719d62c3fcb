/**
 * Pull-to-refresh: drag down while the page is scrolled to the top. Past OFFSET (80 px) the hint
 * reads 'release to refresh'; releasing there calls `onRefresh` and shows 'loading...' until it
 * settles. Touch only (mobile); the drag beyond the offset is damped.
 */
import { useRef, useState, type ReactElement, type ReactNode, type TouchEvent } from 'react';
import { useShellText } from './text.ts';

/** Spec: pull-to-refresh and load-more offset. */
export const PULL_OFFSET = 80;

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown> | void;
  /** Off: children render as they are. */
  enabled?: boolean;
  children?: ReactNode;
  /** Scroll position source; default the window. */
  getScrollTop?: () => number;
}

type Phase = 'idle' | 'pulling' | 'ready' | 'refreshing';

/** The displayed height of the indicator for a finger travel of `delta` px. */
export function pullDistance(delta: number, offset = PULL_OFFSET): number {
  if (delta <= 0) return 0;
  if (delta <= offset) return delta;
  return Math.min(offset + (delta - offset) * 0.3, offset * 2);
}

function windowScrollTop(): number {
  if (typeof window === 'undefined') return 0;
  return window.scrollY || document.documentElement.scrollTop || 0;
}

export function PullToRefresh({ onRefresh, enabled = true, children, getScrollTop = windowScrollTop }: PullToRefreshProps): ReactElement {
  const t = useShellText();
  const [phase, setPhase] = useState<Phase>('idle');
  const [height, setHeight] = useState(0);
  const start = useRef<{ y: number; x: number } | null>(null);
  const travel = useRef(0);

  if (!enabled) return <>{children}</>;

  const onTouchStart = (e: TouchEvent) => {
    if (phase === 'refreshing') return;
    const touch = e.touches[0];
    if (!touch || getScrollTop() > 0) {
      start.current = null;
      return;
    }
    start.current = { y: touch.clientY, x: touch.clientX };
    travel.current = 0;
  };

  const onTouchMove = (e: TouchEvent) => {
    const s = start.current;
    const touch = e.touches[0];
    if (!s || !touch || phase === 'refreshing') return;
    const dy = touch.clientY - s.y;
    const dx = touch.clientX - s.x;
    if (dy <= 0 || Math.abs(dx) > Math.abs(dy) || getScrollTop() > 0) {
      if (phase !== 'idle') {
        setPhase('idle');
        setHeight(0);
      }
      travel.current = 0;
      return;
    }
    travel.current = dy;
    setHeight(pullDistance(dy));
    setPhase(dy >= PULL_OFFSET ? 'ready' : 'pulling');
  };

  const onTouchEnd = () => {
    const dy = travel.current;
    start.current = null;
    travel.current = 0;
    if (phase === 'refreshing') return;
    if (dy >= PULL_OFFSET) {
      setPhase('refreshing');
      setHeight(PULL_OFFSET * 0.6);
      Promise.resolve()
        .then(() => onRefresh())
        .catch(() => undefined)
        .finally(() => {
          setPhase('idle');
          setHeight(0);
        });
    } else {
      setPhase('idle');
      setHeight(0);
    }
  };

  const label = phase === 'refreshing' ? t('loading') : phase === 'ready' ? t('release') : t('pullDown');
  return (
    <div className="sh-ptr" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <div
        className={`sh-ptr-indicator${phase === 'pulling' || phase === 'ready' ? '' : ' sh-ptr-animate'}`}
        style={{ height }}
        aria-live="polite"
        data-phase={phase}
      >
        {phase !== 'idle' ? (
          <span>
            {phase === 'refreshing' ? <i className="sh-spinner" /> : null}
            {label}
          </span>
        ) : null}
      </div>
      {children}
    </div>
  );
}
