import { afterEach, describe, expect, it, vi } from 'vitest';
import { BindingError, evaluate, setBindingErrorReporter } from './index.ts';
import { resetReportedErrors } from './errors.ts';

const scope = { data: { n: 3, name: 'Tea', obj: { a: 1 }, list: [1, 2], nil: null }, member: { nickname: 'Ann' } };

afterEach(() => {
  setBindingErrorReporter(null);
  resetReportedErrors();
});

describe('templates', () => {
  it.each<[unknown, unknown]>([
    ['${data.n}', 3],
    ['${data.obj}', { a: 1 }],
    ['${data.list}', [1, 2]],
    ['${data.nil}', null],
    ['${data.missing}', undefined],
    ['${ data.n }', 3],
    ['${data.n > 2}', true],
    ['Hi ${member.nickname}!', 'Hi Ann!'],
    ['${data.n}${data.n}', '33'],
    [' ${data.n}', ' 3'],
    ['${data.n} ', '3 '],
    ['n=${data.n}, missing=${data.missing}, nil=${data.nil}', 'n=3, missing=, nil='],
    ['obj=${data.obj} list=${data.list}', 'obj= list='],
    ['${true} ${false} ${0}', 'true false 0'],
    ['${{a: 1}.a}', 1],
    ['${"}"}', '}'],
    ["${'{'} and ${'}'}", '{ and }'],
    ['${"a\\"}b"}', 'a"}b'],
    ['plain text', 'plain text'],
    ['', ''],
    ['$ {not} $', '$ {not} $'],
    ['$${data.n}', '${data.n}'],
    ['cost $${x} is ${data.n}', 'cost ${x} is 3'],
    ['$$${data.n}', '$${data.n}'],
    ['${data.n}$${y}', '3${y}'],
    ['${data.name}中文😀', 'Tea中文😀'],
    [42, 42],
    [null, null],
    [undefined, undefined],
  ])('%j', (template, expected) => {
    expect(evaluate(template, scope)).toEqual(expected);
  });

  it('passes non-string values through untouched', () => {
    const obj = { a: '${data.n}' };
    expect(evaluate(obj, scope)).toBe(obj);
  });
});

describe('error reporting', () => {
  it('yields undefined and reports a broken template once, with its position', () => {
    const reporter = vi.fn();
    setBindingErrorReporter(reporter);
    expect(evaluate('Hi ${data.}', scope)).toBeUndefined();
    expect(evaluate('Hi ${data.}', scope)).toBeUndefined();
    expect(reporter).toHaveBeenCalledTimes(1);
    const error = reporter.mock.calls[0]?.[0] as BindingError;
    expect(error).toBeInstanceOf(BindingError);
    expect(error.expression).toBe('Hi ${data.}');
    expect(error.position).toBe(10);
  });

  it('reports an unterminated ${ at its start', () => {
    const reporter = vi.fn();
    setBindingErrorReporter(reporter);
    expect(evaluate('a ${data.n', scope)).toBeUndefined();
    expect((reporter.mock.calls[0]?.[0] as BindingError).position).toBe(2);
    expect((reporter.mock.calls[0]?.[0] as BindingError).message).toMatch(/unterminated/);
  });

  it('reports a throwing registered function and yields undefined', async () => {
    const { registerFunction } = await import('./index.ts');
    registerFunction('boomTest', () => {
      throw new Error('boom');
    });
    const reporter = vi.fn();
    setBindingErrorReporter(reporter);
    expect(evaluate('${boomTest()}', scope)).toBeUndefined();
    expect(evaluate('x${boomTest()}', scope)).toBe('x');
    expect(reporter).toHaveBeenCalledTimes(1);
    expect((reporter.mock.calls[0]?.[0] as BindingError).message).toMatch(/boom/);
  });

  it('is quiet by default in tests and survives a throwing reporter', () => {
    expect(evaluate('${nope(}', scope)).toBeUndefined();
    setBindingErrorReporter(() => {
      throw new Error('reporter broke');
    });
    expect(evaluate('${nope2(}', scope)).toBeUndefined();
  });

  it('setBindingErrorReporter returns the previous reporter', () => {
    const first = vi.fn();
    setBindingErrorReporter(first);
    expect(setBindingErrorReporter(null)).toBe(first);
  });
});
