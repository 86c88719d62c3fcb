/** Back-to-top button: appears after 1000 px of scroll; scrolls to the top in 300 ms. */
import { useEffect, useState, type ReactElement } from 'react';
import { ArrowUpIcon } from './icons.tsx';
import { useShellText } from './text.ts';
import { BACK_TO_TOP_AFTER } from './backToTopAfter.ts';

export { BACK_TO_TOP_AFTER };
export const BACK_TO_TOP_DURATION = 300;

/** Animate the window's scroll position to 0 over `duration` ms (ease-out). */
export function scrollToTop(duration = BACK_TO_TOP_DURATION): void {
  if (typeof window === 'undefined') return;
  const from = window.scrollY || document.documentElement.scrollTop || 0;
  if (from <= 0) return;
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduce || duration <= 0 || typeof requestAnimationFrame === 'undefined') {
    window.scrollTo(0, 0);
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / duration);
    const eased = 1 - Math.pow(1 - p, 3);
    window.scrollTo(0, Math.round(from * (1 - eased)));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function BackToTop({ after = BACK_TO_TOP_AFTER, duration = BACK_TO_TOP_DURATION }: { after?: number; duration?: number }): ReactElement | null {
  const t = useShellText();
  const [show, setShow] = useState(false);
  useEffect(() => {
    const onScroll = () => setShow((window.scrollY || document.documentElement.scrollTop || 0) > after);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [after]);
  if (!show) return null;
  return (
    <button type="button" className="sh-totop" aria-label={t('backToTop')} onClick={() => scrollToTop(duration)}>
      <ArrowUpIcon />
    </button>
  );
}
