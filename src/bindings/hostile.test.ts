// Hostile input: page documents can come from merchants, data from the network.
import { afterEach, describe, expect, it } from 'vitest';
import { BindingError, collectBindingErrors, compile, evaluate, hasBinding, resolveDeep, setBindingErrorReporter } from './index.ts';
import { expressionCacheSize } from './compile.ts';
import { CACHE_SIZE, MAX_AST_DEPTH, MAX_EXPRESSION_LENGTH, MAX_RESOLVE_DEPTH } from './limits.ts';

afterEach(() => {
  setBindingErrorReporter(null);
});

function compileError(expr: string): BindingError {
  try {
    compile(expr);
  } catch (error) {
    if (error instanceof BindingError) return error;
    throw error;
  }
  throw new Error(`expected ${expr} to fail`);
}

function nestedObject(depth: number, leaf: unknown): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = { child: value };
  return value;
}

describe('prototype access', () => {
  it.each([
    '__proto__',
    'constructor',
    'prototype',
    "constructor.constructor('alert(1)')()",
    'data.constructor.constructor',
    "data['constructor']['constructor']('return this')()",
    "data['__proto__']",
    'data.__proto__.polluted',
    "data['proto' + 'type']()",
    'toString()',
    'Function',
    "Function('return 1')()",
    'globalThis',
    'eval("1")',
    'new Function',
    'new data.X()',
    'data.a = 1',
    'data.toString()',
    'item.valueOf()',
    "data.a['b']()",
    '(data.a)()',
    'x => x',
  ])('%s does not compile', (expr) => {
    expect(compileError(expr)).toBeInstanceOf(BindingError);
  });

  it.each(['constructor', '__proto__', 'prototype'])('a computed key %s yields undefined', (key) => {
    const scope = { data: { obj: {}, fn: () => 1, list: [] }, state: { key } };
    expect(compile('data.obj[state.key]').evaluate(scope)).toBeUndefined();
    expect(compile('data.fn[state.key]').evaluate(scope)).toBeUndefined();
    expect(compile('data.list[state.key]').evaluate(scope)).toBeUndefined();
    expect(compile("data.obj[state.key + '']").evaluate(scope)).toBeUndefined();
    expect(compile('data.obj[state.key][state.key]').evaluate(scope)).toBeUndefined();
  });

  it('inherited properties are invisible', () => {
    const scope = { data: { obj: {}, text: 'abc', list: [1] } };
    for (const name of ['toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf']) {
      expect(compile(`data.obj.${name}`).evaluate(scope)).toBeUndefined();
      expect(compile(`data.text.${name}`).evaluate(scope)).toBeUndefined();
      expect(compile(`data.list.${name}`).evaluate(scope)).toBeUndefined();
    }
  });

  it('prototype-polluting keys in data and schemas pollute nothing', () => {
    const data = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "ok": 1}') as unknown;
    const scope = { data, state: { k: '__proto__', c: 'constructor' } };
    expect(compile('data[state.k]').evaluate(scope)).toBeUndefined();
    expect(compile('data[state.c]').evaluate(scope)).toBeUndefined();
    expect(evaluate('${data.ok}', scope)).toBe(1);

    const schema = JSON.parse('{"__proto__": {"polluted": "${data.ok}"}, "props": {"__proto__": {"x": "${data.ok}"}, "v": "${data.ok}"}}') as unknown;
    const resolved = resolveDeep(schema, scope) as Record<string, unknown>;
    expect(Object.getPrototypeOf(resolved)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(resolved, '__proto__')).toBe(true);
    const props = resolved.props as Record<string, unknown>;
    expect(Object.getPrototypeOf(props)).toBe(Object.prototype);
    expect(props.v).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('object literals cannot set prototypes', () => {
    expect(compileError('{__proto__: data}').message).toMatch(/forbidden/);
    expect(compileError("{'__proto__': data}").message).toMatch(/forbidden/);
    const built = compile('{a: data}').evaluate({ data: 1 }) as object;
    expect(Object.getPrototypeOf(built)).toBe(Object.prototype);
  });

  it('null-prototype and throwing data do not throw', () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.a = 1;
    const trap = Object.defineProperty({}, 'boom', { get: () => { throw new Error('getter'); }, enumerable: true });
    const scope = { data: { bare, trap } };
    expect(evaluate('${data.bare.a}', scope)).toBe(1);
    expect(evaluate('x${data.bare}', scope)).toBe('x');
    expect(evaluate('${data.bare + 1}', scope)).toBe('1');
    expect(evaluate('${data.bare == 1}', scope)).toBe(false);
    expect(evaluate('${data.bare < 1}', scope)).toBe(false);
    expect(evaluate('${-data.bare}', scope)).toBeNaN();
    expect(evaluate('${data.trap.boom}', scope)).toBeUndefined();
  });
});

describe('size and depth limits', () => {
  it('rejects a 100k-character expression quickly', () => {
    const long = `\${'${'a'.repeat(100_000)}'}`;
    const error = collectBindingErrors(long)[0];
    expect(error?.message).toMatch(new RegExp(`longer than ${MAX_EXPRESSION_LENGTH}`));
    expect(evaluate(long, {})).toBeUndefined();
  });

  it('keeps 100k-character literals and data strings intact', () => {
    const text = 'x'.repeat(100_000);
    expect(evaluate(text, {})).toBe(text);
    expect(evaluate(`${text}\${data.n}`, { data: { n: 1 } })).toBe(`${text}1`);
    expect(evaluate('${data.s.length}', { data: { s: text } })).toBe(100_000);
    expect(evaluate('${data.s}', { data: { s: text } })).toBe(text);
  });

  it('rejects 10k nested parentheses without overflowing the stack', () => {
    const deep = `${'('.repeat(10_000)}1${')'.repeat(10_000)}`;
    expect(compileError(deep).message).toMatch(/longer than/);
    const underLength = `${'('.repeat(900)}1${')'.repeat(900)}`;
    expect(compileError(underLength).message).toMatch(new RegExp(`nested deeper than ${MAX_AST_DEPTH}`));
    expect(compileError('!'.repeat(1500) + '1').message).toMatch(/nested deeper/);
    expect(compileError('['.repeat(1000) + ']'.repeat(1000)).message).toMatch(/nested deeper/);
    expect(compileError('{a:'.repeat(400) + '1' + '}'.repeat(400)).message).toMatch(/nested deeper/);
  });

  it('rejects long operator chains by tree depth', () => {
    expect(compileError(Array.from({ length: 200 }, () => 'data').join(' + ')).message).toMatch(/nested deeper/);
    expect(compile(Array.from({ length: 30 }, () => 'data').join(' + ')).evaluate({ data: 1 })).toBe(30);
  });

  it('accepts nesting within the limit', () => {
    const ok = `${'('.repeat(30)}1${')'.repeat(30)}`;
    expect(compile(ok).evaluate({})).toBe(1);
  });

  it('rejects oversized literals, argument lists and templates', () => {
    expect(compileError(`[${Array.from({ length: 300 }, () => '1').join(',')}]`).message).toMatch(/more than 256/);
    expect(compileError(`{${Array.from({ length: 300 }, (_, i) => `k${i}:1`).join(',')}}`).message).toMatch(/more than 256/);
    expect(compileError(`max(${Array.from({ length: 300 }, () => '1').join(',')})`).message).toMatch(/more than 256/);
    expect(collectBindingErrors('${1}'.repeat(300))[0]?.message).toMatch(/more than 256/);
  });

  it('handles very large and odd numbers', () => {
    expect(compile('1e308 * 10').evaluate({})).toBe(Infinity);
    expect(compile('99999999999999999999999').evaluate({})).toBe(1e23);
    expect(compile('money(1e21)').evaluate({})).toBe('¥1e+21');
    expect(compile('money(data)').evaluate({ data: Number.MAX_VALUE })).toMatch(/^¥/);
    expect(compile('round(data, 2)').evaluate({ data: 1e300 })).toBe(1e300);
    expect(compile('date(data)').evaluate({ data: 8.64e15 + 1 })).toBe('');
    expect(compile('0.1 + 0.2').evaluate({})).toBeCloseTo(0.3);
  });

  it('handles unicode in strings and keys, rejects it in names', () => {
    const scope = { data: { 名字: '茶', emoji: '😀' } };
    expect(evaluate("${data['名字']}", scope)).toBe('茶');
    expect(evaluate('${len(data.emoji)}', scope)).toBe(2);
    expect(evaluate('${"\\u{1F600}" == data.emoji}', scope)).toBe(true);
    expect(compileError('data.名字').message).toMatch(/unexpected character/);
    expect(compileError('data\u2028.x').message).toMatch(/unexpected character/);
  });

  it('bounds the compile cache', () => {
    for (let i = 0; i < CACHE_SIZE + 500; i++) compile(`data.n + ${i}`);
    expect(expressionCacheSize()).toBeLessThanOrEqual(CACHE_SIZE);
  });
});

describe('deep and huge data', () => {
  it('reads paths in 10 000-deep data', () => {
    const data = nestedObject(10_000, 'leaf');
    expect(evaluate('${data.child.child.child.child}', { data })).toBeTypeOf('object');
    expect(evaluate('${json(data) == ""}', { data })).toBeTypeOf('boolean');
  });

  it('resolveDeep stops at its depth limit on 10 000-deep input', () => {
    const value = nestedObject(10_000, '${data.n}');
    const resolved = resolveDeep(value, { data: { n: 1 } });
    expect(resolved).toBe(value);
    const shallow = nestedObject(MAX_RESOLVE_DEPTH - 1, '${data.n}');
    let node = resolveDeep(shallow, { data: { n: 1 } }) as { child: unknown };
    for (let i = 0; i < MAX_RESOLVE_DEPTH - 2; i++) node = node.child as { child: unknown };
    expect(node.child).toBe(1);
  });

  it('hasBinding and collectBindingErrors walk 10 000-deep input iteratively', () => {
    const value = nestedObject(10_000, 'x ${data.}');
    expect(hasBinding(value)).toBe(true);
    const problems = collectBindingErrors(value);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path.startsWith('$.child.child')).toBe(true);
  });

  it('hasBinding and collectBindingErrors survive cycles', () => {
    const cyclic: Record<string, unknown> = { a: 'plain' };
    cyclic.self = cyclic;
    expect(hasBinding(cyclic)).toBe(false);
    expect(collectBindingErrors(cyclic)).toEqual([]);
    expect(() => resolveDeep(cyclic, {})).not.toThrow();
  });

  it('resolveDeep bounds the work on huge arrays', () => {
    const huge = Array.from({ length: 120_000 }, () => '${data.n}');
    const resolved = resolveDeep(huge, { data: { n: 1 } }) as unknown[];
    expect(resolved).toHaveLength(120_000);
    expect(resolved[0]).toBe(1);
    expect(resolved[119_999]).toBe('${data.n}');
  });

  it('evaluates against huge arrays', () => {
    const data = Array.from({ length: 1_000_000 }, (_, i) => i);
    expect(evaluate('${data[999999]}', { data })).toBe(999_999);
    expect(evaluate('${len(data)}', { data })).toBe(1_000_000);
    expect(evaluate('${includes(data, 5)}', { data })).toBe(true);
  });
});
