import { defaultStore } from '../store/service.ts';
import type { Services } from '../../http/services.ts';
import { cacheKey, Tag } from '../../cache/index.ts';
import type { Lang } from '../../i18n/index.ts';
import { localizeDoc } from '../../../src/diy/i18n.ts';
import { ConfigKey, getConfig, getConfigs, type Db } from './queries.ts';

/** The addon flags of the front end: the spec's 28 (section 1) in its order, then the other installed addons. */
export const ADDONS = [
  'bundling', 'coupon', 'discount', 'fenxiao', 'gift', 'groupbuy', 'manjian', 'memberconsume', 'memberrecharge',
  'memberregister', 'membersignin', 'memberwithdraw', 'memberrecommend', 'pintuan', 'pointexchange', 'seckill', 'store',
  'topic', 'bargain', 'membercancel', 'servicer', 'supermember', 'giftcard', 'divideticket', 'scenefestival',
  'birthdaygift', 'pinfan', 'form',
  // installed beyond the spec's list (every installed addon is named, as NiuShop's list does): store
  // notes, live rooms, the games, and the promotions of niushop-promotions.md §0.1 (presale, bale,
  // blindbox, jielong, cardservice, hongbao); each 0 until the shop turns it on
  'notes', 'live', 'turntable', 'cards', 'egg', 'presale', 'bale', 'blindbox', 'jielong', 'cardservice', 'hongbao',
] as const;

/** The spec's 28 flags (section 1), which every answer carries. */
export const SPEC_ADDONS = ADDONS.slice(0, 28);
export type AddonName = (typeof ADDONS)[number];

export interface StyleTheme {
  id: number;
  title: string;
  name: string;
  main_color: string;
  aux_color: string;
}

export interface CaptchaConfig {
  shop_login: number;
  shop_reception_login: number;
  shop_reception_register: number;
}

export interface DefaultImg {
  goods: string;
  head: string;
  store: string;
  article: string;
}

export interface Copyright {
  logo: string;
  company_name: string;
  copyright_link: string;
  copyright_desc: string;
  icp: string;
  gov_record: string;
  gov_url: string;
  market_supervision_url: string;
  auth: boolean;
}

export interface SiteInfo {
  site_id: number;
  site_domain: string;
  site_name: string;
  logo: string;
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
  site_tel: string;
  logo_square: string;
}

export interface MapConfig {
  tencent_map_key: string;
  wap_is_open: number;
  wap_valid_time: number;
}

export interface InitData {
  style_theme: StyleTheme;
  diy_bottom_nav: Record<string, unknown>;
  addon_is_exist: Record<AddonName, 0 | 1>;
  default_img: DefaultImg;
  copyright: Copyright;
  site_info: SiteInfo;
  servicer: Record<string, unknown>;
  store_config: Record<string, unknown>;
  map_config: MapConfig;
  wechat_config_status: number;
  /** The default store row when one exists (catalogue area); null until it provides it. */
  store_info: Record<string, unknown> | null;
}

export const DEFAULTS = {
  style: { id: 1, title: '热情红', name: 'default', main_color: '#F4391c', aux_color: '#F7B500' } satisfies StyleTheme,
  captcha: { shop_login: 0, shop_reception_login: 0, shop_reception_register: 0 } satisfies CaptchaConfig,
  defaultImg: {
    goods: 'upload/default/goods.png',
    head: 'upload/default/head.png',
    store: 'upload/default/store.png',
    article: 'upload/default/article.png',
  } satisfies DefaultImg,
  copyright: {
    logo: '',
    company_name: '',
    copyright_link: '',
    copyright_desc: '',
    icp: '',
    gov_record: '',
    gov_url: '',
    market_supervision_url: '',
    auth: true,
  } satisfies Copyright,
  siteInfo: {
    site_id: 1,
    site_domain: '',
    site_name: 'Niu Shop',
    logo: '',
    seo_title: '',
    seo_keywords: '',
    seo_description: '',
    site_tel: '',
    logo_square: '',
  } satisfies SiteInfo,
  servicer: { h5: { type: 'none' }, weapp: { type: 'none' }, pc: { type: 'none' }, aliapp: { type: 'none' } },
  store: { store_business: 'shop' },
  map: { tencent_map_key: '', wap_is_open: 0, wap_valid_time: 5 } satisfies MapConfig,
};

const INIT_KEYS = [
  ConfigKey.STYLE,
  ConfigKey.BOTTOM_NAV,
  ConfigKey.ADDONS,
  ConfigKey.DEFAULT_IMG,
  ConfigKey.COPYRIGHT,
  ConfigKey.SITE_INFO,
  ConfigKey.SERVICER,
  ConfigKey.STORE,
  ConfigKey.MAP,
  ConfigKey.WECHAT,
] as const;

function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function int01(v: unknown): 0 | 1 {
  return Number(v) === 1 ? 1 : 0;
}

/** Every flag of spec section 1, 0 unless the ADDON_IS_EXIST row says 1. */
export function addonFlags(stored: unknown): Record<AddonName, 0 | 1> {
  const o = obj(stored);
  const out = {} as Record<AddonName, 0 | 1>;
  for (const name of ADDONS) out[name] = int01(o[name]);
  return out;
}

export async function getAddons(db: Db): Promise<Record<AddonName, 0 | 1>> {
  const row = await db.selectFrom('sys_config').select('value').where('config_key', '=', ConfigKey.ADDONS).executeTakeFirst();
  return addonFlags(row?.value);
}

/**
 * `/api/config/init`: the site config the front end needs at launch (niushop-api.md §1). The same
 * for every shopper, so read through the instance's public cache (server/cache/ttl.ts) when called
 * with the server's own database (the cache is made by the goods area's init): a config change
 * shows within PUBLIC_CACHE_MS (5 s).
 * The answer is shared and frozen.
 */
export async function buildInit(db: Db, services: Pick<Services, 'config'> & Partial<Pick<Services, 'db' | 'publicCache'>>, lang: Lang): Promise<InitData> {
  const cache = services.publicCache;
  if (!cache || services.db !== db) return readInit(db, services, lang);
  // One answer per language: the tab bar's labels are the merchant's in the shopper's language.
  return cache.get(cacheKey('config/init', { lang }), () => readInit(db, services, lang), { tags: () => [Tag.config] });
}

async function readInit(db: Db, services: Pick<Services, 'config'>, lang: Lang): Promise<InitData> {
  const rows = await getConfigs(db, INIT_KEYS);
  const v = (key: string) => obj(rows.get(key)?.value);
  const site = { ...DEFAULTS.siteInfo, ...v(ConfigKey.SITE_INFO) } as SiteInfo;
  if (!site.site_domain && services.config.publicOrigin) site.site_domain = services.config.publicOrigin;
  const map = { ...DEFAULTS.map, ...v(ConfigKey.MAP) } as MapConfig;
  const wechat = v(ConfigKey.WECHAT);
  return {
    style_theme: { ...DEFAULTS.style, ...v(ConfigKey.STYLE) } as StyleTheme,
    diy_bottom_nav: localizeDoc(v(ConfigKey.BOTTOM_NAV), lang),
    addon_is_exist: addonFlags(rows.get(ConfigKey.ADDONS)?.value),
    default_img: { ...DEFAULTS.defaultImg, ...v(ConfigKey.DEFAULT_IMG) } as DefaultImg,
    copyright: { ...DEFAULTS.copyright, ...v(ConfigKey.COPYRIGHT) } as Copyright,
    site_info: site,
    servicer: { ...DEFAULTS.servicer, ...v(ConfigKey.SERVICER) },
    store_config: { ...DEFAULTS.store, ...v(ConfigKey.STORE) },
    map_config: { tencent_map_key: String(map.tencent_map_key ?? ''), wap_is_open: int01(map.wap_is_open), wap_valid_time: Number(map.wap_valid_time) || 0 },
    // WeChat official-account login needs an appid and secret; this server has no WeChat adapter.
    wechat_config_status: wechat.appid && wechat.appsecret ? 1 : 0,
    store_info: await defaultStore(db),
  };
}

export async function getCaptchaConfig(db: Db): Promise<CaptchaConfig> {
  const c = await getConfig(db, ConfigKey.CAPTCHA, DEFAULTS.captcha);
  return { shop_login: int01(c.shop_login), shop_reception_login: int01(c.shop_reception_login), shop_reception_register: int01(c.shop_reception_register) };
}

export async function getDefaultImg(db: Db): Promise<DefaultImg> {
  return getConfig(db, ConfigKey.DEFAULT_IMG, DEFAULTS.defaultImg);
}
