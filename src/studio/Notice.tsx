import { useNotice } from './notices.ts';

/** The last notice (announced to screen readers). */
export function Notice() {
  const { text, kind } = useNotice();
  return (
    <div className={`st-notice st-notice-${kind}`} role="status" aria-live="polite" hidden={!text}>
      {text}
    </div>
  );
}
