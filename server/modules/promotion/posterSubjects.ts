/**
 * What a poster shows for each kind of page: the goods (its own price), or a promotion's goods at
 * the promotion's price with its label, and the H5 page the QR opens. Null when there is nothing
 * to show (unknown, over, or the goods off sale): the poster answers "未获取到商品信息".
 */
import type { Lang } from '../../i18n/index.ts';
import type { Db } from '../cart/sku.ts';
import { assertSkuOnSale, skuRow } from '../goods/catalog.ts';
import { yuan } from '../goods/format.ts';
import type { PosterGoods } from './poster.ts';
import { effectiveStatus as seckillStatus } from './seckill/service.ts';
import { SeckillStatus } from './seckill/queries.ts';
import { groupbuyById, groupbuyStatus, GroupbuyStatus } from './groupbuy/service.ts';

export type PosterKind = 'goods' | 'seckill' | 'groupbuy' | 'bargain' | 'topic';

export interface PosterSubject {
  goods: PosterGoods;
  /** the H5 route the QR opens */
  page: string;
  query: Record<string, number>;
}

const LABELS: Record<Exclude<PosterKind, 'goods'>, Record<Lang, string>> = {
  seckill: { 'zh-cn': '秒杀价', 'en-us': 'Flash price' },
  groupbuy: { 'zh-cn': '团购价', 'en-us': 'Group price' },
  bargain: { 'zh-cn': '最低可砍至', 'en-us': 'Bargain to' },
  topic: { 'zh-cn': '专题价', 'en-us': 'Special price' },
};

const num = (v: unknown): number => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/**
 * The goods as a poster shows it: the sku the shopper chose (its picture, its name with the spec,
 * its price), else the goods' default sku under the goods' name. Null when off sale, or when the
 * chosen sku is not of `goodsId` (when given).
 */
async function goodsOf(db: Db, by: { goods_id?: number; sku_id?: number }, goodsId = 0) {
  const chosen = !!by.sku_id;
  const r = await skuRow(db, chosen ? { sku_id: by.sku_id } : { goods_id: by.goods_id });
  if (!assertSkuOnSale(r) || (goodsId && r.goods_id !== goodsId)) return null;
  const image = r.sku_image || (r.goods_image.split(',')[0] ?? '');
  const name = chosen ? r.sku_name || r.goods_name : r.goods_name;
  return { row: r, goods: { goods_id: r.goods_id, image, name, price: yuan(r.discount_price) } satisfies PosterGoods };
}

/**
 * What the poster of `kind` shows. `param` is the request's `qrcode_param` with the request's own
 * `sku_id` (the spec the shopper chose, as NiuShop's poster call passes it): a poster then shows
 * that sku (picture, name, price; the promotion's price of that sku) and its QR opens that sku;
 * a sku the activity does not have shows nothing. Posters are cached by what they show
 * (poster.ts), so each sku has its own.
 */
export async function posterSubject(db: Db, kind: PosterKind, param: Record<string, unknown>, lang: Lang, now: number): Promise<PosterSubject | null> {
  const skuId = num(param.sku_id);
  if (kind === 'goods') {
    const g = await goodsOf(db, skuId ? { sku_id: skuId } : { goods_id: num(param.goods_id) }, num(param.goods_id));
    if (!g || (param.goods_id && g.goods.goods_id !== num(param.goods_id))) return null;
    return { goods: g.goods, page: '/pages/goods/detail', query: skuId ? { goods_id: g.goods.goods_id, sku_id: skuId } : { goods_id: g.goods.goods_id } };
  }
  const label = LABELS[kind][lang];
  if (kind === 'seckill') {
    const id = num(param.seckill_id ?? param.id);
    const s = id ? await db.selectFrom('promotion_seckill').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    const st = s ? seckillStatus(s, now) : SeckillStatus.CLOSED;
    if (!s || st === SeckillStatus.CLOSED || st === SeckillStatus.ENDED) return null;
    // the chosen sku at its own seckill price (a sku not in the activity: nothing)
    const line = skuId ? await db.selectFrom('promotion_seckill_goods').select(['sku_id', 'seckill_price']).where('seckill_id', '=', s.id).where('sku_id', '=', skuId).executeTakeFirst() : undefined;
    if (skuId && !line) return null;
    const g = await goodsOf(db, line ? { sku_id: line.sku_id } : { goods_id: s.goods_id }, s.goods_id);
    if (!g) return null;
    const price = yuan(line ? line.seckill_price : s.seckill_price);
    return { goods: { ...g.goods, price, original_price: g.goods.price, tag: label }, page: '/pages_promotion/seckill/detail', query: { seckill_id: s.id, ...(line ? { sku_id: line.sku_id } : {}) } };
  }
  if (kind === 'groupbuy') {
    const b = await groupbuyById(db, num(param.groupbuy_id ?? param.id));
    if (!b || groupbuyStatus(b, now) === GroupbuyStatus.ENDED) return null;
    // one group price for every sku of the goods; the chosen sku's picture, name and own price
    const g = await goodsOf(db, skuId ? { sku_id: skuId } : { goods_id: b.goods_id }, b.goods_id);
    if (!g) return null;
    return { goods: { ...g.goods, price: yuan(b.groupbuy_price), original_price: g.goods.price, tag: label }, page: '/pages_promotion/groupbuy/detail', query: { groupbuy_id: b.groupbuy_id, ...(skuId ? { sku_id: skuId } : {}) } };
  }
  if (kind === 'bargain') {
    const id = num(param.bargain_id ?? param.id ?? param.b_id);
    // a launch's invite poster shows the launched sku (the QR opens that launch); else the chosen sku's line, else the activity's first
    const l = num(param.launch_id ?? param.l_id);
    const own = l && id ? await db.selectFrom('promotion_bargain_launch').select(['launch_id', 'bargain_goods_id']).where('launch_id', '=', l).where('bargain_id', '=', id).executeTakeFirst() : undefined;
    if (l && !own) return null;
    let q = db.selectFrom('promotion_bargain_goods').select(['sku_id', 'price', 'floor_price']).where('bargain_id', '=', id);
    if (own) q = q.where('id', '=', own.bargain_goods_id);
    else if (skuId) q = q.where('sku_id', '=', skuId);
    const bg = id ? await q.orderBy('id').executeTakeFirst() : undefined;
    const chosen = !own && skuId > 0;
    const g = bg ? await goodsOf(db, { sku_id: bg.sku_id }) : null;
    if (!bg || !g) return null;
    const launch = own?.launch_id ?? 0;
    // the default poster names the goods (as before); a chosen sku names its spec
    const goods = chosen ? g.goods : { ...g.goods, name: g.row.goods_name };
    return { goods: { ...goods, price: yuan(bg.floor_price), original_price: yuan(bg.price), tag: label }, page: '/pages_promotion/bargain/detail', query: { b_id: id, ...(launch ? { l_id: launch } : chosen ? { sku_id: bg.sku_id } : {}) } };
  }
  const tg = await db.selectFrom('promotion_topic_goods').select(['id', 'sku_id', 'topic_price']).where('id', '=', num(param.id ?? param.topic_goods_id)).executeTakeFirst();
  const g = tg ? await goodsOf(db, { sku_id: tg.sku_id }) : null;
  if (!tg || !g) return null;
  return { goods: { ...g.goods, price: yuan(tg.topic_price), original_price: g.goods.price, tag: label }, page: '/pages_promotion/topics/goods_detail', query: { id: tg.id } };
}
