import { beforeEach, describe, expect, it } from 'vitest';
import { ADDON_NAMES } from './types.ts';
import { initialSiteState, useSiteStore } from './site.ts';
import { useStoreStore } from './store.ts';

beforeEach(() => {
  useSiteStore.setState(initialSiteState());
  useStoreStore.setState({ defaultStoreInfo: null, globalStoreInfo: null });
});

describe('site store', () => {
  it('starts open, with the 28 addon flags off and NiuShop map defaults', () => {
    const s = useSiteStore.getState();
    expect(s.siteState).toBe(1);
    expect(Object.keys(s.addonIsExist)).toHaveLength(28);
    expect(ADDON_NAMES.every((n) => s.addonIsExist[n] === 0)).toBe(true);
    expect(s.mapConfig).toEqual({ tencent_map_key: '', wap_is_open: 1, wap_valid_time: 0 });
    expect(s.initStatus).toBe(false);
  });

  it('applies /api/config/init', () => {
    useSiteStore.getState().applyInit({
      style_theme: { id: 2, title: '商务蓝', name: 'blue', main_color: '#36ABFF', aux_color: '#FA6400' },
      diy_bottom_nav: { list: [{ text: '首页' }] },
      addon_is_exist: { coupon: 1, seckill: '1', pintuan: 0, wechatpay: 1 },
      default_img: { goods: 'g.png', head: 'h.png' },
      copyright: { company_name: 'Shop', auth: true },
      site_info: { site_name: 'My shop', site_tel: '123' },
      servicer: { h5: { type: 'none' } },
      store_config: { store_business: 'shop' },
      map_config: { tencent_map_key: 'KEY', wap_is_open: 0, wap_valid_time: '5' as unknown as number },
      wechat_config_status: 1,
      store_info: { store_id: 1, store_name: 'HQ' },
    });
    const s = useSiteStore.getState();
    expect(s.theme.name).toBe('blue');
    expect(s.addonIsExist).toMatchObject({ coupon: 1, seckill: 1, pintuan: 0, fenxiao: 0, wechatpay: 1 });
    expect(s.tabBar).toEqual({ list: [{ text: '首页' }] });
    expect(s.defaultImg).toEqual({ goods: 'g.png', head: 'h.png', store: '', article: '' });
    expect(s.siteInfo?.site_tel).toBe('123');
    expect(s.mapConfig).toEqual({ tencent_map_key: 'KEY', wap_is_open: 0, wap_valid_time: 5 });
    expect(s.wechatConfigStatus).toBe(1);
    expect(s.servicerConfig?.h5?.type).toBe('none');
    expect(s.storeConfig?.store_business).toBe('shop');
    expect(s.initStatus).toBe(true);
    expect(useStoreStore.getState().defaultStoreInfo).toEqual({ store_id: 1, store_name: 'HQ' });
  });

  it('falls back to the default theme and clears the default store when the site has none', () => {
    useStoreStore.setState({ defaultStoreInfo: { store_id: 3 } });
    useSiteStore.getState().applyInit({ style_theme: null });
    expect(useSiteStore.getState().theme.name).toBe('default');
    expect(useStoreStore.getState().defaultStoreInfo).toBeNull();
  });

  it('is not persisted (a closed shop must not stay closed after it reopens)', () => {
    useSiteStore.getState().setSiteState(-3);
    expect(useSiteStore.getState().siteState).toBe(-3);
    expect(Object.keys(localStorage).filter((k) => k.includes('site'))).toEqual([]);
  });
});
