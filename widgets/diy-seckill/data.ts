/**
 * The Seckill block's data (its manifest's `data`), while the seckill addon is on: today's time
 * slots (`slots`: /seckill/api/seckill/lists, for the countdown) and the goods of the current one
 * (`goods`: /seckill/api/seckillgoods/lists). The server lists today's slots that have not ended
 * first, then tomorrow's, so the current slot is the first one: `goods` reads its id, and the
 * loader fetches it once `slots` answered (in the browser and on the server for the first view).
 * No React, no CSS: the widget table and the server read it.
 */
import { promotionParams, type DataSource, type PageNode } from '../../src/sdk/isomorphic.ts';

const WHEN = 'site.addonIsExist.seckill == 1';

/** The block's sources `slots` and `goods` (no goods when `diy` picked none). */
export function data(props: Record<string, unknown>, node: PageNode): Record<string, DataSource> {
  const params = promotionParams(props);
  // The page source of this node's slots (src/renderer/nodeSources.ts names them `<node id>:<name>`).
  const slot = `data[${JSON.stringify(`${node.id}:slots`)}].list[0].id`;
  const sources: Record<string, DataSource> = { slots: { api: 'seckill.timeLists', params: {}, when: WHEN } };
  if (params) sources.goods = { api: 'seckill.goodsLists', params: { ...params, seckill_time_id: `\${${slot}}` }, when: `${WHEN} && ${slot} > 0` };
  return sources;
}
