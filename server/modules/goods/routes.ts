import { defineRoutes } from '../../http/routes.ts';
import type { ApiContext } from '../../http/context.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { cacheKey, publicCache } from '../../cache/index.ts';
import { categoryInfo, categoryList, categoryTree, goodsList, goodsPage, type GoodsFilter, type GoodsOrder } from './catalog.ts';
import { fenParam, idsParam, paging } from './format.ts';
import { detailBase, goodsTags, guestDetail, skuInfo, skusOfGoods, type SkuBy } from './reads.ts';
import * as svc from './service.ts';
import { idList } from './stock.ts';
import { goodsCouponTypes } from '../coupon/service.ts';
import { promotionFacts, promotionsAt } from '../promotion/goodsPromotion.ts';

type P = Record<string, unknown>;
const num = (v: unknown): number | undefined => (v === undefined || v === null || v === '' ? undefined : Number(v));

/**
 * Public reads go through the instance's cache (server/cache/ttl.ts): an answer is at most
 * PUBLIC_CACHE_MS (5 s) old, changes this process makes to a goods (stock, favourites) drop that
 * goods' answers at once. Loaders get no member: nothing member-specific is ever cached. Every key
 * carries the request's language: goods, sku, unit and category names are merchant texts per language.
 */
const cached = <T>(ctx: ApiContext, name: string, params: P, load: () => Promise<T>, tags?: (value: T) => readonly string[]): Promise<T> =>
  publicCache(ctx.services).get(cacheKey(name, { ...params, lang: ctx.lang }), load, { tags });

function filterOf(p: P): GoodsFilter {
  return {
    keyword: typeof p.keyword === 'string' ? p.keyword.trim() : undefined,
    category_id: num(p.category_id),
    brand_id: num(p.brand_id),
    min_price: fenParam(p.min_price, 'min_price'),
    max_price: fenParam(p.max_price, 'max_price'),
    is_free_shipping: num(p.is_free_shipping),
    goods_ids: idsParam(p.goods_id_arr, 'goods_id_arr'),
    coupon: num(p.coupon),
  };
}

function orderOf(p: P): GoodsOrder {
  const o = typeof p.order === 'string' ? p.order : '';
  if (o === 'sale_num' || o === 'discount_price' || o === 'create_time') return o;
  return o ? 'sort' : 'default';
}

/** Diy component order names → list order + direction. */
function componentOrder(p: P): { order: GoodsOrder; sort: 'asc' | 'desc' } {
  const sort = p.sort === 'asc' ? 'asc' : p.sort === 'desc' ? 'desc' : undefined;
  switch (p.order) {
    case 'sales':
      return { order: 'sale_num', sort: sort ?? 'desc' };
    case 'price':
      return { order: 'discount_price', sort: sort ?? 'asc' };
    case 'news':
      return { order: 'create_time', sort: sort ?? 'desc' };
    default:
      return { order: 'default', sort: 'asc' };
  }
}

/**
 * `goods_promotion` of a goods detail: the goods' activities are cached with the answer (the same
 * tags), which of them runs is worked out at the time of asking (promotion/goodsPromotion.ts, the
 * road of /api/goods/promotion), so a cached answer never shows one that has not started or has ended.
 */
async function withPromotions<T extends { goods_id: number; sku_id?: unknown }>(ctx: ApiContext, base: T): Promise<T & { goods_promotion: ReturnType<typeof promotionsAt> }> {
  const skuId = Number(base.sku_id);
  const now = ctx.services.now();
  const facts = await cached(ctx, 'promotionFacts', { skuId }, () => promotionFacts(ctx.db, base.goods_id, skuId, now), () => goodsTags(base.goods_id));
  return { ...base, goods_promotion: promotionsAt(facts, now, ctx.lang) };
}

async function detail(ctx: ApiContext) {
  const p = ctx.params;
  const skuId = num(p.sku_id);
  const goodsId = num(p.goods_id);
  if (!skuId && !goodsId) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'id' });
  const by: SkuBy = skuId ? { sku_id: skuId } : { goods_id: goodsId ?? 0 };
  const key = { sku_id: skuId ?? 0, goods_id: skuId ? 0 : (goodsId ?? 0), lang: ctx.lang };
  const { db, lang } = ctx;
  const memberId = ctx.member?.member_id ?? null;
  if (memberId === null) {
    // A guest's answer is public as a whole: cached values, no query.
    const guest = await cached(ctx, 'detail:guest', key, () => guestDetail(db, lang, by, ctx.services.now()), (v) => goodsTags(v.goods_sku_detail?.goods_id));
    return guest.goods_sku_detail ? { goods_sku_detail: await withPromotions(ctx, guest.goods_sku_detail) } : guest;
  }
  // A member: the public part from the cache, the member's own fields read fresh every time.
  const base = await cached(ctx, 'detail', key, () => detailBase(db, lang, by), (v) => goodsTags(v?.goods_id));
  if (!base) return { goods_sku_detail: null };
  const [is_collect, coupon_list, promoted] = await Promise.all([
    svc.isCollect(db, memberId, base.goods_id),
    goodsCouponTypes(db, base.goods_id, lang, memberId, ctx.services.now(), true),
    withPromotions(ctx, base),
  ]);
  return { goods_sku_detail: { ...promoted, is_collect, coupon_list } };
}

async function skuRequired(ctx: ApiContext): Promise<Record<string, unknown>> {
  const skuId = Number(ctx.params.sku_id);
  const d = await cached(ctx, 'sku', { skuId }, () => skuInfo(ctx.db, skuId, ctx.lang), (v) => goodsTags(Number(v?.goods_id)));
  if (!d) throw new ApiError(Code.ERROR, 'GOODS_NOT_EXIST');
  return d;
}

export default defineRoutes('goods', (api) => {
  // ── categories ──
  api.route('/api/goodscategory/tree', { params: 'goods#/$defs/GoodsCategoryTreeRequest' }, (ctx) => {
    const level = Number(ctx.params.level ?? 3);
    return cached(ctx, 'tree', { level }, () => categoryTree(ctx.db, level, ctx.lang));
  });
  api.route('/api/goodscategory/lists', { params: 'goods#/$defs/GoodsCategoryTreeRequest' }, (ctx) => {
    const level = Number(ctx.params.level ?? 3);
    return cached(ctx, 'categories', { level }, () => categoryList(ctx.db, level, ctx.lang));
  });
  api.route('/api/goodscategory/info', { params: 'goods#/$defs/GoodsCategoryInfoRequest' }, async (ctx) => {
    const categoryId = Number(ctx.params.category_id);
    const info = await cached(ctx, 'category', { categoryId }, () => categoryInfo(ctx.db, categoryId, ctx.lang));
    if (!info) throw new ApiError(Code.ERROR, 'CATEGORY_NOT_EXIST');
    return info;
  });

  // ── goods lists ──
  api.route('/api/goodssku/page', { auth: 'optional', params: 'goods#/$defs/GoodsSkuPageRequest' }, async (ctx) => {
    const p = ctx.params;
    const f = filterOf(p);
    const { limit, offset, size } = paging(p);
    const order = orderOf(p);
    const sort = p.sort === 'asc' ? 'asc' : 'desc';
    const key = { ...f, goods_ids: f.goods_ids?.join(','), order, sort, limit, offset };
    return cached(ctx, 'page', key, async () => {
      const res = await goodsPage(ctx.db, f, { order, sort, limit, offset, now: ctx.services.now(), lang: ctx.lang }, size);
      return { ...res, config: await svc.goodsListConfig(ctx.db) };
    });
  });
  api.route('/api/goodssku/pageComponents', { auth: 'optional', params: 'goods#/$defs/GoodsSkuComponentsRequest' }, (ctx) => {
    const p = ctx.params;
    const f: GoodsFilter = { category_id: num(p.category_id), goods_ids: idsParam(p.goods_id_arr, 'goods_id_arr') };
    const { limit, offset, size } = paging(p);
    const o = componentOrder(p);
    const maxTotal = num(p.num) || undefined;
    return cached(ctx, 'pageComponents', { c: f.category_id, g: f.goods_ids?.join(','), ...o, limit, offset, maxTotal }, async () => {
      const res = await goodsPage(ctx.db, f, { ...o, limit, offset, inStockFirst: true, maxTotal, now: ctx.services.now(), lang: ctx.lang }, size);
      return { ...res, config: await svc.goodsListConfig(ctx.db) };
    });
  });
  api.route('/api/goodssku/components', { auth: 'optional', params: 'goods#/$defs/GoodsSkuComponentsRequest' }, (ctx) => {
    const p = ctx.params;
    const f: GoodsFilter = { category_id: num(p.category_id), goods_ids: idsParam(p.goods_id_arr, 'goods_id_arr') };
    const n = num(p.num) || 10;
    const o = componentOrder(p);
    return cached(ctx, 'components', { c: f.category_id, g: f.goods_ids?.join(','), ...o, n }, async () => (await goodsList(ctx.db, f, { ...o, limit: n, offset: 0, inStockFirst: true, now: ctx.services.now(), lang: ctx.lang })).list);
  });

  /** Category page goods (diy GoodsCategory templates 2–4): the page list of one category. */
  api.route('/api/goodssku/pageByCategory', { auth: 'optional', params: 'goods#/$defs/GoodsSkuPageRequest' }, (ctx) => {
    const p = ctx.params;
    const f = filterOf(p);
    const { limit, offset, size } = paging(p);
    const order = orderOf(p);
    const sort = p.sort === 'asc' ? 'asc' : 'desc';
    return cached(ctx, 'page', { ...f, goods_ids: f.goods_ids?.join(','), order, sort, limit, offset }, async () => ({
      ...(await goodsPage(ctx.db, f, { order, sort, limit, offset, now: ctx.services.now(), lang: ctx.lang }, size)),
      config: await svc.goodsListConfig(ctx.db),
    }));
  });
  /** Recommended goods (best sellers, in stock first), e.g. below empty favourites. */
  api.route('/api/goodssku/recommend', { auth: 'optional', params: 'goods#/$defs/GoodsSkuComponentsRequest' }, (ctx) => {
    const { limit, offset, size } = paging(ctx.params);
    const f: GoodsFilter = { category_id: num(ctx.params.category_id) };
    return cached(ctx, 'recommend', { c: f.category_id, limit, offset }, () => goodsPage(ctx.db, f, { order: 'sale_num', sort: 'desc', limit, offset, inStockFirst: true, now: ctx.services.now(), lang: ctx.lang }, size));
  });

  // ── sku detail and friends ──
  api.route('/api/goodssku/detail', { auth: 'optional', params: 'goods#/$defs/GoodsSkuDetailRequest' }, detail);
  // Each sku with its `goods_promotion`, as NiuShop's (a seckill's price is per sku): the same
  // cached facts and read-time status as the goods detail.
  api.route('/api/goodssku/goodsSku', { auth: 'optional', params: 'goods#/$defs/GoodsIdRequest' }, async (ctx) => {
    const goodsId = Number(ctx.params.goods_id);
    const skus = await cached(ctx, 'skus', { goodsId }, () => skusOfGoods(ctx.db, goodsId, ctx.lang), () => goodsTags(goodsId));
    return Promise.all(skus.map((sku) => withPromotions(ctx, { ...sku, goods_id: goodsId })));
  });
  api.route('/api/goodssku/info', { auth: 'optional', params: 'goods#/$defs/SkuIdRequest' }, (ctx) => skuRequired(ctx));
  api.route('/api/goodssku/getInfoForCategory', { auth: 'optional', params: 'goods#/$defs/SkuIdRequest' }, async (ctx) => {
    const d = await skuRequired(ctx);
    const keys = [
      'goods_id', 'sku_id', 'goods_name', 'sku_name', 'sku_spec_format', 'goods_spec_format', 'price', 'market_price', 'discount_price', 'member_price',
      'stock', 'sku_image', 'sku_images', 'goods_image', 'unit', 'max_buy', 'min_buy', 'is_limit', 'limit_type', 'goods_state', 'is_virtual', 'goods_class', 'stock_show',
    ];
    return Object.fromEntries(keys.map((k) => [k, d[k]]));
  });

  // ── search words, services, clicks ──
  api.route('/api/goods/hotSearchWords', {}, async (ctx) => ({ words: (await cached(ctx, 'words', {}, () => svc.searchWords(ctx.db))).hot_words }));
  api.route('/api/goods/defaultSearchWords', {}, async (ctx) => ({ words: (await cached(ctx, 'words', {}, () => svc.searchWords(ctx.db))).default_words }));
  api.route('/api/goods/service', { params: 'goods#/$defs/GoodsServiceRequest' }, async (ctx) => {
    const goodsId = num(ctx.params.goods_id);
    if (!goodsId) return svc.goodsServices(ctx.db);
    const g = await ctx.db.selectFrom('goods').select('goods_service_ids').where('goods_id', '=', goodsId).where('is_delete', '=', 0).executeTakeFirst();
    if (!g) throw new ApiError(Code.ERROR, 'GOODS_NOT_EXIST');
    return svc.goodsServices(ctx.db, idList(g.goods_service_ids));
  });
  api.route('/api/goods/modifyclicks', { params: 'goods#/$defs/SkuIdRequest' }, (ctx) => svc.modifyClicks(ctx.db, Number(ctx.params.sku_id)));

  // ── brands ──
  api.route('/api/goodsbrand/page', { params: 'goods#/$defs/GoodsBrandPageRequest' }, (ctx) => {
    const ids = idsParam(ctx.params.brand_id_arr, 'brand_id_arr');
    const { limit, offset, size } = paging(ctx.params);
    return cached(ctx, 'brands', { ids: ids.join(','), limit, offset }, () => svc.brandPage(ctx.db, ids, limit, offset, size));
  });

  // ── evaluations ──
  api.route('/api/goodsevaluate/page', { params: 'goods#/$defs/GoodsEvaluatePageRequest' }, (ctx) => {
    const { limit, offset, size } = paging(ctx.params);
    return svc.evaluatePage(ctx.db, Number(ctx.params.goods_id), num(ctx.params.explain_type), limit, offset, size);
  });
  api.route('/api/goodsevaluate/count', { params: 'goods#/$defs/GoodsIdRequest' }, (ctx) => svc.evaluateCount(ctx.db, Number(ctx.params.goods_id)));
  api.route('/api/goodsevaluate/getgoodsevaluate', { params: 'goods#/$defs/GoodsIdRequest' }, (ctx) => svc.evaluateTotals(ctx.db, Number(ctx.params.goods_id)));
  api.route('/api/goodsevaluate/firstinfo', { params: 'goods#/$defs/GoodsIdRequest' }, async (ctx) => (await svc.latestEvaluations(ctx.db, Number(ctx.params.goods_id), 1))[0] ?? null);
  api.route('/api/goodsevaluate/config', {}, (ctx) => svc.evaluateConfig(ctx.db));

  // ── favourites ──
  api.route('/api/goodscollect/add', { auth: 'required', params: 'goods#/$defs/GoodsSkuIdRequest' }, (ctx) =>
    svc.collectAdd(ctx.db, ctx.member.member_id, Number(ctx.params.goods_id), Number(ctx.params.sku_id)),
  );
  api.route('/api/goodscollect/delete', { auth: 'required', params: 'goods#/$defs/GoodsIdRequest' }, (ctx) => svc.collectDelete(ctx.db, ctx.member.member_id, Number(ctx.params.goods_id)));
  api.route('/api/goodscollect/iscollect', { auth: 'required', params: 'goods#/$defs/GoodsIdRequest' }, (ctx) => svc.isCollect(ctx.db, ctx.member.member_id, Number(ctx.params.goods_id)));
  api.route('/api/goodscollect/page', { auth: 'required', params: 'goods#/$defs/PageRequest' }, (ctx) => {
    const { limit, offset, size } = paging(ctx.params, 100);
    return svc.collectPage(ctx.db, ctx.member.member_id, limit, offset, size, ctx.lang);
  });

  // ── footprints ──
  api.route('/api/goodsbrowse/add', { auth: 'required', params: 'goods#/$defs/GoodsSkuIdRequest' }, (ctx) =>
    svc.browseAdd(ctx.db, ctx.member.member_id, Number(ctx.params.goods_id), Number(ctx.params.sku_id), ctx.services.now()),
  );
  api.route('/api/goodsbrowse/page', { auth: 'required', params: 'goods#/$defs/PageRequest' }, (ctx) => {
    const { limit, offset, size } = paging(ctx.params, 100);
    return svc.browsePage(ctx.db, ctx.member.member_id, limit, offset, size, ctx.lang);
  });
  api.route('/api/goodsbrowse/delete', { auth: 'required', params: 'goods#/$defs/GoodsBrowseDeleteRequest' }, (ctx) => {
    const ids = idsParam(ctx.params.id, 'id');
    if (ids.length === 0) throw new ApiError(Code.ERROR, 'SELECT_TO_DELETE');
    return svc.browseDelete(ctx.db, ctx.member.member_id, ids);
  });
});

