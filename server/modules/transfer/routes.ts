import { defineRoutes } from '../../http/routes.ts';
import { receiveTransferResult } from './transfers.ts';

/** Transfer providers' results (server to server): answers the raw text `success` or `fail`. */
export default defineRoutes('transfer', (api) => {
  api.route('/api/transfer/notify/devtransfer', { raw: true, ignoreSiteClose: true }, async (ctx) => {
    void ctx.reply.type('text/plain; charset=utf-8');
    return receiveTransferResult(ctx.services, 'devtransfer', ctx.params);
  });
});
