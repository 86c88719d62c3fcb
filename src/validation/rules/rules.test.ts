import { describe, expect, it } from 'vitest';
import { RULE_NAMES, getRule } from './index.ts';
import type { FormValues } from '../types.ts';

type Case = readonly [value: unknown, arg: unknown, expected: boolean, values?: FormValues];

const TABLE: Readonly<Record<string, readonly Case[]>> = {
  required: [
    ['abc', undefined, true],
    ['0', undefined, true],
    [0, undefined, true],
    [false, undefined, true],
    [['x'], undefined, true],
    ['', undefined, false],
    ['   ', undefined, false],
    [undefined, undefined, false],
    [null, undefined, false],
    [[], undefined, false],
  ],
  notnull: [
    ['abc', undefined, true],
    ['12', undefined, true],
    [5, undefined, true],
    ['', undefined, false],
    [null, undefined, false],
    [undefined, undefined, false],
    ['0', undefined, false],
    [0, undefined, false],
    ['0.00', undefined, false],
    [false, undefined, false],
    [[], undefined, false],
  ],
  length: [
    ['a', '1,20', true],
    ['a'.repeat(20), '1,20', true],
    ['a'.repeat(21), '1,20', false],
    ['ab', [3, 5], false],
    ['abc', [3, 5], true],
    ['中文字', '3,3', true],
    ['😀😀', '2,2', true],
    [12345, '1,4', false],
    ['', '1,20', true],
    ['abc', '5,1', false],
    ['abc', 'x', false],
  ],
  int: [
    ['12', undefined, true],
    ['0', undefined, true],
    ['-3', undefined, true],
    [7, undefined, true],
    [0, undefined, true],
    ['', undefined, true],
    ['1.5', undefined, false],
    [1.5, undefined, false],
    ['12a', undefined, false],
    [' 12', undefined, false],
    ['1e3', undefined, false],
    [true, undefined, false],
  ],
  between: [
    ['5', '1,10', true],
    ['1', '1,10', true],
    ['10', [1, 10], true],
    ['10.5', '1,10', false],
    ['0', '1,10', false],
    ['0', '0,10', true],
    [5.5, [1, 10], true],
    ['-2', '-5,-1', true],
    ['abc', '1,10', false],
    ['', '1,10', true],
    ['5', 'bad', false],
  ],
  betweenD: [
    ['5', '1,10', true],
    [10, '1,10', true],
    ['5.5', '1,10', false],
    ['11', '1,10', false],
    ['0', '0,1', true],
    ['', '1,10', true],
  ],
  betweenF: [
    ['5.5', '1,10', true],
    ['5', '1,10', true],
    ['0.5', [0, 1], true],
    ['10.01', '1,10', false],
    ['.5', '0,1', true],
    ['x', '0,1', false],
    ['', '0,1', true],
  ],
  same: [
    ['secret', { field: 'password' }, true, { password: 'secret' }],
    ['secret', { field: 'password' }, false, { password: 'other' }],
    ['', { field: 'password' }, false, { password: 'secret' }],
    ['', { field: 'password' }, true, { password: '' }],
    ['6', { field: 'n' }, true, { n: 6 }],
    ['yes', 'yes', true],
    ['no', 'yes', false],
    [true, true, true],
  ],
  notsame: [
    ['new', { field: 'old' }, true, { old: 'old' }],
    ['old', { field: 'old' }, false, { old: 'old' }],
    ['13800138000', { field: 'oldMobile' }, false, { oldMobile: 13800138000 }],
    ['', { field: 'old' }, true, { old: 'old' }],
    ['abc', 'abc', false],
  ],
  email: [
    ['a@b.cn', undefined, true],
    ['first.last+tag@mail.example.com', undefined, true],
    ['Upper@Example.COM', undefined, true],
    ['', undefined, true],
    ['a@b', undefined, false],
    ['a@@b.cn', undefined, false],
    ['a b@c.cn', undefined, false],
    ['.a@b.cn', undefined, false],
    ['a..b@c.cn', undefined, false],
    [`${'a'.repeat(250)}@b.cn`, undefined, false],
    [`${'a'.repeat(50_000)}!`, undefined, false],
  ],
  phoneno: [
    ['13800138000', undefined, true],
    [13800138000, undefined, true],
    ['', undefined, true],
    ['1380013800', undefined, false],
    ['138001380001', undefined, false],
    ['1380013800a', undefined, false],
    [' 13800138000', undefined, false],
    ['０１２３４５６７８９０', undefined, false],
  ],
  zipcode: [
    ['100000', undefined, true],
    [518000, undefined, true],
    ['', undefined, true],
    ['10000', undefined, false],
    ['1000000', undefined, false],
    ['10000a', undefined, false],
  ],
  regex: [
    ['AB12', '^[A-Z]{2}\\d+$', true],
    ['ab12', '^[A-Z]{2}\\d+$', false],
    ['xx12yy', '\\d{2}', true],
    ['', '^x$', true],
    ['x', '(', false],
    ['x', 'x'.repeat(501), false],
    ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!', '^(a+)+$', false],
    ['ab', '^(a|b)*$', false],
    ['x', 42, false],
  ],
  in: [
    ['1', '1,2,3', true],
    [2, '1,2,3', true],
    ['1', '10,20', false],
    ['b', ['a', 'b'], true],
    ['3', [1, 2, 3], true],
    ['c', ['a', 'b'], false],
    [['a', 'b'], ['a', 'b', 'c'], true],
    [['a', 'z'], ['a', 'b', 'c'], false],
    ['', '1,2', true],
    ['1', 5, false],
  ],
  lengthMin: [
    ['123456', 6, true],
    ['12345', 6, false],
    ['中文字符串啊', 6, true],
    [['a', 'b'], 2, true],
    ['', 6, true],
    ['abc', '2', true],
    ['abc', -1, false],
  ],
  lengthMax: [
    ['1234', 4, true],
    ['12345', 4, false],
    [1234, 4, true],
    ['😀😀😀😀', 4, true],
    ['', 4, true],
    ['abc', 'x', false],
  ],
};

describe('rule table', () => {
  it('has the sixteen rules of spec section 5, each tested here', () => {
    expect([...RULE_NAMES].sort()).toEqual(Object.keys(TABLE).sort());
    expect(RULE_NAMES).toHaveLength(16);
  });
});

for (const [name, cases] of Object.entries(TABLE)) {
  describe(name, () => {
    const rule = getRule(name);
    it('is registered with a message key', () => {
      expect(rule?.name).toBe(name);
      expect(rule?.messageKey).toBeTruthy();
    });
    it.each(cases.map((c) => [JSON.stringify(c[0])?.slice(0, 40) ?? String(c[0]), JSON.stringify(c[1]) ?? '', c[2], c]))(
      'value %s arg %s → %s',
      (_v, _a, _e, c) => {
        const [value, arg, expected, values] = c as Case;
        expect(rule?.test(value, arg, values ?? {})).toBe(expected);
      },
    );
  });
}

describe('vars', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ['length', '1,20', { min: 1, max: 20 }],
    ['between', [1, 10], { min: 1, max: 10 }],
    ['betweenD', '1,10', { min: 1, max: 10 }],
    ['betweenF', '0.5,2', { min: 0.5, max: 2 }],
    ['lengthMin', 6, { min: 6 }],
    ['lengthMax', 11, { max: 11 }],
    ['same', { field: 'password' }, { otherField: 'password' }],
    ['notsame', 'x', { value: 'x' }],
  ])('%s %j', (name, arg, expected) => {
    expect(getRule(name)?.vars?.(arg)).toEqual(expected);
  });
});
