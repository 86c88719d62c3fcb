/**
 * The goods list's data (its manifest's `data`): one page of /api/goodssku/pageComponents, loaded
 * by the page with its own sources (and by the server for the first view, so the list is in the
 * server's HTML). No React, no CSS: the widget table and the server read it.
 */
import { goodsSourceParams, type DataSource, type GoodsSource } from '../../src/sdk/isomorphic.ts';

/** The list's source `goods` (none when nothing can match). */
export function data(props: GoodsSource): Record<string, DataSource> | null {
  const params = goodsSourceParams(props);
  return params ? { goods: { api: 'goods.pageComponents', params } } : null;
}
