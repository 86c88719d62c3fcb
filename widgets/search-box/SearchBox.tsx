import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { addHistory, getActionEnv, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type SearchBoxProps } from './props.gen.ts';
import './search-box.css';

export type { SearchBoxProps };
export { defaults };

/** Spec: the search input takes at most 50 characters. */
export const KEYWORD_MAX = 50;

function SearchIcon(): ReactElement {
  return (
    <svg className="sb-icon" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4 4" />
    </svg>
  );
}

export default function SearchBox({ props, node, emit }: WidgetProps<SearchBoxProps>): ReactElement {
  const { t } = useTexts('search');
  const [text, setText] = useState(props.value ?? '');
  // A new `value` from the page replaces what was typed (derived state, no effect).
  const [seen, setSeen] = useState(props.value);
  if (seen !== props.value) {
    setSeen(props.value);
    setText(props.value ?? '');
  }
  const input = useRef<HTMLInputElement>(null);
  const placeholder = props.placeholder || t('placeholder');

  useEffect(() => {
    if (props.autoFocus && props.mode !== 'link') input.current?.focus();
  }, [props.autoFocus, props.mode]);

  // Words typed into the server's markup before the app hydrated it are kept.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setText((current) => current || typed.slice(0, KEYWORD_MAX));
  }, []);

  const cls = `w-search-box${props.sticky !== false ? ' sb--sticky' : ''}`;

  if (props.mode === 'link') {
    return (
      <div className={cls} data-node-id={node.id}>
        <button type="button" className="sb-field sb-field--link" onClick={() => void emit('click')}>
          <SearchIcon />
          <span className={props.value ? 'sb-text' : 'sb-text sb-placeholder'}>{props.value || placeholder}</span>
        </button>
      </div>
    );
  }

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    // The field itself: a search sent before the app hydrated it (held, then handed over) has
    // its words there, not yet in the state.
    const keyword = (input.current?.value ?? text).trim() || (props.defaultKeyword ?? '').trim();
    if (!keyword) {
      getActionEnv().toast(t('emptyKeyword'));
      return;
    }
    if (props.historyKey) addHistory(keyword, props.historyKey);
    input.current?.blur();
    void emit('search', { keyword });
  };

  return (
    <form className={cls} data-node-id={node.id} role="search" onSubmit={submit} action="">
      <label className="sb-field">
        <SearchIcon />
        <input
          ref={input}
          className="sb-input"
          type="search"
          enterKeyHint="search"
          value={text}
          maxLength={KEYWORD_MAX}
          placeholder={placeholder}
          aria-label={placeholder}
          onChange={(e) => setText(e.target.value.slice(0, KEYWORD_MAX))}
        />
        {text ? (
          <button type="button" className="sb-clear" aria-label={t('clear')} onClick={() => { setText(''); input.current?.focus(); }}>
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
              <circle cx="12" cy="12" r="10" fill="#c8c9cc" />
              <path d="m8.5 8.5 7 7m0-7-7 7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </label>
      {props.showButton !== false ? (
        <button type="submit" className="sb-button">
          {t('search')}
        </button>
      ) : null}
    </form>
  );
}
