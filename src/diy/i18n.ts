/**
 * Merchant text in other languages (docs/merchant-texts.md). Any object of a diy document — a
 * NiuShop component, a list item, `global`, our page's `meta`, a node's props, a tab bar item —
 * may carry `i18n: {"en-us": {field: text}}`: its own string fields are the shop's default language
 * (zh-cn), `i18n[lang]` gives the same fields in another. The convention the content tables use
 * for their rows (server/modules/content/i18n.ts), applied at every level of a document.
 *
 * Pure: the server resolves a document for the shopper's language before it serves it; the studio
 * edits the `i18n` objects beside the fields (src/studio/form).
 */

/** The languages a merchant text may be given in besides the default. */
export const TEXT_LANGS = ['zh-cn', 'en-us'] as const;
export type TextLang = (typeof TEXT_LANGS)[number];
/** The language of a document's own fields. */
export const DEFAULT_TEXT_LANG: TextLang = 'zh-cn';
/** The key of the translations beside an object's own fields. */
export const I18N_KEY = 'i18n';

/** `{"en-us": {title: "Hot"}}`. */
export type Translations = Partial<Record<TextLang, Record<string, string>>>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The document in `lang`: every object's fields replaced by its `i18n[lang]` texts (non-empty
 * strings over string or missing fields; anything else keeps the default), and every `i18n` key
 * removed, so the answer has the shape a NiuShop client knows. A document without translations
 * comes back equal (a copy). Never throws on odd input.
 */
export function localizeDoc<T>(value: T, lang: string): T {
  return walk(value, lang, 0) as T;
}

function walk(value: unknown, lang: string, depth: number): unknown {
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => walk(v, lang, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (k !== I18N_KEY) out[k] = walk(v, lang, depth + 1);
  const tr = (value as Record<string, unknown>)[I18N_KEY];
  const over = isObject(tr) && lang !== DEFAULT_TEXT_LANG ? tr[lang] : undefined;
  if (isObject(over)) {
    for (const [k, v] of Object.entries(over)) {
      if (typeof v === 'string' && v.trim() !== '' && (out[k] === undefined || typeof out[k] === 'string') && k !== I18N_KEY) out[k] = v;
    }
  }
  return out;
}

/** Problems of the `i18n` objects of a document (publishing refuses them): `[{path, message key}]`. */
export interface TranslationProblem {
  path: string;
  problem: 'notObject' | 'language' | 'notText' | 'noField';
}

/**
 * Checks every `i18n` in `value`: an object of known languages, each an object of strings naming
 * fields its owner holds as text (or leaves out). `at` builds child paths (the caller's JSON path style).
 */
export function checkTranslations(value: unknown, path: string, at: (base: string, key: string | number) => string, out: TranslationProblem[] = [], depth = 0): TranslationProblem[] {
  if (depth > 64 || value === null || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkTranslations(v, at(path, i), at, out, depth + 1));
    return out;
  }
  const obj = value as Record<string, unknown>;
  for (const [k, v] of Object.entries(obj)) if (k !== I18N_KEY) checkTranslations(v, at(path, k), at, out, depth + 1);
  if (!(I18N_KEY in obj)) return out;
  const tr = obj[I18N_KEY];
  const base = at(path, I18N_KEY);
  if (!isObject(tr)) {
    out.push({ path: base, problem: 'notObject' });
    return out;
  }
  for (const [lang, texts] of Object.entries(tr)) {
    const lp = at(base, lang);
    if (!(TEXT_LANGS as readonly string[]).includes(lang)) out.push({ path: lp, problem: 'language' });
    else if (!isObject(texts)) out.push({ path: lp, problem: 'notObject' });
    else
      for (const [field, text] of Object.entries(texts)) {
        if (typeof text !== 'string') out.push({ path: at(lp, field), problem: 'notText' });
        else if (field === I18N_KEY || (obj[field] !== undefined && typeof obj[field] !== 'string')) out.push({ path: at(lp, field), problem: 'noField' });
      }
  }
  return out;
}
