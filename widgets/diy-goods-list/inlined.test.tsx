/**
 * The goods list's page is a source its manifest declares (./data.ts): the page loads it with its
 * own, the server for the first view (its data inlined), the browser on later pages. A guest sees
 * the server's page at once with no request, the server's markup hydrates without a mismatch, a
 * whole-page refresh reloads it (the cards staying meanwhile). (A member never sees a guest's
 * page: src/app/pageCache.ts.)
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { goodsSourceParams, useMemberStore } from '../../src/sdk/index.ts';
import { fakeFetch, ok, PageView, type RecordedRequest, refreshPage, renderInPage } from '../../src/sdk/testing/index.ts';
import { defaults } from './DiyGoodsList.tsx';
import { data } from './data.ts';
import manifest from './index.ts';
import { goodsRow, useLanguage } from '../../src/sdk/testing/goods.tsx';

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

describe('diy-goods-list data', () => {
  it('declares one page of pageComponents with the widget’s parameters, from the node’s own props or over the defaults alike', async () => {
    const cases: Array<Record<string, unknown>> = [
      {},
      { count: 4, sortWay: 'sales' },
      { sources: 'category', categoryId: '14', count: '3', sortWay: 'news' },
      { sources: 'diy', goodsId: [5, '3', 5] },
    ];
    for (const raw of cases) {
      expect(data(raw)).toEqual({ goods: { api: 'goods.pageComponents', params: goodsSourceParams(raw) } });
      expect(goodsSourceParams(raw)).toEqual(goodsSourceParams({ ...defaults, ...raw }));
      const { requests } = fakeFetch({ [PATH]: ok(answer('A')) });
      const view = await renderInPage(manifest, raw);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.path).toBe(PATH);
      expect(requests[0]!.body).toMatchObject(wire(goodsSourceParams(raw)));
      expect(names(view.container)).toEqual(['A']);
      view.unmount();
    }
    expect(data({ sources: 'diy', goodsId: [] })).toBeNull();
  });

  it('the page the server loaded shows at once, with no request and no placeholder', async () => {
    const { requests } = fakeFetch({ [PATH]: ok(answer('Never')) });
    const { container } = await renderInPage(manifest, {}, { initialData: { 'w:goods': answer('学生书包', '碧根果') } });
    expect(names(container)).toEqual(['学生书包', '碧根果']);
    expect(container.querySelectorAll('.dd-card--skeleton')).toHaveLength(0);
    await settle();
    expect(requests).toHaveLength(0);
  });

  it('an empty page renders nothing', async () => {
    const { requests } = fakeFetch({ [PATH]: ok(answer('Fetched')) });
    const empty = await renderInPage(manifest, {}, { initialData: { 'w:goods': { list: [], count: 0, page_count: 0 } } });
    expect(empty.container.querySelector('.diy-goods-list')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('the server markup hydrates without a mismatch and without a request', async () => {
    const { requests } = fakeFetch({ [PATH]: ok(answer('Never')) });
    const server = await renderInPage(manifest, {}, { initialData: { 'w:goods': answer('Tea', 'Nuts', 'Bag') } });
    server.unmount();
    const html = renderToString(<PageView schema={server.runtime.schema} runtime={server.runtime} />);
    expect(html).toContain('Tea');
    expect(html).not.toContain('dd-card--skeleton');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const parsed = container.innerHTML;
    const firstCard = container.querySelector('.dd-card');
    expect(firstCard).not.toBeNull();
    const errors: unknown[] = [];
    const client = await renderInPage(manifest, {}, { initialData: { 'w:goods': answer('Tea', 'Nuts', 'Bag') } });
    client.unmount();
    const root = await act(async () => hydrateRoot(container, <PageView schema={client.runtime.schema} runtime={client.runtime} />, { onRecoverableError: (e) => errors.push(e) }));
    await settle();
    expect(errors).toEqual([]);
    // the server's elements are kept (a mismatch would make React render them anew), unchanged
    expect(container.querySelector('.dd-card')).toBe(firstCard);
    expect(container.innerHTML).toBe(parsed);
    expect(requests).toHaveLength(0);
    act(() => root.unmount());
    container.remove();
  });

  it('a refresh reloads it once, keeping the cards meanwhile', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = fakeFetch({
      [PATH]: async () => {
        await gate;
        return ok(answer('Tea v1', 'Nuts v1'));
      },
    });
    const props = { count: 2, sortWay: 'sales' };
    const { runtime } = await renderInPage(manifest, props, { initialData: { 'w:goods': answer('Tea v0', 'Nuts v0') } });
    expect(screen.getByText('Tea v0')).toBeDefined();
    let done = false;
    await act(async () => {
      void refreshPage(runtime).then(() => {
        done = true;
      });
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    const asked: RecordedRequest = requests[0]!;
    expect(asked.path).toBe(PATH);
    expect(asked.body).toMatchObject(wire(goodsSourceParams(props)));
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
});
