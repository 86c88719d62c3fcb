import { sanitizeRichText } from '../diy/richtext.ts';

/**
 * Merchant rich text as shoppers get it: sanitised by the one allowlist of merchant HTML
 * (modules/diy/richtext.ts) when read, whatever way the row was written.
 */
export const safeHtml = (html: string): string => (html ? sanitizeRichText(html).html : '');

/** "1,2,3" stored lists → ids (bad parts skipped). */
export function idList(s: string | null | undefined): number[] {
  if (!s) return [];
  return s
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}
