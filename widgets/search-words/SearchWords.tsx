import { useState, useSyncExternalStore, type ReactElement } from 'react';
import { addHistory, readStored, useTexts, type WidgetProps, writeStored } from '../../src/sdk/index.ts';
import { defaults, type SearchWordsProps } from './props.gen.ts';
import '../../src/sdk/search/search-history.css';

export type { SearchWordsProps };
export { defaults };

/** "a, b,,c" or ['a', 'b'] → ['a', 'b', 'c'] (trimmed, no blanks, no duplicates). */
export function splitWords(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,，]/) : [];
  const out: string[] = [];
  for (const p of parts) {
    const w = typeof p === 'string' ? p.trim() : '';
    if (w && !out.includes(w)) out.push(w);
  }
  return out;
}

function Eye({ open }: { open: boolean }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

const noSubscribe = (): (() => void) => () => {};

export default function SearchWords({ props, node, emit }: WidgetProps<SearchWordsProps>): ReactElement | null {
  const { t } = useTexts('search');
  const hiddenKey = props.hideable ? props.hiddenKey ?? '' : '';
  // The remembered choice is read from storage on the client only (the server shows the words).
  const stored = useSyncExternalStore(
    noSubscribe,
    () => (hiddenKey ? readStored<unknown>(hiddenKey) === 1 : false),
    () => false,
  );
  const [override, setOverride] = useState<boolean | null>(null);
  const hidden = override ?? stored;

  let words = splitWords(props.words);
  if (words.length === 0) words = splitWords(props.fallbackWords);
  words = words.slice(0, props.max ?? 20);
  if (words.length === 0) return null;

  const toggle = () => {
    const next = !hidden;
    setOverride(next);
    if (hiddenKey) writeStored(hiddenKey, next ? 1 : null);
  };
  const select = (word: string) => {
    if (props.historyKey) addHistory(word, props.historyKey);
    void emit('select', { keyword: word });
  };

  return (
    <section className="w-search-words sw-section" data-node-id={node.id}>
      <div className="sw-head">
        <h3 className="sw-title">{props.title}</h3>
        {props.hideable ? (
          <button type="button" className="sw-icon-btn" aria-pressed={hidden} aria-label={hidden ? t('show') : t('hide')} onClick={toggle}>
            <Eye open={!hidden} />
          </button>
        ) : null}
      </div>
      {hidden ? (
        <div className="sw-hidden">{t('hidden')}</div>
      ) : (
        <ul className="sw-chips">
          {words.map((w) => (
            <li key={w}>
              <button type="button" className={props.highlight ? 'sw-chip sw-chip--hot' : 'sw-chip'} onClick={() => select(w)}>
                {w}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
