/**
 * Search history kept on the device, as NiuShop: storage key `search` (stored as `h5_search`), a
 * JSON array of strings with the most recent LAST; shown newest first. Searching moves a word to
 * the end (no duplicates); there is no length cap. Shared by search-box and search-words, which
 * record what the shopper searched.
 */
import { readStored, writeStored } from '../../stores/persist.ts';

export const SEARCH_HISTORY_KEY = 'search';

const listeners = new Set<() => void>();

/** Called after any change made through these helpers (same tab). */
export function onHistoryChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const l of [...listeners]) l();
}

/** The stored words, oldest first; anything malformed is dropped. */
export function readHistory(key: string = SEARCH_HISTORY_KEY): string[] {
  const raw = readStored<unknown>(key);
  if (!Array.isArray(raw)) return [];
  return raw.filter((w): w is string => typeof w === 'string' && w.trim() !== '');
}

/** Moves `word` to the end (most recent). Blank words are ignored. */
export function addHistory(word: string, key: string = SEARCH_HISTORY_KEY): void {
  const w = word.trim();
  if (!w || !key) return;
  const list = readHistory(key).filter((x) => x !== w);
  list.push(w);
  writeStored(key, list);
  changed();
}

export function removeHistory(word: string, key: string = SEARCH_HISTORY_KEY): void {
  writeStored(key, readHistory(key).filter((x) => x !== word));
  changed();
}

export function clearHistory(key: string = SEARCH_HISTORY_KEY): void {
  writeStored(key, []);
  changed();
}
