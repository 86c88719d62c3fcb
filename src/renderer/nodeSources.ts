/**
 * The data sources the widgets of a page declare (`data` in their manifests), as page sources
 * named `<node id>:<name>`: written into the page's `data` when the page is got (the browser's
 * src/app/pageCache.ts with the widget table's manifests, the server's first view with its own),
 * the loader fetches them with the page's own, `useWidgetData(node, name)` reads them. Nodes in
 * slots count as well (a repeater's children share one source: it is the node's, not the item's).
 * No React, no DOM: the widget table's chunk carries it, and the server imports it.
 */
import type { DataSource, PageNode, PageSchema, WidgetSources } from './types.ts';
import { report } from './report.ts';
import { isPlainObject } from './structure.ts';

import { nodeSourceName } from './nodeSourceName.ts';

export { nodeSourceName };

/**
 * Every node's sources (names not in `taken`). `dataOf(type)`: the type's `data` (null: declares
 * none; undefined: not known yet, then `unknown` is true and the caller asks again later).
 */
export function collectNodeSources(
  content: unknown,
  dataOf: (type: string) => WidgetSources | null | undefined,
  taken: ReadonlySet<string> = new Set(),
): { sources: Record<string, DataSource>; unknown: boolean } {
  const sources: Record<string, DataSource> = {};
  let unknown = false;
  const walk = (nodes: unknown, depth: number): void => {
    if (!Array.isArray(nodes) || depth > 32) return;
    for (const n of nodes) {
      if (!isPlainObject(n) || typeof n.id !== 'string' || typeof n.type !== 'string') continue;
      const node = n as unknown as PageNode;
      const data = dataOf(node.type);
      if (data === undefined) unknown = true;
      else if (data) {
        let declared: Record<string, DataSource> | null | undefined;
        try {
          declared = data(isPlainObject(node.props) ? node.props : {}, node);
        } catch (err) {
          report(`node-data:${node.id}`, `widget "${node.type}" (node "${node.id}"): its data sources could not be read`, err);
        }
        for (const [name, src] of Object.entries(declared ?? {})) {
          const key = nodeSourceName(node.id, name);
          // Deferred unless the widget says otherwise: the page paints with the widget's
          // placeholders and the data streams in, as when widgets fetched for themselves (the
          // server's first view fetches them before it renders all the same: firstView.ts).
          if (isPlainObject(src) && typeof src.api === 'string' && !taken.has(key)) sources[key] = src.load ? src : { ...src, load: 'deferred' };
        }
      }
      if (isPlainObject(node.slots)) for (const list of Object.values(node.slots)) walk(list, depth + 1);
    }
  };
  walk(content, 0);
  return { sources, unknown };
}

/** The page with its widgets' sources in `data` (the same page when they declare none). */
export function withNodeSources(schema: PageSchema, dataOf: (type: string) => WidgetSources | null | undefined): PageSchema {
  const own = isPlainObject(schema?.data) ? schema.data : {};
  const { sources } = collectNodeSources(schema?.content, (t) => dataOf(t) ?? null, new Set(Object.keys(own)));
  return Object.keys(sources).length > 0 ? { ...schema, data: { ...own, ...sources } } : schema;
}
