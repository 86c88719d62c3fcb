// The only place that speaks HTTP. NiuShop's wire contract: every call carries app_type,
// app_type_name, token, store_id (when a store is chosen) and lang; data → form-encoded POST,
// no data → GET; success when code >= 0. Envelopes with code < 0 are returned, not thrown;
// only transport failures (network, offline, time-out, HTTP error, unreadable body) reject.
import { t } from '../i18n/instance.ts';
import { useLanguageStore } from '../stores/language.ts';
import { useMemberStore } from '../stores/member.ts';
import { SITE_CLOSED, SITE_OPEN, useSiteStore } from '../stores/site.ts';
import { currentStoreId } from '../stores/store.ts';
import { appType } from './appType.ts';
import { encodeValue, paramsKey, toSearchParams, type Params } from './encode.ts';
import { getEndpoint, type EndpointName } from './endpoints.ts';
import { ApiTransportError, type TransportErrorKind } from './errors.ts';
import { getNavigator, STORE_CLOSED_PATH } from './navigation.ts';
import { getUiHooks } from './ui.ts';

export { setNavigator } from './navigation.ts';
export { setUiHooks } from './ui.ts';
export { ApiTransportError, isApiTransportError } from './errors.ts';

export interface ApiResult<T = unknown> {
  code: number;
  message: string;
  data: T;
  timestamp?: number;
  refreshtoken?: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Milliseconds; default 60000. */
  timeout?: number;
  /**
   * Override NiuShop's rule (POST when there is data). 'GET' sends the data in the query string,
   * which lets identical read requests share one fetch; the server merges query and body.
   */
  method?: 'GET' | 'POST';
  /** Extra headers of a POST (the studio's CSRF header). */
  headers?: Record<string, string>;
}

export interface UploadOptions {
  signal?: AbortSignal;
  timeout?: number;
  /** File name sent with the part; default the File's name or 'image.png'. */
  filename?: string;
  /** Extra headers (the studio's CSRF header). */
  headers?: Record<string, string>;
}

export type EndpointRef = EndpointName | { path: string };

export const REQUEST_TIMEOUT_MS = 60_000;
export const NETWORK_TOAST_MS = 10_000;
export const SESSION_LOST_CODES: readonly number[] = [-10009, -10010];

let baseUrl = '';

/** '' (default) = same origin; otherwise an absolute origin or prefix without trailing slash. */
export function setBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

export function getBaseUrl(): string {
  return baseUrl;
}

export function isSuccess(res: Pick<ApiResult, 'code'>): boolean {
  return typeof res.code === 'number' && res.code >= 0;
}

/** The parameters every call carries (the caller's data may override them, as in NiuShop). */
export function commonParams(): Params {
  const params: Params = { ...appType(), token: useMemberStore.getState().token || '' };
  const storeId = currentStoreId();
  if (storeId !== undefined) params.store_id = storeId;
  params.lang = useLanguageStore.getState().lang;
  return params;
}

const pathOf = (endpoint: EndpointRef): string => (typeof endpoint === 'string' ? getEndpoint(endpoint).path : endpoint.path);

// ---------------------------------------------------------------- failure reporting (toast / modal)

let offlineModalOpen = false;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function showOfflineModal(): void {
  if (offlineModalOpen) return; // one modal for a burst of failed requests
  offlineModalOpen = true;
  let closed: unknown;
  try {
    closed = getUiHooks().modal({ title: t('common.networkLost'), content: t('common.checkNetwork'), showCancel: false });
  } catch {
    closed = undefined;
  }
  const release = () => {
    offlineModalOpen = false;
  };
  if (closed && typeof (closed as Promise<unknown>).then === 'function') (closed as Promise<unknown>).then(release, release);
  else setTimeout(release, 2000);
}

function reportFailure(kind: TransportErrorKind): void {
  if (kind === 'offline' || isOffline()) showOfflineModal();
  else getUiHooks().toast(t('common.networkError'), NETWORK_TOAST_MS);
}

// ---------------------------------------------------------------- envelope side effects

function isEnvelope(body: unknown): body is ApiResult {
  return typeof body === 'object' && body !== null && typeof (body as ApiResult).code === 'number';
}

/** Site closed, token refresh, session lost: the reactions every response gets once. */
function applyEnvelope(res: ApiResult): void {
  const site = useSiteStore.getState();
  if (res.code === SITE_CLOSED && site.siteState > 0) {
    site.setSiteState(SITE_CLOSED);
    getNavigator().relaunch(STORE_CLOSED_PATH);
    return;
  }
  // Every shop call is refused while the shop is closed, so an answer means it is open again:
  // the next -3 must send the shopper to the closed page again.
  if (res.code >= 0 && site.siteState === SITE_CLOSED) site.setSiteState(SITE_OPEN);
  const member = useMemberStore.getState();
  // A refresh only extends a live session; one arriving after logout must not log back in.
  if (res.refreshtoken && member.token) member.setToken(res.refreshtoken);
  if (SESSION_LOST_CODES.includes(res.code)) {
    member.setToken('');
    member.setMemberInfo(null); // also empties the cart
  }
}

// ---------------------------------------------------------------- transport

const abortError = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

/** One fetch with time-out; resolves the envelope after applying its side effects. */
async function send(url: string, init: RequestInit, path: string, timeout: number, signal?: AbortSignal): Promise<ApiResult> {
  if (signal?.aborted) throw abortError(signal);
  if (isOffline()) {
    reportFailure('offline');
    throw new ApiTransportError('offline', path);
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });

  const fail = (kind: TransportErrorKind, status?: number, cause?: unknown): never => {
    reportFailure(kind);
    throw new ApiTransportError(kind, path, status, { cause });
  };

  try {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: controller.signal });
    } catch (err) {
      if (signal?.aborted) throw abortError(signal);
      return fail(timedOut ? 'timeout' : isOffline() ? 'offline' : 'network', undefined, err);
    }
    if (!response.ok) return fail('http', response.status);
    let body: unknown;
    try {
      body = await response.json();
    } catch (err) {
      if (signal?.aborted) throw abortError(signal);
      return fail(timedOut ? 'timeout' : 'parse', undefined, err);
    }
    if (!isEnvelope(body)) return fail('parse');
    applyEnvelope(body);
    return body;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

// Identical GETs in flight share one fetch. Each caller may abort on its own; the fetch itself is
// cancelled only when every caller has gone.
interface Shared {
  promise: Promise<ApiResult>;
  controller: AbortController;
  waiters: number;
}
const inflight = new Map<string, Shared>();

function sharedGet(key: string, url: string, path: string, timeout: number, signal?: AbortSignal): Promise<ApiResult> {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  let entry = inflight.get(key);
  if (!entry) {
    const controller = new AbortController();
    const created: Shared = {
      controller,
      waiters: 0,
      promise: send(url, { method: 'GET', headers: { Accept: 'application/json' } }, path, timeout, controller.signal).finally(() => {
        if (inflight.get(key) === created) inflight.delete(key);
      }),
    };
    created.promise.catch(() => {}); // callers handle it; avoid an unhandled rejection when all left
    inflight.set(key, created);
    entry = created;
  }
  const shared = entry;
  shared.waiters += 1;
  if (!signal) return shared.promise;
  return new Promise<ApiResult>((resolve, reject) => {
    const onAbort = () => {
      shared.waiters -= 1;
      if (shared.waiters === 0) {
        inflight.delete(key);
        shared.controller.abort();
      }
      reject(abortError(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    shared.promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/**
 * Calls a registered endpoint (or, for the few computed cases, `{ path }`).
 * Resolves the envelope whatever its code; rejects with ApiTransportError when there is none
 * (after showing the network toast or the offline modal), or with the abort reason.
 */
export async function request<T = unknown>(
  endpoint: EndpointRef,
  data?: Record<string, unknown>,
  opts: RequestOptions = {},
): Promise<ApiResult<T>> {
  const path = pathOf(endpoint);
  const params: Params = { ...commonParams(), ...(data ?? {}) };
  const method = opts.method ?? (data !== undefined ? 'POST' : 'GET');
  const timeout = opts.timeout ?? REQUEST_TIMEOUT_MS;
  const url = baseUrl + path;

  if (method === 'GET') {
    const query = toSearchParams(params).toString();
    const full = query ? `${url}?${query}` : url;
    return sharedGet(`${path.toLowerCase()}?${paramsKey(params)}`, full, path, timeout, opts.signal) as Promise<ApiResult<T>>;
  }
  const init: RequestInit = {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', ...opts.headers },
    body: toSearchParams(params).toString(),
  };
  return send(url, init, path, timeout, opts.signal) as Promise<ApiResult<T>>;
}

/**
 * Uploads one file as multipart (`file` plus the common parameters and `extra`), e.g.
 * upload('upload.headimg', blob). Success data carries `pic_path`.
 */
export async function upload<T = { pic_path: string }>(
  endpoint: EndpointRef,
  file: Blob,
  extra?: Record<string, unknown>,
  opts: UploadOptions = {},
): Promise<ApiResult<T>> {
  const path = pathOf(endpoint);
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...commonParams(), ...(extra ?? {}) })) {
    const text = encodeValue(value);
    if (text !== undefined) form.append(key, text);
  }
  const name = opts.filename ?? (typeof File !== 'undefined' && file instanceof File && file.name ? file.name : 'image.png');
  form.append('file', file, name);
  const init: RequestInit = { method: 'POST', headers: { Accept: 'application/json', ...opts.headers }, body: form };
  // lang in the address too: a body the server cannot read (too large, cut off) is still answered in it.
  return send(`${baseUrl + path}?lang=${useLanguageStore.getState().lang}`, init, path, opts.timeout ?? REQUEST_TIMEOUT_MS, opts.signal) as Promise<ApiResult<T>>;
}
