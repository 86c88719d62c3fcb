import { defineRoutes } from '../../http/routes.ts';
import { promotionOrderRoutes } from '../promotion/orderRoutes.ts';
import { TOPIC, topicGoodsDetail, topicGoodsPage, topicGoodsSkus, topicInfo, topicInfoOf, topicOrderInput, topicPage } from './service.ts';

/** NiuShop's topic addon paths (/topic/api/…); order creation shares the core calculator and create. */
export default defineRoutes('topic', (api) => {
  api.route('/topic/api/topic/page', { params: 'topic#/$defs/TopicPageRequest' }, (ctx) => topicPage(ctx.db, ctx.params, ctx.services.now()));
  api.route('/topic/api/topic/info', { params: 'topic#/$defs/TopicInfoRequest' }, (ctx) => topicInfo(ctx.db, ctx.params.topic_id, ctx.services.now()));

  api.route('/topic/api/topicgoods/page', { params: 'topic#/$defs/TopicGoodsPageRequest' }, (ctx) =>
    topicGoodsPage(ctx.db, ctx.params.topic_id, ctx.params, ctx.services.now(), ctx.lang),
  );
  api.route('/topic/api/topicgoods/detail', { auth: 'optional', params: 'topic#/$defs/TopicGoodsDetailRequest' }, (ctx) => topicGoodsDetail(ctx.db, ctx.params, ctx.services.now(), ctx.lang));
  api.route('/topic/api/topicgoods/goodsSku', { params: 'topic#/$defs/TopicGoodsSkuRequest' }, (ctx) =>
    topicGoodsSkus(ctx.db, ctx.params.goods_id, ctx.params.topic_id, ctx.services.now(), ctx.lang),
  );

  // ---- order creation: the core calculator and create with the topic's promotion hook ---------------------
  promotionOrderRoutes(api, {
    type: TOPIC,
    prefix: '/topic/api/ordercreate',
    schemas: { payment: 'topic#/$defs/TopicPaymentRequest', calculate: 'topic#/$defs/TopicCalculateRequest', create: 'topic#/$defs/TopicCreateRequest' },
    input: (db, params, _memberId, now) => topicOrderInput(db, params, now),
    info: async (db, input, now) => ({ topic_info: await topicInfoOf(db, input, now) }),
  });
});
