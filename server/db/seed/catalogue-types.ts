/** Shape of fixtures/seed/catalogue.json (written by catalogue-gen.ts, read by catalogue.ts). */

export interface FixtureCategory {
  category_id: number;
  name: string;
  short_name: string;
  sort: number;
  is_show?: number;
  is_recommend?: number;
  children?: FixtureCategory[];
}

export interface FixtureSpec {
  spec_id: number;
  spec_name: string;
  values: Array<{ spec_value_id: number; spec_value_name: string }>;
}

export interface FixtureSku {
  sku_id: number;
  /** One value name per spec, in spec order. */
  spec_values: string[];
  price: number;
  market_price: number;
  stock: number;
  weight: number;
}

export interface FixtureEvaluation {
  member_name: string;
  content: string;
  scores: number;
  explain_type: number;
  is_anonymous: number;
  explain_first: string;
  again_content: string;
  sku_index: number;
  days_ago: number;
}

export interface FixtureGoods {
  goods_id: number;
  goods_name: string;
  /** Latin text drawn on the generated images. */
  short_name: string;
  color: string;
  /** [level 1, level 2, level 3] */
  category_path: number[];
  brand_id: number;
  introduction: string;
  keywords: string;
  unit: string;
  goods_content: string;
  is_free_shipping: number;
  shipping_template: number;
  virtual_sale: number;
  sale_num: number;
  goods_service_ids: string;
  image_count: number;
  specs: FixtureSpec[];
  skus: FixtureSku[];
  max_buy: number;
  min_buy: number;
  is_limit: number;
  limit_type: number;
  goods_state: number;
  sort: number;
  create_time: number;
  attrs: Array<{ attr_name: string; attr_value_name: string }>;
  evaluations: FixtureEvaluation[];
}

export interface FixtureCoupon {
  coupon_type_id: number;
  coupon_name: string;
  type: 'reward' | 'discount';
  money?: number;
  discount?: string;
  discount_limit?: number;
  at_least: number;
  count: number;
  lead_count: number;
  max_fetch: number;
  validity_type: number;
  fixed_term?: number;
  /** validity_type 0: ends this many days after seeding */
  end_days?: number;
  goods_type: number;
  goods_names?: string[];
  goods_ids?: number[];
  category_names?: string[];
  category_ids?: number[];
  is_show?: number;
}

export interface FixtureStore {
  store_id: number;
  store_name: string;
  telphone: string;
  address: string;
  full_address: string;
  province_id: number;
  city_id: number;
  district_id: number;
  longitude: string;
  latitude: string;
  is_default: number;
  is_pickup: number;
  open_date: string;
  start_time: number;
  end_time: number;
  store_introduce: string;
}

export interface FixtureTemplate {
  template_id: number;
  template_name: string;
  fee_type: number;
  is_default: number;
  items: Array<{ area_ids: string; area_names: string; first_num: number; first_fee: number; continue_num: number; continue_fee: number; free_money: number }>;
}

export interface CatalogueFixture {
  categories: FixtureCategory[];
  brands: Array<{ brand_id: number; brand_name: string; brand_initial: string; brand_desc: string; sort: number; is_recommend: number }>;
  services: Array<{ id: number; service_name: string; desc: string }>;
  templates: FixtureTemplate[];
  goods: FixtureGoods[];
  coupons: FixtureCoupon[];
  /** coupon_type_ids given (unused) to the demo member */
  demo_member_coupons: number[];
  stores: FixtureStore[];
  search_words: { hot_words: string; default_words: string };
}
