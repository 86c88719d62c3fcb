/**
 * The writer of a page's widget sources in the browser: the page with the sources its widgets
 * declare (their manifests' `data`) written into its `data` (./nodeSources.ts), as the server does
 * for the page it inlines. In the browser build a manifest carries its declaration as a module to
 * fetch (`loadData`, vite.config.ts `widget-manifest-lean`): the declarations of a page's types are
 * fetched first, all at once, each once. A chunk of its own, with the diy reader that uses it
 * (src/app/diy.ts): no route's first load carries it, nor does the widget table.
 */
import type { PageSchema, WidgetManifest, WidgetSources } from './types.ts';
import { report } from './report.ts';
import { collectNodeSources, withNodeSources } from './nodeSources.ts';
import { getWidget } from './registry.ts';

/** A manifest as the registry holds it: the sources (`data`) or, in the browser build, the module that has them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableManifest = WidgetManifest<any> & { loadData?: () => Promise<WidgetSources | undefined> };

/** The writer over the manifests `lookup` knows. */
export function tableSources(lookup: (type: string) => TableManifest | undefined): (schema: PageSchema) => Promise<PageSchema> {
  const dataLoads = new Map<string, Promise<WidgetSources | null>>();
  // A type's `data` (null: it declares none, or its module failed to load: reported, tried again next time).
  const dataOfType = (type: string): Promise<WidgetSources | null> => {
    const m = lookup(type);
    if (!m?.loadData) return Promise.resolve(m?.data ?? null);
    let p = dataLoads.get(type);
    if (!p) {
      p = m.loadData().then(
        (data) => (typeof data === 'function' ? data : null),
        (err: unknown) => {
          dataLoads.delete(type);
          report(`widget-data:${type}`, `the data declaration of widget "${type}" failed to load`, err);
          return null;
        },
      );
      dataLoads.set(type, p);
    }
    return p;
  };
  return async (schema) => {
    const types = new Set<string>();
    collectNodeSources(schema?.content, (type) => {
      types.add(type);
      return null;
    });
    const found = new Map<string, WidgetSources | null>();
    await Promise.all([...types].map(async (type) => found.set(type, await dataOfType(type))));
    return withNodeSources(schema, (type) => found.get(type) ?? null);
  };
}

/**
 * The page with its widgets' sources, over the registry's manifests: those of the widget table
 * once it is in (before it, only the inlined first page's types are known, which carry no
 * declaration: the page is as it is; the server wrote them into the page it inlined).
 */
export const withWidgetSources = tableSources(getWidget);
