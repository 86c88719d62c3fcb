import type { Lang } from '../../i18n/index.ts';
import type { I18nText } from '../../db/tables/content.ts';

/**
 * A row with its merchant text in the reader's language: the row's own fields are the shop's
 * first language (zh-cn); `i18n[lang]` replaces the fields it has. The `i18n` column itself is
 * dropped from the answer.
 */
export function localize<T extends { i18n?: I18nText | null }>(row: T, lang: Lang): Omit<T, 'i18n'> {
  const { i18n, ...rest } = row;
  const over = i18n && typeof i18n === 'object' ? i18n[lang] : undefined;
  if (!over || typeof over !== 'object') return rest;
  const out: Record<string, unknown> = { ...rest };
  for (const [k, v] of Object.entries(over)) if (k in out && (typeof v === 'string' || Array.isArray(v))) out[k] = v;
  return out as Omit<T, 'i18n'>;
}

/** The i18n column's value for a write: `{"en-us": {...}}` as a JSON string. */
export const i18nJson = (en: Record<string, unknown> | undefined): string => JSON.stringify(en ? { 'en-us': en } : {});
