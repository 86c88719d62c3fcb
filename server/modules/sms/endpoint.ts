import { ApiError, Code } from '../../http/errors.ts';
import type { ApiContext } from '../../http/context.ts';
import { checkCaptcha } from '../captcha/service.ts';
import { getCaptchaConfig } from '../config/service.ts';
import { findMemberByMobile } from '../member/queries.ts';
import { checkMobileFormat } from '../member/rules.ts';
import { sendSmsCode, type SmsScene } from './service.ts';

/**
 * Which image-captcha rule a code request follows: the shopper login flag, the register flag
 * (CAPTCHA_CONFIG, /api/config/getCaptchaConfig), always (member-centre codes and find password,
 * as NiuShop) or never (the pay-password page asks for its code as it opens).
 */
export type CaptchaRule = 'login' | 'register' | 'always' | 'none';

export interface CodeRequest {
  scene: SmsScene;
  mobile: string;
  captcha: CaptchaRule;
  /** 'registered': the mobile must belong to a member; 'free': it must not. */
  mobileMust?: 'registered' | 'free';
  member_id?: number;
}

/** The common path of every `…/mobileCode` endpoint: format, captcha, existence, send. Answers `{key}`. */
export async function requestCode<P>(ctx: ApiContext<P>, req: CodeRequest): Promise<{ key: string }> {
  checkMobileFormat(req.mobile);
  const now = ctx.services.now();
  let needCaptcha = req.captcha === 'always';
  if (req.captcha === 'login' || req.captcha === 'register') {
    const cfg = await getCaptchaConfig(ctx.db);
    needCaptcha = (req.captcha === 'login' ? cfg.shop_reception_login : cfg.shop_reception_register) === 1;
  }
  if (needCaptcha) {
    const params = ctx.params as Record<string, unknown>;
    // A solved captcha unlocks one send: it is used up here.
    await checkCaptcha(ctx.db, params.captcha_id, params.captcha_code, { consume: true, now });
  }
  if (req.mobileMust) {
    const member = await findMemberByMobile(ctx.db, req.mobile);
    if (req.mobileMust === 'registered' && !member) throw new ApiError(Code.ERROR, 'MOBILE_NOT_REGISTERED');
    if (req.mobileMust === 'free' && member) throw new ApiError(Code.ERROR, 'MOBILE_EXISTED');
  }
  return sendSmsCode(ctx.services, { mobile: req.mobile, scene: req.scene, ip: ctx.ip, member_id: req.member_id ?? 0 });
}
