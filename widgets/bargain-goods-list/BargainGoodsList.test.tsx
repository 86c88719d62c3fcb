import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import BargainGoodsList, { defaults } from './BargainGoodsList.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['bargain']);
});

const row = { id: 4, bargain_id: 2, goods_name: 'Leather notebook', goods_image: '', price: '100.00', floor_price: '30.00', bargain_stock: 5, join_num: 3 };
const mine = { launch_id: 11, bargain_id: 7, sku_name: 'Travel case', price: '300.00', floor_price: '120.00', curr_price: '200.00' };
const node = { id: 'g', type: 'bargain-goods-list' };

describe('bargain-goods-list', () => {
  it('the member’s running bargains on top, then the goods at their lowest price; taps emit continue, select and mine', () => {
    const emit = vi.fn(async () => {});
    render(<BargainGoodsList props={{ ...defaults, items: [row, { ...row, id: 6, goods_name: 'Leather notebook (blue)' }, { ...row, id: 5, bargain_id: 3, goods_name: 'Pen', bargain_stock: 0 }, { ...row, id: 9, bargain_id: 7, goods_name: 'Case (other size)' }], bargaining: [mine] }} node={node} emit={emit} renderSlot={() => null} />);
    expect(screen.getByText('My bargains in progress')).toBeDefined();
    expect(screen.getByText('¥80.00 to go')).toBeDefined();
    expect(screen.getAllByTestId('bargain-floor')[0]!.textContent).toBe('¥30.00');
    expect(screen.getAllByLabelText('Original price ¥100.00')).toHaveLength(2);
    expect(screen.getAllByText(/3 joined/)).toHaveLength(2);
    expect(screen.getByText('Sold out')).toBeDefined();
    expect(screen.queryByText('Leather notebook (blue)')).toBeNull(); // one row per activity
    expect(screen.queryByText('Case (other size)')).toBeNull(); // the activity being bargained shows in the member's rows only
    fireEvent.click(screen.getByRole('button', { name: /^Travel case /u }));
    expect(emit).toHaveBeenCalledWith('continue', { bargain_id: 7, launch_id: 11 });
    fireEvent.click(screen.getByRole('button', { name: /^Leather notebook /u }));
    expect(emit).toHaveBeenCalledWith('select', { bargain_id: 2, id: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'My bargains ›' }));
    expect(emit).toHaveBeenCalledWith('mine');
  });

  it('empty list text (zh-cn)', async () => {
    await i18n.changeLanguage('zh-cn');
    render(<BargainGoodsList props={{ ...defaults, showMine: false }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('暂无砍价商品')).toBeDefined();
    await i18n.changeLanguage('en-us');
  });
});
