/**
 * The closed shop. The page's source asks /api/site/status: while the shop is closed the server
 * refuses every call with code -3 and the shop's own message, which is shown here; once the
 * source answers, the shop is open again and `open` lets the page leave (NiuShop: back to home).
 * It looks again on a timer and when the page is shown again (the shopper came back later), by
 * emitting `check` (the page refreshes the source: widgets never fetch for themselves).
 */
import { useEffect, useRef, type ReactElement } from 'react';
import { useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type StoreClosedProps } from './props.gen.ts';
import './store-closed.css';

export type { StoreClosedProps };
export { defaults };

/** The shop-closed code of the API (src/stores/site.ts SITE_CLOSED). */
const CLOSED = -3;

export default function StoreClosed({ props, node, emit }: WidgetProps<StoreClosedProps>): ReactElement {
  const { t } = useTexts('content');
  const source = useSourceStatus(props.source ?? 'status');
  const open = source.status === 'ready';
  const checking = source.status === 'loading' || source.status === 'idle';
  const left = useRef(false);
  // The latest emit, for the timer and the visibility listener set up once.
  const emitRef = useRef(emit);
  useEffect(() => {
    emitRef.current = emit;
  }, [emit]);

  useEffect(() => {
    if (!open || left.current) return;
    left.current = true;
    void emitRef.current('open');
  }, [open]);

  useEffect(() => {
    if (open) return;
    const look = () => {
      if (document.visibilityState === 'visible') void emitRef.current('check');
    };
    const timer = window.setInterval(look, Math.max(5, Number(props.every) || 15) * 1000);
    document.addEventListener('visibilitychange', look);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', look);
    };
  }, [open, props.every]);

  // The server's message is the merchant's own text when set, else its "shop closed" sentence.
  const message = source.code === CLOSED && source.error ? source.error : '';
  return (
    <section className="sc" data-node-id={node.id} aria-busy={checking || undefined}>
      <svg className="sc-icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d="M8 26 14 10h36l6 16" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        <path d="M8 26c0 4 3 7 8 7s8-3 8-7c0 4 3 7 8 7s8-3 8-7c0 4 3 7 8 7s8-3 8-7" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M12 33v21h40V33" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 54V42h16v12" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <h2 className="sc-title">{open ? t('storeReopened') : t('storeClosed')}</h2>
      {message ? (
        <p className="sc-message" data-testid="store-closed-message">
          {message}
        </p>
      ) : null}
      {!open && source.status === 'error' && source.code !== CLOSED ? <p className="sc-message">{t('storeCheckFailed')}</p> : null}
      <button type="button" className="sc-check" disabled={checking || open} onClick={() => void emit('check')}>
        {t('storeCheck')}
      </button>
    </section>
  );
}
