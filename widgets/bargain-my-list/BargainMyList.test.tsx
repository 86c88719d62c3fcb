import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import BargainMyList, { defaults } from './BargainMyList.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['bargain']);
});

const NOW = 1_800_000_000;
const l = (extra: Record<string, unknown>) => ({ launch_id: 1, bargain_id: 2, bargain_name: 'Notebook bargain', sku_name: 'Leather notebook', price: '100.00', floor_price: '30.00', curr_price: '65.00', buy_type: 1, status: 0, end_time: NOW + 60, current_time: NOW, order_id: 0, ...extra });
const node = { id: 'm', type: 'bargain-my-list' };

describe('bargain-my-list', () => {
  it('tabs and each launch with its status and what it allows', () => {
    const emit = vi.fn(async () => {});
    const items = [l({}), l({ launch_id: 2, status: 1, curr_price: '30.00' }), l({ launch_id: 3, status: 1, curr_price: '30.00', order_id: 9 }), l({ launch_id: 4, status: 2 })];
    render(<BargainMyList props={{ ...defaults, items }} node={node} emit={emit} renderSlot={() => null} />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('All');
    expect(screen.getAllByTestId('bargain-status').map((e) => e.textContent)).toEqual(['In progress', 'Succeeded', 'Ordered', 'Failed']);
    const rows = screen.getAllByRole('listitem');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Keep going' }));
    expect(emit).toHaveBeenCalledWith('detail', { bargain_id: 2, launch_id: 1 });
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Buy' }));
    expect(emit).toHaveBeenCalledWith('buy', { launch_id: 2 });
    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'View order' }));
    expect(emit).toHaveBeenCalledWith('order', { order_id: 9 });
    expect(within(rows[3]!).queryByRole('button', { name: 'Buy' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(emit).toHaveBeenCalledWith('tab', { status: '2' });
  });

  it('in Chinese, the empty list', async () => {
    await i18n.changeLanguage('zh-cn');
    render(<BargainMyList props={{ ...defaults, status: '1' }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('砍价成功');
    expect(screen.getByText('暂无砍价记录')).toBeDefined();
    await i18n.changeLanguage('en-us');
  });
});
