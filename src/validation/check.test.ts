import { describe, expect, it } from 'vitest';
import { check, checkAll, failureMessageKey } from './check.ts';
import type { FieldRules } from './types.ts';

// The profile password form of spec §5.
const passwordRules: FieldRules = {
  old_pass: [{ rule: 'required', message: 'oldPasswordRequired' }],
  new_pass: [
    { rule: 'required', message: 'newPasswordRequired' },
    { rule: 'lengthMin', arg: 6, message: 'passwordTooShort' },
    { rule: 'notsame', arg: { field: 'old_pass' }, message: 'passwordSameAsOld' },
  ],
  re_pass: [{ rule: 'same', arg: { field: 'new_pass' }, message: 'passwordMismatch' }],
};

describe('check', () => {
  it.each<[Record<string, unknown>, string | null, string | null]>([
    [{}, 'old_pass', 'oldPasswordRequired'],
    [{ old_pass: 'abcdef' }, 'new_pass', 'newPasswordRequired'],
    [{ old_pass: 'abcdef', new_pass: '123' }, 'new_pass', 'passwordTooShort'],
    [{ old_pass: 'abcdef', new_pass: 'abcdef' }, 'new_pass', 'passwordSameAsOld'],
    [{ old_pass: 'abcdef', new_pass: '123456' }, 're_pass', 'passwordMismatch'],
    [{ old_pass: 'abcdef', new_pass: '123456', re_pass: '12345' }, 're_pass', 'passwordMismatch'],
    [{ old_pass: 'abcdef', new_pass: '123456', re_pass: '123456' }, null, null],
  ])('%j → %s %s', (values, field, message) => {
    const found = check(values, passwordRules);
    expect(found?.field ?? null).toBe(field);
    expect(found ? failureMessageKey(found) : null).toBe(message);
  });

  it('reports the rule, its default key, the override and the variables', () => {
    expect(check({ old_pass: 'x', new_pass: '123' }, passwordRules)).toEqual({
      field: 'new_pass',
      rule: 'lengthMin',
      messageKey: 'lengthMin',
      message: 'passwordTooShort',
      vars: { field: 'new_pass', label: 'new_pass', min: 6 },
    });
  });

  it('uses the default key when the declaration has no message, and labels for {{label}}', () => {
    const found = check({ mobile: '123' }, { mobile: [{ rule: 'required' }, { rule: 'phoneno' }] }, undefined, { mobile: '手机号' });
    expect(found).toEqual({ field: 'mobile', rule: 'phoneno', messageKey: 'phoneno', vars: { field: 'mobile', label: '手机号' } });
    expect(found && failureMessageKey(found)).toBe('phoneno');
    expect('message' in (found ?? {})).toBe(false);
  });

  it('checks fields in declaration order, or the given order first', () => {
    const rules: FieldRules = { a: [{ rule: 'required' }], b: [{ rule: 'required' }], c: [{ rule: 'required' }] };
    expect(check({}, rules)?.field).toBe('a');
    expect(check({}, rules, ['c', 'b'])?.field).toBe('c');
    expect(check({ c: 1 }, rules, ['c', 'b'])?.field).toBe('b');
    expect(check({ c: 1, b: 1 }, rules, ['c', 'b', 'zzz'])?.field).toBe('a');
  });

  it('stops at the first failing rule of a field', () => {
    const found = check({ mobile: '' }, { mobile: [{ rule: 'required', message: 'mobileRequired' }, { rule: 'phoneno', message: 'mobileInvalid' }] });
    expect(found?.message).toBe('mobileRequired');
  });

  it('lets an empty optional field pass its format rules (address telephone)', () => {
    const address: FieldRules = {
      name: [{ rule: 'required', message: 'consigneeRequired' }],
      mobile: [{ rule: 'required', message: 'mobileRequired' }, { rule: 'phoneno', message: 'mobileInvalid' }],
      telephone: [{ rule: 'regex', arg: '^[0-9-]{7,20}$', message: 'telephoneInvalid' }],
      full_address: [{ rule: 'required', message: 'addressRequired' }],
    };
    const filled = { name: 'Ann', mobile: '13800138000', full_address: 'Road 1' };
    expect(check({ ...filled, telephone: '' }, address)).toBeNull();
    expect(check(filled, address)).toBeNull();
    expect(check({ ...filled, telephone: 'abc' }, address)?.message).toBe('telephoneInvalid');
    expect(check({ ...filled, mobile: 13800138000 }, address)).toBeNull();
  });

  it('reads own properties only', () => {
    const values = Object.create({ mobile: '13800138000' }) as Record<string, unknown>;
    expect(check(values, { mobile: [{ rule: 'required' }] })?.field).toBe('mobile');
  });

  it('fails loudly on an unknown rule', () => {
    expect(() => check({ a: 1 }, { a: [{ rule: 'nope' }] })).toThrow(/unknown validation rule "nope" on field a/);
    expect(() => check({ a: 1 }, { a: [{} as { rule: string }] })).toThrow(TypeError);
  });
});

describe('checkAll', () => {
  it('lists every failing rule per field, for the server to name each wrong parameter', () => {
    const result = checkAll({ new_pass: 'abc', re_pass: 'x', old_pass: 'abc' }, passwordRules);
    expect(Object.keys(result)).toEqual(['new_pass', 're_pass']);
    expect(result.new_pass?.map((f) => f.rule)).toEqual(['lengthMin', 'notsame']);
    expect(result.re_pass?.map(failureMessageKey)).toEqual(['passwordMismatch']);
  });

  it('is empty when everything passes', () => {
    expect(checkAll({ old_pass: 'abcdef', new_pass: '123456', re_pass: '123456' }, passwordRules)).toEqual({});
  });
});
