/**
 * The Pinfan block's data (its manifest's `data`): the running pinfan goods of its list endpoint while
 * the pinfan addon is on, loaded by the page with its own sources (and by the server for the first
 * view). No React, no CSS: the widget table and the server read it.
 */
import { promotionSources, type DataSource } from '../../src/sdk/isomorphic.ts';

/** The block's source `goods` (none when `diy` picked no goods). */
export function data(props: Record<string, unknown>): Record<string, DataSource> | null {
  return promotionSources(props, { addon: 'pinfan', api: 'pinfan.goodsLists' });
}
