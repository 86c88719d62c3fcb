/**
 * The category page's data (its manifest's `data`): the category tree (`tree`, three levels, with
 * the page and in the server's first view) and the goods of the category shown (`goods`, paged,
 * `manual`: its `category_id` is read from the node's own state, which the component sets with
 * `useWidgetDataFor` once it knows the category: the first one, `?category_id=` or the one tapped).
 * Template 1 shows no goods, so its source is never loaded. No React, no CSS.
 */
import { nodeStateRef, pageOrder, type DataSource, type PageNode } from '../../src/sdk/isomorphic.ts';
import { CATEGORY } from './params.ts';

export function data(props: { sortWay?: unknown }, node: PageNode): Record<string, DataSource> {
  return {
    tree: { api: 'goods.categoryTree', params: { level: 3 } },
    goods: { api: 'goods.pageByCategory', params: { category_id: nodeStateRef(node.id, CATEGORY), ...pageOrder(props.sortWay) }, paged: true, pageSize: 10, load: 'manual' },
  };
}
