import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { documentRow } from '../config/document.ts';
import { CARD_AGREEMENT_KEY, cardInfo, cardList, createCardOrder, firstCard, recommendCard } from './service.ts';

const P = schemaRef('supermember');

/** Paid member cards (supermember addon). */
export default defineRoutes('supermember', (api) => {
  api.route('/supermember/api/membercard/lists', { auth: 'optional', params: P('EmptyRequest') }, (ctx) => cardList(ctx.db, ctx.lang));
  api.route('/supermember/api/membercard/info', { auth: 'optional', params: P('CardInfoRequest') }, (ctx) => cardInfo(ctx.db, ctx.params.level_id, ctx.lang));
  api.route('/supermember/api/membercard/firstcard', { auth: 'optional', params: P('EmptyRequest') }, (ctx) => firstCard(ctx.db, ctx.lang));
  api.route('/supermember/api/membercard/recommendCard', { auth: 'optional', params: P('RecommendCardRequest') }, (ctx) => recommendCard(ctx.db, ctx.params.sku_id, ctx.lang));
  api.route('/supermember/api/membercard/agreement', { params: P('EmptyRequest') }, (ctx) => documentRow(ctx.db, CARD_AGREEMENT_KEY, ctx.lang));
  api.route('/supermember/api/ordercreate/create', { auth: 'required', params: P('CardOrderCreateRequest') }, (ctx) =>
    createCardOrder(ctx.db, ctx.member.member_id, ctx.params, ctx.services.now()),
  );
});
