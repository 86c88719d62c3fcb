/**
 * What the checkout and payment widgets share: calls that never throw, money text, idempotency keys,
 * history-aware returns and the full-page navigation a payment gateway needs. Lives in widget chunks.
 */
import { buildPath, withBase } from '../../routes/paths.ts';
import { formatMoney, toFen } from '../../data/money.ts';
import { getActionEnv } from '../../actions/env.ts';
import { backOr, historyDepth } from '../../actions/back.ts';

/** Money as the server sent it, in the two-decimal form ("37.9" → "37.90"); never recomputed. */
export function yuan(value: unknown): string {
  return formatMoney(value);
}

/** A fresh key for `idempotency_key` (the server accepts [A-Za-z0-9_-:.], up to 100). */
export function newIdempotencyKey(prefix = 'h5'): string {
  const c = typeof globalThis.crypto !== 'undefined' ? globalThis.crypto : undefined;
  const id = c && typeof c.randomUUID === 'function' ? c.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${id}`;
}

export { historyDepth };

/**
 * Back `delta` entries when that many exist in this app; otherwise replace the current page with
 * `fallback` (a page opened directly, e.g. after a reload).
 */
export function goBack(delta: number, fallback: string): void {
  backOr(getActionEnv().navigator, delta, fallback);
}

/** An app path plus query (values left out when undefined). */
export function pathWith(path: string, query: Record<string, string | number | undefined>): string {
  return buildPath(path, query);
}

/** The current app path with its query (for `back` parameters). */
export function currentPath(): string {
  return getActionEnv().currentPath();
}

/**
 * Leaves the app for a page of this site outside the router (a payment gateway's checkout page):
 * a full navigation. Only same-site paths and http(s) URLs are followed.
 */
export function leaveFor(url: string): boolean {
  const u = url.trim();
  const sameSite = u.startsWith('/') && !u.startsWith('//') && !u.startsWith('/\\');
  if (!sameSite && !/^https?:\/\//i.test(u)) return false;
  getActionEnv().openExternal(u); // a full page load (the default is window.location.assign)
  return true;
}

/** Where a gateway sends the browser back to: the H5 result page of this payment (with the /h5 base). */
export function resultReturnUrl(resultPath: string, outTradeNo: string): string {
  return withBase(buildPath(resultPath, { code: outTradeNo }));
}

/** Fen sum of money strings. */
export function sumFen(...values: unknown[]): number {
  return values.reduce<number>((s, v) => s + toFen(v), 0);
}

/** A pay row's total: what is still due plus what the balance already paid. */
export function payTotalFen(pay: { pay_money?: unknown; balance?: unknown; balance_money?: unknown } | null | undefined): number {
  if (!pay) return 0;
  return sumFen(pay.pay_money, pay.balance, pay.balance_money);
}
