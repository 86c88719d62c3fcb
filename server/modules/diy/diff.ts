/**
 * A readable difference between two documents, at the level of JSON paths (the same spelling as
 * publishing problems, paths.ts): what was added, removed, changed, and which components moved.
 * Lists whose items all carry a unique string `id` (NiuShop's components, our nodes, tab-bar
 * entries) are matched by id, so a reordered page reads as moves rather than as every field of
 * every component changed; other lists are compared position by position.
 */
import { at } from './paths.ts';

export interface Change {
  /** JSON path in the newer document (in the older one for `removed`). */
  path: string;
  kind: 'added' | 'removed' | 'changed' | 'moved';
  before?: unknown;
  after?: unknown;
  /** `moved`: the item's position in the older list. */
  from_index?: number;
}

export interface DiffResult {
  changes: Change[];
  /** Changes beyond the listed ones (only counted). */
  more: number;
}

/** Values larger than this (JSON characters) are shown cut, as a string ending in "…". */
const VALUE_CHARS = 400;
const MAX_CHANGES = 500;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function shown(v: unknown): unknown {
  if (v === undefined) return undefined;
  const json = JSON.stringify(v) ?? '';
  return json.length > VALUE_CHARS ? `${json.slice(0, VALUE_CHARS)}…` : v;
}

/** The ids of a list when every item has a unique non-empty string id, else null. */
function ids(list: unknown[]): string[] | null {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of list) {
    const id = isObject(item) ? item.id : undefined;
    if (typeof id !== 'string' || id === '' || seen.has(id)) return null;
    seen.add(id);
    out.push(id);
  }
  return out;
}

/** The values of a longest increasing subsequence of `seq` (distinct numbers). */
function inOrder(seq: number[]): Set<number> {
  const tails: number[] = [];
  const tailAt: number[] = [];
  const prev: number[] = new Array<number>(seq.length).fill(-1);
  seq.forEach((v, k) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = v;
    tailAt[lo] = k;
    prev[k] = lo > 0 ? tailAt[lo - 1]! : -1;
  });
  const out = new Set<number>();
  for (let k = tails.length ? tailAt[tails.length - 1]! : -1; k >= 0; k = prev[k]!) out.add(seq[k]!);
  return out;
}

export function diffDocuments(before: unknown, after: unknown): DiffResult {
  const changes: Change[] = [];
  let more = 0;
  const add = (c: Change) => {
    if (changes.length < MAX_CHANGES) changes.push(c);
    else more++;
  };

  const walk = (a: unknown, b: unknown, path: string): void => {
    if (Array.isArray(a) && Array.isArray(b)) {
      const ia = ids(a);
      const ib = ids(b);
      if (ia && ib && (a.length > 0 || b.length > 0)) {
        const oldIndex = new Map(ia.map((id, i) => [id, i]));
        const newIds = new Set(ib);
        ia.forEach((id, i) => {
          if (!newIds.has(id)) add({ path: at(path, i), kind: 'removed', before: shown(a[i]) });
        });
        // Moved: the kept items outside the longest run that kept its order (one item dragged
        // from the bottom to the top is one move, not a shift of all the others).
        const stay = inOrder(ib.map((id) => oldIndex.get(id) ?? -1).filter((i) => i >= 0));
        ib.forEach((id, j) => {
          const i = oldIndex.get(id);
          if (i === undefined) {
            add({ path: at(path, j), kind: 'added', after: shown(b[j]) });
            return;
          }
          if (!stay.has(i)) add({ path: at(path, j), kind: 'moved', from_index: i });
          walk(a[i], b[j], at(path, j));
        });
        return;
      }
      const n = Math.max(a.length, b.length);
      for (let i = 0; i < n; i++) {
        if (i >= a.length) add({ path: at(path, i), kind: 'added', after: shown(b[i]) });
        else if (i >= b.length) add({ path: at(path, i), kind: 'removed', before: shown(a[i]) });
        else walk(a[i], b[i], at(path, i));
      }
      return;
    }
    if (isObject(a) && isObject(b)) {
      for (const k of Object.keys(a)) {
        if (!Object.prototype.hasOwnProperty.call(b, k)) add({ path: at(path, k), kind: 'removed', before: shown(a[k]) });
        else walk(a[k], b[k], at(path, k));
      }
      for (const k of Object.keys(b)) {
        if (!Object.prototype.hasOwnProperty.call(a, k)) add({ path: at(path, k), kind: 'added', after: shown(b[k]) });
      }
      return;
    }
    if (a === b) return;
    if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return;
    add({ path, kind: 'changed', before: shown(a), after: shown(b) });
  };
  walk(before, after, '$');
  return { changes, more };
}
