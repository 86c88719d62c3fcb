import { ActionArgumentError } from './types.ts';

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function str(action: string, name: string, v: unknown, required = true): string | undefined {
  if (v === undefined || v === null || v === '') {
    if (required) throw new ActionArgumentError(action, `"${name}" is required`);
    return undefined;
  }
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v !== 'string') throw new ActionArgumentError(action, `"${name}" must be a string`);
  return v;
}

export function bool(v: unknown, fallback: boolean): boolean {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'string') return v !== 'false' && v !== '0' && v !== '';
  return Boolean(v);
}

export function int(action: string, name: string, v: unknown, fallback?: number): number {
  if ((v === undefined || v === null || v === '') && fallback !== undefined) return fallback;
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new ActionArgumentError(action, `"${name}" must be a number`);
  return Math.trunc(n);
}

/** Attach `result` to the chain's event (an object payload gains `result`; others become `{value, result}`). */
export function setEventResult(scope: { event?: unknown }, result: unknown): void {
  const ev = scope.event;
  scope.event = isPlainObject(ev) ? { ...ev, result } : ev === undefined ? { result } : { value: ev, result };
}
