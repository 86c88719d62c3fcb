import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from './fixtures.ts';

/**
 * The seeded goods' names as the shop shows them in a language: the demo catalogue is bilingual
 * (fixtures/seed/catalogue.json for zh-cn, catalogue-en.json for en-us; goods.i18n).
 */
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join('fixtures', 'seed', file), 'utf8')) as T;
const zh = read<{ goods: Array<{ goods_id: number; goods_name: string }> }>('catalogue.json');
const en = read<{ goods: Record<string, string>; categories: Record<string, string[]> }>('catalogue-en.json');

export function goodsName(goodsId: number, lang: Lang): string {
  const own = zh.goods.find((g) => g.goods_id === goodsId)?.goods_name;
  if (!own) throw new Error(`no seeded goods ${goodsId}`);
  return lang === 'en-us' ? (en.goods[String(goodsId)] ?? own) : own;
}

/** A seeded category's name (given in zh-cn) in a language. */
export function categoryName(zhName: string, lang: Lang): string {
  return lang === 'en-us' ? (en.categories[zhName]?.[0] ?? zhName) : zhName;
}
