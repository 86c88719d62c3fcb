import { ApiError, Code, fail } from '../../http/errors.ts';
import type { Services } from '../../http/services.ts';
import type { Lang } from '../../i18n/index.ts';
import { checkCaptcha } from '../captcha/service.ts';
import { ConfigKey, getConfig, type Db } from '../config/queries.ts';
import { getCaptchaConfig } from '../config/service.ts';
import { findMemberByMobile, findMemberByUsername } from '../member/queries.ts';
import { checkMobileFormat, checkPasswordRules, checkUsernameRules, getRegisterConfig, hasWay } from '../member/rules.ts';
import { createMember, grantRegisterReward } from '../member/service.ts';
import { issueToken } from '../member/token.ts';
import { consumeSmsCode, verifySmsCode } from '../sms/service.ts';

type Svc = Pick<Services, 'db' | 'now' | 'tokenSecret'>;
type Log = (msg: string, err?: unknown) => void;

export interface UsernameRegisterInput {
  username: string;
  password: string;
  confirm_password?: string;
  captcha_id?: unknown;
  captcha_code?: unknown;
  source_member?: number;
  ip: string;
  appType: string;
}

/** `/api/register/username`: rules, captcha (when shop_reception_register = 1, consumed), unique name. */
export async function registerByUsername(svc: Svc, input: UsernameRegisterInput, log?: Log): Promise<{ token: string }> {
  const { db } = svc;
  const now = svc.now();
  const cfg = await getRegisterConfig(db);
  if (!hasWay(cfg.register, 'username')) throw new ApiError(Code.ERROR, 'REGISTER_CLOSED');
  const username = input.username.trim();
  checkUsernameRules(username);
  if (input.confirm_password !== undefined && input.confirm_password !== input.password) throw fail('PASSWORD_CONFIRM_MISMATCH');
  checkPasswordRules(input.password, cfg);
  const captcha = await getCaptchaConfig(db);
  if (captcha.shop_reception_register === 1) await checkCaptcha(db, input.captcha_id, input.captcha_code, { consume: true, now });
  if (await findMemberByUsername(db, username)) throw fail('USERNAME_EXISTED');
  const member_id = await db.transaction().execute((trx) =>
    createMember(trx, now, { username, password: input.password, source_member: input.source_member ?? 0, appType: input.appType, ip: input.ip }),
  );
  await grantRegisterReward(db, member_id, log);
  return { token: await issueToken(svc, member_id) };
}

export interface MobileRegisterInput {
  mobile: string;
  key: unknown;
  code: unknown;
  password?: string;
  source_member?: number;
  ip: string;
  appType: string;
}

/** `/api/register/mobile`: a REGISTER_CODE code for a free mobile; the username is generated (editable once). */
export async function registerByMobile(svc: Svc, input: MobileRegisterInput, log?: Log): Promise<{ token: string }> {
  const { db } = svc;
  const now = svc.now();
  const cfg = await getRegisterConfig(db);
  if (!hasWay(cfg.register, 'mobile')) throw new ApiError(Code.ERROR, 'REGISTER_CLOSED');
  checkMobileFormat(input.mobile);
  if (input.password) checkPasswordRules(input.password, cfg);
  const codeId = await verifySmsCode(db, { key: input.key, code: input.code, mobile: input.mobile, scene: 'register', now });
  if (await findMemberByMobile(db, input.mobile)) throw fail('MOBILE_EXISTED');
  const member_id = await db.transaction().execute(async (trx) => {
    await consumeSmsCode(trx, codeId);
    return createMember(trx, now, {
      mobile: input.mobile,
      ...(input.password ? { password: input.password } : {}),
      source_member: input.source_member ?? 0,
      appType: input.appType,
      ip: input.ip,
    });
  });
  await grantRegisterReward(db, member_id, log);
  return { token: await issueToken(svc, member_id) };
}

/** `/api/register/exist`: success when the username / mobile is free, else 账户已存在. */
export async function checkExist(db: Db, p: { type?: string; value?: string; username?: string; mobile?: string }): Promise<null> {
  let username = p.username;
  let mobile = p.mobile;
  if (p.type && p.value !== undefined) {
    if (p.type === 'username') username = p.value;
    else if (p.type === 'mobile') mobile = p.value;
    else throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'type' });
  }
  if (username === undefined && mobile === undefined) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'username' });
  if (username !== undefined && (await findMemberByUsername(db, username.trim()))) throw fail('ACCOUNT_EXISTED');
  if (mobile !== undefined && (await findMemberByMobile(db, mobile.trim()))) throw fail('ACCOUNT_EXISTED');
  return null;
}

interface AgreementDoc {
  title: string;
  content: string;
}

/** `/api/register/aggrement`: the service or privacy agreement `{title, content}` in the request's language. */
export async function agreement(db: Db, type: string, lang: Lang): Promise<AgreementDoc> {
  const key = type === 'SERVICE' ? ConfigKey.AGREEMENT_SERVICE : type === 'PRIVACY' ? ConfigKey.AGREEMENT_PRIVACY : null;
  if (!key) throw fail('AGREEMENT_TYPE_UNSUPPORTED');
  const doc = await getConfig<Record<string, Partial<AgreementDoc>>>(db, key, {});
  const pick = doc[lang] ?? doc['zh-cn'] ?? {};
  return { title: String(pick.title ?? ''), content: String(pick.content ?? '') };
}
