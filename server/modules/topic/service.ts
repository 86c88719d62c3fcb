/**
 * Rules of the topic area (NiuShop's `topic` addon, niushop-promotions.md §9): running topics, their
 * goods at topic prices, and the topic's part in order creation — the price hook of the order
 * calculator (order/promotion.ts). A topic sells while it is not closed and now is inside its
 * window; the price is the topic price × num, computed on the server on every payment, calculate
 * and create; no coupons or points cash-off; sale stock as for any order.
 */
import type { Lang } from '../../i18n/index.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Params } from '../../http/params.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { Db } from '../cart/sku.ts';
import { MAX_LINE_NUM } from '../cart/service.ts';
import { assertSkuOnSale, skuDetailBase, skuRow } from '../goods/catalog.ts';
import { pageResult, paging } from '../goods/format.ts';
import type { PromotionCalcInput, PromotionHook, PromotionRef } from '../order/promotion.ts';
import { effectiveStatus, runningTopics, topicById, topicGoodsList, topicGoodsRow, topicPrices, topicSkusOfGoods, TopicStatus, type TopicRow } from './queries.ts';

export const TOPIC = 'topic';

const yuan = fenToYuan;
const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

/** A topic as the shopper API answers it (status at `now`). */
export function presentTopic(t: TopicRow, now: number) {
  return {
    topic_id: t.topic_id,
    topic_name: t.topic_name,
    topic_adv: t.topic_adv,
    status: effectiveStatus(t, now),
    remark: t.remark,
    start_time: Number(t.start_time),
    end_time: Number(t.end_time),
    bg_color: t.bg_color,
  };
}

/** `/topic/api/topic/page`: running topics, newest first. */
export async function topicPage(db: Db, params: Params, now: number) {
  const { limit, offset, size } = paging(params, 100);
  const { count, list } = await runningTopics(db, now, limit, offset);
  return pageResult(count, size, list.map((t) => presentTopic(t, now)));
}

async function requireTopic(db: Db, topicId: number): Promise<TopicRow> {
  const t = await topicById(db, topicId);
  if (!t) throw err('TOPIC_NOT_EXIST');
  return t;
}

/** `/topic/api/topic/info`: any existing topic with its status now (the page says when it is not running). */
export async function topicInfo(db: Db, topicId: number, now: number) {
  return { ...presentTopic(await requireTopic(db, topicId), now), current_time: now };
}

/** `/topic/api/topicgoods/page`: the topic's goods (one row per goods) plus the topic's banner and colours. */
export async function topicGoodsPage(db: Db, topicId: number, params: Params, now: number, lang?: Lang) {
  const topic = await requireTopic(db, topicId);
  const { limit, offset, size } = paging(params, 100);
  const { count, list } = await topicGoodsList(db, topicId, limit, offset, lang);
  const t = presentTopic(topic, now);
  return {
    ...pageResult(
      count,
      size,
      list.map((r) => ({
        id: r.id,
        topic_id: r.topic_id,
        goods_id: r.goods_id,
        sku_id: r.sku_id,
        sku_name: r.sku_name,
        goods_name: r.goods_name,
        sku_image: r.sku_image,
        goods_image: r.goods_image,
        price: yuan(r.price),
        market_price: yuan(r.market_price),
        discount_price: yuan(r.discount_price),
        topic_price: yuan(r.topic_price),
        market_price_show: r.market_price_show,
        sale_num: r.sale_num + r.virtual_sale,
        sale_show: r.sale_show,
        stock: r.stock,
        goods_stock: r.goods_stock,
        unit: r.unit,
        is_free_shipping: r.is_free_shipping,
        introduction: r.introduction,
        recommend_way: r.recommend_way,
        is_virtual: r.goods_class === 1 ? 0 : 1,
        start_time: t.start_time,
        end_time: t.end_time,
      })),
    ),
    topic_id: t.topic_id,
    topic_name: t.topic_name,
    topic_adv: t.topic_adv,
    bg_color: t.bg_color,
    remark: t.remark,
    status: t.status,
    start_time: t.start_time,
    end_time: t.end_time,
  };
}

interface SpecValue {
  sku_id?: number;
  selected?: boolean;
  disabled?: boolean;
  [k: string]: unknown;
}

/** goods_spec_format with only the topic's skus reachable: other values lose their sku_id (the picker greys them). */
export function limitSpecFormat(specJson: string, allowed: Set<number>): string {
  let groups: unknown;
  try {
    groups = JSON.parse(specJson);
  } catch {
    return '[]';
  }
  if (!Array.isArray(groups)) return '[]';
  return JSON.stringify(
    groups.map((g: { value?: SpecValue[] }) => ({
      ...g,
      value: (Array.isArray(g.value) ? g.value : []).map((v) => {
        if (v.sku_id === undefined || allowed.has(Number(v.sku_id))) return v;
        const { sku_id: _drop, selected: _sel, ...rest } = v;
        return { ...rest, disabled: true };
      }),
    })),
  );
}

/**
 * `/topic/api/topicgoods/detail`: a topic goods by its id (`id`, or NiuShop 5.5.3's `topic_id`
 * when no sku_id is given), or by `sku_id` + `topic_id`. The sku detail of the goods area plus the
 * topic's fields; `discount_price` is the price paid here (the topic price), `price` the sku's own.
 * Unknown, or goods off sale: `goods_sku_detail: null`.
 */
export async function topicGoodsDetail(db: Db, params: Params, now: number, lang?: Lang) {
  const id = Number(params.id ?? 0);
  const skuId = Number(params.sku_id ?? 0);
  const topicId = Number(params.topic_id ?? 0);
  let by: { id: number } | { topic_id: number; sku_id: number };
  if (id > 0) by = { id };
  else if (skuId > 0) {
    if (!(topicId > 0)) throw err('MISSING_PARAM', { name: 'topic_id' });
    by = { topic_id: topicId, sku_id: skuId };
  } else if (topicId > 0) by = { id: topicId };
  else throw err('MISSING_PARAM', { name: 'id' });

  const row = await topicGoodsRow(db, by);
  if (!row) return { goods_sku_detail: null };
  const [topic, sku, skus] = await Promise.all([topicById(db, row.topic_id), skuRow(db, { sku_id: row.sku_id }, lang), topicSkusOfGoods(db, row.topic_id, row.goods_id)]);
  if (!topic || !assertSkuOnSale(sku)) return { goods_sku_detail: null };
  const base = skuDetailBase(sku);
  const t = presentTopic(topic, now);
  return {
    goods_sku_detail: {
      ...base,
      id: row.id,
      topic_id: t.topic_id,
      topic_name: t.topic_name,
      topic_adv: t.topic_adv,
      bg_color: t.bg_color,
      status: t.status,
      start_time: t.start_time,
      end_time: t.end_time,
      current_time: now,
      topic_price: yuan(row.topic_price),
      discount_price: yuan(row.topic_price),
      original_price: base.discount_price,
      goods_spec_format: limitSpecFormat(String(base.goods_spec_format ?? '[]'), new Set(skus.keys())),
    },
  };
}

/** `/topic/api/topicgoods/goodsSku`: the topic's skus of one goods, each with its topic price. */
export async function topicGoodsSkus(db: Db, goodsId: number, topicId: number, now: number, lang?: Lang) {
  const topic = await requireTopic(db, topicId);
  const skus = await topicSkusOfGoods(db, topicId, goodsId);
  const rows = await Promise.all([...skus.keys()].map((skuId) => skuRow(db, { sku_id: skuId }, lang)));
  const t = presentTopic(topic, now);
  return rows.filter(assertSkuOnSale).map((r) => {
    const ts = skus.get(r.sku_id)!;
    return { ...skuDetailBase(r), id: ts.id, topic_id: t.topic_id, topic_price: yuan(ts.topic_price), discount_price: yuan(ts.topic_price), status: t.status, start_time: t.start_time, end_time: t.end_time };
  });
}

/** Throws unless the topic sells now: unknown, not started, ended or closed each say so. */
export function assertRunning(topic: TopicRow | undefined, now: number): asserts topic is TopicRow {
  if (!topic) throw err('TOPIC_NOT_EXIST');
  const s = effectiveStatus(topic, now);
  if (s === TopicStatus.NOT_STARTED) throw err('TOPIC_NOT_STARTED', { name: topic.topic_name });
  if (s !== TopicStatus.RUNNING) throw err('TOPIC_ENDED', { name: topic.topic_name });
}

/** The order calculator's hook: topic price × num of the lines while the topic runs (no own stock, no limit). */
export const topicPricing: PromotionHook = {
  type: TOPIC,
  async quote(db, ref, lines, { now }) {
    assertRunning(await topicById(db, ref.id), now);
    const prices = await topicPrices(db, ref.id, [...new Set(lines.map((l) => l.sku_id))]);
    const money = new Map<number, number>();
    for (const l of lines) {
      const price = prices.get(l.sku_id);
      if (price === undefined) throw err('TOPIC_GOODS_NOT_EXIST');
      money.set(l.sku_id, (money.get(l.sku_id) ?? 0) + price * l.num);
    }
    return { money };
  },
};

/**
 * The goods of `/topic/api/ordercreate/payment`: `topic_goods_id` (or `id`) and `num` (default 1).
 * Checked here (the topic runs, the goods is in it) before an order_key is stored.
 */
export async function topicOrderInput(db: Db, params: Params, now: number): Promise<PromotionCalcInput> {
  const raw = params.topic_goods_id ?? params.id;
  if (raw === undefined || raw === '') throw err('ORDER_GOODS_REQUIRED');
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw err('INVALID_PARAM', { name: 'topic_goods_id' });
  const num = params.num === undefined || params.num === '' ? 1 : Number(params.num);
  if (!Number.isSafeInteger(num) || num <= 0 || num > MAX_LINE_NUM) throw err('INVALID_PARAM', { name: 'num' });
  const row = await topicGoodsRow(db, { id });
  if (!row) throw err('TOPIC_GOODS_NOT_EXIST');
  const promotion: PromotionRef = { type: TOPIC, id: row.topic_id };
  const lines = [{ sku_id: row.sku_id, num }];
  await topicPricing.quote(db, promotion, lines, { member_id: 0, now });
  return { cart_ids: [], lines, promotion };
}

/** `topic_info` of the payment answer (NiuShop's calculator adds it). */
export async function topicInfoOf(db: Db, input: PromotionCalcInput, now: number) {
  const t = input.promotion ? await topicById(db, input.promotion.id) : undefined;
  return t ? presentTopic(t, now) : null;
}
