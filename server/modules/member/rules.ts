import { fail } from '../../http/errors.ts';
import { ConfigKey, getConfig, type Db } from '../config/queries.ts';

/** `/api/register/config` value (niushop-api.md §7). */
export interface RegisterConfig {
  /** Enabled login ways: "username,mobile". */
  login: string;
  /** Enabled register ways: "username,mobile". */
  register: string;
  third_party: number;
  bind_mobile: number;
  pwd_len: number;
  /** Required character classes, comma separated: number, letter, upper_case, symbol. */
  pwd_complexity: string;
  agreement_show: number;
  wap_bg: string;
  wap_desc: string;
}

export const REGISTER_DEFAULTS: RegisterConfig = {
  login: 'username,mobile',
  register: 'username,mobile',
  third_party: 0,
  bind_mobile: 0,
  pwd_len: 6,
  pwd_complexity: '',
  agreement_show: 1,
  wap_bg: '',
  wap_desc: '',
};

export async function getRegisterConfig(db: Db): Promise<RegisterConfig> {
  return getConfig(db, ConfigKey.REGISTER, REGISTER_DEFAULTS);
}

export function hasWay(list: string, way: string): boolean {
  return String(list ?? '')
    .split(',')
    .map((s) => s.trim())
    .includes(way);
}

/** Spec section 5 / 9: a phone number is exactly 11 digits. */
export function checkMobileFormat(mobile: string): void {
  if (!/^\d{11}$/.test(mobile)) throw fail('MOBILE_FORMAT_ERROR');
}

export const MIN_PASSWORD_LEN = 6;
export const MAX_PASSWORD_LEN = 64;

const CLASSES: Record<string, { test: RegExp; zh: string; en: string }> = {
  number: { test: /[0-9]/, zh: '数字', en: 'a digit' },
  letter: { test: /[a-z]/, zh: '小写字母', en: 'a lower-case letter' },
  upper_case: { test: /[A-Z]/, zh: '大写字母', en: 'an upper-case letter' },
  symbol: { test: /[-#?!@$%^&*]/, zh: '特殊字符', en: 'a symbol (#?!@$%^&*-)' },
};

/** Password rules of the register config: length ≥ pwd_len (never under 6) and the complexity classes. */
export function checkPasswordRules(password: string, cfg: Pick<RegisterConfig, 'pwd_len' | 'pwd_complexity'>): void {
  const min = Math.max(MIN_PASSWORD_LEN, Number(cfg.pwd_len) || 0);
  if ([...password].length < min) throw fail('PASSWORD_TOO_SHORT', { n: min });
  if ([...password].length > MAX_PASSWORD_LEN) throw fail('PASSWORD_TOO_LONG', { n: MAX_PASSWORD_LEN });
  if (/\s/.test(password)) throw fail('PASSWORD_HAS_SPACE');
  const wanted = String(cfg.pwd_complexity ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s in CLASSES);
  const missing = wanted.filter((k) => !CLASSES[k]!.test.test(password));
  if (missing.length) {
    throw fail('PASSWORD_COMPLEXITY', { items_zh: wanted.map((k) => CLASSES[k]!.zh).join('、'), items_en: wanted.map((k) => CLASSES[k]!.en).join(', ') });
  }
}

/**
 * Usernames: 4–30 characters (NiuShop's minimum is 4) without spaces or control characters, not all digits (a login
 * name is matched against usernames and mobiles, so a digits-only username could shadow a phone
 * number) and without "@" (emails are login names too).
 */
export const MIN_USERNAME_LEN = 4;

export function checkUsernameRules(username: string): void {
  const len = [...username].length;
  if (len === 0) throw fail('USERNAME_EMPTY');
  if (len < MIN_USERNAME_LEN) throw fail('USERNAME_TOO_SHORT', { n: MIN_USERNAME_LEN });
  if (len > 30) throw fail('USERNAME_TOO_LONG', { n: 30 });
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(username) || username.includes('@')) throw fail('USERNAME_INVALID');
  if (/^\d+$/.test(username)) throw fail('USERNAME_ALL_DIGITS');
}

/** Removes 4-byte characters (emoji), as NiuShop's filterEmoji does, and trims. */
export function stripEmoji(s: string): string {
  return s.replace(/[\u{10000}-\u{10FFFF}]/gu, '').trim();
}

/** Masks a mobile for display: 138****0000. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}
