/**
 * A goods source's request (the goods list, a many-goods-list tab, goods recommend): what the goods
 * list's manifest declares as its data (widgets/diy-goods-list/data.ts, which the server's first
 * view loads too) and what the others ask for. No React, no CSS: the server loads it.
 */
import { clampNum, idList, num } from '../../diy/values.ts';

/** Fields of a goods source (GoodsList itself, a ManyGoodsList tab, GoodsRecommend). */
export interface GoodsSource {
  sources?: unknown;
  count?: unknown;
  goodsId?: unknown;
  categoryId?: unknown;
  sortWay?: unknown;
}

/**
 * The /api/goodssku/pageComponents parameters of a source: its one page (`count` goods, or the
 * picked ids); null when nothing can match (no ids picked). The fallbacks are the props schema's
 * defaults, so raw node props and props filled with the defaults ask for the same page.
 */
export function goodsSourceParams(src: GoodsSource, fallbackCount = 6): Record<string, unknown> | null {
  const count = Math.round(clampNum(src.count, 1, 100, fallbackCount));
  const order = typeof src.sortWay === 'string' && src.sortWay !== '' ? src.sortWay : 'default';
  if (src.sources === 'diy') {
    const ids = idList(src.goodsId);
    if (ids.length === 0) return null;
    return { page: 1, page_size: ids.length, num: 0, goods_id_arr: ids.join(','), order };
  }
  const category = Math.trunc(num(src.categoryId));
  if (src.sources === 'category' && category > 0) return { page: 1, page_size: count, num: count, category_id: category, order };
  return { page: 1, page_size: count, num: count, order };
}

/** NiuShop's sortWay (default | sales | price | news) → `order`/`sort` of /api/goodssku/page. */
export function pageOrder(sortWay: unknown): { order?: string; sort?: string } {
  switch (sortWay) {
    case 'sales':
      return { order: 'sale_num', sort: 'desc' };
    case 'price':
      return { order: 'discount_price', sort: 'asc' };
    case 'news':
      return { order: 'create_time', sort: 'desc' };
    default:
      return {};
  }
}
