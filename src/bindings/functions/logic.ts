// Boolean helpers, handy where operators would be awkward inside JSON.

/** default(a, b): b when a is null, undefined or ''. */
export function defaultTo(value: unknown, fallback: unknown): unknown {
  return value === null || value === undefined || value === '' ? fallback : value;
}

export function not(value: unknown): boolean {
  return !value;
}

export function and(...values: unknown[]): boolean {
  return values.every(Boolean);
}

export function or(...values: unknown[]): boolean {
  return values.some(Boolean);
}

export const logicFunctions = { default: defaultTo, not, and, or };
