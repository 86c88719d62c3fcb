import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useSiteStore, useStoreStore } from '../../src/sdk/index.ts';
import DiyStore, { defaults, storeAddress } from './DiyStore.tsx';
import { renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

const store = { store_id: 2, store_name: '徐汇体验店', telphone: '021-64260000', store_image: 'upload/store/2.jpg', address: '漕溪北路88号', full_address: '上海市,上海市,徐汇区', open_date: '周一至周五 10:00-21:00', status: 1, is_frozen: 0 };

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => {
  useSiteStore.setState({ addonIsExist: defaultAddonFlags() });
  useStoreStore.setState({ defaultStoreInfo: null, globalStoreInfo: null });
});

describe('diy-store', () => {
  it('nothing without the store addon', () => {
    const { requests } = fakeFetch();
    const { container } = renderWidget(DiyStore, defaults);
    expect(container.innerHTML).toBe('');
    expect(requests).toHaveLength(0);
  });

  it('the chosen store from /api/store/info', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), store: 1 } });
    useStoreStore.setState({ globalStoreInfo: { store_id: 2 } });
    const { requests } = fakeFetch({ '/api/store/info': ok(store) });
    renderWidget(DiyStore, defaults);
    expect(await screen.findByText('徐汇体验店')).toBeDefined();
    expect(screen.getByText('上海市徐汇区漕溪北路88号')).toBeDefined();
    expect(screen.getByText('营业中')).toBeDefined();
    expect(screen.getByRole('link', { name: /021-64260000/ }).getAttribute('href')).toBe('tel:021-64260000');
    expect(requests[0]!.body).toMatchObject({ store_id: '2' });
  });

  it('without a store: the first of /api/store/page', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), store: 1 } });
    fakeFetch({ '/api/store/page': ok({ list: [{ ...store, store_id: 1, store_name: '默认总店' }] }) });
    renderWidget(DiyStore, defaults);
    expect(await screen.findByText('默认总店')).toBeDefined();
    expect(storeAddress({ store_id: 1, full_address: 'a,a,b', address: 'c' })).toBe('abc');
  });
});
