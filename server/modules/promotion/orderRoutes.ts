/**
 * The three order routes every buy-now promotion shares (`/<addon>/api/ordercreate/payment`,
 * `/calculate`, `/create`): the core calculator and create with the promotion's hook
 * (order/promotion.ts). A promotion gives its goods (checked, with its reference) and the extra
 * fields its payment page reads (`seckill_info`, `topic_info`, …).
 */
import type { ApiRouter } from '../../http/routes.ts';
import type { Params } from '../../http/params.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Db } from '../cart/sku.ts';
import { calcOptions, calculate, loadOrderKey, presentCalc, saveOrderKey, type CalcOptions, type CalcPreload } from '../order/calc.ts';
import { createOrder } from '../order/create.ts';
import type { PromotionCalcInput } from '../order/promotion.ts';
import { idempotencyKey } from '../order/util.ts';
import { withCheckoutForms } from '../form/service.ts';

export interface PromotionFlow {
  /** the promotion type (order.promotion_type) */
  type: string;
  /** e.g. '/seckill/api/ordercreate' */
  prefix: string;
  /** request schemas: `<area>#/$defs/<Name>` of payment, calculate and create */
  schemas: { payment: string; calculate: string; create: string };
  /** the goods and reference of /payment, checked (throws when they cannot be bought at all) */
  input(db: Db, params: Params, memberId: number, now: number): Promise<PromotionCalcInput>;
  /** fields added to the calculator's answer (the payment page's `<name>_info`) */
  info?(db: Db, input: PromotionCalcInput, now: number, memberId: number): Promise<Record<string, unknown>>;
  /**
   * A /payment that cannot succeed now, judged from fewer reads (the flash sale's sold out and
   * limit, seckill/early.ts): its input, the reads made and its info; answered with the calculator
   * over them and no order_key stored. null: the full path.
   */
  early?(db: Db, params: Params, memberId: number, opts: CalcOptions, now: number): Promise<{ input: PromotionCalcInput; pre: CalcPreload; info: Record<string, unknown> } | null>;
}

export function promotionOrderRoutes(api: ApiRouter, flow: PromotionFlow): void {
  // the checkout's forms (order form, goods forms) as the ordinary checkout's: create asks for them too
  const answer = async (db: Db, calc: ReturnType<typeof presentCalc>, input: PromotionCalcInput, now: number, memberId: number, lang: Lang) => {
    const withForms = await withCheckoutForms(db, calc, lang);
    return flow.info ? { ...withForms, ...(await flow.info(db, input, now, memberId)) } : withForms;
  };

  api.route(`${flow.prefix}/payment`, { auth: 'required', params: flow.schemas.payment }, async (ctx) => {
    const memberId = ctx.member.member_id;
    const opts = calcOptions(ctx.params, ctx.storeId, ctx.lang);
    const now = ctx.services.now();
    const early = flow.early ? await flow.early(ctx.db, ctx.params, memberId, opts, now) : null;
    if (early) {
      const calc = await calculate(ctx.db, memberId, '', early.input, opts, now, early.pre);
      return { ...(await withCheckoutForms(ctx.db, presentCalc(calc, ctx.lang), ctx.lang)), ...early.info };
    }
    const input = await flow.input(ctx.db, ctx.params, memberId, now);
    const key = await saveOrderKey(ctx.db, memberId, input, now);
    return answer(ctx.db, presentCalc(await calculate(ctx.db, memberId, key, input, opts, now), ctx.lang), input, now, memberId, ctx.lang);
  });

  api.route<{ order_key: string }>(`${flow.prefix}/calculate`, { auth: 'required', params: flow.schemas.calculate }, async (ctx) => {
    const memberId = ctx.member.member_id;
    const opts = calcOptions(ctx.params, ctx.storeId, ctx.lang);
    const now = ctx.services.now();
    const input = await loadOrderKey(ctx.db, memberId, ctx.params.order_key, now, flow.type);
    return answer(ctx.db, presentCalc(await calculate(ctx.db, memberId, ctx.params.order_key, input, opts, now), ctx.lang), input, now, memberId, ctx.lang);
  });

  api.route<{ order_key: string }>(`${flow.prefix}/create`, { auth: 'required', params: flow.schemas.create }, (ctx) =>
    createOrder(ctx.services, {
      member_id: ctx.member.member_id,
      order_key: ctx.params.order_key,
      params: ctx.params,
      store_id: ctx.storeId,
      idempotency_key: idempotencyKey(ctx.params, ctx.req),
      app_type: ctx.appType.slice(0, 50),
      ip: ctx.ip,
      promotion_type: flow.type,
      lang: ctx.lang,
    }),
  );
}
