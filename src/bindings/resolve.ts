// Deep helpers over page-schema values: resolve every binding, detect bindings, collect broken ones.
import { BindingError, reportOnce } from './errors.ts';
import type { Scope } from './evaluate.ts';
import { MAX_RESOLVE_DEPTH, MAX_RESOLVE_NODES } from './limits.ts';
import { compileTemplate, evaluate } from './template.ts';
import { isPlainObject } from './values.ts';

/**
 * Evaluates every string in arrays and plain objects. Returns new containers only where something
 * changed, so values without bindings stay identical (===). Past MAX_RESOLVE_DEPTH or
 * MAX_RESOLVE_NODES the remainder is returned as is (reported once). Values produced by a
 * binding are never walked again, so hostile data cannot smuggle in more bindings.
 */
export function resolveDeep(value: unknown, scope: Scope): unknown {
  let nodes = 0;
  const walk = (current: unknown, depth: number): unknown => {
    if (++nodes > MAX_RESOLVE_NODES) {
      reportOnce(new BindingError(`resolveDeep visited more than ${MAX_RESOLVE_NODES} values; the rest is left as is`, '', 0));
      return current;
    }
    if (typeof current === 'string') return current.includes('${') ? evaluate(current, scope) : current;
    if (typeof current !== 'object' || current === null) return current;
    if (depth >= MAX_RESOLVE_DEPTH) {
      reportOnce(new BindingError(`resolveDeep nested deeper than ${MAX_RESOLVE_DEPTH}; the rest is left as is`, '', 0));
      return current;
    }
    if (Array.isArray(current)) {
      let out: unknown[] | undefined;
      for (let i = 0; i < current.length; i++) {
        const item: unknown = current[i];
        const next = walk(item, depth + 1);
        if (out === undefined && next !== item) out = current.slice(0, i);
        out?.push(next);
      }
      return out ?? current;
    }
    if (!isPlainObject(current)) return current;
    const keys = Object.keys(current);
    let changed = false;
    const results = keys.map((key) => {
      const item = current[key];
      const next = walk(item, depth + 1);
      if (next !== item) changed = true;
      return next;
    });
    if (!changed) return current;
    const out: Record<string, unknown> = {};
    // defineProperty keeps a JSON "__proto__" key an own property instead of setting the prototype.
    keys.forEach((key, i) => Object.defineProperty(out, key, { value: results[i], enumerable: true, writable: true, configurable: true }));
    return out;
  };
  return walk(value, 0);
}

/** Does any string inside (arrays and plain objects, any depth) contain `${`? Iterative; cycles are safe. */
export function hasBinding(value: unknown): boolean {
  const stack: unknown[] = [value];
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('${')) return true;
      continue;
    }
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (Array.isArray(current)) for (const item of current) stack.push(item);
    else if (isPlainObject(current)) for (const key of Object.keys(current)) stack.push(current[key]);
  }
  return false;
}

export interface BindingProblem {
  /** JSON path of the string, e.g. `$.content[0].props.title`. */
  path: string;
  /** The whole template string. */
  expression: string;
  /** Character offset into `expression`. */
  position: number;
  message: string;
}

const MAX_PROBLEMS = 1000;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Pre-parses every binding in a document (e.g. a page schema) and lists the broken ones, in document order. */
export function collectBindingErrors(value: unknown, path = '$'): BindingProblem[] {
  const problems: BindingProblem[] = [];
  const stack: Array<readonly [unknown, string]> = [[value, path]];
  const seen = new WeakSet<object>();
  while (stack.length > 0 && problems.length < MAX_PROBLEMS) {
    const [current, at] = stack.pop() as readonly [unknown, string];
    if (typeof current === 'string') {
      if (!current.includes('${')) continue;
      try {
        compileTemplate(current);
      } catch (error) {
        if (!(error instanceof BindingError)) throw error;
        problems.push({ path: at, expression: error.expression, position: error.position, message: error.message });
      }
      continue;
    }
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    // Pushed in reverse so they pop in document order.
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${at}[${i}]`]);
    } else if (isPlainObject(current)) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        stack.push([current[key], IDENTIFIER.test(key) ? `${at}.${key}` : `${at}[${JSON.stringify(key)}]`]);
      }
    }
  }
  return problems;
}
