// Safe compilation of author-supplied regular expressions (the `regex` rule, NiuShop's `reg`).
// Limits: 500 characters, valid syntax, and no repetition of a group that itself repeats or
// alternates, e.g. (a+)+ or (a|aa)*: the usual catastrophic-backtracking shapes.

export const MAX_PATTERN_LENGTH = 500;
const MAX_CACHED = 200;
const cache = new Map<string, RegExp | null>();

export function compilePattern(pattern: unknown): RegExp | null {
  if (typeof pattern !== 'string' || pattern.length === 0 || pattern.length > MAX_PATTERN_LENGTH) return null;
  const cached = cache.get(pattern);
  if (cached !== undefined) return cached;
  let compiled: RegExp | null = null;
  if (!hasNestedRepetition(pattern)) {
    try {
      compiled = new RegExp(pattern);
    } catch {
      compiled = null;
    }
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(pattern, compiled);
  return compiled;
}

// Is there a variable-count quantifier right at index i? (`?` and an exact `{n}` add no ambiguity.)
function repeatsAt(pattern: string, i: number): boolean {
  const c = pattern[i];
  if (c === '*' || c === '+') return true;
  if (c !== '{') return false;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i, i + 24));
  if (m === null || m[2] === undefined) return false;
  return m[3] === '' || Number(m[3]) > Number(m[1]);
}

export function hasNestedRepetition(pattern: string): boolean {
  // Per open group: does its body repeat or alternate?
  const groups: Array<{ risky: boolean }> = [{ risky: false }];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const top = groups[groups.length - 1] as { risky: boolean };
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      // Skip the class; `]` right after `[` or `[^` is literal.
      let j = i + 1;
      if (pattern[j] === '^') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') j += pattern[j] === '\\' ? 2 : 1;
      i = j;
      if (repeatsAt(pattern, i + 1)) top.risky = true;
      continue;
    }
    if (c === '(') {
      groups.push({ risky: false });
      continue;
    }
    if (c === ')') {
      const group = groups.length > 1 ? (groups.pop() as { risky: boolean }) : { risky: false };
      const parent = groups[groups.length - 1] as { risky: boolean };
      const repeated = repeatsAt(pattern, i + 1);
      if (repeated && group.risky) return true;
      if (repeated || group.risky) parent.risky = true;
      continue;
    }
    if (c === '|' || repeatsAt(pattern, i)) top.risky = true;
  }
  return false;
}
