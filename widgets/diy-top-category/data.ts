/**
 * The category strip's data (its manifest's `data`): the level-1 categories (`tree`, with the page
 * and in the server's first view) and the goods of the category tab chosen (`goods`, paged,
 * `manual`: fetched the first time a category is chosen, its `category_id` read from the node's
 * own state, which the component sets with `useWidgetDataFor`). No React, no CSS.
 */
import { nodeStateRef, type DataSource, type PageNode } from '../../src/sdk/isomorphic.ts';
import { CATEGORY } from './params.ts';

export function data(_props: Record<string, unknown>, node: PageNode): Record<string, DataSource> {
  return {
    tree: { api: 'goods.categoryTree', params: { level: 1 } },
    goods: { api: 'goods.skuPage', params: { category_id: nodeStateRef(node.id, CATEGORY) }, paged: true, pageSize: 10, load: 'manual' },
  };
}
