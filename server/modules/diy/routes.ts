import { defineRoutes } from '../../http/routes.ts';
import { bottomNav, diyViewInfo, styleConfig } from './service.ts';

const P = (name: string) => `diy#/$defs/${name}`;

export default defineRoutes('diy', (api) => {
  /** `id` or `name` (DIY_VIEW_INDEX, DIY_VIEW_MEMBER_INDEX, DIY_VIEW_GOODS_CATEGORY, …). */
  api.route<{ id?: number; name?: string }>('/api/diyview/info', { params: P('InfoRequest') }, (ctx) => diyViewInfo(ctx.db, ctx.params));
  api.route('/api/diyview/bottomNav', { params: P('EmptyRequest') }, (ctx) => bottomNav(ctx.db));
  api.route('/api/diyview/style', { params: P('EmptyRequest') }, (ctx) => styleConfig(ctx.db));
});
