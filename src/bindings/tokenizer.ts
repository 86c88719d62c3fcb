// Turns expression text into tokens. Only the punctuation the grammar knows is accepted; JavaScript-only
// forms (`=`, `=>`, `**`, `++`, backticks, `;`) fail here with a clear message, the rest in the parser.
import { BindingError } from './errors.ts';

export type TokenType = 'number' | 'string' | 'name' | 'punct' | 'end';

export interface Token {
  readonly type: TokenType;
  /** Punctuation text or identifier; for literals, the source text. */
  readonly text: string;
  /** Literal value for number and string tokens. */
  readonly value?: number | string;
  readonly pos: number;
}

// Longest first so `===` wins over `==` and `=`.
const PUNCTUATION = [
  '===', '!==', '==', '!=', '<=', '>=', '&&', '||', '??',
  '<', '>', '+', '-', '*', '/', '%', '!', '?', ':', '(', ')', '[', ']', '{', '}', ',', '.',
];

// Forms JavaScript would accept that we refuse with a clear message, checked before PUNCTUATION.
const REJECTED_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['=>', 'arrow functions are not allowed'],
  ['**', 'the ** operator is not supported'],
  ['++', 'increment is not allowed'],
  ['--', 'decrement is not allowed'],
];
const REJECTED_CHARS: Readonly<Record<string, string>> = {
  '=': 'assignment is not allowed',
  '`': 'template literals are not supported',
  ';': 'statements are not allowed',
};

const isDigit = (c: string): boolean => c >= '0' && c <= '9';
const isNameStart = (c: string): boolean => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === '$';
const isNamePart = (c: string): boolean => isNameStart(c) || isDigit(c);

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0',
};

export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const fail = (message: string, pos: number): never => {
    throw new BindingError(message, src, pos);
  };

  while (i < src.length) {
    const c = src[i] as string;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    const start = i;

    if (isDigit(c) || (c === '.' && isDigit(src[i + 1] ?? ''))) {
      while (isDigit(src[i] ?? '')) i++;
      if (src[i] === '.') {
        i++;
        while (isDigit(src[i] ?? '')) i++;
      }
      if (src[i] === 'e' || src[i] === 'E') {
        let j = i + 1;
        if (src[j] === '+' || src[j] === '-') j++;
        if (!isDigit(src[j] ?? '')) fail('malformed number', start);
        i = j;
        while (isDigit(src[i] ?? '')) i++;
      }
      if (isNamePart(src[i] ?? '')) fail('malformed number', start);
      const text = src.slice(start, i);
      tokens.push({ type: 'number', text, value: Number(text), pos: start });
      continue;
    }

    if (isNameStart(c)) {
      while (isNamePart(src[i] ?? '')) i++;
      const text = src.slice(start, i);
      tokens.push({ type: 'name', text, pos: start });
      continue;
    }

    if (c === '"' || c === "'") {
      i++;
      let value = '';
      for (;;) {
        if (i >= src.length) fail('unterminated string', start);
        const ch = src[i] as string;
        if (ch === c) {
          i++;
          break;
        }
        if (ch === '\n' || ch === '\r') fail('unterminated string', start);
        if (ch !== '\\') {
          value += ch;
          i++;
          continue;
        }
        const esc = src[i + 1];
        if (esc === undefined) fail('unterminated string', start);
        const simple = SIMPLE_ESCAPES[esc as string];
        if (simple !== undefined && !(esc === '0' && isDigit(src[i + 2] ?? ''))) {
          value += simple;
          i += 2;
        } else if (esc === 'x') {
          const hex = src.slice(i + 2, i + 4);
          if (!/^[0-9a-fA-F]{2}$/.test(hex)) fail('bad \\x escape', i);
          value += String.fromCharCode(parseInt(hex, 16));
          i += 4;
        } else if (esc === 'u') {
          let hex: string;
          let next: number;
          if (src[i + 2] === '{') {
            const close = src.indexOf('}', i + 3);
            hex = close < 0 ? '' : src.slice(i + 3, close);
            next = close + 1;
          } else {
            hex = src.slice(i + 2, i + 6);
            next = i + 6;
            if (hex.length !== 4) hex = '';
          }
          const code = /^[0-9a-fA-F]{1,6}$/.test(hex) ? parseInt(hex, 16) : -1;
          if (code < 0 || code > 0x10ffff) fail('bad \\u escape', i);
          value += String.fromCodePoint(code);
          i = next;
        } else {
          // Any other escaped character stands for itself (\' \" \\ \/ …).
          value += esc as string;
          i += 2;
        }
      }
      tokens.push({ type: 'string', text: src.slice(start, i), value, pos: start });
      continue;
    }

    const pair = REJECTED_PAIRS.find(([text]) => src.startsWith(text, i));
    if (pair) fail(pair[1], start);
    // `a?.5:1` is a ternary; any other `?.` is optional chaining.
    if (src.startsWith('?.', i) && !isDigit(src[i + 2] ?? '')) {
      fail('optional chaining is not needed: a missing path is already undefined', start);
    }
    const punct = PUNCTUATION.find((p) => src.startsWith(p, i));
    if (punct === undefined) fail(REJECTED_CHARS[c] ?? `unexpected character ${JSON.stringify(c)}`, start);
    tokens.push({ type: 'punct', text: punct as string, pos: start });
    i += (punct as string).length;
  }
  tokens.push({ type: 'end', text: '', pos: src.length });
  return tokens;
}
