import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { fail } from '../../http/errors.ts';
import { checkCaptcha } from '../captcha/service.ts';
import { getCaptchaConfig } from '../config/service.ts';
import { getRegisterConfig, hasWay } from '../member/rules.ts';
import { loginByPassword, resetPasswordByMobile } from '../member/service.ts';
import { requestCode } from '../sms/endpoint.ts';
import { loginByMobile, tripartiteMobile } from './service.ts';

const P = schemaRef('login');

export default defineRoutes('login', (api) => {
  /** Username, mobile or email + password; the image captcha when shop_reception_login = 1 or past the account's failure limit (consumed). */
  api.route('/api/login/login', { params: P('LoginRequest') }, async (ctx) => {
    const cfg = await getRegisterConfig(ctx.db);
    if (!hasWay(cfg.login, 'username')) throw fail('USERNAME_LOGIN_CLOSED');
    const captcha = await getCaptchaConfig(ctx.db);
    const captchaDone = captcha.shop_reception_login === 1;
    if (captchaDone) {
      await checkCaptcha(ctx.db, ctx.params.captcha_id, ctx.params.captcha_code, { consume: true, now: ctx.services.now() });
    }
    // Past the account's failure limit a try needs the captcha even when the shop does not ask for it.
    const res = await loginByPassword(ctx.services, {
      account: ctx.params.username,
      password: ctx.params.password,
      ip: ctx.ip,
      appType: ctx.appType,
      captcha: { id: ctx.params.captcha_id, code: ctx.params.captcha_code },
      captchaDone,
    });
    return { token: res.token, can_receive_registergift: res.can_receive_registergift };
  });

  /** LOGIN_CODE to a registered mobile; captcha when shop_reception_login = 1 (consumed by the send). */
  api.route('/api/login/mobileCode', { params: P('MobileCodeRequest') }, async (ctx) => {
    const cfg = await getRegisterConfig(ctx.db);
    if (!hasWay(cfg.login, 'mobile')) throw fail('MOBILE_LOGIN_CLOSED');
    return requestCode(ctx, { scene: 'login', mobile: ctx.params.mobile, captcha: 'login', mobileMust: 'registered' });
  });

  api.route('/api/login/mobile', { params: P('MobileLoginRequest') }, (ctx) =>
    loginByMobile(ctx.services, { mobile: ctx.params.mobile, key: ctx.params.key, code: ctx.params.code, ip: ctx.ip, appType: ctx.appType }),
  );

  /**
   * Logging out revokes the token on the server (token_version + 1, as a password change does: every
   * token of the member issued before ends, so a copied token is of no use after the shopper left).
   */
  api.route('/api/login/logout', { auth: 'required', params: P('VerifyTokenRequest') }, async (ctx) => {
    await ctx.db
      .updateTable('member')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('member_id', '=', ctx.member.member_id)
      .execute();
    return null;
  });

  /** Success while the token is valid; -1 / -10009 / -10010 otherwise (refreshtoken near expiry). */
  api.route('/api/login/verifyToken', { auth: 'required', params: P('VerifyTokenRequest') }, (ctx) => ({ member_id: ctx.member.member_id }));

  /** FIND_PASSWORD code to a registered mobile; the image captcha is always asked (as NiuShop). */
  api.route('/api/findpassword/mobileCode', { params: P('MobileCodeRequest') }, (ctx) =>
    requestCode(ctx, { scene: 'find_password', mobile: ctx.params.mobile, captcha: 'always', mobileMust: 'registered' }),
  );

  api.route(
    '/api/findpassword/mobile',
    { params: P('FindPasswordRequest') },
    async (ctx) => {
      await resetPasswordByMobile(ctx.services, ctx.params);
      return null;
    },
  );

  /** MEMBER_BIND code for the bind-mobile popup; captcha when shop_reception_login = 1. */
  api.route('/api/tripartite/mobileCode', { params: P('MobileCodeRequest') }, (ctx) =>
    requestCode(ctx, { scene: 'tripartite', mobile: ctx.params.mobile, captcha: 'login' }),
  );

  api.route(
    '/api/tripartite/mobile',
    { params: P('TripartiteMobileRequest') },
    (ctx) => {
      const p = ctx.params;
      const nickname = p.nickname ?? p.nickName;
      const headimg = p.headimg ?? p.avatarUrl;
      return tripartiteMobile(
        ctx.services,
        {
          mobile: p.mobile,
          key: p.key,
          code: p.code,
          ip: ctx.ip,
          appType: ctx.appType,
          ...(nickname ? { nickname } : {}),
          ...(headimg ? { headimg } : {}),
          source_member: p.source_member ?? 0,
        },
        (msg, err) => ctx.req.log.warn({ err }, msg),
      );
    },
  );
});
