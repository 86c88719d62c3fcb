import { describe, expect, it } from 'vitest';
import { compile, evaluate, hasFunction, registerFunction } from '../index.ts';
import { BUILTIN_FUNCTIONS } from './builtins.ts';
import { date } from './format.ts';

const call = (expr: string, scope = {}): unknown => compile(expr).evaluate(scope);

describe('registry', () => {
  it('has every documented built-in', () => {
    const documented = ['t', 'money', 'price', 'date', 'len', 'img', 'default', 'join', 'includes', 'min', 'max', 'round',
      'floor', 'ceil', 'number', 'string', 'upper', 'lower', 'truncate', 'encode', 'json', 'not', 'and', 'or'];
    expect([...BUILTIN_FUNCTIONS].sort()).toEqual([...documented].sort());
    for (const name of documented) expect(hasFunction(name)).toBe(true);
  });

  it('lets t be replaced (the i18n module does this) without recompiling', () => {
    const expr = compile("t('cart.added', {n: 2})");
    expect(expr.evaluate({})).toBe('cart.added');
    registerFunction('t', (key, vars) => `${String(key)}:${JSON.stringify(vars)}`);
    try {
      expect(expr.evaluate({})).toBe('cart.added:{"n":2}');
    } finally {
      registerFunction('t', (key) => String(key));
    }
  });

  it('makes a previously unknown function compile once registered', () => {
    expect(evaluate('${laterFn(1)}', {})).toBeUndefined();
    registerFunction('laterFn', (x) => Number(x) + 1);
    expect(evaluate('${laterFn(1)}', {})).toBe(2);
  });

  it('rejects bad names and non-functions', () => {
    expect(() => registerFunction('a.b', () => 1)).toThrow(TypeError);
    expect(() => registerFunction('', () => 1)).toThrow(TypeError);
    expect(() => registerFunction('x', 1 as unknown as () => unknown)).toThrow(TypeError);
  });
});

describe('format', () => {
  it.each<[string, unknown]>([
    ['money(12.5)', '¥12.50'],
    ["money('12.5')", '¥12.50'],
    ["money(' 8 ')", '¥8.00'],
    ['money(0)', '¥0.00'],
    ["money('0')", '¥0.00'],
    ['money(1.005)', '¥1.01'],
    ['money(2.675)', '¥2.68'],
    ['money(0.1 + 0.2)', '¥0.30'],
    ['money(-3.456)', '-¥3.46'],
    ['money(-0.001)', '¥0.00'],
    ['money(1234567.891)', '¥1234567.89'],
    ['money(12.5, false)', '12.50'],
    ["money('')", ''],
    ["money('abc')", ''],
    ["money('12abc')", ''],
    ['money(null)', ''],
    ['money(undefined)', ''],
    ['money([1])', ''],
    ['money(1 / 0)', ''],
    ['price(12.5)', '12.50'],
    ["price('99')", '99.00'],
    ['price(null)', ''],
  ])('%s', (expr, expected) => {
    expect(call(expr)).toBe(expected);
  });

  it('date formats local time from seconds or milliseconds', () => {
    const local = new Date(2024, 0, 5, 7, 8, 9);
    const seconds = local.getTime() / 1000;
    expect(call('date(data.t)', { data: { t: seconds } })).toBe('2024-01-05 07:08:09');
    expect(call('date(data.t)', { data: { t: String(seconds) } })).toBe('2024-01-05 07:08:09');
    expect(call('date(data.t)', { data: { t: local.getTime() } })).toBe('2024-01-05 07:08:09');
    expect(call("date(data.t, 'YYYY/MM/DD')", { data: { t: seconds } })).toBe('2024/01/05');
    expect(call("date(data.t, 'HH:mm')", { data: { t: seconds } })).toBe('07:08');
    expect(call("date(data.t, 'DD.MM.YYYY ss')", { data: { t: seconds } })).toBe('05.01.2024 09');
    expect(date(local)).toBe('2024-01-05 07:08:09');
  });

  it.each<[unknown]>([[0], ['0'], [''], [null], [undefined], ['soon'], [{}], [Infinity], [1e20]])('date(%j) is empty', (value) => {
    expect(call('date(data.t)', { data: { t: value } })).toBe('');
  });
});

describe('img', () => {
  it.each<[string, unknown]>([
    ["img('upload/goods/a.jpg')", '/upload/goods/a.jpg'],
    ["img('/upload/goods/a.jpg')", '/upload/goods/a.jpg'],
    ["img('upload/goods/a.jpg,upload/goods/b.jpg')", '/upload/goods/a.jpg'],
    ["img(' upload/a.jpg , b.jpg')", '/upload/a.jpg'],
    ["img('upload/goods/a.jpg', 'big')", '/upload/goods/a_BIG.jpg'],
    ["img('upload/goods/a.jpg', 'mid')", '/upload/goods/a_MID.jpg'],
    ["img('upload/goods/a.jpg', 'small')", '/upload/goods/a_SMALL.jpg'],
    ["img('upload/goods/a.b.png', 'mid')", '/upload/goods/a.b_MID.png'],
    ["img('upload/v1.2/file', 'mid')", '/upload/v1.2/file'],
    ["img('upload/a.jpg?x=1', 'mid')", '/upload/a_MID.jpg?x=1'],
    ["img('upload/a.jpg', 'huge')", '/upload/a.jpg'],
    ["img('http://cdn.example.com/a.jpg')", 'http://cdn.example.com/a.jpg'],
    ["img('https://cdn.example.com/a.jpg', 'small')", 'https://cdn.example.com/a_SMALL.jpg'],
    ["img('HTTPS://cdn.example.com/a.jpg')", 'HTTPS://cdn.example.com/a.jpg'],
    ["img('//cdn.example.com/a.jpg')", '//cdn.example.com/a.jpg'],
    ["img('data:image/png;base64,AAAA', 'mid')", 'data:image/png;base64,AAAA'],
    ["img('')", ''],
    ["img(' , a.jpg')", ''],
    ['img(null)', ''],
    ['img(12)', ''],
  ])('%s', (expr, expected) => {
    expect(call(expr)).toBe(expected);
  });
});

describe('text', () => {
  it.each<[string, unknown]>([
    ['string(12)', '12'],
    ['string(null)', ''],
    ['string(undefined)', ''],
    ['string([1])', ''],
    ['string(true)', 'true'],
    ["upper('abc')", 'ABC'],
    ["lower('ABC')", 'abc'],
    ['upper(null)', ''],
    ["truncate('abcdef', 3)", 'abc…'],
    ["truncate('abc', 3)", 'abc'],
    ["truncate('abc', 0)", '…'],
    ["truncate('😀😀😀', 2)", '😀😀…'],
    ["truncate('中文字符', 2)", '中文…'],
    ["truncate('abc', 'x')", 'abc'],
    ["encode('a b&c=中')", 'a%20b%26c%3D%E4%B8%AD'],
    ["encode('\\uD800')", ''],
    ['encode(null)', ''],
    ["json({a: [1, 'x']})", '{"a":[1,"x"]}'],
    ['json(undefined)', ''],
    ["json('s')", '"s"'],
  ])('%s', (expr, expected) => {
    expect(call(expr)).toBe(expected);
  });

  it('json of a cyclic value is empty', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(call('json(data)', { data: cyclic })).toBe('');
  });
});

describe('collection', () => {
  it.each<[string, unknown]>([
    ["len('abc')", 3],
    ['len([1, 2])', 2],
    ['len({a: 1, b: 2})', 2],
    ['len(null)', 0],
    ['len(12)', 0],
    ["join(['a', 1, null], '-')", 'a-1-'],
    ['join([1, 2])', '1,2'],
    ["join('ab', '-')", ''],
    ['includes([1, 2], 2)', true],
    ["includes([1, 2], '2')", false],
    ["includes('hello', 'ell')", true],
    ["includes('hello', 'x')", false],
    ['includes(null, 1)', false],
  ])('%s', (expr, expected) => {
    expect(call(expr)).toEqual(expected);
  });
});

describe('math', () => {
  it.each<[string, unknown]>([
    ["number('12.5')", 12.5],
    ["number(' 3 ')", 3],
    ["number('')", undefined],
    ["number('1e3')", 1000],
    ["number('abc')", undefined],
    ['number(null)', undefined],
    ['number(true)', 1],
    ['min(3, 1, 2)', 1],
    ["max(3, '10', 2)", 10],
    ['min([4, 2, 8])', 2],
    ["max([1, 'x', null], 0)", 1],
    ['min()', undefined],
    ["max('a')", undefined],
    ['round(1.005, 2)', 1.01],
    ['round(2.5)', 3],
    ['round(-2.5)', -3],
    ['round(1234, -2)', 1200],
    ["round('x')", undefined],
    ['floor(1.9)', 1],
    ['floor(-1.1)', -2],
    ["ceil('1.1')", 2],
    ['ceil(null)', undefined],
  ])('%s', (expr, expected) => {
    expect(call(expr)).toEqual(expected);
  });

  it('min/max handle huge arrays without spreading them', () => {
    const big = Array.from({ length: 200_000 }, (_, i) => i);
    expect(call('max(data)', { data: big })).toBe(199_999);
  });
});

describe('logic', () => {
  it.each<[string, unknown]>([
    ["default(null, 'x')", 'x'],
    ["default(undefined, 'x')", 'x'],
    ["default('', 'x')", 'x'],
    ["default(0, 'x')", 0],
    ["default(false, 'x')", false],
    ["default('a', 'x')", 'a'],
    ['not(0)', true],
    ['not(1)', false],
    ['and(1, true, "a")', true],
    ['and(1, 0)', false],
    ['and()', true],
    ['or(0, "", null)', false],
    ['or(0, 1)', true],
    ["t('goods.detail')", 'goods.detail'],
  ])('%s', (expr, expected) => {
    expect(call(expr)).toEqual(expected);
  });
});
