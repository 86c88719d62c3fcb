/**
 * The request of the block's data, shared by its declaration (./data.ts) and its component (which
 * sizes its placeholders by it). Pure: the server loads it with ./data.ts.
 */
import { goodsSourceParams, type GoodsSource } from '../../src/sdk/isomorphic.ts';

/** /api/goodssku/components parameters (a plain list of `num` goods); null when nothing can match. */
export function recommendParams(props: GoodsSource): Record<string, unknown> | null {
  const p = goodsSourceParams(props);
  if (!p) return null;
  const out: Record<string, unknown> = { num: p.page_size, order: p.order };
  if (p.goods_id_arr) out.goods_id_arr = p.goods_id_arr;
  if (p.category_id) out.category_id = p.category_id;
  return out;
}
