import { describe, expect, it } from 'vitest';
import enUs from './locales/en-us.json';
import zhCn from './locales/zh-cn.json';
import enUsInbox from './locales/inbox/en-us.json';
import zhCnInbox from './locales/inbox/zh-cn.json';

const keys = (o: unknown, prefix = ''): string[] =>
  typeof o === 'object' && o !== null ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

describe("the studio's texts", () => {
  it('has every key in both languages', () => {
    expect(keys(enUs).sort()).toEqual(keys(zhCn).sort());
    expect(keys(enUsInbox).sort()).toEqual(keys(zhCnInbox).sort());
  });
});
