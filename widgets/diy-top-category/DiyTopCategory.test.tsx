import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, ok, registerTestWidgets, renderInPage } from '../../src/sdk/testing/index.ts';
import manifest from './index.ts';
import { categoryTreeRows, goodsRow, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => {
  registerTestWidgets();
  return useLanguage('zh-cn');
});

describe('diy-top-category', () => {
  it('declares its data: the tree with the page, the goods of the category chosen (manual, from the node state)', () => {
    const sources = manifest.data?.({}, { id: 'n1', type: 'diy-top-category' });
    expect(sources?.tree).toEqual({ api: 'goods.categoryTree', params: { level: 1 } });
    expect(sources?.goods).toMatchObject({ api: 'goods.skuPage', paged: true, pageSize: 10, load: 'manual', params: { category_id: '${state["n1:category"]}' } });
  });

  it('the tree comes through the page, then a category tab loads its goods through the page', async () => {
    const { requests } = fakeFetch({
      '/api/goodscategory/tree': ok(categoryTreeRows()),
      '/api/goodssku/page': (req) => ok({ page_count: 1, count: 1, list: [goodsRow({ goods_name: `cat ${req.body.category_id} goods` })] }),
    });
    const { runtime } = await renderInPage(manifest, { selectColor: '#00ff00' });
    expect(screen.getByRole('tab', { name: '首页' }).getAttribute('aria-selected')).toBe('true');
    const tab = await screen.findByRole('tab', { name: '服饰鞋包' });
    expect(requests[0]!.body).toMatchObject({ level: '1' });
    expect(runtime.store.getState().sources['w:goods']?.status).toBe('idle');
    await act(async () => fireEvent.click(tab));
    expect(await screen.findByText('cat 14 goods')).toBeDefined();
    expect(document.querySelector('.dd-topcat-pane')).not.toBeNull();
    const goodsReq = requests.find((r) => r.path === '/api/goodssku/page');
    expect(goodsReq?.body).toMatchObject({ category_id: '14', page: '1', page_size: '10' });
    expect(runtime.store.getState().state['w:category']).toBe(14);
    expect((screen.getByText('服饰鞋包') as HTMLElement).style.color).toBe('#00ff00');
    // another category: its goods replace the first's
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: '数码电器' })));
    expect(await screen.findByText('cat 1 goods')).toBeDefined();
    expect(screen.queryByText('cat 14 goods')).toBeNull();
    // pull-to-refresh reloads the tree and the chosen category's goods
    const before = requests.length;
    await act(async () => runtime.refresh());
    expect(requests.slice(before).map((r) => `${r.path} ${r.body.category_id ?? ''}`).sort()).toEqual(['/api/goodscategory/tree ', '/api/goodssku/page 1']);
    // the arrow opens every category; choosing the first tab goes back to the page
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '全部分类' })));
    const panel = screen.getByRole('dialog');
    await act(async () => fireEvent.click(panel.querySelector('button') as HTMLElement));
    expect(screen.getByRole('tab', { name: '首页' }).getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector('.dd-topcat-pane')).toBeNull();
  });

  it('with the page in its slot, a category tab replaces the slot inline', async () => {
    fakeFetch({
      '/api/goodscategory/tree': ok(categoryTreeRows()),
      '/api/goodssku/page': ok({ page_count: 1, list: [goodsRow({ goods_name: 'inline goods' })] }),
    });
    await renderInPage(manifest, {}, {}, { slots: { default: [{ id: 'x', type: 't-text', props: { text: 'slot page' } }] } });
    expect(await screen.findByText('slot page')).toBeDefined();
    const tab = await screen.findByRole('tab', { name: '数码电器' });
    await act(async () => fireEvent.click(tab));
    expect(await screen.findByText('inline goods')).toBeDefined();
    expect(document.querySelector('.dd-topcat-pane')).toBeNull();
    expect(screen.queryByText('slot page')).toBeNull();
  });
});
