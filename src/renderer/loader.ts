/**
 * The browser's page loader: ./loaderCore.ts with the browser's defaults, the API client for
 * requests and the i18n module for the widgets' namespaces. (The server runs the core with its
 * own: server/modules/config/firstView.ts.)
 */
import { request as clientRequest } from '../data/client.ts';
import { isEndpointName, type EndpointName } from '../data/endpoints.ts';
import { loadNamespaces as i18nLoadNamespaces } from '../i18n/index.ts';
import { createPageRuntime as createCoreRuntime, type ApiResult, type LoaderEnv as CoreEnv, type PageRuntime } from './loaderCore.ts';
import type { PageSchema } from './types.ts';

export { sourceDependencies, type ApiResult, type PageRuntime } from './loaderCore.ts';

/** The world outside the page; every member has a default except `globals`. */
export interface LoaderEnv extends Omit<CoreEnv, 'request' | 'loadNamespaces'> {
  /** Calls a registered endpoint (default: the API client). */
  request?: CoreEnv['request'];
  /** Loads i18n namespaces (default: the i18n module). */
  loadNamespaces?: CoreEnv['loadNamespaces'];
}

function defaultRequest(api: string, params: Record<string, unknown>): Promise<ApiResult> {
  return clientRequest(api as EndpointName, params);
}

function defaultLoadNamespaces(ns: string[]): Promise<unknown> {
  return ns.length === 0 ? Promise.resolve() : i18nLoadNamespaces(ns);
}

export function createPageRuntime(schema: PageSchema, env: LoaderEnv): PageRuntime {
  return createCoreRuntime(schema, {
    ...env,
    request: env.request ?? defaultRequest,
    // An injected request (tests) answers any name; the API client knows the registered ones.
    hasEndpoint: env.hasEndpoint ?? (env.request ? () => true : isEndpointName),
    loadNamespaces: env.loadNamespaces ?? defaultLoadNamespaces,
  });
}
