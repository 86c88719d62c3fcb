import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { published, publishEnv } from './notify.ts';
import { PUBLISH_BODY_LIMIT } from './routes.ts';
import { createPage, deletePage, diffVersions, discardDraft, duplicatePage, listStudioPages, publishDraft, readDraft, renamePage, saveDraft } from './studio.ts';
import { makePreview } from './preview.ts';
import { publishTabBar, readTabBar, saveTabBarDraft } from './tabbar.ts';

const S = schemaRef('diystudio');

/**
 * The merchant studio's pages and tab bar (studio.ts, tabbar.ts), beside the publishing API
 * (/admin/api/diy/{publish,list,versions,rollback}, routes.ts). Every route: the admin.
 */
export default defineRoutes('diystudio', (api) => {
  const env = publishEnv;

  api.route('/admin/api/diy/pages', { auth: 'admin', params: S('EmptyRequest') }, (ctx) => listStudioPages(ctx.db));
  api.route('/admin/api/diy/pages/create', { auth: 'admin', bodyLimit: PUBLISH_BODY_LIMIT, params: S('CreateRequest') }, (ctx) =>
    createPage(ctx.db, ctx.params, env(ctx)),
  );
  api.route('/admin/api/diy/pages/duplicate', { auth: 'admin', params: S('DuplicateRequest') }, (ctx) => duplicatePage(ctx.db, ctx.params, env(ctx)));
  api.route('/admin/api/diy/pages/rename', { auth: 'admin', params: S('RenameRequest') }, async (ctx) => published(ctx, ctx.params.name, await renamePage(ctx.db, ctx.params)));
  api.route('/admin/api/diy/pages/delete', { auth: 'admin', params: S('NameRequest') }, async (ctx) => published(ctx, ctx.params.name, await deletePage(ctx.db, ctx.params.name)));

  api.route('/admin/api/diy/draft', { auth: 'admin', params: S('NameRequest') }, (ctx) => readDraft(ctx.db, ctx.params.name));
  api.route('/admin/api/diy/draft/save', { auth: 'admin', bodyLimit: PUBLISH_BODY_LIMIT, params: S('SaveDraftRequest') }, (ctx) =>
    saveDraft(ctx.db, ctx.params, env(ctx)),
  );
  api.route('/admin/api/diy/draft/discard', { auth: 'admin', params: S('NameRequest') }, (ctx) => discardDraft(ctx.db, ctx.params.name));
  api.route('/admin/api/diy/draft/publish', { auth: 'admin', bodyLimit: PUBLISH_BODY_LIMIT, params: S('PublishDraftRequest') }, async (ctx) =>
    published(ctx, ctx.params.name, await publishDraft(ctx.db, ctx.params, env(ctx))),
  );
  api.route('/admin/api/diy/preview', { auth: 'admin', bodyLimit: PUBLISH_BODY_LIMIT, params: S('PreviewRequest') }, (ctx) =>
    makePreview(ctx.params, { t: ctx.t, now: ctx.services.now() }),
  );
  api.route('/admin/api/diy/diff', { auth: 'admin', params: S('DiffRequest') }, (ctx) => diffVersions(ctx.db, ctx.params));

  api.route('/admin/api/diy/bottomnav', { auth: 'admin', params: S('EmptyRequest') }, (ctx) => readTabBar(ctx.db));
  api.route('/admin/api/diy/bottomnav/save', { auth: 'admin', params: S('TabBarSaveRequest') }, (ctx) => saveTabBarDraft(ctx.db, ctx.params.document, ctx.services.now()));
  api.route('/admin/api/diy/bottomnav/publish', { auth: 'admin', params: S('TabBarPublishRequest') }, (ctx) =>
    publishTabBar(ctx.db, ctx.params.document, { t: ctx.t, now: ctx.services.now() }),
  );
});
