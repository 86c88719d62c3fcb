// A key written twice in one object of a text file: JSON.parse keeps the last one silently, so one
// screen's text replaced another's ("detail.service": the goods service row became "客服").
import { describe, expect, it } from 'vitest';

const raw = import.meta.glob<string>('./locales/*/*.json', { eager: true, query: '?raw', import: 'default' });

/** The dotted paths of keys that occur twice in the same object. */
export function duplicateKeys(text: string): string[] {
  const tokens = text.match(/"(?:\\.|[^"\\])*"|[{}[\]:,]/g) ?? [];
  const stack: Array<{ keys: Set<string> | null; path: string; expectKey: boolean; last: string }> = [];
  const dups: string[] = [];
  for (const tok of tokens) {
    const top = stack[stack.length - 1];
    if (tok === '{' || tok === '[') {
      const path = top ? (top.keys ? `${top.path}${top.path ? '.' : ''}${top.last}` : top.path) : '';
      stack.push({ keys: tok === '{' ? new Set() : null, path, expectKey: tok === '{', last: '' });
    } else if (tok === '}' || tok === ']') stack.pop();
    else if (tok === ',') {
      if (top?.keys) top.expectKey = true;
    } else if (tok.startsWith('"') && top?.keys && top.expectKey) {
      const key = JSON.parse(tok) as string;
      if (top.keys.has(key)) dups.push(`${top.path}${top.path ? '.' : ''}${key}`);
      top.keys.add(key);
      top.last = key;
      top.expectKey = false;
    }
  }
  return dups;
}

describe('text files', () => {
  it('finds a key written twice', () => {
    expect(duplicateKeys('{"a": {"b": 1, "c": [{"b": 2}], "b": "x"}, "d": "{\\"a\\": 1}"}')).toEqual(['a.b']);
  });

  it('write every key once per object', () => {
    const found = Object.entries(raw).flatMap(([file, text]) => duplicateKeys(text).map((k) => `${file}: ${k}`));
    expect(found).toEqual([]);
  });
});
