import { currentSignStreak } from '../signin/service.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code, fail } from '../../http/errors.ts';
import type { Services } from '../../http/services.ts';
import { fenToYuan, toFen } from '../../lib/money.ts';
import { runRegisteredHooks } from './registered.ts';
import { changeAccount } from '../account/ledger.ts';
import { ConfigKey, getConfigRow, type Db } from '../config/queries.ts';
import { levelForMember, memberLevelName } from '../level/service.ts';
import type { Lang } from '../../i18n/index.ts';
import { consumeSmsCode, verifySmsCode } from '../sms/service.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { findMemberByAccount, findMemberById, findMemberByMobile, findMemberByUsername, insertMember, uniqueViolation, type MemberRow } from './queries.ts';
import { checkMobileFormat, checkPasswordRules, checkUsernameRules, getRegisterConfig, maskMobile, stripEmoji } from './rules.ts';
import { requireOwnUploads } from '../upload/owned.ts';
import { LOGIN_ATTEMPTS, MODIFY_PASSWORD_ATTEMPTS, PAY_PASSWORD_ATTEMPTS, checkWithAttempt, requireWithAttempt } from './attempts.ts';
import { issueToken } from './token.ts';

type Svc = Pick<Services, 'db' | 'now' | 'tokenSecret'>;

export async function requireMember(db: Db, member_id: number): Promise<MemberRow> {
  const m = await findMemberById(db, member_id);
  if (!m) throw new ApiError(Code.ERROR, 'MEMBER_NOT_EXIST');
  return m;
}

// ---- registration and login ---------------------------------------------------------------

export interface NewMember {
  username?: string;
  password?: string;
  mobile?: string;
  nickname?: string;
  headimg?: string;
  source_member?: number;
  appType: string;
  ip: string;
}

/** A fresh random username for members registered by mobile (they may change it once). */
function randomUsername(): string {
  const chars = 'abcdefghijkmnpqrstuvwxyz23456789';
  let s = 'u_';
  for (let i = 0; i < 10; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return s;
}

/**
 * Creates a member inside `trx` and returns its id. Username or mobile taken (also by a
 * concurrent registration, through the unique indexes) → USERNAME_EXISTED / MOBILE_EXISTED.
 * `source_member` is kept only when it names an existing member.
 */
export async function createMember(trx: Db, now: number, input: NewMember): Promise<number> {
  let source = Number(input.source_member ?? 0);
  if (!Number.isInteger(source) || source <= 0) source = 0;
  if (source && !(await findMemberById(trx, source))) source = 0;
  const byMobile = !input.username;
  const values = {
    username: input.username ?? randomUsername(),
    // Emoji are kept (PostgreSQL stores them; NiuShop's MySQL utf8 could not).
    nickname: (input.nickname ?? '').trim() || (input.mobile ? maskMobile(input.mobile) : input.username ?? ''),
    mobile: input.mobile ?? '',
    password: input.password ? await hashPassword(input.password) : '',
    headimg: input.headimg ?? '',
    source_member: source,
    is_edit_username: byMobile ? 1 : 0,
    reg_time: now,
    login_type: input.appType,
    login_time: now,
    login_ip: input.ip,
    login_num: 1,
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertMember(trx, values);
    } catch (err) {
      const which = uniqueViolation(err);
      if (which === 'username' && byMobile && attempt < 3) {
        values.username = randomUsername();
        continue;
      }
      if (which === 'username') throw new ApiError(Code.ERROR, 'USERNAME_EXISTED');
      if (which === 'mobile') throw new ApiError(Code.ERROR, 'MOBILE_EXISTED');
      throw err;
    }
  }
}

export interface RegisterReward {
  point: number;
  /** Yuan string as the config stores it. */
  balance: string;
  growth: number;
  coupon: string;
  coupon_list: unknown[];
}

/** The register reward config row (memberregister addon, `/memberregister/api/Config/Config`). */
export async function registerRewardConfig(db: Db): Promise<{ is_use: number; value: RegisterReward } & Record<string, unknown>> {
  const row = await getConfigRow<Partial<RegisterReward>>(db, ConfigKey.REGISTER_REWARD);
  const v = row?.value ?? {};
  const value: RegisterReward = {
    point: Math.max(0, Math.trunc(Number(v.point) || 0)),
    balance: fenToYuan(Math.max(0, toFenSafe(v.balance))),
    growth: Math.max(0, Math.trunc(Number(v.growth) || 0)),
    coupon: String(v.coupon ?? ''),
    coupon_list: Array.isArray(v.coupon_list) ? v.coupon_list : [],
  };
  return { ...(row ?? { site_id: 1, app_module: 'shop', config_key: ConfigKey.REGISTER_REWARD, config_desc: '', create_time: 0, modify_time: 0 }), is_use: row?.is_use ?? 0, value };
}

function toFenSafe(v: unknown): number {
  try {
    return toFen(String(v ?? '0') || '0');
  } catch {
    return 0;
  }
}

/**
 * Grants the new-member reward (points, balance, growth) through the account ledger, in its own
 * transaction after the registration committed (changeAccount, from_type 'register'). When the
 * config is off nothing happens; a failure is logged and never undoes the registration. Coupons of
 * the reward are the coupon area's (not granted here). Returns what was granted.
 */
export async function grantRegisterReward(db: Kysely<Database>, member_id: number, log?: (msg: string, err?: unknown) => void): Promise<{ point: number; balance: number; growth: number }> {
  const none = { point: 0, balance: 0, growth: 0 };
  // Other areas' steps after a registration (the inviter's reward …) run whatever the gift.
  await runRegisteredHooks(db, member_id, log);
  const cfg = await registerRewardConfig(db);
  if (cfg.is_use !== 1) return none;
  const grant = { point: cfg.value.point, balance: toFenSafe(cfg.value.balance), growth: cfg.value.growth };
  if (!grant.point && !grant.balance && !grant.growth) return none;
  try {
    await db.transaction().execute(async (trx) => {
      const base = { member_id, from_type: 'register', related_id: member_id };
      if (grant.point) await changeAccount(trx, { ...base, account_type: 'point', delta: grant.point, remark: `注册赠送${grant.point}积分` });
      if (grant.balance) await changeAccount(trx, { ...base, account_type: 'balance', delta: grant.balance, remark: `注册赠送${fenToYuan(grant.balance)}元余额` });
      if (grant.growth) await changeAccount(trx, { ...base, account_type: 'growth', delta: grant.growth, remark: `注册赠送${grant.growth}成长值` });
      // The register-gift popup is shown until the member has seen it (/memberregister/api/Receivegift/updateInfo).
      await trx.updateTable('member').set({ can_receive_registergift: 1 }).where('member_id', '=', member_id).execute();
    });
    return grant;
  } catch (err) {
    log?.('register reward failed', err);
    return none;
  }
}

/** Moves the current login into last_login_* and records this one. */
export async function recordLogin(db: Db, member_id: number, now: number, ip: string, appType: string): Promise<void> {
  await db
    .updateTable('member')
    .set((eb) => ({
      last_login_ip: eb.ref('login_ip'),
      last_login_type: eb.ref('login_type'),
      last_login_time: eb.ref('login_time'),
      login_ip: ip,
      login_type: appType.slice(0, 20),
      login_time: now,
      login_num: eb('login_num', '+', 1),
    }))
    .where('member_id', '=', member_id)
    .execute();
}

// A fixed hash so that an unknown account costs as much time as a wrong password.
let dummyHash: Promise<string> | null = null;

/**
 * Login by username, mobile or email and password. The attempt is taken before the check
 * (LOGIN_ATTEMPTS: 5 failures on an account from any address → the image captcha; 20 from one
 * address → refused for a while); a locked member is told so only after the right password.
 */
export async function loginByPassword(
  svc: Svc,
  input: { account: string; password: string; ip: string; appType: string; captcha?: { id: unknown; code: unknown }; captchaDone?: boolean },
): Promise<{ member_id: number; token: string; can_receive_registergift: number }> {
  const { db } = svc;
  const now = svc.now();
  const subject = input.account.toLowerCase().slice(0, 100);
  const attempt = { scope: 'login', subject, ip: input.ip, now, rule: LOGIN_ATTEMPTS, ...(input.captcha ? { captcha: input.captcha } : {}), captchaDone: input.captchaDone ?? false };
  let member: MemberRow | undefined;
  const ok = await checkWithAttempt(db, attempt, async () => {
    member = await findMemberByAccount(db, input.account);
    return member && member.password ? verifyPassword(input.password, member.password) : verifyPassword(input.password, await (dummyHash ??= hashPassword('not a password'))).then(() => false);
  });
  if (!ok || !member) throw new ApiError(Code.ERROR, 'USERNAME_OR_PASSWORD_ERROR');
  if (Number(member.status) !== 1) throw new ApiError(Code.ERROR, 'MEMBER_IS_LOCKED');
  if (needsRehash(member.password)) {
    await db.updateTable('member').set({ password: await hashPassword(input.password) }).where('member_id', '=', member.member_id).execute();
  }
  await recordLogin(db, member.member_id, now, input.ip, input.appType);
  return { member_id: member.member_id, token: await issueToken(svc, member.member_id), can_receive_registergift: Number(member.can_receive_registergift) };
}

// ---- member info ----------------------------------------------------------------------------

/**
 * `/api/member/info` (niushop-api.md §6): money as yuan strings, `password` 1 when one is set; the
 * level's name (`member_level_name`, `member_level_info`) in the request's language.
 */
export async function memberInfo(db: Db, member_id: number, lang?: Lang): Promise<Record<string, unknown>> {
  const m = await requireMember(db, member_id);
  return {
    member_id: m.member_id,
    source_member: m.source_member,
    username: m.username,
    nickname: m.nickname,
    mobile: m.mobile,
    email: m.email,
    status: m.status,
    headimg: m.headimg,
    member_level: m.member_level,
    member_level_name: await memberLevelName(db, m.member_level, m.member_level_name, lang),
    member_label: m.member_label,
    member_label_name: m.member_label_name,
    qq: m.qq,
    qq_openid: m.qq_openid,
    wx_openid: m.wx_openid,
    wx_unionid: m.wx_unionid,
    ali_openid: m.ali_openid,
    baidu_openid: m.baidu_openid,
    toutiao_openid: m.toutiao_openid,
    douyin_openid: m.douyin_openid,
    realname: m.realname,
    sex: m.sex,
    location: m.location,
    birthday: Number(m.birthday),
    point: m.point,
    balance: fenToYuan(m.balance),
    balance_money: fenToYuan(m.balance_money),
    growth: m.growth,
    password: m.password ? 1 : 0,
    member_level_type: m.member_level_type,
    level_expire_time: Number(m.level_expire_time),
    is_edit_username: m.is_edit_username,
    is_fenxiao: m.is_fenxiao,
    province_id: m.province_id,
    city_id: m.city_id,
    district_id: m.district_id,
    community_id: m.community_id,
    address: m.address,
    full_address: m.full_address,
    longitude: m.longitude,
    latitude: m.latitude,
    member_code: m.member_code,
    member_level_info: await levelForMember(db, m.member_id, lang),
    // The stored streak is only current if the member signed in today or yesterday.
    sign_days_series: await currentSignStreak(db, m.member_id, Math.floor(Date.now() / 1000)),
    reg_time: Number(m.reg_time),
  };
}

// ---- profile edits ---------------------------------------------------------------------------

export async function modifyHeadimg(db: Db, member_id: number, headimg: string): Promise<void> {
  const path = headimg.trim();
  await requireMember(db, member_id);
  // Only the member's own upload (/api/upload/headimg …): never a URL other shoppers' browsers would fetch.
  await requireOwnUploads(db, [path], 'headimg', member_id);
  await db.updateTable('member').set({ headimg: path }).where('member_id', '=', member_id).execute();
}

export async function modifyUsername(db: Db, member_id: number, username: string): Promise<void> {
  const m = await requireMember(db, member_id);
  const name = username.trim();
  if (!name) throw fail('USERNAME_EMPTY');
  if (name === m.username) throw fail('USERNAME_NO_CHANGE');
  if (Number(m.is_edit_username) !== 1) throw fail('USERNAME_CANNOT_EDIT');
  checkUsernameRules(name);
  const taken = await findMemberByUsername(db, name);
  if (taken && taken.member_id !== member_id) throw fail('USERNAME_EXISTED');
  try {
    const done = await db
      .updateTable('member')
      .set({ username: name, is_edit_username: 0 })
      .where('member_id', '=', member_id)
      .where('is_edit_username', '=', 1)
      .returning('member_id')
      .executeTakeFirst();
    if (!done) throw fail('USERNAME_CANNOT_EDIT');
  } catch (err) {
    if (uniqueViolation(err) === 'username') throw fail('USERNAME_EXISTED');
    throw err;
  }
}

export async function modifyNickname(db: Db, member_id: number, nickname: string): Promise<void> {
  const m = await requireMember(db, member_id);
  const name = nickname.trim(); // emoji kept: a shopper's 🍀 stays
  if (!name) throw fail('NICKNAME_EMPTY');
  if ([...name].length > 30) throw fail('NICKNAME_TOO_LONG', { n: 30 });
  if (name === m.nickname) throw fail('NICKNAME_NO_CHANGE');
  await db.updateTable('member').set({ nickname: name }).where('member_id', '=', member_id).execute();
}

export async function modifyRealname(db: Db, member_id: number, realname: string): Promise<void> {
  const m = await requireMember(db, member_id);
  const name = stripEmoji(realname);
  if (!name) throw fail('REALNAME_EMPTY');
  if ([...name].length > 30) throw fail('REALNAME_TOO_LONG', { n: 30 });
  if (name === m.realname) throw fail('REALNAME_NO_CHANGE');
  await db.updateTable('member').set({ realname: name }).where('member_id', '=', member_id).execute();
}

export async function modifySex(db: Db, member_id: number, sex: number): Promise<void> {
  await requireMember(db, member_id);
  await db.updateTable('member').set({ sex }).where('member_id', '=', member_id).execute();
}

/** China time (UTC+8), the shop's calendar. */
const CN_OFFSET = 8 * 3600;

/** `birthday` as NiuShop sends it (unix seconds of the date) or as YYYY-MM-DD; stored as seconds. */
export function parseBirthday(raw: string, now: number): number {
  let ts: number;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) throw fail('BIRTHDAY_INVALID');
    ts = date.getTime() / 1000 - CN_OFFSET;
  } else if (/^-?\d{1,12}$/.test(raw)) {
    ts = Number(raw);
  } else {
    throw fail('BIRTHDAY_INVALID');
  }
  // From 1900-01-01 to today (China time).
  if (ts < -2208988800 - CN_OFFSET || ts > now + 86400) throw fail('BIRTHDAY_INVALID');
  return ts;
}

export async function modifyBirthday(db: Db, member_id: number, birthday: number): Promise<void> {
  await requireMember(db, member_id);
  await db.updateTable('member').set({ birthday }).where('member_id', '=', member_id).execute();
}

export async function modifyAddress(
  db: Db,
  member_id: number,
  a: { province_id: number; city_id: number; district_id: number; community_id?: number; address: string; full_address: string; longitude?: string; latitude?: string },
): Promise<void> {
  await requireMember(db, member_id);
  await db
    .updateTable('member')
    .set({
      province_id: a.province_id,
      city_id: a.city_id,
      district_id: a.district_id,
      community_id: a.community_id ?? 0,
      address: a.address.trim(),
      full_address: a.full_address.trim(),
      longitude: a.longitude ?? '',
      latitude: a.latitude ?? '',
    })
    .where('member_id', '=', member_id)
    .execute();
}

export interface ModifyPasswordInput {
  old_password?: string;
  new_password: string;
  confirm_password?: string;
  key?: string;
  code?: string;
  ip: string;
}

/**
 * Changes the login password (spec section 5): with the current password, or, for a member who
 * has none yet, with an SET_PASSWORD SMS code sent to the bound mobile. The new password follows
 * the register config rules and differs from the old one. Every earlier token is revoked
 * (token_version + 1); the answer carries a fresh token.
 */
export async function modifyPassword(svc: Svc, member_id: number, input: ModifyPasswordInput): Promise<{ token: string }> {
  const { db } = svc;
  const now = svc.now();
  const m = await requireMember(db, member_id);
  const cfg = await getRegisterConfig(db);
  let codeId: number | null = null;
  if (m.password) {
    if (!input.old_password) throw fail('OLD_PASSWORD_REQUIRED');
  } else {
    if (!m.mobile) throw fail('MEMBER_NO_MOBILE');
    if (!input.key || !input.code) throw fail('DYNACODE_REQUIRED');
  }
  if (!input.new_password) throw fail('NEW_PASSWORD_REQUIRED');
  if (input.confirm_password !== undefined && input.confirm_password !== input.new_password) throw fail('PASSWORD_CONFIRM_MISMATCH');
  checkPasswordRules(input.new_password, cfg);
  if (m.password) {
    if (input.old_password === input.new_password) throw fail('NEW_PASSWORD_SAME');
    const attempt = { scope: 'modifypwd', subject: String(member_id), ip: input.ip, now, rule: MODIFY_PASSWORD_ATTEMPTS };
    await requireWithAttempt(db, attempt, () => verifyPassword(input.old_password ?? '', m.password), 'OLD_PASSWORD_ERROR');
  } else {
    codeId = await verifySmsCode(db, { key: input.key, code: input.code, mobile: m.mobile, scene: 'set_password', member_id, now });
  }
  const hash = await hashPassword(input.new_password);
  await db.transaction().execute(async (trx) => {
    if (codeId !== null) await consumeSmsCode(trx, codeId);
    await trx
      .updateTable('member')
      .set((eb) => ({ password: hash, token_version: eb('token_version', '+', 1) }))
      .where('member_id', '=', member_id)
      .execute();
  });
  return { token: await issueToken(svc, member_id) };
}

/** Sets a password found again by SMS (find password); revokes every token of the member. */
export async function resetPasswordByMobile(svc: Svc, input: { mobile: string; key: unknown; code: unknown; password: string; confirm_password?: string }): Promise<void> {
  const { db } = svc;
  const now = svc.now();
  checkMobileFormat(input.mobile);
  if (input.confirm_password !== undefined && input.confirm_password !== input.password) throw fail('PASSWORD_CONFIRM_MISMATCH');
  checkPasswordRules(input.password, await getRegisterConfig(db));
  const codeId = await verifySmsCode(db, { key: input.key, code: input.code, mobile: input.mobile, scene: 'find_password', now });
  const m = await findMemberByMobile(db, input.mobile);
  if (!m) throw fail('MOBILE_NOT_EXIST');
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await consumeSmsCode(trx, codeId);
    await trx
      .updateTable('member')
      .set((eb) => ({ password: hash, token_version: eb('token_version', '+', 1) }))
      .where('member_id', '=', m.member_id)
      .execute();
  });
}

/** Binds or changes the mobile with a MEMBER_BIND code sent to the new number for this member. */
export async function modifyMobile(svc: Svc, member_id: number, input: { mobile: string; key: unknown; code: unknown }): Promise<void> {
  const { db } = svc;
  checkMobileFormat(input.mobile);
  const m = await requireMember(db, member_id);
  if (m.mobile === input.mobile) throw fail('MOBILE_NO_CHANGE');
  const other = await findMemberByMobile(db, input.mobile);
  if (other && other.member_id !== member_id) throw fail('MOBILE_EXISTED');
  const codeId = await verifySmsCode(db, { key: input.key, code: input.code, mobile: input.mobile, scene: 'bind_mobile', member_id, now: svc.now() });
  try {
    await db.transaction().execute(async (trx) => {
      await consumeSmsCode(trx, codeId);
      await trx.updateTable('member').set({ mobile: input.mobile }).where('member_id', '=', member_id).execute();
    });
  } catch (err) {
    if (uniqueViolation(err) === 'mobile') throw fail('MOBILE_EXISTED');
    throw err;
  }
}

/** `checkmobile`: fails when another member already uses the mobile. */
export async function checkMobileFree(db: Db, member_id: number, mobile: string): Promise<void> {
  checkMobileFormat(mobile);
  const other = await findMemberByMobile(db, mobile);
  if (other && other.member_id !== member_id) throw fail('MOBILE_USED');
}

// ---- pay password -------------------------------------------------------------------------------

export async function isSetPayPassword(db: Db, member_id: number): Promise<0 | 1> {
  const m = await requireMember(db, member_id);
  return m.pay_password ? 1 : 0;
}

/**
 * Sets the 6-digit pay password. A member with a bound mobile proves it with a
 * MEMBER_PAY_PASSWORD code; without a mobile only a first pay password may be set.
 */
export async function modifyPayPassword(svc: Svc, member_id: number, input: { password: string; key?: unknown; code?: unknown }): Promise<void> {
  const { db } = svc;
  if (!/^\d{6}$/.test(input.password)) throw fail('PAY_PASSWORD_FORMAT');
  const m = await requireMember(db, member_id);
  let codeId: number | null = null;
  if (m.mobile) {
    codeId = await verifySmsCode(db, { key: input.key, code: input.code, mobile: m.mobile, scene: 'pay_password', member_id, now: svc.now() });
  } else if (m.pay_password) {
    throw fail('PAY_PASSWORD_NEED_MOBILE');
  }
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    if (codeId !== null) await consumeSmsCode(trx, codeId);
    await trx.updateTable('member').set({ pay_password: hash }).where('member_id', '=', member_id).execute();
  });
}

/**
 * Checks a member's pay password (balance payments call it too). The attempt is taken before the
 * check: 5 failures within 15 minutes (any address) and further checks are refused for the window.
 */
export async function checkPayPassword(db: Kysely<Database>, member_id: number, plain: string, ip: string, now: number): Promise<void> {
  const m = await requireMember(db, member_id);
  if (!m.pay_password) throw fail('PAY_PASSWORD_NOT_SET');
  const attempt = { scope: 'paypwd', subject: String(member_id), ip, now, rule: PAY_PASSWORD_ATTEMPTS };
  await requireWithAttempt(db, attempt, () => verifyPassword(plain, m.pay_password), 'PAY_PASSWORD_ERROR');
}
