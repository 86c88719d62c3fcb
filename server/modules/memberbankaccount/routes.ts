import { defineRoutes } from '../../http/routes.ts';
import { bankAccountService, type AccountInput } from './service.ts';

interface PageParams {
  page?: number;
  page_size?: number;
}
interface IdParams {
  id: number;
}
const P = (name: string) => `memberbankaccount#/$defs/${name}`;

/** Withdrawal accounts (`/api/memberbankaccount/*`, token). */
export default defineRoutes('memberbankaccount', (api) => {
  api.route<PageParams>('/api/memberbankaccount/page', { auth: 'required', params: P('BankAccountPageRequest') }, (ctx) =>
    bankAccountService.page(ctx.db, ctx.member.member_id, ctx.params, ctx.lang),
  );
  api.route<IdParams>('/api/memberbankaccount/info', { auth: 'required', params: P('BankAccountIdRequest') }, (ctx) =>
    bankAccountService.info(ctx.db, ctx.member.member_id, ctx.params.id, ctx.lang),
  );
  api.route('/api/memberbankaccount/defaultInfo', { auth: 'required', params: P('EmptyRequest') }, (ctx) =>
    bankAccountService.defaultInfo(ctx.db, ctx.member.member_id, ctx.lang),
  );
  api.route<AccountInput>('/api/memberbankaccount/add', { auth: 'required', params: P('BankAccountAddRequest') }, (ctx) =>
    bankAccountService.add(ctx.db, ctx.member.member_id, ctx.params, ctx.services.now()),
  );
  api.route<AccountInput & IdParams>('/api/memberbankaccount/edit', { auth: 'required', params: P('BankAccountEditRequest') }, (ctx) =>
    bankAccountService.edit(ctx.db, ctx.member.member_id, ctx.params.id, ctx.params, ctx.services.now()),
  );
  api.route<IdParams>('/api/memberbankaccount/setdefault', { auth: 'required', params: P('BankAccountIdRequest') }, (ctx) =>
    bankAccountService.setDefault(ctx.db, ctx.member.member_id, ctx.params.id),
  );
  api.route<IdParams>('/api/memberbankaccount/delete', { auth: 'required', params: P('BankAccountIdRequest') }, (ctx) =>
    bankAccountService.delete(ctx.db, ctx.member.member_id, ctx.params.id),
  );
});
