/**
 * The goods list's first page inlined by the server (`inlinedList`, bound to a page source
 * `widget_<index>` by server/modules/config/h5init.ts with ./params.ts): a guest sees it at once
 * with no request, the server's markup hydrates without a mismatch, a whole-page refresh reloads it
 * through the page source (same parameters as the widget's own request), and a member never sees
 * it (the member's list is fetched).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { goodsListFirstView, goodsSourceParams, request, useMemberStore } from '../../src/sdk/index.ts';
import { fakeFetch, ok, page, PageView, type RecordedRequest, refreshPage, runtimeWith } from '../../src/sdk/testing/index.ts';
import DiyGoodsList, { defaults, inlinedGoods } from './DiyGoodsList.tsx';
import { goodsRow, renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

const PATH = '/api/goodssku/pageComponents';

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => {
  useMemberStore.setState({ token: '', memberInfo: null });
});

/** A pageComponents answer with these goods names. */
const answer = (...names: string[]) => ({ page_count: 1, count: names.length, list: names.map((goods_name) => goodsRow({ goods_name })) });

/** The form fields a request with these parameters sends (as the API client and the server's inject write them). */
const wire = (params: Record<string, unknown> | null) => Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));

/** Lets effects and a microtask round run. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

const names = (root: ParentNode) => [...root.querySelectorAll('.dd-card:not(.dd-card--skeleton) .dd-card-name')].map((e) => e.textContent);

describe('diy-goods-list with the inlined first page', () => {
  it('the server asks for the page the widget asks for: same endpoint, same parameters', async () => {
    const cases: Array<Record<string, unknown>> = [
      {},
      { count: 4, sortWay: 'sales' },
      { sources: 'category', categoryId: '14', count: '3', sortWay: 'news' },
      { sources: 'diy', goodsId: [5, '3', 5] },
    ];
    for (const raw of cases) {
      const { requests } = fakeFetch({ [PATH]: ok(answer('A')) });
      // The widget gets its props filled with the schema defaults; the server reads the node's own.
      const view = renderWidget(DiyGoodsList, defaults, raw);
      await waitFor(() => expect(requests).toHaveLength(1));
      expect(goodsListFirstView.api).toBe('goods.pageComponents');
      expect(requests[0]!.path).toBe(PATH);
      const sent = { ...requests[0]!.body };
      for (const k of ['app_type', 'app_type_name', 'token', 'lang', 'store_id']) delete sent[k];
      expect(sent).toEqual(wire(goodsListFirstView.params(raw)));
      view.unmount();
    }
    expect(goodsListFirstView.params({ sources: 'diy', goodsId: [] })).toBeNull();
    expect(goodsListFirstView.params({})).toEqual(goodsSourceParams(defaults));
  });

  it('a guest sees the inlined page at once, with no request and no placeholder', async () => {
    const { requests } = fakeFetch({ [PATH]: ok(answer('Never')) });
    const { container } = renderWidget(DiyGoodsList, defaults, { inlinedList: answer('学生书包', '碧根果') });
    // the first render already has the goods
    expect(names(container)).toEqual(['学生书包', '碧根果']);
    expect(container.querySelectorAll('.dd-card--skeleton')).toHaveLength(0);
    await settle();
    expect(requests).toHaveLength(0);
    expect(names(container)).toEqual(['学生书包', '碧根果']);
  });

  it('an empty inlined page renders nothing; an unreadable one is fetched', async () => {
    const { requests } = fakeFetch({ [PATH]: ok(answer('Fetched')) });
    const empty = renderWidget(DiyGoodsList, defaults, { inlinedList: { list: [], count: 0, page_count: 0 } });
    expect(empty.container.querySelector('.diy-goods-list')).toBeNull();
    await settle();
    expect(requests).toHaveLength(0);
    empty.unmount();
    expect(inlinedGoods('${data.widget_3}')).toBeUndefined();
    renderWidget(DiyGoodsList, defaults, { inlinedList: '${data.widget_3}' as never });
    expect(await screen.findByText('Fetched')).toBeDefined();
    expect(requests).toHaveLength(1);
  });

  it('the server markup hydrates without a mismatch and without a request', async () => {
    const { requests } = fakeFetch({ [PATH]: ok(answer('Never')) });
    const props = { ...defaults, inlinedList: answer('Tea', 'Nuts', 'Bag') };
    const node = { id: 'gl', type: 'diy-goods-list', props };
    const element = <DiyGoodsList props={props} node={node} emit={async () => {}} renderSlot={() => null} />;
    const html = renderToString(element);
    expect(html).toContain('Tea');
    expect(html).not.toContain('dd-card--skeleton');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const parsed = container.innerHTML;
    const firstCard = container.querySelector('.dd-card');
    expect(firstCard).not.toBeNull();
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) }));
    await settle();
    expect(errors).toEqual([]);
    // the server's elements are kept (a mismatch would make React render them anew), unchanged
    expect(container.querySelector('.dd-card')).toBe(firstCard);
    expect(container.innerHTML).toBe(parsed);
    expect(requests).toHaveLength(0);
    act(() => root.unmount());
    container.remove();
  });

  it('a member never sees the inlined (guest) page: placeholders, then the member’s own list', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = fakeFetch({
      [PATH]: async () => {
        await gate;
        return ok(answer('Member price'));
      },
    });
    useMemberStore.setState({ token: 'tok' });
    const { container } = renderWidget(DiyGoodsList, defaults, { count: 2, inlinedList: answer('Guest price', 'Guest 2') });
    expect(names(container)).toEqual([]);
    expect(container.querySelectorAll('.dd-card--skeleton')).toHaveLength(2);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body.token).toBe('tok');
    await act(async () => release());
    expect(await screen.findByText('Member price')).toBeDefined();
    expect(screen.queryByText('Guest price')).toBeNull();
  });

  it('a guest who logs in while the list is shown gets the member’s list, never the guest’s meanwhile', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = fakeFetch({
      [PATH]: async () => {
        await gate;
        return ok(answer('Member price'));
      },
    });
    const { container } = renderWidget(DiyGoodsList, defaults, { count: 1, inlinedList: answer('Guest price') });
    expect(names(container)).toEqual(['Guest price']);
    act(() => useMemberStore.setState({ token: 'tok' }));
    expect(names(container)).toEqual([]);
    expect(container.querySelectorAll('.dd-card--skeleton')).toHaveLength(1);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body.token).toBe('tok');
    await act(async () => release());
    expect(await screen.findByText('Member price')).toBeDefined();
  });
});

describe('diy-goods-list inlined through a page source', () => {
  /** A page as the server inlines it: widget_0 bound to the list's `inlinedList`, its data given. */
  function renderInlined(props: Record<string, unknown>, first: unknown) {
    const params = goodsListFirstView.params(props);
    const schema = page({
      id: 'diy/DIY_VIEW_INDEX',
      data: { widget_0: { api: goodsListFirstView.api, params: params ?? {}, load: 'critical' } },
      content: [{ id: 'gl', type: 'diy-goods-list', props: { ...props, [goodsListFirstView.prop]: '${data.widget_0}' } }],
    });
    // Page sources go through the real API client (and so through the fake fetch), as in the app.
    const runtime = runtimeWith(schema, { initialData: { widget_0: first }, request: (api, p) => request(api as never, p) });
    const view = render(<PageView schema={runtime.schema} runtime={runtime} />);
    return { runtime, view, params };
  }

  it('shows the inlined page with no request; a refresh reloads it once through the page source, keeping the cards meanwhile', async () => {
    let round = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = fakeFetch({
      [PATH]: async () => {
        if (round > 0) await gate;
        return ok(round > 0 ? answer('Tea v1', 'Nuts v1') : answer('Unexpected'));
      },
    });
    const { runtime, params } = renderInlined({ count: 2, sortWay: 'sales' }, answer('Tea v0', 'Nuts v0'));
    expect(await screen.findByText('Tea v0', undefined, { timeout: 5000 })).toBeDefined();
    await settle();
    expect(requests).toHaveLength(0);

    round = 1;
    let done = false;
    await act(async () => {
      void refreshPage(runtime).then(() => {
        done = true;
      });
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    const asked: RecordedRequest = requests[0]!;
    expect(asked.path).toBe(PATH);
    expect(asked.body).toMatchObject(wire(params));
    // the old cards stay, no placeholder, the refresh waits for the answer
    expect(screen.getByText('Tea v0')).toBeDefined();
    expect(document.querySelectorAll('.dd-card--skeleton')).toHaveLength(0);
    expect(done).toBe(false);

    await act(async () => release());
    expect(await screen.findByText('Tea v1')).toBeDefined();
    await waitFor(() => expect(done).toBe(true));
    expect(screen.queryByText('Tea v0')).toBeNull();
    await settle();
    expect(requests).toHaveLength(1);
  });

  it('a member never sees a guest’s page the runtime still holds (back to the first entry after logging in): the widget fetches the member’s list', async () => {
    const { requests } = fakeFetch({ [PATH]: ok(answer('Member list')) });
    useMemberStore.setState({ token: 'tok' });
    renderInlined({ count: 1 }, answer('Guest list'));
    expect(screen.queryByText('Guest list')).toBeNull();
    expect(await screen.findByText('Member list', undefined, { timeout: 5000 })).toBeDefined();
    expect(screen.queryByText('Guest list')).toBeNull();
    expect(requests.every((r) => r.body.token === 'tok')).toBe(true);
  });
});
