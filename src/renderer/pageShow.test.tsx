import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { PageView } from './PageView.tsx';
import { noGlobals, page, registerTestWidgets, runtimeWith } from './testing.tsx';
import { loadWidget } from './registry.ts';
import type { PageSchema } from './types.ts';

beforeAll(async () => {
  registerTestWidgets();
  await loadWidget('t-text');
});

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

const setVisibility = (v: DocumentVisibilityState) =>
  act(async () => {
    visibility = v;
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
  });

afterEach(() => {
  visibility = 'visible';
});

/** A page counting its loads and shows in state, and the answers of its `list` source. */
function counting(): { schema: PageSchema; answers: () => number; runtime: ReturnType<typeof runtimeWith> } {
  let n = 0;
  const schema = page({
    id: 'test/show',
    data: { list: { api: 'address.page' } },
    state: { loads: 0, shows: 0 },
    on: {
      load: [{ action: 'setState', path: 'loads', value: '${state.loads + 1}' }],
      show: [
        { action: 'setState', path: 'shows', value: '${state.shows + 1}' },
        { action: 'refresh', source: 'list' },
      ],
    },
    content: [{ id: 'n', type: 't-text', props: { text: 'loads ${state.loads} shows ${state.shows} answer ${data.list.n}' } }],
  });
  const runtime = runtimeWith(schema, {
    answer: () => {
      n += 1;
      return { code: 0, data: { n } };
    },
  });
  return { schema, runtime, answers: () => n };
}

const text = () => screen.getByTestId('n').textContent;

describe('the page event show (shown again)', () => {
  it('is not run the first time: on.load is, once', async () => {
    const { schema, runtime, answers } = counting();
    render(<PageView schema={schema} runtime={runtime} globals={noGlobals()} />);
    await waitFor(() => expect(text()).toBe('loads 1 shows 0 answer 1'));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(answers()).toBe(1);
  });

  it('runs when the kept runtime of a page mounts again (back to its history entry), refreshing the source named', async () => {
    const { schema, runtime, answers } = counting();
    const first = render(<PageView schema={schema} runtime={runtime} globals={noGlobals()} />);
    await waitFor(() => expect(text()).toBe('loads 1 shows 0 answer 1'));
    first.unmount();
    render(<PageView schema={schema} runtime={runtime} globals={noGlobals()} />);
    // The kept data shows at once, then the refreshed answer.
    await waitFor(() => expect(text()).toBe('loads 1 shows 1 answer 2'));
    expect(answers()).toBe(2);
  });

  it('runs when the document becomes visible again while the page is on screen, not while it stays visible', async () => {
    const { schema, runtime, answers } = counting();
    const view = render(<PageView schema={schema} runtime={runtime} globals={noGlobals()} />);
    await waitFor(() => expect(text()).toBe('loads 1 shows 0 answer 1'));
    await setVisibility('visible'); // no change: nothing
    expect(answers()).toBe(1);
    await setVisibility('hidden');
    expect(answers()).toBe(1);
    await setVisibility('visible');
    await waitFor(() => expect(text()).toBe('loads 1 shows 1 answer 2'));
    // Gone from the screen: a page no longer shown hears nothing.
    view.unmount();
    await setVisibility('hidden');
    await setVisibility('visible');
    expect(answers()).toBe(2);
  });

  it('runs when the document comes back from the back/forward cache', async () => {
    const { schema, runtime } = counting();
    render(<PageView schema={schema} runtime={runtime} globals={noGlobals()} />);
    await waitFor(() => expect(text()).toBe('loads 1 shows 0 answer 1'));
    const pageshow = (persisted: boolean) =>
      act(async () => {
        window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
        await Promise.resolve();
      });
    await pageshow(false); // a fresh document load: the first show
    expect(text()).toBe('loads 1 shows 0 answer 1');
    await pageshow(true);
    await waitFor(() => expect(text()).toBe('loads 1 shows 1 answer 2'));
  });

  it('a page without on.show is not refreshed when shown again', async () => {
    let n = 0;
    const schema = page({ data: { list: { api: 'address.page' } }, content: [{ id: 'n', type: 't-text', props: { text: 'answer ${data.list.n}' } }] });
    const runtime = runtimeWith(schema, { answer: () => ({ code: 0, data: { n: (n += 1) } }) });
    const first = render(<PageView schema={schema} runtime={runtime} globals={noGlobals()} />);
    await waitFor(() => expect(text()).toBe('answer 1'));
    first.unmount();
    render(<PageView schema={schema} runtime={runtime} globals={noGlobals()} />);
    await setVisibility('hidden');
    await setVisibility('visible');
    expect(text()).toBe('answer 1');
    expect(n).toBe(1);
  });
});
