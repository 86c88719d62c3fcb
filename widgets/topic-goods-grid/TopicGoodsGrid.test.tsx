import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import TopicGoodsGrid, { defaults } from './TopicGoodsGrid.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['topic', 'shell']);
});

const row = (i: number, extra: Record<string, unknown> = {}) => ({
  id: 10 + i,
  topic_id: 1,
  goods_id: i,
  sku_id: 100 + i,
  goods_name: `Goods ${i}`,
  sku_image: `upload/goods/${i}/1.jpg`,
  topic_price: `${i}.80`,
  discount_price: `${i + 5}.00`,
  price: `${i + 5}.00`,
  sale_num: 12,
  goods_stock: 4,
  ...extra,
});

describe('topic-goods-grid', () => {
  it('shows the topic price with its tag and the original price struck; a tap selects the topic goods', () => {
    const emit = vi.fn(async () => {});
    const { container } = render(
      <TopicGoodsGrid props={{ ...defaults, items: [row(1), row(2, { discount_price: '2.80', goods_stock: 0 })], bgColor: '#fff3e6' }} node={{ id: 'g', type: 'topic-goods-grid' }} emit={emit} renderSlot={() => null} />,
    );
    const first = screen.getByRole('button', { name: /\bGoods 1\b/ });
    expect(first.querySelector('[data-testid="topic-price"]')?.textContent).toBe('¥1.80');
    expect(first.querySelector('s')?.textContent).toBe('¥6.00');
    expect(first.textContent).toContain('Topic price');
    expect(first.textContent).toContain('12 sold');
    const second = screen.getByRole('button', { name: /\bGoods 2\b/ });
    expect(second.querySelector('s')).toBeNull(); // not lower: nothing struck
    expect(second.textContent).toContain('Sold out');
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--tp-bg')).toBe('#fff3e6');
    fireEvent.click(first);
    expect(emit).toHaveBeenCalledWith('select', { id: 11, sku_id: 101, goods_id: 1, topic_id: 1 });
  });

  it('shows the empty text when there are no goods', () => {
    render(<TopicGoodsGrid props={defaults} node={{ id: 'g', type: 'topic-goods-grid' }} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('This topic has no goods yet')).toBeDefined();
  });
});
