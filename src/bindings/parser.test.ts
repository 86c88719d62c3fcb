import { describe, expect, it } from 'vitest';
import { BindingError, compile } from './index.ts';

const run = (expr: string, scope = {}): unknown => compile(expr).evaluate(scope);

describe('literals', () => {
  it.each<[string, unknown]>([
    ['1', 1],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['1e3', 1000],
    ['2E-2', 0.02],
    ['0', 0],
    ['"a"', 'a'],
    ["'a'", 'a'],
    ["'it\\'s'", "it's"],
    ['"say \\"hi\\""', 'say "hi"'],
    ['"a\\nb\\tc"', 'a\nb\tc'],
    ['"\\x41\\u0042\\u{1F600}"', 'AB😀'],
    ['"\\q"', 'q'],
    ['"中文"', '中文'],
    ['true', true],
    ['false', false],
    ['null', null],
    ['undefined', undefined],
    ['[]', []],
    ['[1, "a", [2]]', [1, 'a', [2]]],
    ['[1, 2,]', [1, 2]],
    ['{}', {}],
    ["{a: 1, 'b c': 2, \"d\": [3], 4: 5}", { a: 1, 'b c': 2, d: [3], 4: 5 }],
    ['{a: {b: {c: true}}}', { a: { b: { c: true } } }],
  ])('%s', (expr, expected) => {
    expect(run(expr)).toEqual(expected);
  });
});

describe('precedence and associativity', () => {
  it.each<[string, unknown]>([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['2 * 3 % 4', 2],
    ['-2 * 3', -6],
    ['!true || true', true],
    ['!(true || true)', false],
    ['1 + 2 > 2', true],
    ['1 < 2 == true', true],
    ['true || false && false', true],
    ['(true || false) && false', false],
    ['null ?? 1 + 1', 2],
    ['0 || 5', 5],
    ['0 ?? 5', 0],
    ['true ? 1 : 2', 1],
    ['false ? 1 : true ? 2 : 3', 2],
    ['true ? false ? 1 : 2 : 3', 2],
    ['1 > 2 ? "a" : "b"', 'b'],
    ['true?.5:1', 0.5],
    ['- -1', 1],
    ['!!1', true],
    ['+"3" + 1', 4],
  ])('%s', (expr, expected) => {
    expect(run(expr)).toEqual(expected);
  });
});

describe('rejected syntax', () => {
  it.each<[string, RegExp, number]>([
    ['', /unexpected end/, 0],
    ['1 +', /unexpected end/, 3],
    ['(1', /expected "\)"/, 2],
    ['a', /unknown name a/, 0],
    ['data.x + foo', /unknown name foo/, 9],
    ['window', /not supported/, 0],
    ['this', /not supported/, 0],
    ['new Date()', /not supported/, 0],
    ['typeof data', /not supported/, 0],
    ['data.a = 1', /assignment/, 7],
    ['data.a == 1 = 2', /assignment/, 12],
    ['data.a.b()', /only registered functions/, 8],
    ['data["x"]()', /only registered functions/, 9],
    ['money(1)(2)', /only registered functions/, 8],
    ['nope(1)', /unknown function nope/, 0],
    ['(x) => 1', /arrow/, 4],
    ['data => 1', /arrow/, 5],
    ['2 ** 3', /\*\* operator/, 2],
    ['data?.a', /optional chaining/, 4],
    ['data++', /increment/, 4],
    ['`x`', /template literals/, 0],
    ['/a/.test(data)', /unexpected "\/"/, 0],
    ['data; data', /statements/, 4],
    ['"abc', /unterminated string/, 0],
    ['"\\u12"', /bad \\u escape/, 1],
    ['1a', /malformed number/, 0],
    ['1e', /malformed number/, 0],
    ['data.', /property name/, 5],
    ['data.__proto__', /forbidden property name __proto__/, 5],
    ['data.constructor', /forbidden/, 5],
    ['data.prototype', /forbidden/, 5],
    ["data['__proto__']", /forbidden/, 5],
    ['{__proto__: 1}', /forbidden/, 1],
    ["{'constructor': 1}", /forbidden/, 1],
    ['{[data.k]: 1}', /plain key/, 1],
    ['{...data}', /plain key/, 1],
    ['[...data]', /unexpected "\."/, 1],
    ['1 2', /unexpected "2"/, 2],
    ['#', /unexpected character/, 0],
  ])('%s', (expr, message, position) => {
    let error: unknown;
    try {
      compile(expr);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BindingError);
    const bindingError = error as BindingError;
    expect(bindingError.message).toMatch(message);
    expect(bindingError.expression).toBe(expr);
    expect(bindingError.position).toBe(position);
  });
});

describe('compile cache', () => {
  it('returns the same compiled expression for the same string', () => {
    expect(compile('data.a + 1')).toBe(compile('data.a + 1'));
  });

  it('throws the same error again for a broken string', () => {
    expect(() => compile('data.')).toThrow(BindingError);
    expect(() => compile('data.')).toThrow(/property name/);
  });
});
