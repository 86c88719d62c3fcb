/**
 * Test helpers (imported by tests only): tiny widgets and a runtime with injected request.
 */
import type { ReactElement } from 'react';
import { registerWidget } from './registry.ts';
import { createPageRuntime, type ApiResult, type LoaderEnv, type PageRuntime } from './loader.ts';
import type { PageSchema, WidgetProps } from './types.ts';

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
