import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Lang = 'zh-cn' | 'en-us';
export const LANGS: readonly Lang[] = ['zh-cn', 'en-us'];

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

/** Each server area keeps its messages in locales/<lang>/<area>.json; keys are global and unique. */
function loadTable(lang: Lang): Record<string, string> {
  const dir = path.join(localesDir, lang);
  const table: Record<string, string> = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    Object.assign(table, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>);
  }
  return table;
}

const tables: Record<Lang, Record<string, string>> = { 'zh-cn': loadTable('zh-cn'), 'en-us': loadTable('en-us') };

/** Server messages follow the request's language: the `lang` parameter, else Accept-Language, else zh-cn. */
export function pickLang(param: unknown, acceptLanguage: string | undefined): Lang {
  if (param === 'en-us' || param === 'zh-cn') return param;
  if (typeof param === 'string' && param.toLowerCase().startsWith('en')) return 'en-us';
  if (!param && acceptLanguage && /^en\b/i.test(acceptLanguage.trim())) return 'en-us';
  return 'zh-cn';
}

/** `{name}` placeholders; an unknown key is returned as is (so a literal text also works as a key). */
export function translate(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  const text = tables[lang][key] ?? tables['zh-cn'][key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export function messageKeys(lang: Lang): string[] {
  return Object.keys(tables[lang]);
}
