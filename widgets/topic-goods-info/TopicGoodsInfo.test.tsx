import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n, splitSeconds, statusKey } from '../../src/sdk/index.ts';
import TopicGoodsInfo, { defaults } from './TopicGoodsInfo.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['topic']);
});
afterEach(() => vi.useRealTimers());

const NOW = 1_700_000_000;
const sku = (extra: Record<string, unknown> = {}) => ({
  topic_id: 3,
  topic_name: 'Snack season',
  goods_name: 'Egg tart 6 pcs',
  introduction: 'Salted egg yolk',
  topic_price: '23.90',
  original_price: '29.90',
  price: '29.90',
  status: 2,
  start_time: NOW - 10,
  end_time: NOW + 2 * 86400 + 10,
  current_time: NOW,
  ...extra,
});

describe('topic-goods-info', () => {
  it('shows the topic price, the struck original and a countdown; the topic row emits topic', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
    const emit = vi.fn(async () => {});
    render(<TopicGoodsInfo props={{ ...defaults, sku: sku(), loaded: true }} node={{ id: 'i', type: 'topic-goods-info' }} emit={emit} renderSlot={() => null} />);
    await act(async () => {});
    expect(screen.getByTestId('topic-goods-price').textContent).toBe('¥23.90');
    expect(screen.getByTestId('topic-goods-original').textContent).toBe('¥29.90');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Ends in 2d 00:00:10');
    expect(screen.getByRole('heading', { name: 'Egg tart 6 pcs' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /Snack season/ }));
    expect(emit).toHaveBeenCalledWith('topic', { topic_id: 3 });
    expect(emit).not.toHaveBeenCalledWith('missing');
  });

  it('counts down to the start before it starts and says ended after', async () => {
    const a = render(<TopicGoodsInfo props={{ ...defaults, sku: sku({ status: 1, start_time: NOW + 30 }) }} node={{ id: 'i', type: 'topic-goods-info' }} emit={async () => {}} renderSlot={() => null} />);
    await act(async () => {});
    expect(a.getByRole('timer').getAttribute('aria-label')).toMatch(/^Starts in /);
    a.unmount();
    render(<TopicGoodsInfo props={{ ...defaults, sku: sku({ status: 3 }) }} node={{ id: 'i', type: 'topic-goods-info' }} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByTestId('topic-goods-countdown').textContent).toBe('Topic ended');
  });

  it('emits missing once when loaded without goods', async () => {
    const emit = vi.fn(async () => {});
    const { rerender } = render(<TopicGoodsInfo props={{ ...defaults, sku: null, loaded: true }} node={{ id: 'i', type: 'topic-goods-info' }} emit={emit} renderSlot={() => null} />);
    rerender(<TopicGoodsInfo props={{ ...defaults, sku: null, loaded: true }} node={{ id: 'i', type: 'topic-goods-info' }} emit={emit} renderSlot={() => null} />);
    await act(async () => {});
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('missing');
  });

  it('helpers: seconds split and status keys', () => {
    expect(splitSeconds(93784)).toEqual({ d: 1, h: '02', m: '03', s: '04' });
    expect(splitSeconds(-5)).toEqual({ d: 0, h: '00', m: '00', s: '00' });
    expect([statusKey(1), statusKey('2'), statusKey(3), statusKey(undefined)]).toEqual(['notStarted', 'running', 'ended', 'ended']);
  });
});
