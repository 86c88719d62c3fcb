import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import DiyTopCategory, { defaults } from './DiyTopCategory.tsx';
import { categoryTreeRows, goodsRow, renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));

describe('diy-top-category', () => {
  it('shows the home tab with the rest of the page, then a category tab with its goods', async () => {
    const { requests } = fakeFetch({
      '/api/goodscategory/tree': ok(categoryTreeRows()),
      '/api/goodssku/page': (req) => ok({ page_count: 1, count: 1, list: [goodsRow({ goods_name: `cat ${req.body.category_id} goods` })] }),
    });
    renderWidget(DiyTopCategory, defaults, { selectColor: '#00ff00' }, 'diy-top-category', () => <p>rest of the page</p>);
    expect(screen.getByText('rest of the page')).toBeDefined();
    expect(screen.getByRole('tab', { name: '首页' }).getAttribute('aria-selected')).toBe('true');
    const tab = await screen.findByRole('tab', { name: '服饰鞋包' });
    expect(requests[0]!.body).toMatchObject({ level: '1' });
    await act(async () => fireEvent.click(tab));
    expect(await screen.findByText('cat 14 goods')).toBeDefined();
    expect(screen.queryByText('rest of the page')).toBeNull();
    expect(document.querySelector('.dd-topcat-pane')).not.toBeNull();
    const goodsReq = requests.find((r) => r.path === '/api/goodssku/page');
    expect(goodsReq?.body).toMatchObject({ category_id: '14', page: '1', page_size: '10' });
    expect((screen.getByText('服饰鞋包') as HTMLElement).style.color).toBe('#00ff00');
    // the arrow opens every category; choosing the first tab goes back to the page
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '全部分类' })));
    const panel = screen.getByRole('dialog');
    await act(async () => fireEvent.click(panel.querySelector('button') as HTMLElement));
    expect(screen.getByText('rest of the page')).toBeDefined();
  });

  it('with the page in its slot, a category tab replaces the slot inline', async () => {
    fakeFetch({
      '/api/goodscategory/tree': ok(categoryTreeRows()),
      '/api/goodssku/page': ok({ page_count: 1, list: [goodsRow({ goods_name: 'inline goods' })] }),
    });
    const all = { ...defaults };
    render(
      <DiyTopCategory props={all} node={{ id: 'w', type: 'diy-top-category', slots: { default: [{ id: 'x', type: 'text' }] } }} emit={async () => {}} renderSlot={() => <p>slot page</p>} />,
    );
    expect(screen.getByText('slot page')).toBeDefined();
    const tab = await screen.findByRole('tab', { name: '数码电器' });
    await act(async () => fireEvent.click(tab));
    expect(await screen.findByText('inline goods')).toBeDefined();
    expect(document.querySelector('.dd-topcat-pane')).toBeNull();
    expect(screen.queryByText('slot page')).toBeNull();
  });
});
