import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { configureActions, fakeFetch, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import GoodsGrid, { defaults } from './GoodsGrid.tsx';
import { i18n, promotionTags, useSiteStore } from '../../src/sdk/index.ts';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { english, pageFile, showPage } from '../../src/sdk/testing/catalogue.tsx';

const row = (i: number, extra: Record<string, unknown> = {}) => ({
  goods_id: i,
  sku_id: 100 + i,
  goods_name: `Goods ${i}`,
  goods_image: `upload/goods/${i}/1.jpg`,
  discount_price: `${i}.50`,
  market_price: `${i + 10}.00`,
  sale_num: i * 3,
  goods_stock: 5,
  ...extra,
});

function pages(total: number) {
  return (req: { body: Record<string, string>; query: Record<string, string> }) => {
    const p = { ...req.query, ...req.body };
    const page = Number(p.page);
    const size = Number(p.page_size);
    const from = (page - 1) * size;
    const n = Math.max(0, Math.min(size, total - from));
    return ok({ page_count: Math.ceil(total / size), count: total, list: Array.from({ length: n }, (_, i) => row(from + i + 1)) });
  };
}

let fire: () => void = () => {};
class FakeIO {
  constructor(cb: IntersectionObserverCallback) {
    fire = () => cb([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeAll(() => english('goods', 'search'));
afterEach(() => {
  vi.unstubAllGlobals();
  resetActionEnv();
});

describe('goods-grid', () => {
  it('loads the pictures of the first screen at once and the rest when they come near', () => {
    const { container } = render(
      <GoodsGrid
        props={{ ...defaults, items: Array.from({ length: 6 }, (_, i) => row(i + 1)) }}
        node={{ id: 'g', type: 'goods-grid' }}
        emit={async () => {}}
        renderSlot={() => null}
      />,
    );
    const loading = [...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('tags the goods of running promotions (promotion_addon) whose addon is on, in both languages', async () => {
    const before = useSiteStore.getState().addonIsExist;
    useSiteStore.setState({ addonIsExist: { ...before, seckill: 1, groupbuy: 1, bargain: 0 } });
    const items = [row(1, { promotion_addon: '{"seckill":12,"bargain":3}' }), row(2, { promotion_addon: JSON.stringify({ groupbuy: 5 }), is_free_shipping: 1 }), row(3, { promotion_addon: '' })];
    const mount = () => render(<GoodsGrid props={{ ...defaults, items }} node={{ id: 'g', type: 'goods-grid' }} emit={async () => {}} renderSlot={() => null} />);
    const a = mount();
    expect(within(screen.getByRole('button', { name: /\bGoods 1\b/ })).getAllByTestId('goods-promotion-tag').map((e) => e.textContent)).toEqual(['Flash sale']); // bargain's addon is off
    expect(within(screen.getByRole('button', { name: /\bGoods 2\b/ })).getByTestId('goods-promotion-tag').textContent).toBe('Group buy');
    expect(within(screen.getByRole('button', { name: /\bGoods 3\b/ })).queryByTestId('goods-promotion-tag')).toBeNull();
    a.unmount();
    await loadNamespaces(['goods']);
    await i18n.changeLanguage('zh-cn');
    mount();
    expect(within(screen.getByRole('button', { name: /\bGoods 1\b/ })).getByTestId('goods-promotion-tag').textContent).toBe('秒杀');
    expect(within(screen.getByRole('button', { name: /\bGoods 2\b/ })).getByText('包邮')).toBeDefined();
    await i18n.changeLanguage('en-us');
    useSiteStore.setState({ addonIsExist: before });
    expect(promotionTags('{oops', () => true)).toEqual([]);
    expect(promotionTags({ bargain: 9, pintuan: 2 }, () => true)).toEqual(['bargain']);
  });

  it('shows name, price, market price, sales and a sold-out mark', () => {
    render(
      <GoodsGrid
        props={{ ...defaults, items: [row(1), row(2, { goods_stock: 0, market_price_show: 0, is_free_shipping: 1 })] }}
        node={{ id: 'g', type: 'goods-grid' }}
        emit={async () => {}}
        renderSlot={() => null}
      />,
    );
    const first = screen.getByRole('button', { name: /\bGoods 1\b/ });
    expect(within(first).getByText('1.50')).toBeDefined();
    expect(within(first).getByText('¥11.00')).toBeDefined();
    expect(within(first).getByText('3 sold')).toBeDefined();
    expect((first.querySelector('img') as HTMLImageElement).getAttribute('src')).toBe('/upload/goods/1/1_MID.jpg');
    const second = screen.getByRole('button', { name: /\bGoods 2\b/ });
    expect(within(second).getByText('Sold out')).toBeDefined();
    expect(within(second).queryByText('¥12.00')).toBeNull();
    expect(within(second).getByText('Free shipping')).toBeDefined();
  });

  it('the goods list page requests the keyword, loads more on scroll, ends with no more data and opens a goods', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const { requests } = fakeFetch({ '/api/goodssku/page': pages(13), '/api/goodsbrand/page': ok({ page_count: 0, count: 0, list: [] }) });
    const navigate = vi.fn();
    configureActions({ navigator: { navigate, redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() } });
    await showPage(await pageFile('pages/goods/list'), { query: { keyword: 'tea', category_id: '3' } });
    const first = requests.find((r) => r.path === '/api/goodssku/page')!;
    expect({ ...first.query, ...first.body }).toMatchObject({ keyword: 'tea', category_id: '3', page: '1', page_size: '10' });
    expect(first.body.brand_id ?? first.query.brand_id).toBeUndefined();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await act(async () => {
      fire();
    });
    expect(await screen.findByRole('button', { name: /\bGoods 13\b/ })).toBeDefined();
    const second = requests.filter((r) => r.path === '/api/goodssku/page')[1]!;
    expect({ ...second.query, ...second.body }).toMatchObject({ keyword: 'tea', page: '2' });
    expect(screen.getByText('No more data')).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /\bGoods 13\b/ }));
    });
    expect(navigate).toHaveBeenCalledWith('/pages/goods/detail?sku_id=113');
  });

  it('shows the empty state for no goods', async () => {
    fakeFetch({ '/api/goodssku/page': ok({ page_count: 0, count: 0, list: [] }), '/api/goodsbrand/page': ok({ page_count: 0, count: 0, list: [] }) });
    await showPage(await pageFile('pages/goods/list'), { query: { keyword: 'nothing' } });
    expect(screen.getByText('No related data')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Go browsing' })).toBeDefined();
  });

  it('a failed load says so and offers a retry, not "no goods"', async () => {
    let n = 0;
    fakeFetch({
      '/api/goodssku/page': (req) => {
        if (++n === 1) throw new TypeError('Failed to fetch');
        return pages(3)(req);
      },
      '/api/goodsbrand/page': ok({ page_count: 0, count: 0, list: [] }),
    });
    await showPage(await pageFile('pages/goods/list'), { query: { keyword: 'tea' } });
    expect(await screen.findByText('The goods could not be loaded')).toBeDefined();
    expect(screen.queryByText('No related data')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByRole('button', { name: /\bGoods 3\b/ })).toBeDefined();
  });
});
