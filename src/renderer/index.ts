/** The renderer: widget registry, page loader, PageRenderer, node error boundary. */
export { defineWidget } from './types.ts';
export type {
  ActionSpec,
  DataSource,
  EventMap,
  PageMeta,
  PageNode,
  PageSchema,
  RenderScope,
  SchemaIssue,
  WidgetManifest,
  WidgetModule,
  WidgetProps,
} from './types.ts';
export { defaultsFromSchema } from './defaults.ts';
export { getWidget, getLoadedWidget, loadWidget, registerWidget, unregisterWidget, widgetTypes } from './registry.ts';
export { createPageRuntime, sourceDependencies, type LoaderEnv, type PageRuntime, type ApiResult } from './loader.ts';
export { createPageStore, parseStatePath, type PageStore, type PageStoreState, type SourceStatus } from './pageStore.ts';
export { checkPageStructure, collectTypes, walkNodes } from './structure.ts';
export { PageRenderer, type PageRendererProps } from './PageRenderer.tsx';
export { PageView, type PageViewProps } from './PageView.tsx';
export { NodeView, NodeList, NodeBoundary, isVisible } from './Node.tsx';
export { usePagePopup, useSourceStatus, usePagedSource, usePagePhase } from './hooks.ts';
export { usePageContext, useRenderScope } from './context.ts';
export { readGlobals, useGlobalScope, type GlobalScope } from './globals.ts';
export { loadPageSchema, hasPageSchema, pageSchemaIds, isPageSchema } from './pages.ts';
export { report, setReporter, resetReported, isDev, setDevMode, type Problem } from './report.ts';
