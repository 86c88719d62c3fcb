import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { ConfigKey, getConfig } from './queries.ts';
import { shopContact } from './contact.ts';
import { DEFAULTS, buildInit, getAddons, getCaptchaConfig, getDefaultImg } from './service.ts';

const P = schemaRef('config');

export default defineRoutes('config', (api) => {
  /** Everything the front end needs at launch (niushop-api.md §1, spec section 3). */
  api.route('/api/config/init', { params: P('InitRequest') }, (ctx) => buildInit(ctx.db, ctx.services, ctx.lang));

  /** Whether the shopper login / register forms ask for the image captcha. */
  api.route('/api/config/getCaptchaConfig', { params: P('EmptyRequest') }, (ctx) => getCaptchaConfig(ctx.db));

  api.route('/api/config/defaultimg', { params: P('EmptyRequest') }, (ctx) => getDefaultImg(ctx.db));

  api.route('/api/config/copyright', { params: P('EmptyRequest') }, (ctx) => getConfig(ctx.db, ConfigKey.COPYRIGHT, DEFAULTS.copyright));

  api.route('/api/config/servicer', { params: P('EmptyRequest') }, (ctx) => getConfig(ctx.db, ConfigKey.SERVICER, DEFAULTS.servicer));

  /** The Tencent map key (empty: the front end hides address recognition and map picking). */
  api.route('/api/config/geMapConfig', { params: P('EmptyRequest') }, async (ctx) => {
    const map = await getConfig(ctx.db, ConfigKey.MAP, DEFAULTS.map);
    return { key: String(map.tencent_map_key ?? '') };
  });

  api.route('/api/addon/addonIsExit', { params: P('EmptyRequest') }, (ctx) => getAddons(ctx.db));

  api.route('/api/site/info', { params: P('EmptyRequest') }, async (ctx) => (await buildInit(ctx.db, ctx.services, ctx.lang)).site_info);

  /** Success while the shop is open; the shop-closed check (-3) runs before every handler. */
  api.route('/api/site/status', { params: P('EmptyRequest') }, () => null);

  /** The shop's phone, service hours and whether its own chat answers (the contact page). */
  api.route('/api/site/shopContact', { params: P('EmptyRequest') }, (ctx) => shopContact(ctx.db, ctx.lang));
});
