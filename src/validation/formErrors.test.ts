// The forms' side of the rules: one translated message per field (formErrors), and the form hook.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import en from '../i18n/locales/en-us/validation.json';
import zh from '../i18n/locales/zh-cn/validation.json';
import { firstFormError, formErrors, type Translate } from './formErrors.ts';
import { useRulesForm } from './useRulesForm.ts';
import type { FieldRules } from './types.ts';

async function translator(lng: 'zh-cn' | 'en-us'): Promise<Translate> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    lowerCaseLng: true,
    resources: { 'zh-cn': { validation: zh }, 'en-us': { validation: en } },
    ns: ['validation'],
    defaultNS: 'validation',
    interpolation: { escapeValue: false },
  });
  return (key, vars) => i18n.t(key, { ...vars });
}

// The phone-binding popup of spec §5.
const bindRules: FieldRules = {
  mobile: [
    { rule: 'required', message: 'mobileRequired' },
    { rule: 'phoneno', message: 'mobileInvalid' },
  ],
  captcha: [{ rule: 'required', message: 'captchaRequired' }],
  dynacode: [{ rule: 'required', message: 'dynacodeRequired' }],
};

async function formikErrors(rules: FieldRules, values: Record<string, unknown>, translate: Translate, labels?: Record<string, string>): Promise<Record<string, unknown>> {
  return Promise.resolve(formErrors(rules, values, translate, labels));
}

describe('formErrors', () => {
  it('gives one translated message per field (English)', async () => {
    const t = await translator('en-us');
    expect(await formikErrors(bindRules, { mobile: '', captcha: '', dynacode: '' }, t)).toEqual({
      mobile: 'please enter mobile',
      captcha: 'please enter verification code',
      dynacode: 'please enter dynamic code',
    });
    expect(await formikErrors(bindRules, { mobile: '1380013800', captcha: '1234', dynacode: '' }, t)).toEqual({
      mobile: 'please enter a correct phone number',
      dynacode: 'please enter dynamic code',
    });
    expect(await formikErrors(bindRules, { mobile: '13800138000', captcha: '1234', dynacode: '5678' }, t)).toEqual({});
  });

  it('gives Chinese messages with interpolated labels and variables', async () => {
    const t = await translator('zh-cn');
    const rules: FieldRules = {
      nickname: [{ rule: 'required' }, { rule: 'length', arg: '2,10' }],
      password: [{ rule: 'required', message: 'newPasswordRequired' }, { rule: 'lengthMin', arg: 6, message: 'passwordMinLength' }],
      confirm: [{ rule: 'same', arg: { field: 'password' }, message: 'passwordMismatch' }],
    };
    const labels = { nickname: '昵称' };
    expect(await formikErrors(rules, { nickname: '', password: '', confirm: '' }, t, labels)).toEqual({
      nickname: '请输入昵称',
      password: '请输入新密码',
    });
    expect(await formikErrors(rules, { nickname: 'a', password: '123', confirm: '1234' }, t, labels)).toEqual({
      nickname: '昵称长度应为2到10个字符',
      password: '密码长度不能小于6位',
      confirm: '两次密码不一致',
    });
  });

  it('treats undefined like "" (empty) and ignores fields without rules', async () => {
    const t = await translator('en-us');
    const rules: FieldRules = { telephone: [{ rule: 'phoneno' }], name: [{ rule: 'required' }] };
    expect(await formikErrors(rules, { telephone: undefined, name: 'x', other: 5 }, t)).toEqual({});
  });

  it('shows a literal message as is', async () => {
    const t = await translator('en-us');
    const rules: FieldRules = { code: [{ rule: 'regex', arg: '^\\d{4}$', message: 'four digits please' }] };
    expect(await formikErrors(rules, { code: '12' }, t)).toEqual({ code: 'four digits please' });
  });

  it('judges a field with its siblings, and names the first failing field in declaration order', async () => {
    const t = await translator('en-us');
    const rules: FieldRules = { password: [{ rule: 'required' }], confirm: [{ rule: 'same', arg: { field: 'password' }, message: 'passwordMismatch' }] };
    expect(await formikErrors(rules, { password: 'a', confirm: 'b' }, t)).toEqual({ confirm: 'the two passwords do not match' });
    expect(await formikErrors(rules, { password: 'a', confirm: 'a' }, t)).toEqual({});
    expect(firstFormError(rules, { confirm: 'second', password: 'first' })).toBe('first');
    expect(firstFormError(rules, {})).toBeNull();
  });
});

describe('useRulesForm', () => {
  const rules: FieldRules = { a: [{ rule: 'required', message: 'a?' }], b: [{ rule: 'required', message: 'b?' }] };
  const translate: Translate = (key) => key;

  it('validates the latest values, also those set in the same task, and starts again from new initial values', async () => {
    const { result, rerender } = renderHook(({ init }) => useRulesForm({ initialValues: init, rules, translate, enableReinitialize: true }), { initialProps: { init: { a: '', b: '' } } });
    expect(await result.current.validateForm()).toEqual({ a: 'a?', b: 'b?' });
    let errors: Record<string, string> = {};
    await act(async () => {
      result.current.setFieldValue('a', 'x');
      result.current.setFieldValue('b', 'y');
      errors = await result.current.validateForm();
    });
    expect(errors).toEqual({});
    expect(result.current.values).toEqual({ a: 'x', b: 'y' });
    // the same initial values (a new object) keep what was typed; other ones replace it
    rerender({ init: { a: '', b: '' } });
    expect(result.current.values).toEqual({ a: 'x', b: 'y' });
    rerender({ init: { a: 'new', b: '' } });
    expect(result.current.values).toEqual({ a: 'new', b: '' });
    expect(await result.current.validateForm()).toEqual({ b: 'b?' });
  });

  it('keeps what was typed when the initial values change without enableReinitialize', () => {
    const { result, rerender } = renderHook(({ init }) => useRulesForm({ initialValues: init, rules, translate }), { initialProps: { init: { a: '', b: '' } } });
    act(() => result.current.setValues({ a: 'typed', b: '' }));
    rerender({ init: { a: 'other', b: 'other' } });
    expect(result.current.values).toEqual({ a: 'typed', b: '' });
  });
});
