import { devOnly } from '../../http/devOnly.ts';
import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { rotateAdminToken } from '../admin/service.ts';
import { list, publish, rollback, versions } from './publish.ts';
import { bottomNav, diyViewInfo, styleConfig } from './service.ts';
import { isPreviewName, readPreview } from './preview.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { publishEnv as env, published } from './notify.ts';

const P = schemaRef('diy');
const PUB = schemaRef('diypublish');


/** Publishing bodies carry a document of up to 512 KB, which form encoding can triple. */
export const PUBLISH_BODY_LIMIT = 4 * 1024 * 1024;

export default defineRoutes('diy', (api) => {
  /** `id` or `name` (DIY_VIEW_INDEX, DIY_VIEW_MEMBER_INDEX, DIY_VIEW_GOODS_CATEGORY, DIY_VIEW_RANDOM_…). */
  api.route('/api/diyview/info', { params: P('InfoRequest') }, (ctx) => {
    // The studio's live previews (preview.ts): in memory, by their unguessable name.
    if (!isPreviewName(ctx.params.name)) return diyViewInfo(ctx.db, ctx.params, ctx.lang);
    const info = readPreview(ctx.params.name, ctx.services.now(), ctx.lang);
    if (!info) throw new ApiError(Code.ERROR, 'DIY_NOT_FOUND');
    return info;
  });
  api.route('/api/diyview/bottomNav', { params: P('EmptyRequest') }, (ctx) => bottomNav(ctx.db, ctx.lang));
  api.route('/api/diyview/style', { params: P('EmptyRequest') }, (ctx) => styleConfig(ctx.db));

  // --- publishing (the admin: bearer token or studio session; checked before the parameters) ---------
  // Canonical paths under /admin/api/diy/; the first ones (/admin/diy/*) stay for scripts written for them.
  for (const base of ['/admin/api/diy', '/admin/diy']) {
    api.route(`${base}/publish`, { auth: 'admin', bodyLimit: PUBLISH_BODY_LIMIT, params: PUB('PublishRequest') }, async (ctx) =>
      published(ctx, ctx.params.name, await publish(ctx.db, ctx.params, env(ctx))),
    );
    api.route(`${base}/list`, { auth: 'admin', params: PUB('ListRequest') }, (ctx) => list(ctx.db));
    api.route(`${base}/versions`, { auth: 'admin', params: PUB('VersionsRequest') }, (ctx) => versions(ctx.db, ctx.params.name));
    api.route(`${base}/rollback`, { auth: 'admin', params: PUB('RollbackRequest') }, async (ctx) =>
      published(ctx, ctx.params.name, await rollback(ctx.db, ctx.params, env(ctx))),
    );
  }

  /**
   * Development and tests only: mints a fresh admin token (the one printed at first start stops
   * working). Production answers not found.
   */
  api.route('/dev/admin-token', { ignoreSiteClose: true }, async (ctx) => {
    devOnly(ctx);
    return { token: await rotateAdminToken(ctx.db, ctx.services.now()) };
  });
});
