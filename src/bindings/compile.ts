// compile(): parse once, keep the result (or the error) by source string.
import type { Expr } from './ast.ts';
import { LruCache } from './cache.ts';
import { BindingError, reportOnce } from './errors.ts';
import { run } from './evaluate.ts';
import type { Scope } from './evaluate.ts';
import './functions/builtins.ts';
import { onFunctionAdded } from './functions/registry.ts';
import { CACHE_SIZE } from './limits.ts';
import { parse } from './parser.ts';

export interface CompiledExpression {
  readonly source: string;
  readonly ast: Expr;
  /** Never throws: a failing function call yields undefined (reported once). */
  evaluate(scope: Scope): unknown;
}

type Entry = CompiledExpression | BindingError;
const cache = new LruCache<Entry>(CACHE_SIZE);
onFunctionAdded(() => cache.deleteWhere((entry) => entry instanceof BindingError));

/** Parses `expr` (the text inside `${…}`); throws BindingError. */
export function compile(expr: string): CompiledExpression {
  const cached = cache.get(expr);
  if (cached instanceof BindingError) throw cached;
  if (cached !== undefined) return cached;
  let entry: Entry;
  try {
    entry = makeCompiled(expr, parse(expr));
  } catch (error) {
    entry = error instanceof BindingError ? error : new BindingError(String(error), expr, 0);
  }
  cache.set(expr, entry);
  if (entry instanceof BindingError) throw entry;
  return entry;
}

function makeCompiled(source: string, ast: Expr): CompiledExpression {
  return {
    source,
    ast,
    evaluate(scope) {
      try {
        return run(ast, scope);
      } catch (error) {
        // Only registered functions can throw here (or the engine on exhaustion); keep rendering.
        reportOnce(new BindingError(`evaluation failed: ${error instanceof Error ? error.message : String(error)}`, source, 0));
        return undefined;
      }
    },
  };
}

export function clearExpressionCache(): void {
  cache.clear();
}

/** Number of cached entries (tests check the bound). */
export function expressionCacheSize(): number {
  return cache.size;
}
