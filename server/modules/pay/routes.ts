import { ApiError, Code } from '../../http/errors.ts';
import { defineRoutes } from '../../http/routes.ts';
import type { ApiContext } from '../../http/context.ts';
import { fenToYuan } from '../../lib/money.ts';
import { idempotencyKey, newTradeNo } from '../order/util.ts';
import { devOnly } from '../../http/devOnly.ts';
import { DevPayGateway } from './gateway.ts';
import { memberPayCode } from './payCode.ts';
import { balanceConfig, enabledPayTypes, handleNotification, pay, payInfo, receiveRefundNotification, resetPay, resultPath } from './service.ts';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(ctx: ApiContext, title: string, body: string): string {
  void ctx.reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  return `<!doctype html><html lang="${ctx.lang === 'en-us' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">
<title>${esc(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f5f6f8;color:#222}main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{font-size:18px;margin:0 0 4px}.note{color:#888;font-size:12px;margin:0 0 20px}.amount{font-size:34px;font-weight:600;margin:12px 0}.row{color:#555;font-size:14px;margin:6px 0;word-break:break-all}
form{display:flex;gap:12px;margin-top:24px}button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:1px solid #ccc;background:#fff}button.pay{background:#1aad19;border-color:#1aad19;color:#fff}
</style></head><body><main>${body}</main></body></html>`;
}

function devpay(ctx: ApiContext): DevPayGateway {
  devOnly(ctx);
  const g = ctx.services.paymentGateways?.devpay;
  if (!(g instanceof DevPayGateway)) throw new ApiError(Code.ERROR, 'PAY_TYPE_UNAVAILABLE', { name: 'devpay' });
  return g;
}

export default defineRoutes('pay', (api) => {
  api.route('/api/pay/info', { auth: 'required', params: 'pay#/$defs/PayOutTradeNoRequest' }, (ctx) =>
    payInfo(ctx.db, ctx.lang, ctx.member.member_id, ctx.params.out_trade_no),
  );
  api.route('/api/pay/status', { auth: 'required', params: 'pay#/$defs/PayOutTradeNoRequest' }, (ctx) =>
    payInfo(ctx.db, ctx.lang, ctx.member.member_id, ctx.params.out_trade_no),
  );
  api.route('/api/pay/type', {}, async (ctx) => ({ pay_type: (await enabledPayTypes(ctx.services, ctx.appType)).join(',') }));
  api.route('/api/pay/getBalanceConfig', {}, (ctx) => balanceConfig(ctx.db));
  api.route('/api/pay/memberpaycode', { auth: 'required' }, (ctx) => memberPayCode(ctx.db, ctx.member.member_id, ctx.services.now()));

  api.route('/api/pay/pay', { auth: 'required', params: 'pay#/$defs/PayPayRequest' }, (ctx) =>
    pay(ctx.services, {
      member_id: ctx.member.member_id,
      out_trade_no: ctx.params.out_trade_no,
      pay_type: ctx.params.pay_type ?? '',
      is_balance: ctx.params.is_balance ?? 0,
      params: ctx.params,
      app_type: ctx.appType,
      idempotency_key: idempotencyKey(ctx.params, ctx.req),
      req: ctx.req,
    }),
  );
  api.route('/api/pay/resetpay', { auth: 'required', params: 'pay#/$defs/PayOutTradeNoRequest' }, (ctx) =>
    resetPay(ctx.services, ctx.member.member_id, ctx.params.out_trade_no),
  );
  api.route('/api/pay/outTradeNoToOrderDetailPath', { auth: 'required', params: 'pay#/$defs/PayOutTradeNoRequest' }, (ctx) =>
    resultPath(ctx.db, ctx.lang, ctx.member.member_id, ctx.params.out_trade_no),
  );

  /** The gateway's server-to-server notification: answers the raw text `success` or `fail`. */
  api.route('/api/pay/notify/devpay', { raw: true, ignoreSiteClose: true }, async (ctx) => {
    void ctx.reply.type('text/plain; charset=utf-8');
    const g = ctx.services.paymentGateways?.devpay;
    if (!g) return 'fail';
    const n = await g.verifyNotification(ctx.params);
    if (!n) return 'fail';
    return handleNotification(ctx.services, 'devpay', n);
  });

  /** The gateway's refund result: answers the raw text `success` or `fail`. */
  api.route('/api/pay/refundnotify/devpay', { raw: true, ignoreSiteClose: true }, async (ctx) => {
    void ctx.reply.type('text/plain; charset=utf-8');
    return receiveRefundNotification(ctx.services, 'devpay', ctx.params);
  });

  // ---- the development gateway's hosted pages (what a real gateway would serve on its own site) --------------
  api.route('/devpay/checkout', { raw: true, ignoreSiteClose: true }, (ctx) => {
    const g = devpay(ctx);
    const req = g.checkout(ctx.params);
    const t = ctx.t;
    if (!req) return page(ctx, t('DEVPAY_TITLE'), `<h1>${esc(t('DEVPAY_TITLE'))}</h1><p class="row">${esc(t('DEVPAY_BAD_LINK'))}</p>`);
    const hidden = (['out_trade_no', 'total_fee', 'subject', 'return_url', 'timestamp', 'sign'] as const)
      .map((k) => `<input type="hidden" name="${k}" value="${esc(String(ctx.params[k] ?? ''))}">`)
      .join('');
    return page(
      ctx,
      t('DEVPAY_TITLE'),
      `<h1>${esc(t('DEVPAY_TITLE'))}</h1><p class="note">${esc(t('DEVPAY_NOTE'))}</p>
<div class="amount">¥${esc(fenToYuan(req.total_fee))}</div>
<p class="row">${esc(t('DEVPAY_SUBJECT'))}: ${esc(req.subject)}</p><p class="row">${esc(t('DEVPAY_OUT_TRADE_NO'))}: ${esc(req.out_trade_no)}</p>
<form method="post" action="/devpay/checkout/submit">${hidden}<button type="submit" name="action" value="cancel">${esc(t('DEVPAY_CANCEL'))}</button><button class="pay" type="submit" name="action" value="pay">${esc(t('DEVPAY_PAY'))}</button></form>`,
    );
  });

  api.route('/devpay/checkout/submit', { raw: true, ignoreSiteClose: true }, async (ctx) => {
    const g = devpay(ctx);
    const req = g.checkout(ctx.params);
    if (!req) return page(ctx, ctx.t('DEVPAY_TITLE'), `<h1>${esc(ctx.t('DEVPAY_TITLE'))}</h1><p class="row">${esc(ctx.t('DEVPAY_BAD_LINK'))}</p>`);
    if (ctx.params.action === 'pay') await g.pay(ctx.req.server, req, newTradeNo(ctx.services.now()));
    const back = req.return_url.startsWith('/') && !req.return_url.startsWith('//') ? req.return_url : `/h5/pages_tool/pay/result?code=${encodeURIComponent(req.out_trade_no)}`;
    return ctx.reply.redirect(req.return_url.startsWith('http') ? req.return_url : back, 303);
  });
});
