import type { Generated, JSONColumnType } from 'kysely';

/**
 * Tables of the catalogue area (goods, coupon, store, delivery). Interfaces in Kysely's style;
 * migrations/0003_catalogue.ts creates them. Money columns are integer fen; times unix seconds.
 */

/** One spec value as NiuShop keeps it in `sku_spec_format` / `goods_spec_format`. */
export interface SpecValue {
  spec_id: number;
  spec_name: string;
  spec_value_id: number;
  spec_value_name: string;
  image: string;
  /** Only in the precomputed per-sku `goods_spec_format`. */
  selected?: boolean;
  sku_id?: number;
  disabled?: boolean;
}

export interface SpecGroup {
  spec_id: number;
  spec_name: string;
  value: SpecValue[];
}

export interface AttrItem {
  attr_id: number;
  attr_name: string;
  attr_value_id: number;
  attr_value_name: string;
  sort: number;
}

/** Three-level category tree; `is_show` 0 = visible, -1 = hidden (as NiuShop). */
export interface GoodsCategoryTable {
  category_id: Generated<number>;
  pid: Generated<number>;
  level: number;
  category_name: string;
  short_name: Generated<string>;
  image: Generated<string>;
  image_adv: Generated<string>;
  icon: Generated<string>;
  is_show: Generated<number>;
  sort: Generated<number>;
  category_id_1: Generated<number>;
  category_id_2: Generated<number>;
  category_id_3: Generated<number>;
  category_full_name: Generated<string>;
  is_recommend: Generated<number>;
  link_url: Generated<string>;
  keywords: Generated<string>;
  description: Generated<string>;
  /** Merchant text in other languages (migration 0054): `{"en-us": {field: text}}`, read by textIn / translation (modules/content/i18n.ts). */
  i18n: JSONColumnType<Record<string, Record<string, unknown>>, string | undefined, string>;
}

export interface GoodsBrandTable {
  brand_id: Generated<number>;
  brand_name: string;
  brand_initial: Generated<string>;
  image_url: Generated<string>;
  banner: Generated<string>;
  brand_desc: Generated<string>;
  is_recommend: Generated<number>;
  sort: Generated<number>;
  create_time: Generated<number>;
}

export interface GoodsTable {
  goods_id: Generated<number>;
  goods_name: string;
  goods_class: Generated<number>;
  goods_class_name: Generated<string>;
  /** NiuShop's comma list ",1,5,12," (every level); filtering uses goods_category_rel. */
  category_id: Generated<string>;
  brand_id: Generated<number>;
  brand_name: Generated<string>;
  /** Comma list of relative image paths. */
  goods_image: Generated<string>;
  goods_content: Generated<string>;
  introduction: Generated<string>;
  keywords: Generated<string>;
  unit: Generated<string>;
  goods_state: Generated<number>;
  is_delete: Generated<number>;
  /** Default sku (the one lists show). */
  sku_id: Generated<number>;
  price: Generated<number>;
  market_price: Generated<number>;
  cost_price: Generated<number>;
  goods_stock: Generated<number>;
  sale_num: Generated<number>;
  virtual_sale: Generated<number>;
  click_num: Generated<number>;
  collect_num: Generated<number>;
  evaluate: Generated<number>;
  max_buy: Generated<number>;
  min_buy: Generated<number>;
  is_limit: Generated<number>;
  limit_type: Generated<number>;
  is_free_shipping: Generated<number>;
  shipping_template: Generated<number>;
  goods_spec_format: JSONColumnType<SpecGroup[]>;
  goods_attr_format: JSONColumnType<AttrItem[]>;
  goods_service_ids: Generated<string>;
  video_url: Generated<string>;
  label_name: Generated<string>;
  recommend_way: Generated<number>;
  sort: Generated<number>;
  support_trade_type: Generated<string>;
  sale_show: Generated<number>;
  stock_show: Generated<number>;
  market_price_show: Generated<number>;
  barrage_show: Generated<number>;
  sale_channel: Generated<string>;
  create_time: Generated<number>;
  modify_time: Generated<number>;
  /** Merchant text in other languages (migration 0054): `{"en-us": {field: text}}`, read by textIn / translation (modules/content/i18n.ts). */
  i18n: JSONColumnType<Record<string, Record<string, unknown>>, string | undefined, string>;
}

export interface GoodsCategoryRelTable {
  goods_id: number;
  category_id: number;
}

export interface GoodsSkuTable {
  sku_id: Generated<number>;
  goods_id: number;
  sku_name: string;
  sku_no: Generated<string>;
  sku_spec_format: JSONColumnType<SpecValue[]>;
  price: number;
  market_price: Generated<number>;
  cost_price: Generated<number>;
  discount_price: number;
  promotion_type: Generated<number>;
  /** Sale stock (what shoppers can buy); CHECK (stock >= 0). */
  stock: Generated<number>;
  real_stock: Generated<number>;
  sale_num: Generated<number>;
  click_num: Generated<number>;
  collect_num: Generated<number>;
  sku_image: Generated<string>;
  sku_images: Generated<string>;
  /** grams */
  weight: Generated<number>;
  /** cubic metres, exact decimal string */
  volume: Generated<string>;
  is_default: Generated<number>;
  /** Precomputed per sku: which sku each spec value leads to (niushop-api.md §2). */
  goods_spec_format: JSONColumnType<SpecGroup[]>;
  /** Merchant text in other languages (migration 0054): `{"en-us": {field: text}}`, read by textIn / translation (modules/content/i18n.ts). */
  i18n: JSONColumnType<Record<string, Record<string, unknown>>, string | undefined, string>;
}

export interface GoodsEvaluateTable {
  evaluate_id: Generated<number>;
  order_id: Generated<number>;
  order_no: Generated<string>;
  order_goods_id: Generated<number>;
  goods_id: number;
  sku_id: Generated<number>;
  sku_name: Generated<string>;
  sku_price: Generated<number>;
  sku_image: Generated<string>;
  member_id: Generated<number>;
  member_name: Generated<string>;
  member_headimg: Generated<string>;
  content: Generated<string>;
  images: Generated<string>;
  scores: Generated<number>;
  /** 1 good, 2 neutral, 3 bad */
  explain_type: Generated<number>;
  explain_first: Generated<string>;
  again_content: Generated<string>;
  again_images: Generated<string>;
  again_explain: Generated<string>;
  is_anonymous: Generated<number>;
  is_show: Generated<number>;
  /** 0 waiting, 1 approved (shown), 2 refused */
  is_audit: Generated<number>;
  again_is_audit: Generated<number>;
  create_time: Generated<number>;
  again_time: Generated<number>;
}

export interface GoodsServiceTable {
  id: Generated<number>;
  service_name: string;
  desc: Generated<string>;
  icon: Generated<string>;
  sort: Generated<number>;
  create_time: Generated<number>;
}

export interface GoodsCollectTable {
  collect_id: Generated<number>;
  member_id: number;
  goods_id: number;
  sku_id: number;
  category_id: Generated<number>;
  sku_name: Generated<string>;
  sku_price: Generated<number>;
  sku_image: Generated<string>;
  create_time: Generated<number>;
}

export interface GoodsBrowseTable {
  id: Generated<number>;
  member_id: number;
  goods_id: number;
  sku_id: number;
  browse_time: Generated<number>;
}

export interface PromotionCouponTypeTable {
  coupon_type_id: Generated<number>;
  coupon_name: string;
  /** 'reward' (fixed amount off) | 'discount' (percentage, e.g. 9.5 折) */
  type: string;
  image: Generated<string>;
  /** fen, for 'reward' */
  money: Generated<number>;
  /** exact decimal string "9.50" (1–9.9), for 'discount' */
  discount: Generated<string>;
  /** fen; 0 = no cap */
  discount_limit: Generated<number>;
  /** fen threshold; 0 = none */
  at_least: Generated<number>;
  /** total copies; -1 = unlimited (NiuShop). CHECK (count < 0 OR lead_count <= count). */
  count: Generated<number>;
  lead_count: Generated<number>;
  used_count: Generated<number>;
  /** per member (claims of get_type 2); 0 = no limit */
  max_fetch: Generated<number>;
  /** 0 fixed end_time, 1 fixed_term days after receipt, 2 no expiry */
  validity_type: Generated<number>;
  start_use_time: Generated<number>;
  end_time: Generated<number>;
  fixed_term: Generated<number>;
  /** 1 all, 2 selected goods, 3 all except goods, 4 categories, 5 all except categories */
  goods_type: Generated<number>;
  /** ",1,2," goods ids (types 2, 3) */
  goods_ids: Generated<string>;
  /** ",1,2," category ids (types 4, 5) */
  category_ids: Generated<string>;
  /** 1 running, 2 ended, -1 closed */
  status: Generated<number>;
  is_show: Generated<number>;
  use_channel: Generated<string>;
  use_store: Generated<string>;
  sort: Generated<number>;
  create_time: Generated<number>;
  update_time: Generated<number>;
}

export interface PromotionCouponTable {
  coupon_id: Generated<number>;
  coupon_type_id: number;
  coupon_code: Generated<string>;
  coupon_name: Generated<string>;
  member_id: number;
  type: string;
  /** 1 unused, 2 used, 3 expired, 4 closed */
  state: Generated<number>;
  money: Generated<number>;
  discount: Generated<string>;
  discount_limit: Generated<number>;
  at_least: Generated<number>;
  goods_type: Generated<number>;
  goods_ids: Generated<string>;
  category_ids: Generated<string>;
  use_channel: Generated<string>;
  /** 1 merchant, 2 claimed by the member, 3 campaign */
  get_type: Generated<number>;
  related_id: Generated<number>;
  fetch_time: Generated<number>;
  start_time: Generated<number>;
  /** 0 = never expires */
  end_time: Generated<number>;
  use_time: Generated<number>;
  use_order_id: Generated<number>;
}

export interface StoreTable {
  store_id: Generated<number>;
  store_name: string;
  telphone: Generated<string>;
  store_image: Generated<string>;
  store_images: Generated<string>;
  store_introduce: Generated<string>;
  /** 1 open, 0 resting */
  status: Generated<number>;
  is_frozen: Generated<number>;
  close_show: Generated<number>;
  close_desc: Generated<string>;
  province_id: Generated<number>;
  city_id: Generated<number>;
  district_id: Generated<number>;
  address: Generated<string>;
  full_address: Generated<string>;
  /** exact decimal strings */
  longitude: Generated<string>;
  latitude: Generated<string>;
  is_pickup: Generated<number>;
  is_o2o: Generated<number>;
  is_express: Generated<number>;
  is_default: Generated<number>;
  open_date: Generated<string>;
  time_type: Generated<number>;
  time_week: Generated<string>;
  /** seconds since midnight */
  start_time: Generated<number>;
  end_time: Generated<number>;
  time_interval: Generated<number>;
  advance_day: Generated<number>;
  most_day: Generated<number>;
  stock_type: Generated<string>;
  label_name: Generated<string>;
  sort: Generated<number>;
  create_time: Generated<number>;
}

export interface ExpressTemplateTable {
  template_id: Generated<number>;
  template_name: string;
  /** 1 by number of items, 2 by weight (grams) */
  fee_type: Generated<number>;
  is_default: Generated<number>;
  create_time: Generated<number>;
}

export interface ExpressTemplateItemTable {
  item_id: Generated<number>;
  template_id: number;
  /** 'all' or a comma list ",11,3101," of province / city / district ids */
  area_ids: Generated<string>;
  area_names: Generated<string>;
  /** items or grams */
  first_num: number;
  first_fee: number;
  continue_num: number;
  continue_fee: number;
  /** fen; goods money of this template at or above it ships free; 0 = never free */
  free_money: Generated<number>;
}

export interface CatalogueTables {
  goods_category: GoodsCategoryTable;
  goods_brand: GoodsBrandTable;
  goods: GoodsTable;
  goods_category_rel: GoodsCategoryRelTable;
  goods_sku: GoodsSkuTable;
  goods_evaluate: GoodsEvaluateTable;
  goods_service: GoodsServiceTable;
  goods_collect: GoodsCollectTable;
  goods_browse: GoodsBrowseTable;
  promotion_coupon_type: PromotionCouponTypeTable;
  promotion_coupon: PromotionCouponTable;
  store: StoreTable;
  express_template: ExpressTemplateTable;
  express_template_item: ExpressTemplateItemTable;
}
