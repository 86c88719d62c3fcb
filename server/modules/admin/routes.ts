import { defineRoutes, schemaRef } from '../../http/routes.ts';
import type { ApiContext } from '../../http/context.ts';
import { devOnly } from '../../http/devOnly.ts';
import { setAdminCredentials } from './service.ts';
import { changeAccount, signIn, signOut, type SessionAdmin } from './session.ts';

const P = schemaRef('admin');
const env = (ctx: ApiContext) => ({ secret: ctx.services.tokenSecret, now: ctx.services.now(), ip: ctx.ip });

/** What the studio knows of its session (bearer-token callers get no CSRF token: they need none). */
const present = (a: SessionAdmin) => ({
  admin_id: a.admin_id,
  username: a.username,
  via: a.via,
  ...(a.csrf_token ? { csrf_token: a.csrf_token, expire_time: a.expire_time } : {}),
});

/** Signing in to the studio (session.ts); every other /admin/ route checks the admin before its parameters. */
export default defineRoutes('admin', (api) => {
  api.route('/admin/api/login', { adminOpen: true, ignoreSiteClose: true, params: P('LoginRequest') }, (ctx) =>
    signIn(ctx.db, ctx.params, env(ctx), ctx.req, ctx.reply),
  );
  api.route('/admin/api/session', { auth: 'admin', params: P('EmptyRequest') }, (ctx) => present(ctx.admin));
  api.route('/admin/api/logout', { auth: 'admin', params: P('EmptyRequest') }, (ctx) => signOut(ctx.db, ctx.admin, ctx.req, ctx.reply));
  api.route('/admin/api/account', { auth: 'admin', params: P('AccountRequest') }, (ctx) =>
    changeAccount(ctx.db, ctx.admin, ctx.params, env(ctx), ctx.req, ctx.reply),
  );

  /** Development and tests: sets the admin's username and password (production: not found). */
  api.route('/dev/admin-password', { ignoreSiteClose: true, params: P('DevPasswordRequest') }, async (ctx) => {
    devOnly(ctx);
    const saved = await setAdminCredentials(ctx.db, ctx.params, ctx.services.now());
    return { username: saved.username };
  });
});
