import { defineRoutes } from '../../http/routes.ts';
import { createCaptcha } from './service.ts';

export default defineRoutes('captcha', (api) => {
  /** A new 4-digit image captcha `{id, img}`; `captcha_id` names an old one to discard. */
  api.route('/api/captcha/captcha', { params: 'captcha#/$defs/CaptchaRequest' }, (ctx) => {
    const old = ctx.params.captcha_id;
    return createCaptcha(ctx.db, ctx.services.now(), typeof old === 'string' ? old : undefined);
  });
});
