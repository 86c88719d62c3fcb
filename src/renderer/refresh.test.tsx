import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { PullToRefresh, PULL_OFFSET } from '../shell/PullToRefresh.tsx';
import { useRefreshSignal } from './hooks.ts';
import { PageView } from './PageView.tsx';
import { refreshPage } from './refresh.ts';
import { createRefreshSignal, refreshSignalOf } from './refreshSignal.ts';
import { registerWidget, unregisterWidget } from './registry.ts';
import { page, registerTestWidgets, runtimeWith } from './testing.tsx';
import type { ApiResult } from './loader.ts';
import type { WidgetProps } from './types.ts';

const tick = () => act(async () => {
  await new Promise((r) => setTimeout(r, 0));
});

describe('refresh signal', () => {
  it('counts generations and tells subscribers', async () => {
    const s = createRefreshSignal();
    const seen: number[] = [];
    const off = s.subscribe(() => seen.push(s.generation()));
    expect(s.generation()).toBe(0);
    await s.bump(); // nobody fetching: settles at once
    await s.bump();
    off();
    await s.bump();
    expect(seen).toEqual([1, 2]);
    expect(s.generation()).toBe(3);
  });

  it('a bump waits for every member joined before it, until each settled that generation or left', async () => {
    const s = createRefreshSignal();
    const a = s.join();
    const b = s.join();
    let done = false;
    const p = s.bump().then(() => (done = true));
    const late = s.join(); // joined after: not waited for
    a.settled(0); // an older fetch settling does not count
    await Promise.resolve();
    expect(done).toBe(false);
    a.settled(1);
    await Promise.resolve();
    expect(done).toBe(false);
    b.leave();
    await p;
    expect(done).toBe(true);
    late.settled(1);
  });

  it('overlapping bumps: a later settle releases the earlier bump too', async () => {
    const s = createRefreshSignal();
    const a = s.join();
    const order: string[] = [];
    const first = s.bump().then(() => order.push('first'));
    const second = s.bump().then(() => order.push('second'));
    a.settled(2);
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
  });

  it('one signal per page runtime', () => {
    const r1 = runtimeWith(page({}));
    const r2 = runtimeWith(page({}));
    expect(refreshSignalOf(r1)).toBe(refreshSignalOf(r1));
    expect(refreshSignalOf(r1)).not.toBe(refreshSignalOf(r2));
  });

  it('outside a page the hook reads generation 0 and settling is harmless', () => {
    const { result } = renderHook(() => useRefreshSignal());
    expect(result.current.generation).toBe(0);
    expect(() => result.current.settled(0)).not.toThrow();
  });
});

// ── a self-fetching test widget through the real renderer ─────────────────────────────────────

interface Call {
  generation: number;
  resolve: (text: string) => void;
}
let calls: Call[] = [];

/** Fetches "its own data" (a promise the test resolves) keyed by the page's refresh generation. */
function TFetch({ node }: WidgetProps<Record<string, unknown>>): ReactElement {
  const { generation, settled } = useRefreshSignal();
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    new Promise<string>((resolve) => calls.push({ generation, resolve })).then((text) => {
      if (!live) return;
      setShown(text);
      settled(generation);
    });
    return () => {
      live = false;
    };
  }, [generation, settled]);
  return <p data-testid={node.id}>{shown ?? 'skeleton'}</p>;
}

afterEach(() => {
  calls = [];
  unregisterWidget('t-fetch');
});

function pageWithWidgets(answer: (api: string) => Promise<ApiResult>) {
  registerTestWidgets();
  registerWidget({ type: 't-fetch', version: '1.0.0', load: async () => ({ default: TFetch }) });
  return runtimeWith(
    page({
      id: 'test/refresh',
      data: { news: { api: 'news.list' } },
      content: [
        { id: 'source', type: 't-text', props: { text: '${data.news.title}' } },
        { id: 'a', type: 't-fetch' },
        { id: 'b', type: 't-fetch' },
      ],
    }),
    { answer },
  );
}

describe('refreshPage', () => {
  it('reloads the page sources and every self-fetching widget once, in parallel; resolves when all settled', async () => {
    let round = 0;
    const sourceGates: Array<() => void> = [];
    const runtime = pageWithWidgets(async () => {
      const r = round;
      if (r > 0) await new Promise<void>((resolve) => sourceGates.push(resolve));
      return { code: 0, data: { title: `news ${r}` } };
    });
    render(<PageView schema={runtime.schema} runtime={runtime} />);
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => calls.forEach((c) => c.resolve('first')));
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('first'));
    expect(screen.getByTestId('source').textContent).toBe('news 0');

    round = 1;
    let done = false;
    await act(async () => {
      void refreshPage(runtime).then(() => (done = true));
    });
    // both widgets fetch again for generation 1 while the source is still on its way
    await waitFor(() => expect(calls.filter((c) => c.generation === 1)).toHaveLength(2));
    expect(sourceGates).toHaveLength(1);
    expect(screen.getByTestId('a').textContent).toBe('first');
    expect(screen.getByTestId('source').textContent).toBe('news 0');

    act(() => calls[2]!.resolve('second'));
    await tick();
    expect(done).toBe(false);
    act(() => sourceGates[0]!());
    await tick();
    expect(screen.getByTestId('source').textContent).toBe('news 1');
    expect(done).toBe(false); // widget b still loading
    act(() => calls[3]!.resolve('second'));
    await waitFor(() => expect(done).toBe(true));
    expect(screen.getByTestId('b').textContent).toBe('second');
    expect(calls).toHaveLength(4);
  });

  it('the pull-to-refresh indicator stays until the widgets settled', async () => {
    const runtime = pageWithWidgets(async () => ({ code: 0, data: { title: 'news' } }));
    render(
      <PullToRefresh onRefresh={() => refreshPage(runtime)} getScrollTop={() => 0}>
        <PageView schema={runtime.schema} runtime={runtime} />
      </PullToRefresh>,
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => calls.forEach((c) => c.resolve('first')));
    const area = document.querySelector('.sh-ptr') as HTMLElement;
    const indicator = area.firstElementChild as HTMLElement;
    fireEvent.touchStart(area, { touches: [{ clientX: 10, clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientX: 10, clientY: 100 + PULL_OFFSET + 5 }] });
    fireEvent.touchEnd(area);
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(indicator.dataset.phase).toBe('refreshing');
    act(() => calls[2]!.resolve('second'));
    await tick();
    expect(indicator.dataset.phase).toBe('refreshing');
    act(() => calls[3]!.resolve('second'));
    await waitFor(() => expect(indicator.dataset.phase).toBe('idle'));
    expect(screen.getByTestId('a').textContent).toBe('second');
  });

  it('does not wait for a widget that unmounts during the refresh', async () => {
    const runtime = pageWithWidgets(async () => ({ code: 0, data: { title: 'news' } }));
    const view = render(<PageView schema={runtime.schema} runtime={runtime} />);
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => calls.forEach((c) => c.resolve('first')));
    let done = false;
    await act(async () => {
      void refreshPage(runtime).then(() => (done = true));
    });
    await waitFor(() => expect(calls).toHaveLength(4));
    act(() => calls[2]!.resolve('second'));
    view.unmount();
    await waitFor(() => expect(done).toBe(true));
  });
});
