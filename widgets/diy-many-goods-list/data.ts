/**
 * The many-goods block's data (its manifest's `data`): one /api/goodssku/pageComponents source per
 * tab (`tab0`, `tab1`, …): the first tab's with the page (and in the server's first view), the
 * others `manual`, fetched the first time their tab is chosen (then kept, and reloaded by
 * pull-to-refresh). No React, no CSS.
 */
import type { DataSource } from '../../src/sdk/isomorphic.ts';
import { tabParams, tabsOf, tabSource, type ManyGoodsRequestProps } from './params.ts';

export function data(props: ManyGoodsRequestProps): Record<string, DataSource> | null {
  const out: Record<string, DataSource> = {};
  tabsOf(props.list).forEach((tab, i) => {
    const params = tabParams(tab, props);
    if (params) out[tabSource(i)] = i === 0 ? { api: 'goods.pageComponents', params } : { api: 'goods.pageComponents', params, load: 'manual' };
  });
  return Object.keys(out).length ? out : null;
}
