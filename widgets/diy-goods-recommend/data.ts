/**
 * The recommend block's data (its manifest's `data`): a plain list of goods from
 * /api/goodssku/components, loaded by the page with its own sources (and by the server for the
 * first view). No React, no CSS.
 */
import type { DataSource, GoodsSource } from '../../src/sdk/isomorphic.ts';
import { recommendParams } from './params.ts';

/** The block's source `goods` (none when nothing can match). */
export function data(props: GoodsSource): Record<string, DataSource> | null {
  const params = recommendParams(props);
  return params ? { goods: { api: 'goods.components', params } } : null;
}
