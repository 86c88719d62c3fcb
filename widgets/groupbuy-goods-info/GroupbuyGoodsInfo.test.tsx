import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import GroupbuyGoodsInfo, { countdownOf, defaults } from './GroupbuyGoodsInfo.tsx';

const NOW = 1_800_000_000;
const sku = (extra: Record<string, unknown> = {}) => ({ groupbuy_id: 3, goods_name: 'Longjing tea', groupbuy_price: '80.00', price: '100.00', status: 2, start_time: NOW - 3600, end_time: NOW + 7200, current_time: NOW, buy_num: 2, sell_num: 4, stock: 30, rule: 'Two tins per order', ...extra });
const node = { id: 'i', type: 'groupbuy-goods-info' };

describe('groupbuy-goods-info', () => {
  beforeAll(() => loadNamespaces(['promotion']));

  it('the group price over the struck price, the minimum as the order checks it, the rules (en-us)', async () => {
    await i18n.changeLanguage('en-us');
    render(<GroupbuyGoodsInfo props={{ ...defaults, sku: sku(), loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByTestId('groupbuy-goods-price').textContent).toBe('¥80.00');
    expect(screen.getByTestId('groupbuy-goods-original').textContent).toBe('¥100.00');
    expect(screen.getByTestId('groupbuy-min').textContent).toBe('Group buys take at least 2 per order');
    expect(screen.getByText('Two tins per order')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Longjing tea' })).toBeDefined();
    expect(screen.getByText('4 sold')).toBeDefined();
  });

  it('in Chinese; counts down to the end while it runs, to the start before; missing once when loaded without goods', async () => {
    await i18n.changeLanguage('zh-cn');
    render(<GroupbuyGoodsInfo props={{ ...defaults, sku: sku({ buy_num: 3 }), loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByTestId('groupbuy-min').textContent).toBe('团购商品每单至少购买3件');
    expect(await screen.findByRole('timer')).toBeDefined();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^距结束 /);
    expect([countdownOf(sku()), countdownOf(sku({ status: 1 })), countdownOf(sku({ status: 3 }))]).toEqual([
      { target: NOW + 7200, running: true },
      { target: NOW - 3600, running: false },
      { target: 0, running: false },
    ]);
    const emit = vi.fn(async () => {});
    const r = render(<GroupbuyGoodsInfo props={{ ...defaults, sku: null, loaded: true }} node={node} emit={emit} renderSlot={() => null} />);
    r.rerender(<GroupbuyGoodsInfo props={{ ...defaults, sku: null, loaded: true }} node={node} emit={emit} renderSlot={() => null} />);
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('missing');
  });
});
