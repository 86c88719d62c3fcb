import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import BargainGoodsInfo, { defaults } from './BargainGoodsInfo.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['bargain']);
});

const node = { id: 'i', type: 'bargain-goods-info' };
const sku = { goods_name: 'Leather notebook', price: '100.00', floor_price: '30.00', join_num: 3, bargain_stock: 5, stock: 9, buy_type: 1, bargain_num: 3, bargain_time: 24 };

describe('bargain-goods-info', () => {
  it('the lowest price, the original, joined and left, the rules as applied', () => {
    render(<BargainGoodsInfo props={{ ...defaults, sku, loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByTestId('bargain-goods-price').textContent).toBe('¥30.00');
    expect(screen.getByTestId('bargain-goods-original').textContent).toBe('¥100.00');
    expect(screen.getByText('5 left')).toBeDefined();
    expect(screen.getByTestId('bargain-rules').textContent).toBe("Buy once it reaches the lowest price3 friends' help takes it to the lowest priceEach bargain lasts 24 hours");
  });

  it('any price allowed (zh-cn); missing emitted once when loaded without goods', async () => {
    await i18n.changeLanguage('zh-cn');
    const a = render(<BargainGoodsInfo props={{ ...defaults, sku: { ...sku, buy_type: 0 }, loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('砍到任意价格均可购买')).toBeDefined();
    a.unmount();
    await i18n.changeLanguage('en-us');
    const emit = vi.fn(async () => {});
    render(<BargainGoodsInfo props={{ ...defaults, sku: null, loaded: true }} node={node} emit={emit} renderSlot={() => null} />);
    await act(async () => {});
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('missing');
  });
});
