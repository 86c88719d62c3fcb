import { messageKeys, translate, type Lang } from '../../i18n/index.ts';

/**
 * Ledger remarks in the reader's language. A ledger row keeps a message key (`remark_key`, one of
 * the `ACCOUNT_REMARK_*` keys in server/i18n/locales/<lng>/account.json) and its variables
 * (`remark_vars`) beside the zh-cn text (`remark`, kept for NiuShop readers); a listing renders the
 * key in the request's language. Rows written before keys existed (or with a free text no template
 * matches) have no key and show their stored text.
 *
 * Callers may pass `remark_key` + `remark_vars` to changeAccount; one that still passes a Chinese
 * text gets it recognised against the zh-cn templates (`parseRemark`), so the row gets its key all
 * the same. English plurals: a key with a `_ONE` form uses it when the count variable `n` is 1.
 */
export type RemarkVars = Record<string, string | number>;

export interface Remark {
  key: string;
  vars: RemarkVars;
}

export const REMARK_PREFIX = 'ACCOUNT_REMARK_';

const known = (lang: Lang): Set<string> => new Set(messageKeys(lang));
const KEYS: Record<Lang, Set<string>> = { 'zh-cn': known('zh-cn'), 'en-us': known('en-us') };

/** Whether `key` names a remark template of ours. */
export function isRemarkKey(key: string): boolean {
  return key.startsWith(REMARK_PREFIX) && !key.endsWith('_ONE') && KEYS['zh-cn'].has(key);
}

/** The remark in `lang`; null when the key is not one of ours (the caller shows the stored text). */
export function remarkText(lang: Lang, key: string, vars: RemarkVars = {}): string | null {
  if (!isRemarkKey(key)) return null;
  const one = `${key}_ONE`;
  const n = Number(vars.n);
  const useOne = Number.isFinite(n) && KEYS[lang].has(one) && new Intl.PluralRules(lang).select(n) === 'one';
  return translate(lang, useOne ? one : key, vars);
}

interface Pattern {
  key: string;
  names: string[];
  re: RegExp;
  /** Literal characters of the template: the most specific template wins. */
  literal: number;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** zh-cn templates as anchored patterns: `订单{order_no}余额支付` → /^订单(.+?)余额支付$/. */
const PATTERNS: Pattern[] = [...KEYS['zh-cn']]
  .filter(isRemarkKey)
  .map((key) => {
    const template = translate('zh-cn', key);
    const names: string[] = [];
    let literal = 0;
    let source = '';
    for (const part of template.split(/(\{\w+\})/)) {
      const m = /^\{(\w+)\}$/.exec(part);
      if (m) {
        names.push(m[1]!);
        source += '(.+?)';
      } else {
        literal += part.length;
        source += escape(part);
      }
    }
    return { key, names, re: new RegExp(`^${source}$`, 's'), literal };
  })
  .sort((a, b) => b.literal - a.literal);

/** Recognises a zh-cn remark text as one of the templates; null for free text. */
export function parseRemark(text: string): Remark | null {
  const s = text.trim();
  if (!s) return null;
  for (const p of PATTERNS) {
    const m = p.re.exec(s);
    if (!m) continue;
    const vars: RemarkVars = {};
    p.names.forEach((name, i) => {
      const v = m[i + 1] ?? '';
      vars[name] = name === 'n' && /^\d+$/.test(v) ? Number(v) : v;
    });
    return { key: p.key, vars };
  }
  return null;
}

/** The stored variables of a row (jsonb; a string when a driver hands it over unparsed). */
export function remarkVarsOf(v: unknown): RemarkVars {
  let o: unknown = v;
  if (typeof v === 'string') {
    try {
      o = JSON.parse(v);
    } catch {
      return {};
    }
  }
  if (!o || typeof o !== 'object' || Array.isArray(o)) return {};
  const out: RemarkVars = {};
  for (const [k, x] of Object.entries(o as Record<string, unknown>)) if (typeof x === 'string' || typeof x === 'number') out[k] = x;
  return out;
}
