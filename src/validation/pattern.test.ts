import { describe, expect, it } from 'vitest';
import { compilePattern, hasNestedRepetition, MAX_PATTERN_LENGTH } from './pattern.ts';

describe('compilePattern', () => {
  it.each([
    '^\\d{11}$',
    '^[A-Za-z0-9_]{4,20}$',
    '^(?:\\+86)?1\\d{10}$',
    '(\\d{3})+',
    '^[a-z]+(-[a-z]+)?$',
    '^\\(?\\d+\\)?$',
    '[(+*)]+',
    '^(com|net)$',
  ])('accepts %s', (pattern) => {
    expect(compilePattern(pattern)).toBeInstanceOf(RegExp);
  });

  it.each([
    '(a+)+',
    '(a*)*b',
    '^(\\w+\\s?)*$',
    '(a|aa)+',
    '((ab)*c)+',
    '([a-z]+)*',
    '(x{1,5}){2,}',
    '(',
    '[',
    'a{2,1}',
    '',
    'x'.repeat(MAX_PATTERN_LENGTH + 1),
  ])('refuses %s', (pattern) => {
    expect(compilePattern(pattern)).toBeNull();
  });

  it('refuses non-strings and caches results', () => {
    expect(compilePattern(5)).toBeNull();
    expect(compilePattern(null)).toBeNull();
    expect(compilePattern('^a$')).toBe(compilePattern('^a$'));
  });

  it('sees through escapes and classes', () => {
    expect(hasNestedRepetition('\\(a+\\)+')).toBe(false);
    expect(hasNestedRepetition('[)]+')).toBe(false);
    expect(hasNestedRepetition('[\\]+]+')).toBe(false);
  });
});
