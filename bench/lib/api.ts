/**
 * Calls to the shop API the way the H5 client makes them (src/data/client.ts): form-encoded POST
 * with app_type, app_type_name, token and lang; objects as JSON strings.
 */
import { MissingApiError } from './results.ts';
import { DEMO } from './members.ts';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
  timestamp?: number;
}

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  ms: number;
}

export const COMMON = { app_type: 'h5', app_type_name: 'H5' } as const;

export function formBody(params: Record<string, unknown>): string {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    body.append(k, v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v ?? ''));
  }
  return body.toString();
}

/** The form body of an API call with the client's common parameters. */
export function apiBody(params: Record<string, unknown>, token = '', lang = 'zh-cn'): string {
  return formBody({ ...COMMON, token, lang, ...params });
}

export function isNoSuchApi(res: CallResult): boolean {
  return res.status === 404 && /no such API|接口不存在/i.test(String(res.body?.message ?? ''));
}

export async function call<T = unknown>(origin: string, apiPath: string, params: Record<string, unknown> = {}, opts: { token?: string; lang?: string; timeoutMs?: number } = {}): Promise<CallResult<T>> {
  const started = performance.now();
  const res = await fetch(`${origin}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: apiBody(params, opts.token ?? '', opts.lang ?? 'en-us'),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    body = { code: -1, message: `not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`, data: null as T };
  }
  return { status: res.status, body, ms: performance.now() - started };
}

/** Throws MissingApiError when the path is not built yet. */
export function requireApi(res: CallResult, apiPath: string): void {
  if (isNoSuchApi(res)) throw new MissingApiError(apiPath);
}

/** A call that must succeed (code >= 0): MissingApiError when the path is absent, Error otherwise. */
export async function callOk<T = unknown>(origin: string, apiPath: string, params: Record<string, unknown> = {}, opts: { token?: string; lang?: string } = {}): Promise<T> {
  const res = await call<T>(origin, apiPath, params, opts);
  requireApi(res, apiPath);
  if (res.status !== 200 || typeof res.body.code !== 'number' || res.body.code < 0) {
    throw new Error(`${apiPath} answered HTTP ${res.status} code ${String(res.body.code)}: ${res.body.message}`);
  }
  return res.body.data;
}

/** Logs the demo member in through /api/login/login (username + password) → token. */
export async function loginDemo(origin: string): Promise<string> {
  const data = await callOk<{ token?: string }>(origin, '/api/login/login', { username: DEMO.username, password: DEMO.password });
  if (!data || typeof data.token !== 'string' || !data.token) throw new Error('/api/login/login answered without data.token');
  return data.token;
}

/** The leading `"code":N` of an envelope, cheaply (for load-test responses). */
export function envelopeCode(body: string): number | undefined {
  const m = /"code"\s*:\s*(-?\d+)/.exec(body.slice(0, 64));
  return m ? Number(m[1]) : undefined;
}
