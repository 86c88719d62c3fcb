/**
 * One place where the renderer, loader and actions report problems: a malformed document, a
 * broken binding, a widget that threw, an unknown action. Each distinct problem is reported
 * once (deduplicated by key + message) so a re-rendering page does not flood the console.
 *
 * By default problems go to console.error; `setReporter` lets the app forward them (e.g. to a
 * logging endpoint) as well.
 */

export interface Problem {
  key: string;
  message: string;
  error?: unknown;
  /** 'warning': something the page may hold that is skipped on purpose (console.warn). */
  level?: 'warning';
}

type Reporter = (problem: Problem) => void;

let reporter: Reporter | null = null;
const seen = new Set<string>();

export function setReporter(fn: Reporter | null): void {
  reporter = fn;
}

export function report(key: string, message: string, error?: unknown): void {
  const id = `${key}\u0000${message}`;
  if (seen.has(id)) return;
  seen.add(id);
  const problem: Problem = { key, message, error };
  if (error === undefined) console.error(`[renderer] ${message}`);
  else console.error(`[renderer] ${message}`, error);
  try {
    reporter?.(problem);
  } catch {
    // a reporter must never break rendering
  }
}

/**
 * Something skipped on purpose, once per key + message: console.warn and the reporter, never
 * console.error (a component of another build in a published page is the merchant's, not a fault).
 */
export function reportWarning(key: string, message: string): void {
  const id = `${key}\u0000${message}`;
  if (seen.has(id)) return;
  seen.add(id);
  console.warn(`[renderer] ${message}`);
  try {
    reporter?.({ key, message, level: 'warning' });
  } catch {
    // a reporter must never break rendering
  }
}

/** Forget what was reported (tests; a relaunch). */
export function resetReported(): void {
  seen.clear();
}

// Vite replaces import.meta.env at build time; on the server (tsx) it is undefined → production.
const buildDev: boolean = typeof import.meta.env === 'object' && import.meta.env !== null ? Boolean(import.meta.env.DEV) : false;
let devOverride: boolean | null = null;

/** Development build: visible markers for unknown widgets and broken nodes. */
export function isDev(): boolean {
  return devOverride ?? buildDev;
}

/** Force development (true) or production (false) behaviour; null restores the build's (tests). */
export function setDevMode(dev: boolean | null): void {
  devOverride = dev;
}
