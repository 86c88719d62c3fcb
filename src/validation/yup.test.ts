// The formik bridge, used the way formik uses a validationSchema.
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { validateYupSchema, yupToFormErrors } from 'formik';
import en from '../i18n/locales/en-us/validation.json';
import zh from '../i18n/locales/zh-cn/validation.json';
import { toYupSchema } from './yup.ts';
import type { Translate } from './yup.ts';
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
  const schema = toYupSchema(rules, translate, { labels });
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('toYupSchema', () => {
  it('gives formik one translated message per field (English)', async () => {
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

  it('treats formik\'s undefined (its stand-in for "") as empty and ignores fields without rules', async () => {
    const t = await translator('en-us');
    const rules: FieldRules = { telephone: [{ rule: 'phoneno' }], name: [{ rule: 'required' }] };
    expect(await formikErrors(rules, { telephone: undefined, name: 'x', other: 5 }, t)).toEqual({});
  });

  it('shows a literal message as is', async () => {
    const t = await translator('en-us');
    const rules: FieldRules = { code: [{ rule: 'regex', arg: '^\\d{4}$', message: 'four digits please' }] };
    expect(await formikErrors(rules, { code: '12' }, t)).toEqual({ code: 'four digits please' });
  });

  it('validates a single field with its siblings (formik field-level validateAt)', async () => {
    const t = await translator('en-us');
    const schema = toYupSchema({ confirm: [{ rule: 'same', arg: { field: 'password' }, message: 'passwordMismatch' }] }, t);
    await expect(schema.validateAt('confirm', { password: 'a', confirm: 'b' })).rejects.toThrow('the two passwords do not match');
    await expect(schema.validateAt('confirm', { password: 'a', confirm: 'a' })).resolves.toBe('a');
  });
});
