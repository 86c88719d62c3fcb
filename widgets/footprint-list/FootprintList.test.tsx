import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { date } from '../../src/sdk/index.ts';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { LANGS, paramsOf, recordNavigation, resetWorld, setLanguage, settle, showPage, toastText } from '../../src/sdk/testing/member.tsx';
import { groupByDay, shownPrice, struckPrice } from './footprint.ts';

const member = { member_id: 1 };
const DAY1 = 1741572000; // 2025-03-10
const DAY0 = DAY1 - 86400;
const ROWS = [
  { id: 3, browse_time: DAY1 + 60, goods_id: 7, sku_id: 70, sku_name: 'Green tea', discount_price: '39.90', price: '49.00', market_price: '59.00', market_price_show: 1, sale_show: 1, sale_num: 12, unit: '' },
  { id: 2, browse_time: DAY1, goods_id: 8, sku_id: 80, sku_name: 'Coffee beans', discount_price: '88.00', member_price: '80.00', price: '88.00', market_price: '0.00', market_price_show: 1, sale_show: 0 },
  { id: 1, browse_time: DAY0, goods_id: 9, sku_id: 90, sku_name: 'Teapot', discount_price: '120.00', price: '120.00', market_price: '0.00', market_price_show: 0, sale_show: 0 },
];

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe('footprint rules', () => {
  it('groups by day and picks the shown and struck prices', () => {
    expect(groupByDay(ROWS).map((g) => [g.day, g.rows.length])).toEqual([
      [date(DAY1, 'YYYY/MM/DD'), 2],
      [date(DAY0, 'YYYY/MM/DD'), 1],
    ]);
    expect(shownPrice(ROWS[0]!)).toEqual({ price: '39.90', member: false });
    expect(shownPrice(ROWS[1]!)).toEqual({ price: '80.00', member: true });
    expect(struckPrice(ROWS[0]!)).toBe('59.00');
    expect(struckPrice(ROWS[1]!)).toBe('88.00');
    expect(struckPrice(ROWS[2]!)).toBeNull();
  });
});

describe.each(LANGS)('footprint-list (%s)', (lang) => {
  const tx = lang === 'zh-cn'
    ? { manage: '管理', done: '完成', all: '全选', del: '删除', pick: '请选择要删除的数据！', deleted: '删除成功', empty: '暂无浏览过的商品', sold: '已售12件' }
    : { manage: 'Manage', done: 'Done', all: 'Select all', del: 'Delete', pick: 'Please select data to delete!', deleted: 'Deleted', empty: 'No browsed goods', sold: 'Sold 12 pcs' };
  beforeEach(() => setLanguage(lang));

  it('shows footprints by day; manage mode deletes the selected ones', async () => {
    let rows = [...ROWS];
    const { requests } = fakeFetch({
      '/api/goodsbrowse/page': () => ok({ page_count: 1, count: rows.length, list: rows }),
      '/api/goodsbrowse/delete': (req) => {
        const ids = String(req.body.id).split(',');
        rows = rows.filter((r) => !ids.includes(String(r.id)));
        return ok(ids.length);
      },
    });
    const nav = recordNavigation();
    await showPage('pages_tool/member/footprint', { member });
    expect(paramsOf(requests[0]!)).toMatchObject({ page: '1', page_size: '20' });
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([date(DAY1, 'YYYY/MM/DD'), date(DAY0, 'YYYY/MM/DD')]);
    expect(screen.getByText(tx.sold)).toBeDefined();
    expect(screen.getByText('VIP')).toBeDefined();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Teapot/ }));
    });
    expect(nav).toEqual([{ how: 'navigate', url: '/pages/goods/detail?goods_id=9' }]);

    fireEvent.click(screen.getByRole('button', { name: tx.manage }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tx.del }));
    });
    expect(toastText()).toBe(tx.pick);
    expect(requests.some((r) => r.path === '/api/goodsbrowse/delete')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: /Green tea/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Teapot/ }));
    expect(screen.getByRole('checkbox', { name: /Teapot/ }).getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tx.del }));
    });
    await settle();
    expect(requests.find((r) => r.path === '/api/goodsbrowse/delete')!.body).toMatchObject({ id: '3,1' });
    expect(toastText()).toBe(tx.deleted);
    expect(screen.queryByText('Teapot')).toBeNull();

    // select all, then delete the rest
    fireEvent.click(screen.getByRole('checkbox', { name: tx.all }));
    expect(within(document.body).getByRole('checkbox', { name: /Coffee beans/ }).getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tx.del }));
    });
    await settle();
    expect(requests.filter((r) => r.path === '/api/goodsbrowse/delete').at(-1)!.body).toMatchObject({ id: '2' });
    expect(screen.getByText(tx.empty)).toBeDefined();
  });
});
