import { describe, expect, it } from 'vitest';
import { encodeValue, paramsKey, toSearchParams } from './encode.ts';

describe('parameter encoding', () => {
  it('encodes values as NiuShop sends them', () => {
    expect(encodeValue(undefined)).toBeUndefined();
    expect(encodeValue(() => 1)).toBeUndefined();
    expect(encodeValue(null)).toBe('');
    expect(encodeValue(0)).toBe('0');
    expect(encodeValue(true)).toBe('true');
    expect(encodeValue('a b')).toBe('a b');
    expect(encodeValue({ a: [1, { b: 'c' }] })).toBe('{"a":[1,{"b":"c"}]}');
    expect(encodeValue([1, 2])).toBe('[1,2]');
    expect(encodeValue(new Date(1700000000500))).toBe('1700000000');
  });

  it('builds form fields, dropping undefined', () => {
    expect(toSearchParams({ a: 1, b: undefined, c: { d: 1 }, e: '中文 &=' }).toString()).toBe(
      'a=1&c=%7B%22d%22%3A1%7D&e=%E4%B8%AD%E6%96%87+%26%3D',
    );
  });

  it('keys params independently of their order', () => {
    expect(paramsKey({ a: 1, b: 2 })).toBe(paramsKey({ b: 2, a: 1 }));
    expect(paramsKey({ a: 1 })).not.toBe(paramsKey({ a: 2 }));
  });
});
