import type { ApiContext } from '../../http/context.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { jsonParam } from '../../http/params.ts';
import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { h5Base } from '../config/origin.ts';
import { goodsPromotion } from './goodsPromotion.ts';
import { goodsPoster, goodsShareImage } from './poster.ts';
import { posterSubject, type PosterKind } from './posterSubjects.ts';
import { promotionZoneConfig } from './zone.ts';

const P = schemaRef('promotion');

/** Where each kind's poster and share image are asked for (NiuShop's paths). */
const POSTER_PATHS: Array<[PosterKind, string, string]> = [
  ['goods', '/api/goods/poster', '/api/goods/shareImg'],
  ['seckill', '/seckill/api/seckillgoods/poster', '/seckill/api/seckillgoods/shareimg'],
  ['groupbuy', '/groupbuy/api/goods/poster', '/groupbuy/api/goods/shareimg'],
  ['bargain', '/bargain/api/goods/poster', '/bargain/api/goods/shareimg'],
  ['topic', '/topic/api/topicgoods/poster', '/topic/api/topicgoods/shareimg'],
];

async function subjectOf(ctx: ApiContext<unknown>, kind: PosterKind) {
  const param = jsonParam<unknown>(ctx.params as Record<string, unknown>, 'qrcode_param', {});
  if (!param || typeof param !== 'object' || Array.isArray(param)) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'qrcode_param' });
  // the spec the shopper chose: in qrcode_param (NiuShop's call) or beside it
  const own = Number((ctx.params as { sku_id?: unknown }).sku_id ?? 0);
  const keys = { ...(param as Record<string, unknown>), ...(own > 0 && !(param as Record<string, unknown>).sku_id ? { sku_id: own } : {}) };
  const subject = await posterSubject(ctx.db, kind, keys, ctx.lang, ctx.services.now());
  if (!subject) throw new ApiError(Code.ERROR, 'POSTER_GOODS_NOT_FOUND');
  return subject;
}

/** The promotions' shared endpoints: the zone pages' style, goods and promotion posters and share images. */
export default defineRoutes('promotion', (api) => {
  api.route('/api/config/promotionZoneConfig', { params: P('PromotionZoneConfigRequest') }, (ctx) => promotionZoneConfig(ctx.db, ctx.params.name));

  /** The promotions of one goods now (the goods detail's promotion strip). */
  api.route('/api/goods/promotion', { params: P('GoodsPromotionRequest') }, (ctx) => {
    const skuId = Number(ctx.params.sku_id ?? 0);
    const goodsId = Number(ctx.params.goods_id ?? 0);
    if (!(skuId > 0) && !(goodsId > 0)) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'sku_id' });
    return goodsPromotion(ctx.db, skuId, goodsId, ctx.services.now(), ctx.lang);
  });

  for (const [kind, posterPath, sharePath] of POSTER_PATHS) {
    /** A poster of the page with a QR carrying the caller as `source_member` (and the store chosen). */
    api.route(posterPath, { auth: 'optional', params: P('PosterRequest') }, async (ctx) => {
      const s = await subjectOf(ctx, kind);
      const member = ctx.member ? await ctx.db.selectFrom('member').select(['member_id', 'nickname', 'username']).where('member_id', '=', ctx.member.member_id).executeTakeFirst() : undefined;
      const query = new URLSearchParams(Object.entries({ ...s.query, ...(member ? { source_member: member.member_id } : {}), ...(ctx.storeId ? { store_id: ctx.storeId } : {}) }).map(([k, v]): [string, string] => [k, String(v)]));
      const link = `${await h5Base(ctx.db, ctx.config, ctx.req)}${s.page}?${query.toString()}`;
      const path = await goodsPoster(ctx.config.dataDir, { goods: s.goods, link, nickname: member ? member.nickname || member.username : '', lang: ctx.lang });
      return { path };
    });
    /** The card of a shared link: the picture, the name and the price. */
    api.route(sharePath, { params: P('PosterRequest') }, async (ctx) => ({ path: await goodsShareImage(ctx.config.dataDir, (await subjectOf(ctx, kind)).goods, ctx.lang) }));
  }
});
