import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { bankAccountService } from './service.ts';

const P = schemaRef('memberbankaccount');

/** Withdrawal accounts (`/api/memberbankaccount/*`, token). */
export default defineRoutes('memberbankaccount', (api) => {
  api.route('/api/memberbankaccount/page', { auth: 'required', params: P('BankAccountPageRequest') }, (ctx) =>
    bankAccountService.page(ctx.db, ctx.member.member_id, ctx.params, ctx.lang),
  );
  api.route('/api/memberbankaccount/info', { auth: 'required', params: P('BankAccountIdRequest') }, (ctx) =>
    bankAccountService.info(ctx.db, ctx.member.member_id, ctx.params.id, ctx.lang),
  );
  api.route('/api/memberbankaccount/defaultInfo', { auth: 'required', params: P('EmptyRequest') }, (ctx) =>
    bankAccountService.defaultInfo(ctx.db, ctx.member.member_id, ctx.lang),
  );
  api.route('/api/memberbankaccount/add', { auth: 'required', params: P('BankAccountAddRequest') }, (ctx) =>
    bankAccountService.add(ctx.db, ctx.member.member_id, ctx.params, ctx.services.now()),
  );
  api.route('/api/memberbankaccount/edit', { auth: 'required', params: P('BankAccountEditRequest') }, (ctx) =>
    bankAccountService.edit(ctx.db, ctx.member.member_id, ctx.params.id, ctx.params, ctx.services.now()),
  );
  api.route('/api/memberbankaccount/setdefault', { auth: 'required', params: P('BankAccountIdRequest') }, (ctx) =>
    bankAccountService.setDefault(ctx.db, ctx.member.member_id, ctx.params.id),
  );
  api.route('/api/memberbankaccount/delete', { auth: 'required', params: P('BankAccountIdRequest') }, (ctx) =>
    bankAccountService.delete(ctx.db, ctx.member.member_id, ctx.params.id),
  );
});
