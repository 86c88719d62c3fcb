import { defineRoutes } from '../../http/routes.ts';
import { devOnly } from '../../http/devOnly.ts';
import { approveOfflinePay, offlinePayConfig, offlinePayInfo, refuseOfflinePay, submitOfflinePay } from './service.ts';

export default defineRoutes('offlinepay', (api) => {
  api.route('/offlinepay/api/pay/config', {}, (ctx) => offlinePayConfig(ctx.db));
  api.route('/offlinepay/api/pay/info', { auth: 'required', params: 'pay#/$defs/PayOutTradeNoRequest' }, (ctx) =>
    offlinePayInfo(ctx.db, ctx.lang, ctx.member.member_id, ctx.params.out_trade_no),
  );
  api.route('/offlinepay/api/pay/pay', { auth: 'required', params: 'pay#/$defs/OfflinePayPayRequest' }, (ctx) =>
    submitOfflinePay(ctx.services, ctx.member.member_id, ctx.params),
  );

  // No admin back office: development / test stand-ins for the audit.
  api.route('/dev/offlinepay/approve', { ignoreSiteClose: true, params: 'pay#/$defs/DevOfflinePayAuditRequest' }, async (ctx) => {
    devOnly(ctx);
    await ctx.db.transaction().execute((trx) => approveOfflinePay(trx, ctx.params.out_trade_no, ctx.services.now()));
    return 1;
  });
  api.route('/dev/offlinepay/refuse', { ignoreSiteClose: true, params: 'pay#/$defs/DevOfflinePayAuditRequest' }, async (ctx) => {
    devOnly(ctx);
    await ctx.db.transaction().execute((trx) => refuseOfflinePay(trx, ctx.params.out_trade_no, String(ctx.params.remark ?? ''), ctx.services.now()));
    return 1;
  });
});
