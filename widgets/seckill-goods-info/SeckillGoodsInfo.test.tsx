import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import SeckillGoodsInfo, { countdownOf, defaults } from './SeckillGoodsInfo.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['seckill']);
});
afterEach(() => vi.useRealTimers());

const H = 3600;
const NOW = Date.UTC(2026, 10, 27, 2, 30, 0) / 1000; // 10:30 China time
const time_list = [
  { seckill_start_time: 10 * H, seckill_end_time: 12 * H },
  { seckill_start_time: 14 * H, seckill_end_time: 16 * H },
];
const sku = (extra: Record<string, unknown> = {}) => ({ goods_name: 'Mechanical keyboard', seckill_price: '109.00', price: '199.00', status: 1, start_time: NOW - 86400, end_time: NOW + 7 * 86400, seckill_start_time: 10 * H, seckill_end_time: 12 * H, time_list, current_time: NOW, stock: 9, sale_num: 3, max_buy: 2, limit_period: 'day', purchased_num: 1, ...extra });
const node = { id: 'i', type: 'seckill-goods-info' };

describe('seckill-goods-info', () => {
  it('price band with the countdown to the slot’s end; the limit as enforced with what was bought; the sale hours', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
    render(<SeckillGoodsInfo props={{ ...defaults, sku: sku(), loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    await act(async () => {});
    expect(screen.getByTestId('seckill-goods-price').textContent).toBe('¥109.00');
    expect(screen.getByTestId('seckill-goods-original').textContent).toBe('¥199.00');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Ends in 01:30:00');
    expect(screen.getByTestId('seckill-limit').textContent).toBe('Limit 2 per person per day1 bought');
    expect(screen.getByText('10:00-12:00 · 14:00-16:00')).toBeDefined();
    expect(screen.getByText('Only 9 left')).toBeDefined();
  });

  it('outside the slots it counts down to the next start; a per-activity limit says so (zh-cn)', async () => {
    await i18n.changeLanguage('zh-cn');
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
    render(<SeckillGoodsInfo props={{ ...defaults, sku: sku({ seckill_start_time: 0, seckill_end_time: 0, current_time: NOW + 2 * H, limit_period: 'activity', purchased_num: 0 }) }} node={node} emit={async () => {}} renderSlot={() => null} />);
    await act(async () => {});
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('距开始 01:30:00');
    expect(screen.getByTestId('seckill-limit').textContent).toBe('每人限购2件');
    await i18n.changeLanguage('en-us');
  });

  it('countdown targets: none once ended, from the activity start when it has not started', () => {
    expect(countdownOf(sku({ status: 2 })).target).toBe(0);
    const s = countdownOf(sku({ status: 0, start_time: NOW + 86400, seckill_end_time: 0 }));
    expect([s.running, s.target - NOW]).toEqual([false, 86400 + 3.5 * H]); // the first slot start after it begins: 14:00 the next day
  });

  it('emits missing once when loaded without goods', async () => {
    const emit = vi.fn(async () => {});
    render(<SeckillGoodsInfo props={{ ...defaults, sku: null, loaded: true }} node={node} emit={emit} renderSlot={() => null} />);
    await act(async () => {});
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('missing');
  });
});
