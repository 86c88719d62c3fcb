/**
 * Goods rows as the goods endpoints send them (/api/goodssku/page, pageComponents, components,
 * pageByCategory): what a card shows and what the buy button does.
 */
import { addSkuToCart } from '../../actions/addToCart.ts';
import { formatFen, toFen } from '../../data/money.ts';
import { getActionEnv } from '../../actions/env.ts';
import { imageUrl } from '../../diy/values.ts';
import { diyText } from './text.ts';

export interface GoodsItem {
  goods_id: number;
  sku_id: number;
  goods_name?: string;
  sku_name?: string;
  sku_image?: string;
  goods_image?: string;
  price?: string;
  market_price?: string;
  discount_price?: string;
  member_price?: string;
  sale_num?: number;
  stock?: number;
  goods_stock?: number;
  goods_spec_format?: string;
  unit?: string;
  min_buy?: number;
  label_name?: string;
  /** NiuShop's map of the promotions the goods is in now, as JSON text: {"seckill": 12, …} ('' for none) */
  promotion_addon?: string;
  [field: string]: unknown;
}

const int = (v: unknown): number => {
  const n = Math.trunc(Number(v));
  return Number.isFinite(n) ? n : 0;
};

/** The rows that look like goods (numeric goods_id and sku_id). */
export function goodsRows(list: readonly unknown[]): GoodsItem[] {
  const out: GoodsItem[] = [];
  for (const row of list) {
    if (!row || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    if (int(r.goods_id) > 0 && int(r.sku_id) > 0) out.push({ ...r, goods_id: int(r.goods_id), sku_id: int(r.sku_id) } as GoodsItem);
  }
  return out;
}

/** The price a shopper pays: the discount price, or the member price when it is lower (logged in). */
export function showPrice(item: Pick<GoodsItem, 'discount_price' | 'price' | 'member_price'>): string {
  let fen = toFen(item.discount_price ?? item.price);
  const member = item.member_price;
  if (member !== undefined && member !== null && String(member).trim() !== '') {
    const m = toFen(member);
    if (m > 0 && m < fen) fen = m;
  }
  return formatFen(fen);
}

/** The struck-through price (market price) when it is above the shown price; null otherwise. */
export function linePrice(item: GoodsItem): string | null {
  const market = toFen(item.market_price);
  return market > 0 && market > toFen(showPrice(item)) ? formatFen(market) : null;
}

/** True when the goods has more than one sku (the shopper must choose one on the detail page). */
export function hasManySkus(item: Pick<GoodsItem, 'goods_spec_format'>): boolean {
  const raw = item.goods_spec_format;
  if (typeof raw !== 'string' || raw.trim() === '') return false;
  try {
    const specs: unknown = JSON.parse(raw);
    if (!Array.isArray(specs)) return false;
    return specs.some((s) => s && typeof s === 'object' && Array.isArray((s as { value?: unknown }).value) && (s as { value: unknown[] }).value.length > 1);
  } catch {
    return false;
  }
}

export function goodsName(item: GoodsItem): string {
  return String(item.goods_name || item.sku_name || '');
}

export function goodsDetailPath(item: Pick<GoodsItem, 'goods_id'>): string {
  return `/pages/goods/detail?goods_id=${item.goods_id}`;
}

/** A link object for DiyLink. */
export function pathLink(path: string): { name: string; wap_url: string } {
  return { name: 'PATH', wap_url: path };
}

/** Card image: the sku image (else the first goods image) at the given thumbnail size. */
export function goodsImage(item: GoodsItem, size: 'big' | 'mid' | 'small' = 'mid'): string {
  return imageUrl(item.sku_image || item.goods_image || '', size);
}

/**
 * The buy button: goods with several skus open their detail page (the shopper picks one there);
 * otherwise the sku (its minimum quantity) goes into the shopper's cart: a member's on the server,
 * a guest's on the device (merged at login), see `addSkuToCart`. Then "added" and a refreshed
 * count, or the reason it was refused (told by `addSkuToCart`).
 */
export async function buyGoods(item: GoodsItem): Promise<boolean> {
  const env = getActionEnv();
  if (hasManySkus(item)) {
    env.navigator.navigate(goodsDetailPath(item));
    return false;
  }
  const num = Math.max(1, int(item.min_buy));
  const outcome = await addSkuToCart(env, item.sku_id, num);
  if (!outcome.ok) return false;
  env.toast(diyText('addedToCart'), undefined, 'success');
  return true;
}

/** NiuShop's sortWay → `order`/`sort` of /api/goodssku/page (pure: ./params.ts, which data declarations import). */
export { pageOrder } from './params.ts';

/** Goods ids of a `goodsId` field (src/diy/values.ts). */
export { idList } from '../../diy/values.ts';
