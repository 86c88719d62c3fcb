import { useEffect, useRef, useState, type ReactElement } from 'react';
import { addHistory, clearHistory, getActionEnv, onHistoryChange, readHistory, removeHistory, SEARCH_HISTORY_KEY, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type SearchHistoryProps } from './props.gen.ts';
import '../../src/sdk/search/search-history.css';

export type { SearchHistoryProps };
export { defaults };

const LONG_PRESS_MS = 600;

export default function SearchHistory({ props, node, emit }: WidgetProps<SearchHistoryProps>): ReactElement | null {
  const { t } = useTexts('search');
  const key = props.storageKey || SEARCH_HISTORY_KEY;
  // Storage is read after mounting (never during render: server-safe, same markup on hydration).
  const [words, setWords] = useState<string[]>([]);
  useEffect(() => {
    const load = () => setWords(readHistory(key).reverse());
    load();
    return onHistoryChange(load);
  }, [key]);

  const press = useRef<{ timer: ReturnType<typeof setTimeout> | null; long: boolean }>({ timer: null, long: false });
  useEffect(() => () => {
    if (press.current.timer) clearTimeout(press.current.timer);
  }, []);

  if (words.length === 0) return null;

  const clearAll = async () => {
    const ok = await getActionEnv().modal({ content: t('confirmClear'), showCancel: true });
    if (ok) clearHistory(key);
  };
  const startPress = (word: string) => {
    press.current.long = false;
    if (press.current.timer) clearTimeout(press.current.timer);
    press.current.timer = setTimeout(() => {
      press.current.long = true;
      void getActionEnv()
        .modal({ content: t('confirmDelete'), showCancel: true })
        .then((ok) => ok && removeHistory(word, key));
    }, LONG_PRESS_MS);
  };
  const endPress = () => {
    if (press.current.timer) clearTimeout(press.current.timer);
    press.current.timer = null;
  };
  const select = (word: string) => {
    if (press.current.long) {
      press.current.long = false;
      return;
    }
    if (props.recordOnSelect !== false) addHistory(word, key);
    void emit('select', { keyword: word });
  };

  return (
    <section className="w-search-history sw-section" data-node-id={node.id}>
      <div className="sw-head">
        <h3 className="sw-title">{props.title || t('history')}</h3>
        <button type="button" className="sw-icon-btn" aria-label={t('clearAll')} onClick={() => void clearAll()}>
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
            <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />
          </svg>
        </button>
      </div>
      <ul className="sw-chips">
        {words.map((w) => (
          <li key={w}>
            <button
              type="button"
              className="sw-chip"
              onClick={() => select(w)}
              onPointerDown={() => startPress(w)}
              onPointerUp={endPress}
              onPointerLeave={endPress}
              onPointerCancel={endPress}
              onContextMenu={(e) => e.preventDefault()}
            >
              {w}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
