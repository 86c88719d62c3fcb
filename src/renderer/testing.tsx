/**
 * Test helpers (imported by tests only): tiny widgets and a runtime with injected request.
 */
import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { loadWidget, loadWidgetTable, registerWidget } from './registry.ts';
import { withWidgetSources } from './tableSources.ts';
import { readGlobals } from './globals.ts';
import { createPageRuntime, type ApiResult, type LoaderEnv, type PageRuntime } from './loader.ts';
import { PageView } from './PageView.tsx';
import { withNodeSources } from './nodeSources.ts';
import type { PageNode, PageSchema, WidgetManifest, WidgetProps } from './types.ts';

export const noGlobals = () => ({ member: null, site: {}, cart: { cartNumber: 0 } });

/** Registers test widgets: t-text (props.text), t-box (slot default, repeater items), t-boom (throws), t-button (emits click). */
export function registerTestWidgets(): void {
  const TText = ({ props, node }: WidgetProps<{ text?: unknown; tone?: string }>): ReactElement => (
    <span data-testid={node.id} data-tone={props.tone}>{String(props.text ?? '')}</span>
  );
  const TBox = ({ props, node, renderSlot }: WidgetProps<{ items?: unknown[] }>): ReactElement => (
    <div data-testid={node.id}>
      {Array.isArray(props.items)
        ? props.items.map((item, index) => <div key={index} data-testid={`${node.id}-row`}>{renderSlot('default', { item, index })}</div>)
        : renderSlot('default')}
    </div>
  );
  const TBoom = ({ props }: WidgetProps<{ message?: string }>): ReactElement => {
    throw new Error(props.message ?? 'boom');
  };
  const TButton = ({ node, emit }: WidgetProps<Record<string, unknown>>): ReactElement => (
    <button type="button" data-testid={node.id} onClick={() => void emit('click', { n: 1 })}>go</button>
  );
  registerWidget({ type: 't-text', version: '1.0.0', load: async () => ({ default: TText, defaults: { text: 'default text', tone: 'plain' } }) });
  registerWidget({ type: 't-box', version: '1.0.0', slots: ['default'], load: async () => ({ default: TBox }) });
  registerWidget({ type: 't-boom', version: '1.0.0', load: async () => ({ default: TBoom }) });
  registerWidget({ type: 't-button', version: '1.0.0', events: ['click'], load: async () => ({ default: TButton }) });
}

export function page(partial: Partial<PageSchema>): PageSchema {
  return { schemaVersion: 1, id: 'test/page', content: [], ...partial } as PageSchema;
}

/** A runtime whose requests are answered by `answer` (default: code 0 with {api, params}). */
export function runtimeWith(
  schema: PageSchema,
  env: Partial<LoaderEnv> & { answer?: (api: string, params: Record<string, unknown>) => ApiResult | Promise<ApiResult> } = {},
): PageRuntime {
  const { answer, ...rest } = env;
  return createPageRuntime(schema, {
    globals: noGlobals,
    query: {},
    request: async (api, params) => (answer ? answer(api, params) : { code: 0, data: { api, params } }),
    loadNamespaces: async () => undefined,
    ...rest,
  });
}

/** `schema` with the sources its widgets declare, as src/app/pageCache.ts gets a page (the widget table loaded). */
export async function withTableSources(schema: PageSchema): Promise<PageSchema> {
  await loadWidgetTable();
  return withWidgetSources(schema);
}

/**
 * A widget as a page shows it: its manifest registered, one node `w` with `props` (and `node`'s slots), the page's
 * runtime (the API client and the stores' globals unless `env` says otherwise) started. How a
 * widget test sees the data its manifest declares (fake the wire with src/data/fakeFetch.ts).
 */
export async function renderInPage(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  manifest: WidgetManifest<any>,
  props: Record<string, unknown> = {},
  env: Partial<LoaderEnv> = {},
  node: Partial<Pick<PageNode, 'slots'>> = {},
): Promise<RenderResult & { runtime: PageRuntime }> {
  registerWidget(manifest);
  await loadWidget(manifest.type);
  // The sources the manifest declares, written in as src/app/pageCache.ts does.
  const schema = withNodeSources(page({ content: [{ id: 'w', type: manifest.type, props, ...node }] }), (t) => (t === manifest.type ? manifest.data : null));
  const runtime = createPageRuntime(schema, { globals: readGlobals, query: {}, loadNamespaces: async () => undefined, ...env });
  const view = render(<PageView schema={schema} runtime={runtime} />);
  await act(async () => {
    await runtime.start();
  });
  return { ...view, runtime };
}
