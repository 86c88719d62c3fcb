import { defineRoutes } from '../../http/routes.ts';
import { envelope } from '../../http/envelope.ts';
import { Code } from '../../http/errors.ts';
import type { AccountType } from '../../db/tables/account.ts';
import { accountService } from './service.ts';

interface InfoParams {
  account_type: string;
}
interface PageParams {
  account_type: string;
  date?: string;
  from_type?: string;
  related_id?: number;
  page?: number;
  page_size?: number;
}
interface SumParams {
  account_type: AccountType;
  from_type?: string;
  query_type?: 'income' | 'pay';
  start_time?: number;
  end_time?: number;
}

export default defineRoutes('account', (api) => {
  api.route<InfoParams>('/api/memberaccount/info', { auth: 'required', params: 'account#/$defs/AccountInfoRequest' }, (ctx) =>
    accountService.info(ctx.db, ctx.member.member_id, ctx.params.account_type),
  );
  api.route<PageParams>('/api/memberaccount/page', { auth: 'required', params: 'account#/$defs/AccountPageRequest' }, (ctx) =>
    accountService.page(ctx.db, ctx.member.member_id, ctx.params, ctx.services.now(), ctx.lang),
  );
  // NiuShop 5.5.3 answers this one with the map itself at the top level; we keep the envelope too.
  api.route('/api/memberaccount/fromType', { raw: true }, (ctx) => {
    const map = accountService.fromType(ctx.lang);
    return { ...map, ...envelope(Code.SUCCESS, ctx.t('SUCCESS'), map) };
  });
  api.route('/api/memberaccount/monthData', { auth: 'required' }, (ctx) => accountService.monthData(ctx.db, ctx.member.member_id, ctx.services.now()));
  api.route<SumParams>('/api/memberaccount/sum', { auth: 'required', params: 'account#/$defs/AccountSumRequest' }, (ctx) =>
    accountService.sum(ctx.db, ctx.member.member_id, ctx.params),
  );
  api.route('/api/memberaccount/point', { auth: 'required' }, (ctx) => accountService.point(ctx.db, ctx.member.member_id, ctx.services.now()));
  api.route('/api/memberaccount/usableBalance', { auth: 'required' }, (ctx) => accountService.usableBalance(ctx.db, ctx.member.member_id));
});
