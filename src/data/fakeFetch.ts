// Test helpers for code that talks to the API: a fake fetch that records each request and answers
// from a list of handlers. Used by the tests of src/data, src/stores and src/boot (not shipped:
// nothing in the app imports it).
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  path: string;
  query: Record<string, string>;
  /** Form fields of an urlencoded body, or the text fields of a multipart body. */
  body: Record<string, string>;
  contentType: string | null;
  /** Every header sent, by lower-case name. */
  headers: Record<string, string>;
  files: Record<string, Blob>;
  signal: AbortSignal | undefined;
}

/** An envelope (any JSON object), a Response, or a function of the request returning either. */
export type FakeAnswer = ((req: RecordedRequest) => unknown) | Response | Record<string, unknown> | readonly unknown[];

/**
 * Replaces fetch. `routes` maps a path (lower-cased match) to an answer: an envelope object, a
 * Response, or a function of the request. Unmatched paths answer {code:0, data:null}.
 */
export function fakeFetch(routes: Record<string, FakeAnswer> = {}) {
  const requests: RecordedRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const headers = new Headers(init.headers);
    const body: Record<string, string> = {};
    const files: Record<string, Blob> = {};
    if (typeof init.body === 'string') for (const [k, v] of new URLSearchParams(init.body)) body[k] = v;
    else if (init.body instanceof FormData)
      for (const [k, v] of init.body.entries()) {
        if (typeof v === 'string') body[k] = v;
        else files[k] = v;
      }
    const req: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      contentType: headers.get('content-type'),
      headers: Object.fromEntries(headers),
      files,
      signal: init.signal ?? undefined,
    };
    requests.push(req);
    const key = Object.keys(routes).find((p) => p.toLowerCase() === url.pathname.toLowerCase());
    let answer: unknown = key === undefined ? { code: 0, message: 'ok', data: null } : routes[key];
    if (typeof answer === 'function') answer = await (answer as (r: RecordedRequest) => unknown)(req);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return { fetch: fn, requests };
}

/** A fetch answer that never settles until the request is aborted. */
export function hangUntilAborted(req: RecordedRequest): Promise<never> {
  return new Promise((_, reject) => {
    req.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

export const ok = <T>(data: T, extra: Record<string, unknown> = {}) => ({ code: 0, message: '操作成功', data, timestamp: 1700000000, ...extra });
export const fail = (code: number, message = 'error', data: unknown = null) => ({ code, message, data, timestamp: 1700000000 });
