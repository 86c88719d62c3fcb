/**
 * My orders block's data (its manifest's `data`): the member's order counts (/api/order/num), for a
 * member only (a guest asks nothing); the page reloads it with its own sources (pull-to-refresh,
 * and a new runtime when the member changes: src/app/pageCache.ts). No React, no CSS.
 */
import type { DataSource } from '../../src/sdk/isomorphic.ts';

export function data(): Record<string, DataSource> {
  return { counts: { api: 'order.num', params: {}, when: 'member' } };
}
