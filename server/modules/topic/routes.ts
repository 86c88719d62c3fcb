import { defineRoutes } from '../../http/routes.ts';
import { calcOptions, calculate, loadOrderKey, presentCalc, saveOrderKey } from '../order/calc.ts';
import { createOrder } from '../order/create.ts';
import { idempotencyKey } from '../order/util.ts';
import { TOPIC, topicGoodsDetail, topicGoodsPage, topicGoodsSkus, topicInfo, topicInfoOf, topicOrderInput, topicPage } from './service.ts';

/** NiuShop's topic addon paths (/topic/api/…); order creation shares the core calculator and create. */
export default defineRoutes('topic', (api) => {
  api.route('/topic/api/topic/page', { params: 'topic#/$defs/TopicPageRequest' }, (ctx) => topicPage(ctx.db, ctx.params, ctx.services.now()));
  api.route<{ topic_id: number }>('/topic/api/topic/info', { params: 'topic#/$defs/TopicInfoRequest' }, (ctx) => topicInfo(ctx.db, ctx.params.topic_id, ctx.services.now()));

  api.route<{ topic_id: number }>('/topic/api/topicgoods/page', { params: 'topic#/$defs/TopicGoodsPageRequest' }, (ctx) =>
    topicGoodsPage(ctx.db, ctx.params.topic_id, ctx.params, ctx.services.now()),
  );
  api.route('/topic/api/topicgoods/detail', { auth: 'optional', params: 'topic#/$defs/TopicGoodsDetailRequest' }, (ctx) => topicGoodsDetail(ctx.db, ctx.params, ctx.services.now()));
  api.route<{ goods_id: number; topic_id: number }>('/topic/api/topicgoods/goodsSku', { params: 'topic#/$defs/TopicGoodsSkuRequest' }, (ctx) =>
    topicGoodsSkus(ctx.db, ctx.params.goods_id, ctx.params.topic_id, ctx.services.now()),
  );

  // ---- order creation: the core calculator with the topic price hook (order/promotion.ts) ----------------
  api.route('/topic/api/ordercreate/payment', { auth: 'required', params: 'topic#/$defs/TopicPaymentRequest' }, async (ctx) => {
    const memberId = ctx.member.member_id;
    const opts = calcOptions(ctx.params, ctx.storeId);
    const now = ctx.services.now();
    const input = await topicOrderInput(ctx.db, ctx.params, now);
    const key = await saveOrderKey(ctx.db, memberId, input, now);
    const calc = presentCalc(await calculate(ctx.db, memberId, key, input, opts, now), ctx.lang);
    return { ...calc, topic_info: await topicInfoOf(ctx.db, input, now) };
  });

  api.route<{ order_key: string }>('/topic/api/ordercreate/calculate', { auth: 'required', params: 'topic#/$defs/TopicCalculateRequest' }, async (ctx) => {
    const memberId = ctx.member.member_id;
    const opts = calcOptions(ctx.params, ctx.storeId);
    const now = ctx.services.now();
    const input = await loadOrderKey(ctx.db, memberId, ctx.params.order_key, now, TOPIC);
    const calc = presentCalc(await calculate(ctx.db, memberId, ctx.params.order_key, input, opts, now), ctx.lang);
    return { ...calc, topic_info: await topicInfoOf(ctx.db, input, now) };
  });

  api.route<{ order_key: string }>('/topic/api/ordercreate/create', { auth: 'required', params: 'topic#/$defs/TopicCreateRequest' }, (ctx) =>
    createOrder(ctx.services, {
      member_id: ctx.member.member_id,
      order_key: ctx.params.order_key,
      params: ctx.params,
      store_id: ctx.storeId,
      idempotency_key: idempotencyKey(ctx.params, ctx.req),
      app_type: ctx.appType.slice(0, 50),
      ip: ctx.ip,
      promotion_type: TOPIC,
      lang: ctx.lang,
    }),
  );
});
