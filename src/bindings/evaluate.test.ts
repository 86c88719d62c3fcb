import { describe, expect, it } from 'vitest';
import { compile, ROOTS } from './index.ts';
import type { Scope } from './index.ts';

const scope: Scope = {
  data: {
    sku: { sku_id: 7, price: '12.50', images: ['a.jpg', 'b.jpg'], title: 'Tea' },
    list: [{ n: 1 }, { n: 2 }],
    map: { 'a b': 1, '0': 'zero' },
    zero: 0,
    empty: '',
    nil: null,
  },
  state: { tab: 1, key: 'title' },
  query: { sku_id: '7' },
  member: { nickname: 'Ann' },
  site: {},
  cart: { count: 3 },
  item: { id: 5 },
  index: 2,
  form: { mobile: '13800138000' },
  event: { num: 2 },
};

const run = (expr: string, s: Scope = scope): unknown => compile(expr).evaluate(s);

describe('paths', () => {
  it.each<[string, unknown]>([
    ['data.sku.sku_id', 7],
    ['data.sku.images[0]', 'a.jpg'],
    ['data.sku.images[1]', 'b.jpg'],
    ['data.sku.images[2]', undefined],
    ['data.sku.images[-1]', undefined],
    ['data.sku.images.length', 2],
    ['data.sku.title.length', 3],
    ['data.sku.title[0]', 'T'],
    ["data.map['a b']", 1],
    ['data.map[0]', 'zero'],
    ['data.sku[state.key]', 'Tea'],
    ['data.list[index - 1].n', 2],
    ['data.missing', undefined],
    ['data.missing.deeper.still', undefined],
    ['data.nil.x', undefined],
    ['data.zero.x', undefined],
    ['data.sku.sku_id.toFixed', undefined],
    ['data.sku.title.toUpperCase', undefined],
    ['data.sku.hasOwnProperty', undefined],
    ['data.list.map', undefined],
    ['data.sku[data.sku]', undefined],
    ['data.sku[true]', undefined],
    ['member.nickname', 'Ann'],
    ['item.id', 5],
    ['index', 2],
    ['event.num', 2],
    ['form.mobile', '13800138000'],
    ['cart.count', 3],
    ['query.sku_id', '7'],
    ['site.name', undefined],
  ])('%s', (expr, expected) => {
    expect(run(expr)).toEqual(expected);
  });

  it('every root is accepted and missing roots are undefined', () => {
    expect(ROOTS).toEqual(['data', 'state', 'query', 'member', 'site', 'cart', 'item', 'index', 'form', 'event']);
    for (const root of ROOTS) expect(run(root, {})).toBeUndefined();
  });

  it('reads roots as own properties of the scope only', () => {
    const inherited = Object.create({ data: { leaked: true } }) as Scope;
    expect(run('data', inherited)).toBeUndefined();
  });

  it('returns raw values by reference', () => {
    expect(run('data.sku')).toBe((scope.data as { sku: unknown }).sku);
  });
});

describe('operators', () => {
  it.each<[string, unknown]>([
    ['1 + 2', 3],
    ['"a" + 1', 'a1'],
    ['1 + "a"', '1a'],
    ['data.sku.price + 1', '12.501'],
    ['+data.sku.price + 1', 13.5],
    ['data.sku + "x"', 'x'],
    ['[1] + 1', '1'],
    ['null + 1', 1],
    ['undefined + 1', NaN],
    ['true + 1', 2],
    ['7 - "2"', 5],
    ['"3" * "4"', 12],
    ['1 / 0', Infinity],
    ['7 % 3', 1],
    ['-data.sku.sku_id', -7],
    ['1 == "1"', true],
    ['1 === "1"', false],
    ['1 != "1"', false],
    ['1 !== "1"', true],
    ['null == undefined', true],
    ['null === undefined', false],
    ['data.sku == data.sku', true],
    ['data.sku == "[object Object]"', false],
    ['query.sku_id == data.sku.sku_id', true],
    ['2 < 10', true],
    ['"2" < "10"', false],
    ['"2" < 10', true],
    ['3 <= 3', true],
    ['3 > 4', false],
    ['4 >= 4', true],
    ['data.sku > 1', false],
    ['data.zero && "x"', 0],
    ['data.zero || "x"', 'x'],
    ['data.zero ?? "x"', 0],
    ['data.nil ?? "x"', 'x'],
    ['data.missing ?? "x"', 'x'],
    ['data.empty ?? "x"', ''],
    ['!data.empty', true],
    ['cart.count > 0 ? "has" : "none"', 'has'],
  ])('%s', (expr, expected) => {
    expect(run(expr)).toEqual(expected);
  });

  it('short-circuits: the right side is not evaluated', () => {
    let calls = 0;
    const spy = { get value(): number { calls++; return 1; } };
    run('false && data.spy.value', { data: { spy } });
    run('true || data.spy.value', { data: { spy } });
    run('1 ?? data.spy.value', { data: { spy } });
    run('true ? 1 : data.spy.value', { data: { spy } });
    expect(calls).toBe(0);
  });

  it('builds fresh arrays and objects from data', () => {
    expect(run('[data.sku.sku_id, {n: item.id, list: data.sku.images}]')).toEqual([7, { n: 5, list: ['a.jpg', 'b.jpg'] }]);
  });
});
