import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { LANGS, paramsOf, recordNavigation, resetWorld, setLanguage, settle, showPage, toastText } from '../../src/sdk/testing/member.tsx';

const member = { member_id: 1 };
const ROWS = [
  { collect_id: 2, goods_id: 7, sku_id: 70, sku_name: 'Green tea 250g', goods_image: 'upload/goods/tea.jpg,upload/goods/tea2.jpg', discount_price: '39.90', price: '49.00' },
  { collect_id: 1, goods_id: 8, sku_id: 80, sku_name: 'Coffee beans', goods_image: 'upload/goods/coffee.jpg', discount_price: '88.00', price: '88.00' },
];

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe.each(LANGS)('collect-list (%s)', (lang) => {
  beforeEach(() => setLanguage(lang));

  it('lists the followed goods (8 a page), opens one and removes one', async () => {
    let rows = [...ROWS];
    const { requests } = fakeFetch({
      '/api/goodscollect/page': () => ok({ page_count: 1, count: rows.length, list: rows }),
      '/api/goodscollect/delete': (req) => {
        rows = rows.filter((r) => String(r.goods_id) !== req.body.goods_id);
        return ok(1);
      },
    });
    const nav = recordNavigation();
    await showPage('pages_tool/member/collection', { member });
    expect(paramsOf(requests[0]!)).toMatchObject({ page: '1', page_size: '8' });
    expect(screen.getByText('Green tea 250g')).toBeDefined();
    expect(screen.getByText('39.90')).toBeDefined();
    expect((screen.getByAltText('Green tea 250g') as HTMLImageElement).getAttribute('src')).toBe('/upload/goods/tea_SMALL.jpg');

    await act(async () => {
      fireEvent.click(screen.getByText('Coffee beans'));
    });
    expect(nav).toEqual([{ how: 'navigate', url: '/pages/goods/detail?goods_id=8' }]);

    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: lang === 'zh-cn' ? '取消关注' : 'Unfollow' })[0]!);
    });
    await settle();
    const del = requests.find((r) => r.path === '/api/goodscollect/delete')!;
    expect(del.method).toBe('POST');
    expect(del.body).toMatchObject({ goods_id: '7' });
    expect(toastText()).toBe(lang === 'zh-cn' ? '删除成功' : 'Deleted');
    expect(screen.queryByText('Green tea 250g')).toBeNull();
    expect(screen.getByText('Coffee beans')).toBeDefined();
  });

  it('nothing followed: the empty text', async () => {
    fakeFetch({ '/api/goodscollect/page': ok({ page_count: 0, count: 0, list: [] }) });
    await showPage('pages_tool/member/collection', { member });
    expect(screen.getByText(lang === 'zh-cn' ? '暂无关注的商品' : 'No followed goods')).toBeDefined();
  });
});
