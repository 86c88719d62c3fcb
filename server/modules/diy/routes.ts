import { ApiError, Code } from '../../http/errors.ts';
import type { ApiContext } from '../../http/context.ts';
import { paramError, paramValidator, type Params } from '../../http/params.ts';
import { defineRoutes } from '../../http/routes.ts';
import { requireAdmin, rotateAdminToken } from '../admin/service.ts';
import { list, publish, rollback, versions } from './publish.ts';
import { bottomNav, diyViewInfo, styleConfig } from './service.ts';

declare module '../../http/services.ts' {
  interface Services {
    /**
     * Called with the page name after a diy page was published or rolled back (e.g. to drop a
     * cached first-render page). Subscribe with `(services.diyPublished ??= []).push(fn)`.
     */
    diyPublished?: Array<(name: string) => void>;
  }
}

const P = (name: string) => `diy#/$defs/${name}`;
const PUB = (name: string) => `diypublish#/$defs/${name}`;

/** The admin is checked before the parameters, so a caller without the token learns nothing from them. */
async function admin<T>(ctx: ApiContext, schema: string): Promise<T> {
  await requireAdmin(ctx);
  const params: Params = { ...ctx.params };
  const validate = paramValidator(PUB(schema));
  if (!validate(params)) throw paramError(validate.errors?.[0]);
  return params as T;
}

/** Development and test helpers answer as unknown paths in production. */
function devOnly(ctx: ApiContext): void {
  if (ctx.config.mode === 'development' || ctx.config.mode === 'test') return;
  void ctx.reply.code(404);
  throw new ApiError(Code.ERROR, 'NOT_FOUND', { path: ctx.req.url.split('?')[0] ?? '' });
}

const env = (ctx: ApiContext) => ({ t: ctx.t, now: ctx.services.now(), dataDir: ctx.config.dataDir });

function published<T>(ctx: ApiContext, name: string, result: T): T {
  for (const fn of ctx.services.diyPublished ?? []) {
    try {
      fn(name);
    } catch (err) {
      ctx.req.log.error(err);
    }
  }
  return result;
}

/** Publishing bodies carry a document of up to 512 KB, which form encoding can triple. */
const PUBLISH_BODY_LIMIT = 4 * 1024 * 1024;

export default defineRoutes('diy', (api) => {
  /** `id` or `name` (DIY_VIEW_INDEX, DIY_VIEW_MEMBER_INDEX, DIY_VIEW_GOODS_CATEGORY, DIY_VIEW_RANDOM_…). */
  api.route<{ id?: number; name?: string }>('/api/diyview/info', { params: P('InfoRequest') }, (ctx) => diyViewInfo(ctx.db, ctx.params));
  api.route('/api/diyview/bottomNav', { params: P('EmptyRequest') }, (ctx) => bottomNav(ctx.db));
  api.route('/api/diyview/style', { params: P('EmptyRequest') }, (ctx) => styleConfig(ctx.db));

  // --- publishing (header `authorization: Bearer <admin token>`) ---------------------------------
  api.route('/admin/diy/publish', { ignoreSiteClose: true, bodyLimit: PUBLISH_BODY_LIMIT }, async (ctx) => {
    const p = await admin<{ name: string; title?: string; document: unknown; note?: string }>(ctx, 'PublishRequest');
    return published(ctx, p.name, await publish(ctx.db, p, env(ctx)));
  });
  api.route('/admin/diy/list', { ignoreSiteClose: true }, async (ctx) => {
    await admin(ctx, 'ListRequest');
    return list(ctx.db);
  });
  api.route('/admin/diy/versions', { ignoreSiteClose: true }, async (ctx) => {
    const p = await admin<{ name: string }>(ctx, 'VersionsRequest');
    return versions(ctx.db, p.name);
  });
  api.route('/admin/diy/rollback', { ignoreSiteClose: true }, async (ctx) => {
    const p = await admin<{ name: string; version?: number }>(ctx, 'RollbackRequest');
    return published(ctx, p.name, await rollback(ctx.db, p, env(ctx)));
  });

  /**
   * Development and tests only: mints a fresh admin token (the one printed at first start stops
   * working). Production answers not found.
   */
  api.route('/dev/admin-token', { ignoreSiteClose: true }, async (ctx) => {
    devOnly(ctx);
    return { token: await rotateAdminToken(ctx.db, ctx.services.now()) };
  });
});
