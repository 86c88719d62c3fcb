import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import TopicActionBar, { blockedReason, defaults } from './TopicActionBar.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['topic']);
});

const sku = { id: 7, topic_id: 1, goods_id: 2, sku_id: 3, stock: 5, status: 2, topic_price: '19.90' };

describe('topic-action-bar', () => {
  it('buys at the topic price while the topic runs, and goes home', () => {
    const emit = vi.fn(async () => {});
    render(<TopicActionBar props={{ ...defaults, sku }} node={{ id: 'a', type: 'topic-action-bar' }} emit={emit} renderSlot={() => null} />);
    const buy = screen.getByRole('button', { name: /Buy now/ });
    expect(buy.textContent).toContain('¥19.90');
    fireEvent.click(buy);
    expect(emit).toHaveBeenCalledWith('buy', { id: 7, sku_id: 3, goods_id: 2, topic_id: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(emit).toHaveBeenCalledWith('home');
  });

  it('is disabled before the start, after the end and when sold out', () => {
    expect(blockedReason({ ...sku, status: 1 })).toBe('notStarted');
    expect(blockedReason({ ...sku, status: 3 })).toBe('ended');
    expect(blockedReason({ ...sku, stock: 0 })).toBe('soldOut');
    expect(blockedReason(sku)).toBeNull();
    expect(blockedReason(null)).toBeNull();
    render(<TopicActionBar props={{ ...defaults, sku: { ...sku, status: 3 } }} node={{ id: 'a', type: 'topic-action-bar' }} emit={async () => {}} renderSlot={() => null} />);
    const off = screen.getByRole('button', { name: 'Topic ended' });
    expect(off.hasAttribute('disabled')).toBe(true);
  });
});
