import { sql, type RawBuilder } from 'kysely';
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

/** The shop's own language: rows keep its text in their own fields. */
export const DEFAULT_LANG: Lang = 'zh-cn';

/**
 * One field's text in the reader's language from a row's `i18n` (`{"en-us": {field: text}}`), when
 * the merchant gave one; undefined for the shop's own language, or a translation that is missing or
 * blank (the row's own text then stands). The rule of every catalogue and member row (level names,
 * goods names and units, sku names, category names); `textIn` is the same rule in SQL.
 */
export function translation(i18n: unknown, field: string, lang: Lang | undefined): string | undefined {
  if (!lang || lang === DEFAULT_LANG || !i18n || typeof i18n !== 'object') return undefined;
  const texts = (i18n as Record<string, unknown>)[lang];
  const v = texts && typeof texts === 'object' ? (texts as Record<string, unknown>)[field] : undefined;
  return typeof v === 'string' && /\S/.test(v) ? v : undefined;
}

/**
 * `translation` in SQL: the column `<alias>.<field>` in the reader's language, over `<alias>.i18n`
 * (`alias` a table or its alias in the query). For the shop's own language it is the column itself,
 * so default-language queries are unchanged. Select it `as` the field's own name.
 */
export function textIn(lang: Lang | undefined, alias: string, field: string): RawBuilder<string> {
  const col = sql.ref(`${alias}.${field}`);
  if (!lang || lang === DEFAULT_LANG) return sql<string>`${col}`;
  const v = sql`(${sql.ref(`${alias}.i18n`)} -> ${sql.lit(lang)} -> ${sql.lit(field)})`;
  const tr = sql`(${sql.ref(`${alias}.i18n`)} -> ${sql.lit(lang)} ->> ${sql.lit(field)})`;
  return sql<string>`(case when jsonb_typeof(${v}) = 'string' and ${tr} ~ '\\S' then ${tr} else ${col} end)`;
}
