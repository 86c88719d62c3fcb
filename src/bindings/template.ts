// Template strings: "${expr}" alone yields the raw value, text with ${…} parts interpolates,
// a string without ${ is a literal. "$${" writes a literal "${" (always, wherever it appears).
import { LruCache } from './cache.ts';
import { compile } from './compile.ts';
import type { CompiledExpression } from './compile.ts';
import { BindingError, reportOnce } from './errors.ts';
import type { Scope } from './evaluate.ts';
import { onFunctionAdded } from './functions/registry.ts';
import { CACHE_SIZE, MAX_CACHED_TEMPLATE_LENGTH, MAX_TEMPLATE_PARTS } from './limits.ts';
import { toDisplayString } from './values.ts';

export type Template =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'single'; readonly expr: CompiledExpression }
  | { readonly kind: 'mixed'; readonly parts: ReadonlyArray<string | CompiledExpression> };

type Entry = Template | BindingError;
const cache = new LruCache<Entry>(CACHE_SIZE);
onFunctionAdded(() => cache.deleteWhere((entry) => entry instanceof BindingError));

/** Compiles a template string; throws BindingError whose position is an offset into `src`. */
export function compileTemplate(src: string): Template {
  const cacheable = src.length <= MAX_CACHED_TEMPLATE_LENGTH;
  const cached = cacheable ? cache.get(src) : undefined;
  if (cached instanceof BindingError) throw cached;
  if (cached !== undefined) return cached;
  let entry: Entry;
  try {
    entry = scan(src);
  } catch (error) {
    if (!(error instanceof BindingError)) throw error;
    entry = error;
  }
  if (cacheable) cache.set(src, entry);
  if (entry instanceof BindingError) throw entry;
  return entry;
}

function scan(src: string): Template {
  const parts: Array<string | CompiledExpression> = [];
  let text = '';
  let i = 0;
  let single = false;
  let count = 0;
  for (;;) {
    const open = src.indexOf('${', i);
    if (open < 0) break;
    if (open > i && src[open - 1] === '$') {
      text += src.slice(i, open - 1) + '${';
      i = open + 2;
      continue;
    }
    text += src.slice(i, open);
    const close = findClose(src, open + 2);
    if (close < 0) throw new BindingError('unterminated ${', src, open);
    if (++count > MAX_TEMPLATE_PARTS) throw new BindingError(`more than ${MAX_TEMPLATE_PARTS} \${…} parts`, src, open);
    let expr: CompiledExpression;
    try {
      expr = compile(src.slice(open + 2, close));
    } catch (error) {
      if (!(error instanceof BindingError)) throw error;
      throw new BindingError(error.message, src, open + 2 + error.position);
    }
    if (text !== '') parts.push(text);
    text = '';
    parts.push(expr);
    single = open === 0 && close === src.length - 1;
    i = close + 1;
  }
  text += src.slice(i);
  if (text !== '') parts.push(text);
  if (single && parts.length === 1) return { kind: 'single', expr: parts[0] as CompiledExpression };
  if (parts.every((part) => typeof part === 'string')) return { kind: 'literal', text: parts.join('') };
  return { kind: 'mixed', parts };
}

// Index of the `}` closing an expression that starts at `from`, skipping nested braces and quoted strings.
function findClose(src: string, from: number): number {
  let depth = 0;
  for (let j = from; j < src.length; j++) {
    const c = src[j];
    if (c === '"' || c === "'") {
      j++;
      while (j < src.length && src[j] !== c) j += src[j] === '\\' ? 2 : 1;
      if (j >= src.length) return -1;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      if (depth === 0) return j;
      depth--;
    }
  }
  return -1;
}

export function runTemplate(template: Template, scope: Scope): unknown {
  switch (template.kind) {
    case 'literal':
      return template.text;
    case 'single':
      return template.expr.evaluate(scope);
    case 'mixed': {
      let out = '';
      for (const part of template.parts) out += typeof part === 'string' ? part : toDisplayString(part.evaluate(scope));
      return out;
    }
  }
}

/** Evaluates a template; non-strings pass through; a broken template is reported once and yields undefined. */
export function evaluate(template: unknown, scope: Scope): unknown {
  if (typeof template !== 'string' || !template.includes('${')) return template;
  let compiled: Template;
  try {
    compiled = compileTemplate(template);
  } catch (error) {
    if (error instanceof BindingError) {
      reportOnce(error);
      return undefined;
    }
    throw error;
  }
  return runTemplate(compiled, scope);
}

export function clearTemplateCache(): void {
  cache.clear();
}
