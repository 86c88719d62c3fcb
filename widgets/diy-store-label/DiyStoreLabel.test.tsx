import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useSiteStore, useStoreStore } from '../../src/sdk/index.ts';
import DiyStoreLabel, { defaults, storeLabels } from './DiyStoreLabel.tsx';
import { data } from './data.ts';
import manifest from './index.ts';
import { renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => {
  useSiteStore.setState({ addonIsExist: defaultAddonFlags(), storeConfig: null });
  useStoreStore.setState({ defaultStoreInfo: null, globalStoreInfo: null });
});

const chainStore = () => useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), store: 1 }, storeConfig: { store_business: 'store' } });

describe('diy-store-label', () => {
  it('without the store addon: nothing, no call', () => {
    const { requests } = fakeFetch();
    const { container } = renderWidget(DiyStoreLabel, defaults);
    expect(container.textContent).toBe('');
    expect(requests).toHaveLength(0);
  });

  it('asks labelPage for the first `count` labels or the picked ones, only with the addon on', () => {
    expect(data({ count: 4 })).toEqual({ labels: { api: 'store.labelPage', params: { page: 1, page_size: 4 }, when: 'site.addonIsExist.store == 1' } });
    expect(data({ sources: 'diy', labelIds: [3, '5'] })!.labels!.params).toEqual({ page: 1, page_size: 0, label_id_arr: '3,5' });
    expect(data({ sources: 'diy', labelIds: [] })).toBeNull();
  });

  it('with the addon: the labels in one row', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), store: 1 } });
    const { requests } = fakeFetch({ '/store/api/store/labelPage': ok({ list: [{ label_id: 1, label_name: '免费停车' }, { label_id: 2, label_name: '24小时营业' }], count: 2 }) });
    await renderInPage(manifest);
    expect(await screen.findByText('免费停车')).toBeDefined();
    expect(screen.getByText('24小时营业')).toBeDefined();
    expect(requests[0]!.body).toMatchObject({ page: '1', page_size: '3' });
  });

  it("chain-store mode: the current store's own labels (label_name), not the shop's list", async () => {
    chainStore();
    useStoreStore.setState({ defaultStoreInfo: { store_id: 1, label_name: '免费停车,,24小时营业' }, globalStoreInfo: { store_id: 2, label_name: '可自提，免费WiFi,宠物友好,充电桩' } });
    fakeFetch({ '/store/api/store/labelPage': ok({ list: [{ label_id: 1, label_name: '免费停车' }], count: 1 }) });
    await renderInPage(manifest);
    // the chosen store wins over the default one; the first `count` (3) of its labels
    expect(await screen.findByText('可自提')).toBeDefined();
    expect(screen.getByText('免费WiFi')).toBeDefined();
    expect(screen.getByText('宠物友好')).toBeDefined();
    expect(screen.queryByText('充电桩')).toBeNull();
    expect(screen.queryByText('免费停车')).toBeNull();
  });

  it('chain-store mode: count for initial, three for picked labels; nothing when the store has none', () => {
    expect(storeLabels('a,,b, c ,d', 2)).toEqual(['a', 'b']);
    expect(storeLabels(undefined, 3)).toEqual([]);
    chainStore();
    useStoreStore.setState({ defaultStoreInfo: { store_id: 1, label_name: 'a,b,c,d,e' } });
    const initial = renderWidget(DiyStoreLabel, defaults, { count: 5 });
    expect(initial.container.querySelectorAll('li')).toHaveLength(5);
    initial.unmount();
    const picked = renderWidget(DiyStoreLabel, defaults, { sources: 'diy', labelIds: [1], count: 5 });
    expect(picked.container.querySelectorAll('li')).toHaveLength(3);
    picked.unmount();
    useStoreStore.setState({ defaultStoreInfo: { store_id: 1, label_name: '' } });
    expect(renderWidget(DiyStoreLabel, defaults).container.textContent).toBe('');
  });

  it('shop mode keeps the shop-wide list even when the store has labels', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), store: 1 }, storeConfig: { store_business: 'shop' } });
    useStoreStore.setState({ defaultStoreInfo: { store_id: 1, label_name: '可自提' } });
    fakeFetch({ '/store/api/store/labelPage': ok({ list: [{ label_id: 1, label_name: '免费停车' }], count: 1 }) });
    await renderInPage(manifest);
    expect(await screen.findByText('免费停车')).toBeDefined();
    expect(screen.queryByText('可自提')).toBeNull();
  });
});
