import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PageRenderer } from './PageRenderer.tsx';
import { PageView } from './PageView.tsx';
import { resetReported, setDevMode, setReporter, type Problem } from './report.ts';
import { noGlobals, page, registerTestWidgets, runtimeWith } from './testing.tsx';
import { loadWidget, registerWidget, unregisterWidget } from './registry.ts';
import type { PageSchema } from './types.ts';

let problems: Problem[] = [];

beforeAll(async () => {
  registerTestWidgets();
  await Promise.all(['t-text', 't-box', 't-boom', 't-button'].map((t) => loadWidget(t)));
});

beforeEach(() => {
  problems = [];
  resetReported();
  setReporter((p) => problems.push(p));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  setReporter(null);
  setDevMode(null);
  vi.restoreAllMocks();
});

async function renderPage(schema: PageSchema, opts: Parameters<typeof runtimeWith>[1] = {}) {
  const runtime = runtimeWith(schema, opts);
  await runtime.start();
  const utils = render(<PageRenderer runtime={runtime} globals={{ member: { nickname: 'Ann' }, site: {}, cart: { cartNumber: 3 } }} />);
  return { runtime, ...utils };
}

describe('PageRenderer', () => {
  it('resolves bindings in props against data, state, query and the globals; defaults fill the rest', async () => {
    const schema = page({
      data: { goods: { api: 'goods.detail' } },
      state: { tab: 2 },
      content: [
        { id: 'a', type: 't-text', props: { text: 'Hi ${member.nickname}, tab ${state.tab}, id ${query.id}' } },
        { id: 'b', type: 't-text', props: { text: '${data.goods.name}' } },
        { id: 'c', type: 't-text' },
        { id: 'd', type: 't-text', props: { text: '${data.missing.x}' } },
      ],
    });
    await renderPage(schema, { query: { id: '7' }, answer: () => ({ code: 0, data: { name: 'Tea' } }) });
    expect(screen.getByTestId('a').textContent).toBe('Hi Ann, tab 2, id 7');
    expect(screen.getByTestId('b').textContent).toBe('Tea');
    expect(screen.getByTestId('c').textContent).toBe('default text');
    expect(screen.getByTestId('c').dataset.tone).toBe('plain');
    // a binding that yields undefined falls back to the default
    expect(screen.getByTestId('d').textContent).toBe('default text');
  });

  it('evaluates visible (boolean, binding, bare expression) and follows state changes', async () => {
    const schema = page({
      state: { show: false },
      content: [
        { id: 'yes', type: 't-text', visible: true },
        { id: 'no', type: 't-text', visible: false },
        { id: 'bound', type: 't-text', visible: '${state.show}' },
        { id: 'bare', type: 't-text', visible: '!state.show' },
      ],
    });
    const { runtime } = await renderPage(schema);
    expect(screen.queryByTestId('yes')).not.toBeNull();
    expect(screen.queryByTestId('no')).toBeNull();
    expect(screen.queryByTestId('bound')).toBeNull();
    expect(screen.queryByTestId('bare')).not.toBeNull();
    act(() => void runtime.setState('show', true));
    expect(screen.queryByTestId('bound')).not.toBeNull();
    expect(screen.queryByTestId('bare')).toBeNull();
  });

  it('renders slots inline, and a repeater renders its slot per item with item/index in scope', async () => {
    const schema = page({
      data: { list: { api: 'goods.page' } },
      content: [
        {
          id: 'outer',
          type: 't-box',
          slots: { default: [{ id: 'child', type: 't-text', props: { text: 'inside' } }] },
        },
        {
          id: 'rep',
          type: 't-box',
          props: { items: '${data.list.list}' },
          slots: { default: [{ id: 'cell', type: 't-text', props: { text: '${index}:${item.name}' } }] },
        },
      ],
    });
    await renderPage(schema, { answer: () => ({ code: 0, data: { list: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] } }) });
    expect(screen.getByTestId('outer').textContent).toBe('inside');
    const rows = screen.getAllByTestId('rep-row');
    expect(rows.map((r) => r.textContent)).toEqual(['0:a', '1:b', '2:c']);
  });

  it('isolates a throwing widget: siblings render, development shows id/type/error, the error is reported', async () => {
    setDevMode(true);
    const schema = page({
      content: [
        { id: 'before', type: 't-text', props: { text: 'before' } },
        { id: 'bad', type: 't-boom', props: { message: 'kaput' } },
        { id: 'after', type: 't-text', props: { text: 'after' } },
      ],
    });
    await renderPage(schema);
    expect(screen.getByTestId('before').textContent).toBe('before');
    expect(screen.getByTestId('after').textContent).toBe('after');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('t-boom');
    expect(alert.textContent).toContain('#bad');
    expect(alert.textContent).toContain('kaput');
    expect(problems.some((p) => p.message.includes('node "bad"') && p.message.includes('$.content[1]'))).toBe(true);
  });

  it('in production a throwing widget renders nothing and is reported once', async () => {
    setDevMode(false);
    const schema = page({
      content: [
        { id: 'bad', type: 't-boom' },
        { id: 'ok', type: 't-text', props: { text: 'fine' } },
      ],
    });
    const { runtime, rerender } = await renderPage(schema);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('ok').textContent).toBe('fine');
    rerender(<PageRenderer runtime={runtime} globals={noGlobals()} />);
    expect(problems.filter((p) => p.key.startsWith('node:')).length).toBe(1);
  });

  it('an unknown type shows a marker in development and is skipped in production (a warning, no console error)', async () => {
    setDevMode(true);
    const schema = page({ content: [{ id: 'u', type: 'no-such-widget' }, { id: 'k', type: 't-text' }] });
    const first = await renderPage(schema);
    expect(first.container.textContent).toContain('unknown widget type "no-such-widget"');
    first.unmount();

    resetReported();
    problems.length = 0;
    setDevMode(false);
    // console.error is already spied on for every test (beforeEach): count only from here.
    const errors = vi.spyOn(console, 'error');
    errors.mockClear();
    const warns = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const second = await renderPage(schema);
    expect(second.container.textContent).not.toContain('no-such-widget');
    expect(second.container.querySelector('[data-node-id="u"]')).toBeNull();
    expect(screen.getByTestId('k')).not.toBeNull();
    expect(problems.filter((p) => p.message.includes('unknown widget type "no-such-widget"')).map((p) => p.level)).toEqual(['warning']);
    expect(errors.mock.calls.filter((c) => String(c[0]).includes('no-such-widget'))).toEqual([]);
    expect(warns.mock.calls.some((c) => String(c[0]).includes('no-such-widget'))).toBe(true);
    errors.mockRestore();
    warns.mockRestore();
  });

  it('reports a malformed document with JSON paths and renders the rest', async () => {
    const schema = {
      schemaVersion: 1,
      id: 'bad/doc',
      content: [
        { id: 'ok1', type: 't-text', props: { text: 'one' } },
        { type: 't-text' },
        { id: 'noType' },
        { id: 'p', type: 't-text', props: 'oops' },
        { id: 'box', type: 't-box', slots: { default: 'not-an-array', other: [{ id: 'deep', props: {} }] } },
        { id: 'ok2', type: 't-text', props: { text: 'two' } },
      ],
    } as unknown as PageSchema;
    await renderPage(schema);
    expect(screen.getByTestId('ok1').textContent).toBe('one');
    expect(screen.getByTestId('ok2').textContent).toBe('two');
    expect(screen.getByTestId('p').textContent).toBe('default text');
    expect(screen.getByTestId('box')).not.toBeNull();
    const messages = problems.map((p) => p.message).join('\n');
    expect(messages).toContain('$.content[1]: missing "id"');
    expect(messages).toContain('$.content[2]: missing "type"');
    expect(messages).toContain('$.content[3].props: props must be an object');
    expect(messages).toContain('$.content[4].slots.default: a slot must be an array');
    expect(messages).toContain('$.content[4].slots.other[0]: missing "type"');
  });

  it('reports broken bindings once when the page loads, with their JSON path', async () => {
    const schema = page({ content: [{ id: 'x', type: 't-text', props: { text: 'a ${data.(} b' } }] });
    await renderPage(schema);
    const hits = problems.filter((p) => p.key.startsWith('binding:'));
    expect(hits.length).toBe(1);
    expect(hits[0]?.message).toContain('$.content[0].props.text');
  });

  it('emit runs the node actions with event in scope and the latest page state', async () => {
    const schema = page({
      state: { count: 1 },
      content: [
        {
          id: 'btn',
          type: 't-button',
          on: { click: [{ action: 'setState', path: 'count', value: '${state.count + event.n}' }] },
        },
        { id: 'out', type: 't-text', props: { text: 'count ${state.count}' } },
      ],
    });
    await renderPage(schema);
    await act(async () => {
      fireEvent.click(screen.getByTestId('btn'));
    });
    expect(screen.getByTestId('out').textContent).toBe('count 2');
    await act(async () => {
      fireEvent.click(screen.getByTestId('btn'));
    });
    expect(screen.getByTestId('out').textContent).toBe('count 3');
  });
});

describe('lazy widget chunks', () => {
  it('a node whose chunk is not loaded yet renders when it arrives (siblings are not held back)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    registerWidget({
      type: 't-late',
      version: '1.0.0',
      load: async () => {
        await gate;
        return { default: ({ node }: { node: { id: string } }) => <b data-testid={node.id}>late</b> };
      },
    });
    const runtime = runtimeWith(page({ content: [{ id: 'late', type: 't-late' }, { id: 'now', type: 't-text', props: { text: 'now' } }] }));
    render(<PageRenderer runtime={runtime} globals={noGlobals()} />);
    expect(screen.getByTestId('now').textContent).toBe('now');
    expect(screen.queryByTestId('late')).toBeNull();
    await act(async () => {
      release();
      await gate;
    });
    expect((await screen.findByTestId('late')).textContent).toBe('late');
    unregisterWidget('t-late');
  });
});

describe('PageView', () => {
  it('shows the fallback until the critical round settled, then the page, then loads deferred data', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls: string[] = [];
    const schema = page({
      data: {
        main: { api: 'a.main' },
        extra: { api: 'a.extra', load: 'deferred' },
      },
      content: [
        { id: 'm', type: 't-text', props: { text: '${data.main.v}' } },
        { id: 'e', type: 't-text', props: { text: '${data.extra.v ?? "…"}' } },
      ],
    });
    render(
      <PageView
        schema={schema}
        fallback={<p>loading</p>}
        globals={noGlobals()}
        env={{
          globals: noGlobals,
          loadNamespaces: async () => undefined,
          request: async (api) => {
            calls.push(api);
            if (api === 'a.main') await gate;
            return { code: 0, data: { v: api } };
          },
        }}
      />,
    );
    expect(screen.getByText('loading')).not.toBeNull();
    await act(async () => {
      await Promise.resolve();
    });
    expect(calls).toEqual(['a.main']);
    await act(async () => {
      release();
      await gate;
    });
    await screen.findByText('a.main');
    await screen.findByText('a.extra');
    expect(calls).toEqual(['a.main', 'a.extra']);
  });

  it('meta.requires: a required source the API refuses (-1) shows the not-found state; no answer at all does not', async () => {
    const schema = page({
      meta: { requires: ['order'] },
      data: { order: { api: 'a.order' } },
      content: [{ id: 'n', type: 't-text', props: { text: 'order ${data.order.v}' } }],
    });
    const view = (request: () => Promise<{ code: number; message?: string; data?: unknown }>) =>
      render(<PageView schema={schema} notFound={<p>not found</p>} globals={noGlobals()} env={{ globals: noGlobals, loadNamespaces: async () => undefined, request }} />);
    const refused = view(async () => ({ code: -1, message: 'Missing parameter order_id', data: null }));
    await screen.findByText('not found');
    expect(screen.queryByTestId('n')).toBeNull();
    refused.unmount();
    const offline = view(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await screen.findByTestId('n')).textContent).toBe('order ');
    expect(screen.queryByText('not found')).toBeNull();
    offline.unmount();
    view(async () => ({ code: 0, data: { v: 7 } }));
    expect((await screen.findByTestId('n')).textContent).toBe('order 7');
  });

  it('runs the page on.load actions once per page instance, after the first render', async () => {
    const schema = page({
      state: { loads: 0 },
      on: { load: [{ action: 'setState', path: 'loads', value: '${state.loads + 1}' }] },
      content: [{ id: 'n', type: 't-text', props: { text: 'loads ${state.loads}' } }],
    });
    const runtime = runtimeWith(schema);
    const first = render(<PageView schema={schema} runtime={runtime} globals={noGlobals()} />);
    expect((await screen.findByTestId('n')).textContent).toBe('loads 1');
    first.unmount();
    render(<PageView schema={schema} runtime={runtime} globals={noGlobals()} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByTestId('n').textContent).toBe('loads 1');
  });
});
