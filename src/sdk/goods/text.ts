/**
 * UI strings of the diy data widgets (namespace `diywidgets`, loaded with each widget's chunk).
 * Merchant texts win; a merchant text that still equals NiuShop's Chinese default is shown in the
 * shopper's language instead (`merchantText`).
 */
import { useCallback } from 'react';
import { i18n } from '../../i18n/instance.ts';
import { useTexts } from '../../i18n/useTexts.ts';

export const DIY_NS = 'diywidgets';

export type DiyT = (key: string, vars?: Record<string, unknown>) => string;

/** `t` of the `diywidgets` namespace; never suspends (a key shows until the namespace is loaded). */
export function useDiyText(): DiyT {
  const { t } = useTexts(DIY_NS);
  return useCallback((key: string, vars?: Record<string, unknown>) => String(t(key, { ...(vars ?? {}) })), [t]);
}

/** Outside React (toasts from click handlers). */
export function diyText(key: string, vars?: Record<string, unknown>): string {
  return String(i18n.t(key, { ns: DIY_NS, ...(vars ?? {}) }));
}

/** Whether the shopper reads Chinese (NiuShop's defaults are Chinese texts). */
export function isChinese(): boolean {
  return !String(i18n.language || 'zh-cn').toLowerCase().startsWith('en');
}

/**
 * The merchant's text. Empty: our text for `key`. Still NiuShop's Chinese default while the
 * shopper reads another language: our translation of it (`key`); in Chinese the merchant's own
 * words stay.
 */
export function merchantText(value: unknown, chineseDefault: string | readonly string[], key: string, t: DiyT): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (text === '') return t(key);
  const defaults = typeof chineseDefault === 'string' ? [chineseDefault] : chineseDefault;
  if (defaults.includes(text) && !isChinese()) return t(key);
  return text;
}
