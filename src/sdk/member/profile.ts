/** Profile display rules shared by the profile widgets. */

/** 'YYYY-MM-DD' of a birthday stored as unix seconds of the date in China (0 = none). */
export function birthdayText(value: unknown): string {
  const s = Number(value);
  if (!Number.isFinite(s) || s === 0) return '';
  return new Date(s * 1000 + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

/** 138****0000. */
export function maskMobile(mobile: unknown): string {
  const m = String(mobile ?? '');
  return m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m;
}

export const SEX_KEYS = ['profile.sexUnknown', 'profile.sexMale', 'profile.sexFemale'] as const;

/** The form a profile row opens: info_edit?type=<type> (NiuShop's action names accepted). */
export type EditType = 'username' | 'nickname' | 'realname' | 'sex' | 'birthday' | 'password' | 'mobile';

const ALIASES: Record<string, EditType> = {
  username: 'username',
  nickname: 'nickname',
  name: 'nickname',
  realname: 'realname',
  realName: 'realname',
  sex: 'sex',
  birthday: 'birthday',
  password: 'password',
  mobile: 'mobile',
  bind_mobile: 'mobile',
};

export function editType(value: unknown): EditType | null {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ALIASES, value) ? ALIASES[value]! : null;
}
