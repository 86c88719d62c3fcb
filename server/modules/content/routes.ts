import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { checkWebviewUrl, normalizeHosts, webviewHosts, WEBVIEW_CONFIG_KEY } from './webview.ts';
import { devOnly } from '../../http/devOnly.ts';
import { setConfig } from '../config/queries.ts';
import { jsonParam } from '../../http/params.ts';
import { articleCategories, articleInfo, articleLists, articlePage, helpClassLists, helpInfo, helpPage, noticeInfo, noticeLists, noticePage } from './service.ts';

const P = schemaRef('content');

/** Help, notices and articles (core NiuShop paths, no token). */
export default defineRoutes('content', (api) => {
  api.route('/api/helpclass/lists', { params: P('EmptyRequest') }, (ctx) => helpClassLists(ctx.db, ctx.lang));
  api.route('/api/help/page', { params: P('HelpPageRequest') }, (ctx) => helpPage(ctx.db, ctx.params, ctx.lang));
  api.route('/api/help/info', { params: P('IdRequest') }, (ctx) => helpInfo(ctx.db, ctx.params.id, ctx.lang));

  api.route('/api/notice/page', { params: P('NoticePageRequest') }, (ctx) => noticePage(ctx.db, ctx.params, ctx.lang));
  api.route('/api/notice/lists', { params: P('NoticeListsRequest') }, (ctx) => noticeLists(ctx.db, ctx.params, ctx.lang));
  api.route('/api/notice/info', { params: P('IdRequest') }, (ctx) => noticeInfo(ctx.db, ctx.params.id, ctx.lang));

  api.route('/api/article/category', { params: P('EmptyRequest') }, (ctx) => articleCategories(ctx.db, ctx.lang));
  api.route('/api/article/page', { params: P('ArticlePageRequest') }, (ctx) => articlePage(ctx.db, ctx.params, ctx.lang));
  api.route('/api/article/lists', { params: P('ArticleListsRequest') }, (ctx) => articleLists(ctx.db, ctx.params, ctx.lang));
  /** The hosts the webview page may frame (the CSP's frame-src lists the same). */
  api.route('/api/webview/config', { params: P('EmptyRequest') }, async (ctx) => ({ hosts: await webviewHosts(ctx.db) }));
  /**
   * Whether a URL may open in the webview: {url, host, framing}, or WEBVIEW_URL_INVALID /
   * WEBVIEW_HOST_NOT_ALLOWED. `framing` is judged for the origin the shopper's browser asked (the
   * webview page loads this source deferred, so the browser asks, not the server's first view).
   */
  api.route('/api/webview/check', { params: P('WebviewCheckRequest') }, (ctx) => checkWebviewUrl(ctx.db, ctx.params.src, `${ctx.req.protocol}://${ctx.req.host}`));

  /** Development: the merchant's webview hosts (`hosts`: a JSON array). */
  api.route('/dev/content/webview', { ignoreSiteClose: true, params: P('DevWebviewRequest') }, async (ctx) => {
    devOnly(ctx);
    const hosts = normalizeHosts(jsonParam<unknown>(ctx.params, 'hosts', []));
    await setConfig(ctx.db, WEBVIEW_CONFIG_KEY, { hosts }, { now: ctx.services.now() });
    return { hosts };
  });

  api.route('/api/article/info', { params: P('ArticleInfoRequest') }, (ctx) => articleInfo(ctx.db, ctx.params.article_id, ctx.lang));
});
