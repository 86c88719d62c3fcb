import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { fail } from '../../http/errors.ts';
import { requestCode } from '../sms/endpoint.ts';
import { verifySmsCode } from '../sms/service.ts';
import { checkMobileFormat } from './rules.ts';
import {
  checkMobileFree,
  checkPayPassword,
  isSetPayPassword,
  memberInfo,
  modifyAddress,
  modifyBirthday,
  modifyHeadimg,
  modifyMobile,
  modifyNickname,
  modifyPassword,
  modifyPayPassword,
  modifyRealname,
  modifySex,
  modifyUsername,
  parseBirthday,
  requireMember,
} from './service.ts';

const P = schemaRef('member');

export default defineRoutes('member', (api) => {
  api.route('/api/member/info', { auth: 'required', params: P('InfoRequest') }, (ctx) => memberInfo(ctx.db, ctx.member.member_id, ctx.lang));

  api.route('/api/member/modifyheadimg', { auth: 'required', params: P('ModifyHeadimgRequest') }, async (ctx) => {
    await modifyHeadimg(ctx.db, ctx.member.member_id, ctx.params.headimg);
    return 1;
  });

  /** Once: only members whose username was generated (registered by mobile) may choose one. */
  api.route('/api/member/modifyUsername', { auth: 'required', params: P('ModifyUsernameRequest') }, async (ctx) => {
    await modifyUsername(ctx.db, ctx.member.member_id, ctx.params.username ?? '');
    return 1;
  });

  api.route('/api/member/modifynickname', { auth: 'required', params: P('ModifyNicknameRequest') }, async (ctx) => {
    await modifyNickname(ctx.db, ctx.member.member_id, ctx.params.nickname ?? '');
    return 1;
  });

  api.route('/api/member/modifyrealname', { auth: 'required', params: P('ModifyRealnameRequest') }, async (ctx) => {
    await modifyRealname(ctx.db, ctx.member.member_id, ctx.params.realname ?? '');
    return 1;
  });

  api.route('/api/member/modifysex', { auth: 'required', params: P('ModifySexRequest') }, async (ctx) => {
    await modifySex(ctx.db, ctx.member.member_id, ctx.params.sex);
    return 1;
  });

  api.route('/api/member/modifybirthday', { auth: 'required', params: P('ModifyBirthdayRequest') }, async (ctx) => {
    await modifyBirthday(ctx.db, ctx.member.member_id, parseBirthday(String(ctx.params.birthday), ctx.services.now()));
    return 1;
  });

  api.route(
    '/api/member/modifyaddress',
    { auth: 'required', params: P('ModifyAddressRequest') },
    async (ctx) => {
      await modifyAddress(ctx.db, ctx.member.member_id, ctx.params);
      return 1;
    },
  );

  /** Old + new password, or (no password yet) an SMS code from pwdmobliecode; answers a fresh token. */
  api.route(
    '/api/member/modifypassword',
    { auth: 'required', params: P('ModifyPasswordRequest') },
    async (ctx) => {
      const res = await modifyPassword(ctx.services, ctx.member.member_id, { ...ctx.params, new_password: ctx.params.new_password ?? '', ip: ctx.ip });
      ctx.refreshtoken = res.token;
      return res;
    },
  );

  /** SMS code (MEMBER_BIND) to a new mobile; the image captcha is always checked (NiuShop). */
  api.route('/api/member/bindmobliecode', { auth: 'required', params: P('BindMobileCodeRequest') }, async (ctx) => {
    checkMobileFormat(ctx.params.mobile);
    const m = await requireMember(ctx.db, ctx.member.member_id);
    if (m.mobile === ctx.params.mobile) throw fail('MOBILE_NO_CHANGE');
    await checkMobileFree(ctx.db, ctx.member.member_id, ctx.params.mobile);
    return requestCode(ctx, { scene: 'bind_mobile', mobile: ctx.params.mobile, captcha: 'always', member_id: ctx.member.member_id });
  });

  api.route('/api/member/modifymobile', { auth: 'required', params: P('ModifyMobileRequest') }, async (ctx) => {
    await modifyMobile(ctx.services, ctx.member.member_id, ctx.params);
    return 1;
  });

  api.route('/api/member/checkmobile', { auth: 'required', params: P('CheckMobileRequest') }, async (ctx) => {
    await checkMobileFree(ctx.db, ctx.member.member_id, ctx.params.mobile);
    return null;
  });

  /** SMS code (SET_PASSWORD) to the bound mobile, for members without a password; captcha always. */
  api.route('/api/member/pwdmobliecode', { auth: 'required', params: P('PwdMobileCodeRequest') }, async (ctx) => {
    const m = await requireMember(ctx.db, ctx.member.member_id);
    if (!m.mobile) throw fail('MEMBER_NO_MOBILE');
    return requestCode(ctx, { scene: 'set_password', mobile: m.mobile, captcha: 'always', member_id: m.member_id });
  });

  /** SMS code (MEMBER_PAY_PASSWORD) to the bound mobile; the pay-password page asks as it opens. */
  api.route('/api/member/paypwdcode', { auth: 'required', params: P('PayPwdCodeRequest') }, async (ctx) => {
    const m = await requireMember(ctx.db, ctx.member.member_id);
    if (!m.mobile) throw fail('MEMBER_NO_MOBILE');
    return requestCode(ctx, { scene: 'pay_password', mobile: m.mobile, captcha: 'none', member_id: m.member_id });
  });

  /** Checks the pay-password code without using it (modifypaypassword uses it). */
  api.route('/api/member/verifypaypwdcode', { auth: 'required', params: P('VerifyPayPwdCodeRequest') }, async (ctx) => {
    const m = await requireMember(ctx.db, ctx.member.member_id);
    if (!m.mobile) throw fail('MEMBER_NO_MOBILE');
    await verifySmsCode(ctx.db, { key: ctx.params.key, code: ctx.params.code, mobile: m.mobile, scene: 'pay_password', member_id: m.member_id, now: ctx.services.now() });
    return { key: ctx.params.key };
  });

  api.route('/api/member/modifypaypassword', { auth: 'required', params: P('ModifyPayPasswordRequest') }, async (ctx) => {
    await modifyPayPassword(ctx.services, ctx.member.member_id, ctx.params);
    return 1;
  });

  api.route('/api/member/issetpayaassword', { auth: 'required', params: P('IsSetPayPasswordRequest') }, (ctx) => isSetPayPassword(ctx.db, ctx.member.member_id));

  api.route('/api/member/checkpaypassword', { auth: 'required', params: P('CheckPayPasswordRequest') }, async (ctx) => {
    await checkPayPassword(ctx.db, ctx.member.member_id, ctx.params.pay_password, ctx.ip, ctx.services.now());
    return null;
  });
});
