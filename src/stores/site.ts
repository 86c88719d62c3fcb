// Site configuration from /api/config/init (theme, addon flags, tab bar, images, …) and the
// site state (1 open, -3 closed). Not persisted: the server inlines a fresh copy into every page,
// and a persisted -3 would keep a reopened shop looking closed (NiuShop keeps it in memory too).
import { create } from 'zustand';
import { hydrateCurrent } from './hydrateCurrent.ts';
import { useStoreStore } from './store.ts';
import {
  ADDON_NAMES,
  type AddonFlags,
  type BottomNav,
  type Copyright,
  type DefaultImg,
  type InitData,
  type MapConfig,
  type ServicerConfig,
  type SiteInfo,
  type StoreConfig,
  type StyleTheme,
} from './types.ts';

export const SITE_OPEN = 1;
export const SITE_CLOSED = -3;

export interface SiteState {
  /** style_theme from init; its `name` selects the colour theme. */
  theme: StyleTheme;
  addonIsExist: AddonFlags;
  /** diy_bottom_nav. */
  tabBar: BottomNav | null;
  siteInfo: SiteInfo | null;
  defaultImg: DefaultImg;
  copyright: Copyright | null;
  mapConfig: MapConfig;
  servicerConfig: ServicerConfig | null;
  storeConfig: StoreConfig | null;
  wechatConfigStatus: number;
  /** 1 open; -3 closed (set by the client on code -3). */
  siteState: number;
  /** True once a config has been applied. */
  initStatus: boolean;
}

export interface SiteActions {
  /** Applies the data of /api/config/init (also sets or clears the default store). */
  applyInit(data: InitData): void;
  setSiteState(state: number): void;
}

export function defaultAddonFlags(): AddonFlags {
  return Object.fromEntries(ADDON_NAMES.map((n) => [n, 0])) as AddonFlags;
}

export const DEFAULT_MAP_CONFIG: MapConfig = { tencent_map_key: '', wap_is_open: 1, wap_valid_time: 0 };

export function initialSiteState(): SiteState {
  return {
    theme: { name: 'default' },
    addonIsExist: defaultAddonFlags(),
    tabBar: null,
    siteInfo: null,
    defaultImg: { goods: '', head: '', store: '', article: '' },
    copyright: null,
    mapConfig: { ...DEFAULT_MAP_CONFIG },
    servicerConfig: null,
    storeConfig: null,
    wechatConfigStatus: 0,
    siteState: SITE_OPEN,
    initStatus: false,
  };
}

const flag = (v: unknown): 0 | 1 => (Number(v) > 0 || v === true ? 1 : 0);
const num = (v: unknown, fallback: number): number => (Number.isFinite(Number(v)) && v !== '' && v != null ? Number(v) : fallback);

export const useSiteStore = create<SiteState & SiteActions>()(hydrateCurrent((set, get) => ({
  ...initialSiteState(),

  applyInit(data) {
    const prev = get();
    const addons = defaultAddonFlags();
    for (const [k, v] of Object.entries(data.addon_is_exist ?? {})) addons[k] = flag(v);
    const map = data.map_config ?? {};
    set({
      theme: data.style_theme?.name ? data.style_theme : { name: 'default' },
      addonIsExist: addons,
      tabBar: data.diy_bottom_nav ?? null,
      siteInfo: data.site_info ?? null,
      defaultImg: { ...prev.defaultImg, ...(data.default_img ?? {}) } as DefaultImg,
      copyright: data.copyright ?? null,
      mapConfig: {
        tencent_map_key: String(map.tencent_map_key ?? DEFAULT_MAP_CONFIG.tencent_map_key),
        wap_is_open: num(map.wap_is_open, DEFAULT_MAP_CONFIG.wap_is_open),
        wap_valid_time: num(map.wap_valid_time, DEFAULT_MAP_CONFIG.wap_valid_time),
      },
      servicerConfig: data.servicer ?? null,
      storeConfig: data.store_config ?? null,
      wechatConfigStatus: num(data.wechat_config_status, 0),
      initStatus: true,
    });
    // NiuShop's init commits the default store, and clears it when the site has none.
    useStoreStore.getState().setDefaultStoreInfo(data.store_info ?? null);
  },

  setSiteState(siteState) {
    set({ siteState });
  },
})));
