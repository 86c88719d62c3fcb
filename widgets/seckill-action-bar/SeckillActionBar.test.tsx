import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import SeckillActionBar, { blockedReason, defaults } from './SeckillActionBar.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['seckill']);
});

const sku = (extra: Record<string, unknown> = {}) => ({ seckill_id: 4, goods_id: 9, sku_id: 21, status: 1, seckill_end_time: 43200, stock: 5, max_buy: 2, purchased_num: 1, seckill_price: '109.00', ...extra });
const node = { id: 'a', type: 'seckill-action-bar' };

describe('seckill-action-bar', () => {
  it('buy now with the seckill price inside a slot; home', () => {
    const emit = vi.fn(async () => {});
    render(<SeckillActionBar props={{ ...defaults, sku: sku() }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Buy now/ }));
    expect(emit).toHaveBeenCalledWith('buy', { seckill_id: 4, sku_id: 21, goods_id: 9 });
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(emit).toHaveBeenCalledWith('home');
    expect(screen.getByText('¥109.00')).toBeDefined();
  });

  it('says why it cannot be bought, disabled', () => {
    expect([blockedReason(sku({ status: 0 })), blockedReason(sku({ seckill_end_time: 0 })), blockedReason(sku({ status: 2 })), blockedReason(sku({ stock: 0 })), blockedReason(sku({ purchased_num: 2 })), blockedReason(sku({ max_buy: 0, purchased_num: 9 })), blockedReason(null)]).toEqual([
      'notStarted',
      'notOpen',
      'notOpen',
      'soldOut',
      'limitReached',
      null,
      null,
    ]);
    render(<SeckillActionBar props={{ ...defaults, sku: sku({ purchased_num: 2 }) }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect((screen.getByRole('button', { name: 'Limit reached' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
