import { defineRoutes } from '../../http/routes.ts';
import { accountRules } from './service.ts';

/** How points, balance and growth are earned (`/api/member/accountrule`, token as NiuShop). */
export default defineRoutes('accountrule', (api) => {
  api.route('/api/member/accountrule', { auth: 'required', params: 'accountrule#/$defs/EmptyRequest' }, (ctx) => accountRules(ctx.db, ctx.lang));
});
