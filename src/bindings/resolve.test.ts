import { describe, expect, it } from 'vitest';
import { collectBindingErrors, hasBinding, resolveDeep } from './index.ts';

const scope = { data: { sku: { sku_id: 7, name: 'Tea' } }, query: { id: '7' } };

describe('resolveDeep', () => {
  it('evaluates strings inside arrays and plain objects', () => {
    const props = {
      title: '${data.sku.name}',
      label: 'id ${query.id}',
      list: ['${data.sku.sku_id}', 'plain', 3],
      nested: { deep: { value: '${data.sku}' } },
    };
    expect(resolveDeep(props, scope)).toEqual({
      title: 'Tea',
      label: 'id 7',
      list: [7, 'plain', 3],
      nested: { deep: { value: { sku_id: 7, name: 'Tea' } } },
    });
  });

  it('keeps values without bindings identical and copies only changed branches', () => {
    const still = { a: 1, b: ['x', { c: true }] };
    const props = { still, moving: { v: '${query.id}' } };
    const out = resolveDeep(props, scope) as typeof props;
    expect(out).not.toBe(props);
    expect(out.still).toBe(still);
    expect(out.moving).not.toBe(props.moving);
    expect(props.moving.v).toBe('${query.id}');
    expect(resolveDeep(still, scope)).toBe(still);
  });

  it('passes primitives and non-plain objects through', () => {
    const date = new Date(0);
    const map = new Map([['k', '${query.id}']]);
    expect(resolveDeep(date, scope)).toBe(date);
    expect(resolveDeep(map, scope)).toBe(map);
    expect(resolveDeep(5, scope)).toBe(5);
    expect(resolveDeep(null, scope)).toBe(null);
    expect(resolveDeep('${query.id}', scope)).toBe('7');
  });

  it('does not re-evaluate bindings that data brings in', () => {
    const out = resolveDeep({ v: '${data.text}' }, { data: { text: '${data.secret}', secret: 'no' } });
    expect(out).toEqual({ v: '${data.secret}' });
  });
});

describe('hasBinding', () => {
  it.each<[unknown, boolean]>([
    ['plain', false],
    ['${x}', true],
    ['a $${x}', true],
    ['$ {x}', false],
    [5, false],
    [null, false],
    [{ a: [1, { b: 'x' }] }, false],
    [{ a: [1, { b: 'x ${data.y}' }] }, true],
    [['a', ['b', ['${c}']]], true],
  ])('%j → %s', (value, expected) => {
    expect(hasBinding(value)).toBe(expected);
  });
});

describe('collectBindingErrors', () => {
  it('reports the JSON path, text, offset and message of each broken binding in document order', () => {
    const page = {
      meta: { title: "${t('goods.detail')}" },
      content: [
        { id: 'a', props: { ok: '${data.sku}', bad: 'x ${data.}' } },
        { id: 'b', props: { 'odd key': '${nope(1)}', list: ['${', 'fine'] } },
      ],
    };
    expect(collectBindingErrors(page)).toEqual([
      { path: '$.content[0].props.bad', expression: 'x ${data.}', position: 9, message: 'expected a property name after "."' },
      { path: '$.content[1].props["odd key"]', expression: '${nope(1)}', position: 2, message: 'unknown function nope' },
      { path: '$.content[1].props.list[0]', expression: '${', position: 0, message: 'unterminated ${' },
    ]);
  });

  it('takes a path prefix and returns [] for a clean document', () => {
    expect(collectBindingErrors({ a: '${data.x}' }, 'page')).toEqual([]);
    expect(collectBindingErrors(['${x}'], 'page')[0]?.path).toBe('page[0]');
  });
});
