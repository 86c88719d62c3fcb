import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureActions, fail, fakeFetch, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import type { PageSchema } from '../../src/sdk/index.ts';
import GoodsInfo, { defaults } from './GoodsInfo.tsx';
import { english, showPage } from '../../src/sdk/testing/catalogue.tsx';

const node = { id: 'i', type: 'goods-info' };
const sku = {
  goods_id: 1,
  sku_id: 3,
  goods_name: 'X5 Phone',
  introduction: 'Big screen',
  discount_price: '3499.00',
  market_price: '3999.00',
  sale_num: 469,
  stock: 162,
  unit: 'pcs',
  is_free_shipping: 1,
  is_collect: 0,
};

const navigator = () => ({ navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() });

beforeAll(() => english('goods'));
afterEach(() => {
  resetActionEnv();
  vi.unstubAllGlobals();
});

const infoPage: PageSchema = {
  schemaVersion: 1,
  id: 'test/info',
  state: { collected: null },
  data: { detail: { api: 'goods.skuDetail', params: { sku_id: '${query.sku_id}' } } },
  content: [
    {
      id: 'info',
      type: 'goods-info',
      props: { sku: '${data.detail.goods_sku_detail}', loaded: '${data.detail !== undefined}', collected: '${state.collected}' },
      on: {
        missing: [{ action: 'navigate', to: '/pages_tool/goods/not_exist', mode: 'redirect' }],
        collect: [
          { action: 'requireLogin' },
          { action: 'request', api: 'goods.collectAdd', params: { goods_id: '${event.goods_id}', sku_id: '${event.sku_id}' } },
          { action: 'setState', path: 'collected', value: 1 },
        ],
      },
    },
  ],
};

describe('goods-info', () => {
  it('shows the price, market price, sales, stock with unit, name and introduction', () => {
    render(<GoodsInfo props={{ ...defaults, sku, loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByTestId('goods-price').textContent).toBe('¥3499.00');
    expect(screen.getByLabelText('Original price').textContent).toBe('¥3999.00');
    expect(screen.getByText('Sales 469')).toBeDefined();
    expect(screen.getByTestId('goods-stock').textContent).toBe('Stock 162 pcs');
    expect(screen.getByRole('heading', { name: 'X5 Phone' })).toBeDefined();
    expect(screen.getByText('Big screen')).toBeDefined();
    expect(screen.getByText('Free shipping')).toBeDefined();
  });

  it('hides stock and sales when the goods says so', () => {
    render(<GoodsInfo props={{ ...defaults, sku: { ...sku, stock_show: 0, sale_show: 0 }, loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.queryByTestId('goods-stock')).toBeNull();
    expect(screen.queryByText('Sales 469')).toBeNull();
  });

  it('a missing goods (goods_sku_detail null) redirects to not_exist', async () => {
    fakeFetch({ '/api/goodssku/detail': ok({ goods_sku_detail: null }) });
    const nav = navigator();
    configureActions({ navigator: nav });
    await showPage(infoPage, { query: { sku_id: '999' } });
    expect(nav.redirect).toHaveBeenCalledWith('/pages_tool/goods/not_exist');
  });

  it('a failed request is not taken for a missing goods', async () => {
    fakeFetch({ '/api/goodssku/detail': fail(-1, 'boom') });
    const nav = navigator();
    configureActions({ navigator: nav, toast: vi.fn() });
    await showPage(infoPage, { query: { sku_id: '1' } });
    expect(nav.redirect).not.toHaveBeenCalled();
  });

  it('favourite: a guest is sent to login; a member adds it and sees it favourited', async () => {
    const { requests } = fakeFetch({ '/api/goodssku/detail': ok({ goods_sku_detail: sku }), '/api/goodscollect/add': ok(7) });
    const nav = navigator();
    configureActions({ navigator: nav, currentPath: () => '/pages/goods/detail?sku_id=3' });
    const guest = await showPage(infoPage, { query: { sku_id: '3' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    });
    expect(nav.navigate).toHaveBeenCalledWith('/pages_tool/login/login?back=%2Fpages%2Fgoods%2Fdetail%3Fsku_id%3D3');
    expect(requests.some((r) => r.path === '/api/goodscollect/add')).toBe(false);
    guest.view.unmount();

    await showPage(infoPage, { query: { sku_id: '3' }, member: { member_id: 1 } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    });
    const add = requests.find((r) => r.path === '/api/goodscollect/add')!;
    expect(add.body).toMatchObject({ goods_id: '1', sku_id: '3', token: 'test-token' });
    expect(screen.getByRole('button', { name: 'Favourited' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('emits share with the goods and sku', () => {
    const emit = vi.fn(async () => {});
    render(<GoodsInfo props={{ ...defaults, sku, loaded: true }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(emit).toHaveBeenCalledWith('share', { goods_id: 1, sku_id: 3 });
  });
});
