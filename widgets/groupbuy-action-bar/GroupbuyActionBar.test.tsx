import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import GroupbuyActionBar, { blockedReason, defaults } from './GroupbuyActionBar.tsx';

const sku = (extra: Record<string, unknown> = {}) => ({ groupbuy_id: 3, goods_id: 32, sku_id: 70, status: 2, stock: 9, buy_num: 2, groupbuy_price: '80.00', ...extra });
const node = { id: 'a', type: 'groupbuy-action-bar' };

describe('groupbuy-action-bar', () => {
  beforeAll(() => loadNamespaces(['promotion']));

  it('group buy now with the group price while it runs; home (en-us)', async () => {
    await i18n.changeLanguage('en-us');
    const emit = vi.fn(async () => {});
    render(<GroupbuyActionBar props={{ ...defaults, sku: sku() }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Group buy now/ }));
    expect(emit).toHaveBeenCalledWith('buy', { groupbuy_id: 3, sku_id: 70, goods_id: 32 });
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(emit).toHaveBeenCalledWith('home');
    expect(screen.getByText('¥80.00')).toBeDefined();
  });

  it('says why it cannot be bought, disabled (zh-cn)', async () => {
    await i18n.changeLanguage('zh-cn');
    expect([blockedReason(sku({ status: 1 })), blockedReason(sku({ status: 3 })), blockedReason(sku({ stock: 1 })), blockedReason(sku({ stock: 2 })), blockedReason(null)]).toEqual(['groupbuy.notStarted', 'groupbuy.ended', 'common.stockShort', null, null]);
    render(<GroupbuyActionBar props={{ ...defaults, sku: sku({ status: 1 }) }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect((screen.getByRole('button', { name: '活动未开始' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
