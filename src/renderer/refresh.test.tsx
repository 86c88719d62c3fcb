import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PullToRefresh, PULL_OFFSET } from '../shell/PullToRefresh.tsx';
import { PageView } from './PageView.tsx';
import { pageCaps, refreshPage } from './refresh.ts';
import { page, registerTestWidgets, runtimeWith } from './testing.tsx';
import type { ApiResult } from './loader.ts';

const tick = () => act(async () => {
  await new Promise((r) => setTimeout(r, 0));
});

/** A page of two sources shown by two texts; each answer after the first waits for its gate. */
function twoSources() {
  registerTestWidgets();
  let round = 0;
  const gates: Array<() => void> = [];
  const asked: string[] = [];
  const runtime = runtimeWith(
    page({
      id: 'test/refresh',
      data: { news: { api: 'news.list' }, tips: { api: 'tips.list' } },
      content: [
        { id: 'news', type: 't-text', props: { text: '${data.news.title}' } },
        { id: 'tips', type: 't-text', props: { text: '${data.tips.title}' } },
      ],
    }),
    {
      answer: async (api): Promise<ApiResult> => {
        asked.push(api);
        const r = round;
        if (r > 0) await new Promise<void>((resolve) => gates.push(resolve));
        return { code: 0, data: { title: `${api} ${r}` } };
      },
    },
  );
  return { runtime, gates, asked, next: () => (round += 1) };
}

describe('refreshPage', () => {
  it('reloads every source of the page and resolves once all answered; the data shown stays meanwhile', async () => {
    const { runtime, gates, asked, next } = twoSources();
    render(<PageView schema={runtime.schema} runtime={runtime} />);
    expect((await screen.findByTestId('news')).textContent).toBe('news.list 0');
    next();
    let done = false;
    await act(async () => {
      void refreshPage(runtime).then(() => (done = true));
    });
    await waitFor(() => expect(gates).toHaveLength(2));
    expect(screen.getByTestId('news').textContent).toBe('news.list 0');
    act(() => gates[0]!());
    await tick();
    expect(done).toBe(false);
    act(() => gates[1]!());
    await waitFor(() => expect(done).toBe(true));
    expect(screen.getByTestId('news').textContent).toBe('news.list 1');
    expect(screen.getByTestId('tips').textContent).toBe('tips.list 1');
    expect(asked).toEqual(['news.list', 'tips.list', 'news.list', 'tips.list']);
  });

  it('with a source, reloads that one only (the refresh action through the page capabilities)', async () => {
    const { runtime, gates, asked, next } = twoSources();
    render(<PageView schema={runtime.schema} runtime={runtime} />);
    await screen.findByText('tips.list 0');
    next();
    let done = false;
    await act(async () => {
      void pageCaps(runtime).refresh('tips').then(() => (done = true));
    });
    await waitFor(() => expect(gates).toHaveLength(1));
    act(() => gates[0]!());
    await waitFor(() => expect(done).toBe(true));
    expect(asked).toEqual(['news.list', 'tips.list', 'tips.list']);
    expect(screen.getByTestId('news').textContent).toBe('news.list 0');
    expect(screen.getByTestId('tips').textContent).toBe('tips.list 1');
  });

  it('the pull-to-refresh indicator stays until the sources answered', async () => {
    const { runtime, gates, next } = twoSources();
    render(
      <PullToRefresh onRefresh={() => refreshPage(runtime)} getScrollTop={() => 0}>
        <PageView schema={runtime.schema} runtime={runtime} />
      </PullToRefresh>,
    );
    await screen.findByText('news.list 0');
    next();
    const area = document.querySelector('.sh-ptr') as HTMLElement;
    const indicator = area.firstElementChild as HTMLElement;
    fireEvent.touchStart(area, { touches: [{ clientX: 10, clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientX: 10, clientY: 100 + PULL_OFFSET + 5 }] });
    fireEvent.touchEnd(area);
    await waitFor(() => expect(gates).toHaveLength(2));
    expect(indicator.dataset.phase).toBe('refreshing');
    act(() => gates[0]!());
    await tick();
    expect(indicator.dataset.phase).toBe('refreshing');
    act(() => gates[1]!());
    await waitFor(() => expect(indicator.dataset.phase).toBe('idle'));
    expect(screen.getByTestId('tips').textContent).toBe('tips.list 1');
  });
});
