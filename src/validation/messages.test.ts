// Both languages carry the same message keys, including every rule's default and the spec's texts.
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en-us/validation.json';
import zh from '../i18n/locales/zh-cn/validation.json';
import { RULES } from './rules/index.ts';

const english: Record<string, string> = en;
const chinese: Record<string, string> = zh;
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string).sort();

describe('validation messages', () => {
  it('have the same keys in zh-cn and en-us', () => {
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(english)) expect(placeholders(chinese[key] ?? ''), key).toEqual(placeholders(english[key] ?? ''));
  });

  it('have every rule\'s default message, using only variables the rule provides', () => {
    for (const rule of RULES.values()) {
      const text = english[rule.messageKey];
      expect(text, rule.name).toBeTruthy();
      const provided = new Set(['field', 'label', ...Object.keys(rule.vars?.('1,2') ?? {}), ...Object.keys(rule.vars?.(6) ?? {})]);
      for (const name of placeholders(text ?? '')) expect(provided.has(name), `${rule.name} uses {{${name}}}`).toBe(true);
    }
  });

  it.each<[string, string, string]>([
    ['mobileRequired', '请输入手机号', 'please enter mobile'],
    ['mobileInvalid', '请输入正确的手机号', 'please enter a correct phone number'],
    ['captchaRequired', '请输入验证码', 'please enter verification code'],
    ['dynacodeRequired', '请输入动态码', 'please enter dynamic code'],
    ['nicknameRequired', '请输入昵称', 'please enter nickname'],
    ['phoneno', '请输入正确的手机号', 'please enter a correct phone number'],
    ['required', '请输入{{label}}', 'please enter {{label}}'],
  ])('%s', (key, zhText, enText) => {
    expect(chinese[key]).toBe(zhText);
    expect(english[key]).toBe(enText);
  });

  it('cover the other spec section 5 messages', () => {
    for (const key of ['usernameRequired', 'noChangeNeeded', 'oldPasswordRequired', 'newPasswordRequired', 'passwordTooShort',
      'passwordMismatch', 'passwordSameAsOld', 'mobileSameAsOld', 'consigneeRequired', 'addressRequired', 'areaRequired',
      'captchaWrong', 'dynacodeWrong']) {
      expect(english[key], key).toBeTruthy();
    }
  });
});
