// The names an expression may start from, and the property names it may never touch.

/** Explicit roots: there is no implicit scope chain, an unknown identifier is a compile error. */
export const ROOTS = ['data', 'state', 'query', 'member', 'site', 'cart', 'item', 'index', 'form', 'event'] as const;
export type RootName = (typeof ROOTS)[number];

const rootSet: ReadonlySet<string> = new Set(ROOTS);
export function isRoot(name: string): name is RootName {
  return rootSet.has(name);
}

/** Keys that lead to prototypes; rejected when written literally, `undefined` when computed. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);

/** JavaScript words that would suggest the language is JavaScript; each gets a clear error. */
export const UNSUPPORTED_WORDS: ReadonlySet<string> = new Set([
  'new', 'this', 'typeof', 'void', 'delete', 'in', 'instanceof', 'function', 'class', 'var', 'let', 'const',
  'return', 'if', 'else', 'for', 'while', 'do', 'with', 'yield', 'await', 'async', 'import', 'export', 'super',
  'throw', 'try', 'catch', 'switch', 'case', 'eval', 'arguments', 'globalThis', 'window', 'document',
]);

/** Bare-word literals. */
export const WORD_LITERALS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ['true', true],
  ['false', false],
  ['null', null],
  ['undefined', undefined],
]);
