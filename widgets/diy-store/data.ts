/**
 * The store block's data (its manifest's `data`): the shopper's store from /api/store/info (`info`,
 * its `store_id` read from the node's own state) or, when no store is known, the first of
 * /api/store/page (`first`). Both `manual`: the component loads the one it needs with
 * `useWidgetDataFor`, as the store the shopper chose lives in the store store, not in the
 * bindings' scope (so the server's first view leaves the block to the browser, as before), and
 * again when the shopper chooses another store. No React, no CSS.
 */
import { nodeStateRef, type DataSource, type PageNode } from '../../src/sdk/isomorphic.ts';
import { STORE } from './params.ts';

export function data(_props: Record<string, unknown>, node: PageNode): Record<string, DataSource> {
  return {
    info: { api: 'store.info', params: { store_id: nodeStateRef(node.id, STORE) }, load: 'manual' },
    first: { api: 'store.page', load: 'manual' },
  };
}
