import { defineRoutes } from '../../http/routes.ts';
import type { ApiContext } from '../../http/context.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { cacheKey } from './cache.ts';
import {
  assertSkuOnSale,
  categoryInfo,
  categoryList,
  categoryTree,
  goodsList,
  goodsPage,
  skuDetailBase,
  skuRow,
  type GoodsFilter,
  type GoodsOrder,
} from './catalog.ts';
import { fenParam, idsParam, paging } from './format.ts';
import * as svc from './service.ts';
import { idList } from './stock.ts';
import { goodsCouponTypes } from '../coupon/service.ts';
import { enabledExpressType } from '../delivery/freight.ts';

type P = Record<string, unknown>;
const num = (v: unknown): number | undefined => (v === undefined || v === null || v === '' ? undefined : Number(v));

/** Guest-shaped reads go through the per-instance TTL cache (see cache.ts). */
const cached = <T>(ctx: ApiContext, name: string, params: P, load: () => Promise<T>): Promise<T> =>
  ctx.services.catalogueCache ? ctx.services.catalogueCache.get(cacheKey(name, params), load) : load();

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

async function detail(ctx: ApiContext) {
  const p = ctx.params;
  const skuId = num(p.sku_id);
  const goodsId = num(p.goods_id);
  if (!skuId && !goodsId) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'id' });
  const base = await cached(ctx, 'detail', { sku_id: skuId ?? 0, goods_id: skuId ? 0 : (goodsId ?? 0), lang: ctx.lang }, async () => {
    const r = await skuRow(ctx.db, skuId ? { sku_id: skuId } : { goods_id: goodsId });
    if (!assertSkuOnSale(r)) return null;
    const [goods_service, evaluate_list, evaluate_count, evaluate_config, express_type, config] = await Promise.all([
      svc.goodsServices(ctx.db, idList(r.goods_service_ids)),
      svc.latestEvaluations(ctx.db, r.goods_id, 3),
      svc.evaluateCount(ctx.db, r.goods_id),
      svc.evaluateConfig(ctx.db),
      r.goods_class === 1 ? enabledExpressType(ctx.db, ctx.lang, r.support_trade_type) : Promise.resolve({}),
      svc.configValue(ctx.db, 'GOODS_DETAIL_CONFIG', { nav_bar_switch: 0, introduction_color: '#303133' }),
    ]);
    return { ...skuDetailBase(r), goods_service, evaluate_list, evaluate_count, evaluate_config, express_type, config };
  });
  if (!base) return { goods_sku_detail: null };
  const memberId = ctx.member?.member_id ?? null;
  const goods = Number((base as Record<string, unknown>).goods_id);
  const [is_collect, coupon_list] = await Promise.all([
    svc.isCollect(ctx.db, memberId, goods),
    goodsCouponTypes(ctx.db, goods, ctx.lang, memberId, ctx.services.now(), true),
  ]);
  return { goods_sku_detail: { ...base, is_collect, coupon_list } };
}

async function skuRequired(ctx: ApiContext) {
  const r = await skuRow(ctx.db, { sku_id: Number(ctx.params.sku_id) });
  if (!assertSkuOnSale(r)) throw new ApiError(Code.ERROR, 'GOODS_NOT_EXIST');
  return r;
}

export default defineRoutes('goods', (api) => {
  // ── categories ──
  api.route('/api/goodscategory/tree', { params: 'goods#/$defs/GoodsCategoryTreeRequest' }, (ctx) => {
    const level = Number(ctx.params.level ?? 3);
    return cached(ctx, 'tree', { level }, () => categoryTree(ctx.db, level));
  });
  api.route('/api/goodscategory/lists', { params: 'goods#/$defs/GoodsCategoryTreeRequest' }, (ctx) => {
    const level = Number(ctx.params.level ?? 3);
    return cached(ctx, 'categories', { level }, () => categoryList(ctx.db, level));
  });
  api.route('/api/goodscategory/info', { params: 'goods#/$defs/GoodsCategoryInfoRequest' }, async (ctx) => {
    const info = await categoryInfo(ctx.db, Number(ctx.params.category_id));
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
      const res = await goodsPage(ctx.db, f, { order, sort, limit, offset }, size);
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
      const res = await goodsPage(ctx.db, f, { ...o, limit, offset, inStockFirst: true, maxTotal }, size);
      return { ...res, config: await svc.goodsListConfig(ctx.db) };
    });
  });
  api.route('/api/goodssku/components', { auth: 'optional', params: 'goods#/$defs/GoodsSkuComponentsRequest' }, (ctx) => {
    const p = ctx.params;
    const f: GoodsFilter = { category_id: num(p.category_id), goods_ids: idsParam(p.goods_id_arr, 'goods_id_arr') };
    const n = num(p.num) || 10;
    const o = componentOrder(p);
    return cached(ctx, 'components', { c: f.category_id, g: f.goods_ids?.join(','), ...o, n }, async () => (await goodsList(ctx.db, f, { ...o, limit: n, offset: 0, inStockFirst: true })).list);
  });

  /** Category page goods (diy GoodsCategory templates 2–4): the page list of one category. */
  api.route('/api/goodssku/pageByCategory', { auth: 'optional', params: 'goods#/$defs/GoodsSkuPageRequest' }, (ctx) => {
    const p = ctx.params;
    const f = filterOf(p);
    const { limit, offset, size } = paging(p);
    const order = orderOf(p);
    const sort = p.sort === 'asc' ? 'asc' : 'desc';
    return cached(ctx, 'page', { ...f, goods_ids: f.goods_ids?.join(','), order, sort, limit, offset }, async () => ({
      ...(await goodsPage(ctx.db, f, { order, sort, limit, offset }, size)),
      config: await svc.goodsListConfig(ctx.db),
    }));
  });
  /** Recommended goods (best sellers, in stock first), e.g. below empty favourites. */
  api.route('/api/goodssku/recommend', { auth: 'optional', params: 'goods#/$defs/GoodsSkuComponentsRequest' }, (ctx) => {
    const { limit, offset, size } = paging(ctx.params);
    const f: GoodsFilter = { category_id: num(ctx.params.category_id) };
    return cached(ctx, 'recommend', { c: f.category_id, limit, offset }, () => goodsPage(ctx.db, f, { order: 'sale_num', sort: 'desc', limit, offset, inStockFirst: true }, size));
  });

  // ── sku detail and friends ──
  api.route('/api/goodssku/detail', { auth: 'optional', params: 'goods#/$defs/GoodsSkuDetailRequest' }, detail);
  api.route('/api/goodssku/goodsSku', { auth: 'optional', params: 'goods#/$defs/GoodsIdRequest' }, async (ctx) => {
    const goodsId = Number(ctx.params.goods_id);
    const first = await skuRow(ctx.db, { goods_id: goodsId });
    if (!assertSkuOnSale(first)) return [];
    const ids = await ctx.db.selectFrom('goods_sku').select('sku_id').where('goods_id', '=', goodsId).orderBy('sku_id').execute();
    const rows = await Promise.all(ids.map((i) => skuRow(ctx.db, { sku_id: i.sku_id })));
    return rows.filter(assertSkuOnSale).map((r) => skuDetailBase(r));
  });
  api.route('/api/goodssku/info', { auth: 'optional', params: 'goods#/$defs/SkuIdRequest' }, async (ctx) => skuDetailBase(await skuRequired(ctx)));
  api.route('/api/goodssku/getInfoForCategory', { auth: 'optional', params: 'goods#/$defs/SkuIdRequest' }, async (ctx) => {
    const d = skuDetailBase(await skuRequired(ctx));
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
  api.route('/api/goods/modifyclicks', { auth: 'optional', params: 'goods#/$defs/SkuIdRequest' }, (ctx) => svc.modifyClicks(ctx.db, Number(ctx.params.sku_id)));

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
    return svc.collectPage(ctx.db, ctx.member.member_id, limit, offset, size);
  });

  // ── footprints ──
  api.route('/api/goodsbrowse/add', { auth: 'required', params: 'goods#/$defs/GoodsSkuIdRequest' }, (ctx) =>
    svc.browseAdd(ctx.db, ctx.member.member_id, Number(ctx.params.goods_id), Number(ctx.params.sku_id), ctx.services.now()),
  );
  api.route('/api/goodsbrowse/page', { auth: 'required', params: 'goods#/$defs/PageRequest' }, (ctx) => {
    const { limit, offset, size } = paging(ctx.params, 100);
    return svc.browsePage(ctx.db, ctx.member.member_id, limit, offset, size);
  });
  api.route('/api/goodsbrowse/delete', { auth: 'required', params: 'goods#/$defs/GoodsBrowseDeleteRequest' }, (ctx) => {
    const ids = idsParam(ctx.params.id, 'id');
    if (ids.length === 0) throw new ApiError(Code.ERROR, 'SELECT_TO_DELETE');
    return svc.browseDelete(ctx.db, ctx.member.member_id, ids);
  });
});

