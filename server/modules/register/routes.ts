import { defineRoutes } from '../../http/routes.ts';
import { ConfigKey, getConfigRow } from '../config/queries.ts';
import { REGISTER_DEFAULTS } from '../member/rules.ts';
import { registerRewardConfig } from '../member/service.ts';
import { requestCode } from '../sms/endpoint.ts';
import { agreement, checkExist, registerByMobile, registerByUsername } from './service.ts';

const P = (name: string) => `register#/$defs/${name}`;

export default defineRoutes('register', (api) => {
  /** The config row; `value` = {login, register, third_party, bind_mobile, pwd_len, pwd_complexity, agreement_show, …}. */
  api.route('/api/register/config', { params: P('ConfigRequest') }, async (ctx) => {
    const row = await getConfigRow(ctx.db, ConfigKey.REGISTER);
    const base = row ?? { site_id: 1, app_module: 'shop', config_key: ConfigKey.REGISTER, value: {}, config_desc: '', is_use: 1, create_time: 0, modify_time: 0 };
    return { ...base, value: { ...REGISTER_DEFAULTS, ...base.value } };
  });

  api.route<{ type: string }>('/api/register/aggrement', { params: P('AgreementRequest') }, (ctx) => agreement(ctx.db, ctx.params.type, ctx.lang));

  api.route<{ username: string; password: string; confirm_password?: string; captcha_id?: string; captcha_code?: string; source_member?: number }>(
    '/api/register/username',
    { params: P('UsernameRegisterRequest') },
    (ctx) => registerByUsername(ctx.services, { ...ctx.params, ip: ctx.ip, appType: ctx.appType }, (msg, err) => ctx.req.log.warn({ err }, msg)),
  );

  /** REGISTER_CODE to a mobile no member uses; captcha when shop_reception_register = 1. */
  api.route<{ mobile: string }>('/api/register/mobileCode', { params: P('MobileCodeRequest') }, (ctx) =>
    requestCode(ctx, { scene: 'register', mobile: ctx.params.mobile, captcha: 'register', mobileMust: 'free' }),
  );

  api.route<{ mobile: string; key: string; code: string; password?: string; source_member?: number }>('/api/register/mobile', { params: P('MobileRegisterRequest') }, (ctx) =>
    registerByMobile(ctx.services, { ...ctx.params, ip: ctx.ip, appType: ctx.appType }, (msg, err) => ctx.req.log.warn({ err }, msg)),
  );

  api.route<{ type?: string; value?: string; username?: string; mobile?: string }>('/api/register/exist', { params: P('ExistRequest') }, (ctx) => checkExist(ctx.db, ctx.params));

  /** New-member gift config (memberregister addon): {is_use, value: {point, balance, growth, coupon, coupon_list}}. */
  api.route('/memberregister/api/Config/Config', { params: P('RewardConfigRequest') }, (ctx) => registerRewardConfig(ctx.db));
});
