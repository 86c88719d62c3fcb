// The function table: the only things an expression can call. A Map, so no prototype lookups.

export type BindingFunction = (...args: unknown[]) => unknown;

const table = new Map<string, BindingFunction>();
const listeners = new Set<() => void>();

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Adds or replaces a function. Names are bare identifiers. */
export function registerFunction(name: string, fn: BindingFunction): void {
  if (!NAME.test(name)) throw new TypeError(`invalid binding function name ${JSON.stringify(name)}`);
  if (typeof fn !== 'function') throw new TypeError(`binding function ${name} must be a function`);
  const isNew = !table.has(name);
  table.set(name, fn);
  // Expressions that failed with "unknown function" may compile now.
  if (isNew) for (const listener of listeners) listener();
}

export function hasFunction(name: string): boolean {
  return table.has(name);
}

export function getFunction(name: string): BindingFunction | undefined {
  return table.get(name);
}

/** Called when a new name appears (the caches drop remembered failures). */
export function onFunctionAdded(listener: () => void): void {
  listeners.add(listener);
}
