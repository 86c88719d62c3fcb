import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useSiteStore, useStoreStore } from '../../src/sdk/index.ts';
import { storeAddress } from './DiyStore.tsx';
import manifest from './index.ts';
import { useLanguage } from '../../src/sdk/testing/goods.tsx';

const store = { store_id: 2, store_name: '徐汇体验店', telphone: '021-64260000', store_image: 'upload/store/2.jpg', address: '漕溪北路88号', full_address: '上海市,上海市,徐汇区', open_date: '周一至周五 10:00-21:00', status: 1, is_frozen: 0 };

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => {
  useSiteStore.setState({ addonIsExist: defaultAddonFlags() });
  useStoreStore.setState({ defaultStoreInfo: null, globalStoreInfo: null });
});

describe('diy-store', () => {
  it('declares its data: the store (its id from the node state) and the first of the list, both manual', () => {
    const sources = manifest.data?.({}, { id: 'n', type: 'diy-store' });
    expect(sources).toEqual({
      info: { api: 'store.info', params: { store_id: '${state["n:store"]}' }, load: 'manual' },
      first: { api: 'store.page', load: 'manual' },
    });
  });

  it('nothing without the store addon', async () => {
    const { requests } = fakeFetch();
    const { container } = await renderInPage(manifest);
    expect(container.querySelector('.diy-store')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('the chosen store from /api/store/info, through the page; another store chosen loads it', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), store: 1 } });
    useStoreStore.setState({ globalStoreInfo: { store_id: 2 } });
    const { requests } = fakeFetch({ '/api/store/info': (req) => ok(req.body.store_id === '3' ? { ...store, store_id: 3, store_name: '静安店' } : store) });
    const { runtime } = await renderInPage(manifest);
    expect(await screen.findByText('徐汇体验店')).toBeDefined();
    expect(screen.getByText('上海市徐汇区漕溪北路88号')).toBeDefined();
    expect(screen.getByText('营业中')).toBeDefined();
    expect(screen.getByRole('link', { name: /021-64260000/ }).getAttribute('href')).toBe('tel:021-64260000');
    expect(requests[0]!.body).toMatchObject({ store_id: '2' });
    expect(runtime.store.getState().sources['w:info']?.status).toBe('ready');
    await act(async () => useStoreStore.setState({ globalStoreInfo: { store_id: 3 } }));
    expect(await screen.findByText('静安店')).toBeDefined();
    expect(requests.map((r) => r.body.store_id)).toEqual(['2', '3']);
    expect(requests.some((r) => r.path === '/api/store/page')).toBe(false);
  });

  it('without a store: the first of /api/store/page', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), store: 1 } });
    const { requests } = fakeFetch({ '/api/store/page': ok({ list: [{ ...store, store_id: 1, store_name: '默认总店' }] }) });
    await renderInPage(manifest);
    expect(await screen.findByText('默认总店')).toBeDefined();
    expect(requests.map((r) => r.path)).toEqual(['/api/store/page']);
    expect(storeAddress({ store_id: 1, full_address: 'a,a,b', address: 'c' })).toBe('abc');
  });
});
