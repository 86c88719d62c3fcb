/**
 * The promotion tags of goods list rows (the goods list page and the diy goods cards): NiuShop's
 * `promotion_addon` of a row (server/modules/promotion/listAddon.ts: `{"seckill": 12, …}`, JSON text,
 * '' for none) read into the promotions whose addon is on, in NiuShop's order (its
 * GoodsPromotionType: seckill, groupbuy, bargain).
 */
export const PROMOTION_TAGS = ['seckill', 'groupbuy', 'bargain'] as const;

export type PromotionTag = (typeof PROMOTION_TAGS)[number];

/** The promotions of a row whose addon is on (`on(name)`): what the tags show. */
export function promotionTags(addon: unknown, on: (name: string) => boolean): PromotionTag[] {
  let map: unknown = addon;
  if (typeof addon === 'string') {
    try {
      map = addon ? JSON.parse(addon) : null;
    } catch {
      map = null;
    }
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
  const m = map as Record<string, unknown>;
  return PROMOTION_TAGS.filter((k) => Number(m[k]) > 0 && on(k));
}
