// Shapes the stores keep, as the NiuShop API sends them. Only the fields the front end relies on
// are named; the rest pass through (index signatures), since the server may add fields.

export const ADDON_NAMES = [
  'bundling', 'coupon', 'discount', 'fenxiao', 'gift', 'groupbuy', 'manjian', 'memberconsume',
  'memberrecharge', 'memberregister', 'membersignin', 'memberwithdraw', 'memberrecommend', 'pintuan',
  'pointexchange', 'seckill', 'store', 'topic', 'bargain', 'membercancel', 'servicer', 'supermember',
  'giftcard', 'divideticket', 'scenefestival', 'birthdaygift', 'pinfan', 'form',
] as const;
export type AddonName = (typeof ADDON_NAMES)[number];
/** 0/1 per addon; the 28 known ones always present, others as the server sends them. */
export type AddonFlags = Record<AddonName, 0 | 1> & Record<string, 0 | 1>;

export interface StyleTheme {
  id?: number;
  title?: string;
  name: string;
  main_color?: string;
  aux_color?: string;
  [key: string]: unknown;
}

export interface DefaultImg {
  goods: string;
  head: string;
  store: string;
  article: string;
  [key: string]: unknown;
}

export interface SiteInfo {
  site_id?: number;
  site_name?: string;
  logo?: string;
  logo_square?: string;
  site_tel?: string;
  [key: string]: unknown;
}

export interface Copyright {
  logo?: string;
  company_name?: string;
  copyright_link?: string;
  copyright_desc?: string;
  icp?: string;
  auth?: boolean;
  [key: string]: unknown;
}

export interface MapConfig {
  tencent_map_key: string;
  /** 1 = locate on mobile. */
  wap_is_open: number;
  /** Minutes a stored location stays valid; 0 = forever. */
  wap_valid_time: number;
}

/** Customer-service configuration per client (`h5`, `weapp`, …). */
export interface ServicerConfig {
  h5?: { type: string; wxwork_url?: string; third_url?: string; corpid?: string; [key: string]: unknown };
  [client: string]: unknown;
}

export interface StoreConfig {
  store_business?: 'shop' | 'store' | string;
  is_allow_change?: number;
  confirm_popup_control?: number;
  [key: string]: unknown;
}

/** A shop branch (门店). */
export interface StoreInfo {
  store_id: number;
  store_name?: string;
  [key: string]: unknown;
}

/** The bottom tab bar document (diy_bottom_nav); its details belong to the shell. */
export interface BottomNav {
  list?: unknown[];
  [key: string]: unknown;
}

/** `data` of /api/config/init. */
export interface InitData {
  style_theme?: StyleTheme | null;
  diy_bottom_nav?: BottomNav | null;
  addon_is_exist?: Record<string, unknown> | null;
  default_img?: Partial<DefaultImg> | null;
  copyright?: Copyright | null;
  site_info?: SiteInfo | null;
  servicer?: ServicerConfig | null;
  store_config?: StoreConfig | null;
  map_config?: Partial<MapConfig> | null;
  wechat_config_status?: number | string | null;
  store_info?: StoreInfo | null;
  [key: string]: unknown;
}

/** `data` of /api/member/info. `status` 0 means locked: the front end logs out. */
export interface MemberInfo {
  member_id: number;
  status: number;
  username?: string;
  nickname?: string;
  headimg?: string;
  mobile?: string;
  member_level?: number;
  member_level_name?: string;
  point?: number | string;
  balance?: string;
  balance_money?: string;
  [key: string]: unknown;
}

/** One row of /api/cart/lists. */
export interface CartRow {
  cart_id: number;
  goods_id: number;
  sku_id: number;
  num: number | string;
  discount_price: string | number;
  goods_name?: string;
  max_buy?: number;
  min_buy?: number;
  stock?: number;
  [key: string]: unknown;
}

/** Third-party (WeChat) authorisation kept for the auth login. */
export interface AuthInfo {
  wx_openid?: string;
  wx_unionid?: string;
  nickName?: string;
  avatarUrl?: string;
  [key: string]: unknown;
}
