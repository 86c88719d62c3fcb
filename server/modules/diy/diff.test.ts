import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diff.ts';

const list = (...ids: string[]) => ids.map((id) => ({ id, n: 1 }));

describe('diffDocuments', () => {
  it('says nothing for equal documents', () => {
    expect(diffDocuments({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null })).toEqual({ changes: [], more: 0 });
  });

  it('names added, removed and changed fields by JSON path', () => {
    const d = diffDocuments({ a: 1, b: { c: 'x', 'odd key': 2 }, gone: true }, { a: 2, b: { c: 'x', 'odd key': 3, d: [1] } });
    expect(d.changes).toEqual([
      { path: '$.a', kind: 'changed', before: 1, after: 2 },
      { path: '$.b["odd key"]', kind: 'changed', before: 2, after: 3 },
      { path: '$.b.d', kind: 'added', after: [1] },
      { path: '$.gone', kind: 'removed', before: true },
    ]);
  });

  it('matches lists of items with ids by id: one dragged item is one move', () => {
    const d = diffDocuments({ value: list('a', 'b', 'c', 'd') }, { value: list('d', 'a', 'b', 'c') });
    expect(d.changes).toEqual([{ path: '$.value[0]', kind: 'moved', from_index: 3 }]);
    const e = diffDocuments({ value: list('a', 'b', 'c') }, { value: [...list('a', 'c'), { id: 'x', n: 2 }] });
    expect(e.changes).toEqual([
      { path: '$.value[1]', kind: 'removed', before: { id: 'b', n: 1 } },
      { path: '$.value[2]', kind: 'added', after: { id: 'x', n: 2 } },
    ]);
  });

  it('compares lists without unique ids position by position', () => {
    expect(diffDocuments([1, 2, 3], [1, 5]).changes).toEqual([
      { path: '$[1]', kind: 'changed', before: 2, after: 5 },
      { path: '$[2]', kind: 'removed', before: 3 },
    ]);
    expect(diffDocuments({ l: [{ id: 'a' }, { id: 'a' }] }, { l: [{ id: 'a' }, { id: 'b' }] }).changes).toEqual([{ path: '$.l[1].id', kind: 'changed', before: 'a', after: 'b' }]);
  });

  it('cuts long values and counts changes past the limit', () => {
    const long = 'x'.repeat(1000);
    const [c] = diffDocuments({ t: '' }, { t: long }).changes;
    expect(typeof c!.after).toBe('string');
    expect((c!.after as string).length).toBe(401);
    expect((c!.after as string).endsWith('…')).toBe(true);
    const many = diffDocuments(
      Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`k${i}`, i])),
      Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`k${i}`, i + 1])),
    );
    expect(many.changes).toHaveLength(500);
    expect(many.more).toBe(100);
  });
});
