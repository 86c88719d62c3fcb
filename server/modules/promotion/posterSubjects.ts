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

async function goodsOf(db: Db, by: { goods_id?: number; sku_id?: number }) {
  const r = await skuRow(db, by);
  if (!assertSkuOnSale(r)) return null;
  const image = r.sku_image || (r.goods_image.split(',')[0] ?? '');
  return { row: r, goods: { goods_id: r.goods_id, image, name: r.goods_name, price: yuan(r.discount_price) } satisfies PosterGoods };
}

export async function posterSubject(db: Db, kind: PosterKind, param: Record<string, unknown>, lang: Lang, now: number): Promise<PosterSubject | null> {
  if (kind === 'goods') {
    const g = await goodsOf(db, param.sku_id ? { sku_id: num(param.sku_id) } : { goods_id: num(param.goods_id) });
    if (!g || (param.goods_id && g.goods.goods_id !== num(param.goods_id))) return null;
    return { goods: g.goods, page: '/pages/goods/detail', query: { goods_id: g.goods.goods_id } };
  }
  const label = LABELS[kind][lang];
  if (kind === 'seckill') {
    const id = num(param.seckill_id ?? param.id);
    const s = id ? await db.selectFrom('promotion_seckill').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    const st = s ? seckillStatus(s, now) : SeckillStatus.CLOSED;
    if (!s || st === SeckillStatus.CLOSED || st === SeckillStatus.ENDED) return null;
    const g = await goodsOf(db, { goods_id: s.goods_id });
    if (!g) return null;
    return { goods: { ...g.goods, price: yuan(s.seckill_price), original_price: g.goods.price, tag: label }, page: '/pages_promotion/seckill/detail', query: { seckill_id: s.id } };
  }
  if (kind === 'groupbuy') {
    const b = await groupbuyById(db, num(param.groupbuy_id ?? param.id));
    if (!b || groupbuyStatus(b, now) === GroupbuyStatus.ENDED) return null;
    const g = await goodsOf(db, { goods_id: b.goods_id });
    if (!g) return null;
    return { goods: { ...g.goods, price: yuan(b.groupbuy_price), original_price: g.goods.price, tag: label }, page: '/pages_promotion/groupbuy/detail', query: { groupbuy_id: b.groupbuy_id } };
  }
  if (kind === 'bargain') {
    const id = num(param.bargain_id ?? param.id ?? param.b_id);
    // a launch's invite poster shows the launched sku (the QR opens that launch); else the activity's first sku
    const l = num(param.launch_id ?? param.l_id);
    const own = l && id ? await db.selectFrom('promotion_bargain_launch').select(['launch_id', 'bargain_goods_id']).where('launch_id', '=', l).where('bargain_id', '=', id).executeTakeFirst() : undefined;
    if (l && !own) return null;
    let q = db.selectFrom('promotion_bargain_goods').select(['sku_id', 'price', 'floor_price']).where('bargain_id', '=', id);
    if (own) q = q.where('id', '=', own.bargain_goods_id);
    const bg = id ? await q.orderBy('id').executeTakeFirst() : undefined;
    const g = bg ? await goodsOf(db, { sku_id: bg.sku_id }) : null;
    if (!bg || !g) return null;
    const launch = own?.launch_id ?? 0;
    return { goods: { ...g.goods, price: yuan(bg.floor_price), original_price: yuan(bg.price), tag: label }, page: '/pages_promotion/bargain/detail', query: { b_id: id, ...(launch ? { l_id: launch } : {}) } };
  }
  const tg = await db.selectFrom('promotion_topic_goods').select(['id', 'sku_id', 'topic_price']).where('id', '=', num(param.id ?? param.topic_goods_id)).executeTakeFirst();
  const g = tg ? await goodsOf(db, { sku_id: tg.sku_id }) : null;
  if (!tg || !g) return null;
  return { goods: { ...g.goods, price: yuan(tg.topic_price), original_price: g.goods.price, tag: label }, page: '/pages_promotion/topics/goods_detail', query: { id: tg.id } };
}
