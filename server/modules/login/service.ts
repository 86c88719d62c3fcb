import { ApiError, Code, fail } from '../../http/errors.ts';
import type { Services } from '../../http/services.ts';
import { findMemberByMobile } from '../member/queries.ts';
import { checkMobileFormat, getRegisterConfig, hasWay } from '../member/rules.ts';
import { createMember, grantRegisterReward, recordLogin } from '../member/service.ts';
import { issueToken } from '../member/token.ts';
import { consumeSmsCode, verifySmsCode } from '../sms/service.ts';
import { requireOwnUploads } from '../upload/owned.ts';

type Svc = Pick<Services, 'db' | 'now' | 'tokenSecret'>;

export interface MobileLoginInput {
  mobile: string;
  key: unknown;
  code: unknown;
  ip: string;
  appType: string;
}

/** `/api/login/mobile`: a LOGIN_CODE code for a registered mobile logs its member in. */
export async function loginByMobile(svc: Svc, input: MobileLoginInput): Promise<{ token: string; can_receive_registergift: number }> {
  const { db } = svc;
  const now = svc.now();
  const cfg = await getRegisterConfig(db);
  if (!hasWay(cfg.login, 'mobile')) throw fail('MOBILE_LOGIN_CLOSED');
  checkMobileFormat(input.mobile);
  const codeId = await verifySmsCode(db, { key: input.key, code: input.code, mobile: input.mobile, scene: 'login', now });
  const member = await findMemberByMobile(db, input.mobile);
  if (!member) throw fail('MOBILE_NOT_REGISTERED');
  if (Number(member.status) !== 1) throw fail('MEMBER_IS_LOCKED');
  await db.transaction().execute(async (trx) => {
    await consumeSmsCode(trx, codeId);
    await recordLogin(trx, member.member_id, now, input.ip, input.appType);
  });
  return { token: await issueToken(svc, member.member_id), can_receive_registergift: Number(member.can_receive_registergift) };
}

export interface TripartiteInput extends MobileLoginInput {
  nickname?: string;
  headimg?: string;
  source_member?: number;
}

/**
 * `/api/tripartite/mobile`: logs in the member of a verified mobile, or registers one
 * (`is_register: 1`, the new-member reward granted). Third-party ids sent by the client are not
 * stored: nothing here can verify them.
 */
export async function tripartiteMobile(
  svc: Svc,
  input: TripartiteInput,
  log?: (msg: string, err?: unknown) => void,
): Promise<{ token: string; is_register?: 1; can_receive_registergift?: number }> {
  const { db } = svc;
  const now = svc.now();
  checkMobileFormat(input.mobile);
  // A picture the client names must be one of this shop's uploads (checked before the code is spent).
  const headimg = input.headimg ? input.headimg.trim() : '';
  if (headimg) await requireOwnUploads(db, [headimg], 'headimg');
  const codeId = await verifySmsCode(db, { key: input.key, code: input.code, mobile: input.mobile, scene: 'tripartite', now });
  const existing = await findMemberByMobile(db, input.mobile);
  if (existing) {
    if (Number(existing.status) !== 1) throw fail('MEMBER_IS_LOCKED');
    await db.transaction().execute(async (trx) => {
      await consumeSmsCode(trx, codeId);
      await recordLogin(trx, existing.member_id, now, input.ip, input.appType);
    });
    return { token: await issueToken(svc, existing.member_id), can_receive_registergift: Number(existing.can_receive_registergift) };
  }
  const cfg = await getRegisterConfig(db);
  if (!hasWay(cfg.register, 'mobile')) throw new ApiError(Code.ERROR, 'REGISTER_CLOSED');
  const member_id = await db.transaction().execute(async (trx) => {
    await consumeSmsCode(trx, codeId);
    return createMember(trx, now, {
      mobile: input.mobile,
      ...(input.nickname ? { nickname: input.nickname } : {}),
      headimg,
      source_member: input.source_member ?? 0,
      appType: input.appType,
      ip: input.ip,
    });
  });
  await grantRegisterReward(db, member_id, log);
  return { token: await issueToken(svc, member_id), is_register: 1 };
}
