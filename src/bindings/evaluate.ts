// Walks a parsed expression against a scope. Tree depth is bounded by the parser,
// data is only ever read one own property at a time, so deep or hostile data cannot blow the stack.
import type { Expr } from './ast.ts';
import { getFunction } from './functions/registry.ts';
import { getOwn, isObjectLike, toConcatString, toNumber } from './values.ts';

export type Scope = Readonly<
  Partial<Record<'data' | 'state' | 'query' | 'member' | 'site' | 'cart' | 'item' | 'index' | 'form' | 'event', unknown>>
>;

export function run(node: Expr, scope: Scope): unknown {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'root':
      return getOwn(scope, node.name);
    case 'member':
      return getOwn(run(node.object, scope), node.key);
    case 'index':
      return getOwn(run(node.object, scope), run(node.index, scope));
    case 'unary': {
      const value = run(node.arg, scope);
      if (node.op === '!') return !value;
      const n = toNumber(value);
      return node.op === '-' ? -n : n;
    }
    case 'logical': {
      const left = run(node.left, scope);
      if (node.op === '&&') return left ? run(node.right, scope) : left;
      if (node.op === '||') return left ? left : run(node.right, scope);
      return left === null || left === undefined ? run(node.right, scope) : left;
    }
    case 'binary':
      return binary(node.op, run(node.left, scope), run(node.right, scope));
    case 'conditional':
      return run(node.test, scope) ? run(node.then, scope) : run(node.otherwise, scope);
    case 'array':
      return node.items.map((item) => run(item, scope));
    case 'object': {
      // Keys were checked by the parser (no __proto__), so plain assignment is safe.
      const out: Record<string, unknown> = {};
      for (const [key, value] of node.entries) out[key] = run(value, scope);
      return out;
    }
    case 'call': {
      const fn = getFunction(node.name);
      if (fn === undefined) return undefined;
      return fn(...node.args.map((arg) => run(arg, scope)));
    }
  }
}

function binary(op: string, a: unknown, b: unknown): unknown {
  switch (op) {
    case '+':
      if (typeof a === 'string' || typeof b === 'string' || isObjectLike(a) || isObjectLike(b)) {
        return toConcatString(a) + toConcatString(b);
      }
      return toNumber(a) + toNumber(b);
    case '-':
      return toNumber(a) - toNumber(b);
    case '*':
      return toNumber(a) * toNumber(b);
    case '/':
      return toNumber(a) / toNumber(b);
    case '%':
      return toNumber(a) % toNumber(b);
    case '===':
      return a === b;
    case '!==':
      return a !== b;
    case '==':
      return looseEquals(a, b);
    case '!=':
      return !looseEquals(a, b);
    default:
      return compare(op, a, b);
  }
}

// `==` as JavaScript for primitives (so '1' == 1), identity for objects (no valueOf/toString calls).
function looseEquals(a: unknown, b: unknown): boolean {
  if (isObjectLike(a) || isObjectLike(b)) return a === b;
  return a == b;
}

function compare(op: string, a: unknown, b: unknown): boolean {
  let x: string | number;
  let y: string | number;
  if (typeof a === 'string' && typeof b === 'string') {
    x = a;
    y = b;
  } else {
    x = toNumber(a);
    y = toNumber(b);
  }
  switch (op) {
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    default:
      return x >= y;
  }
}
