import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Tables of the account area (interfaces in Kysely's style; migration 0005_account creates them). */

export type AccountType = 'point' | 'balance' | 'balance_money' | 'growth';

/** The member ledger: one row per change; `account_data` is the signed delta (fen for money). */
export interface MemberAccountTable {
  id: Generated<number>;
  member_id: number;
  account_type: AccountType;
  account_data: number;
  from_type: Generated<string>;
  type_name: Generated<string>;
  type_tag: Generated<string>;
  remark: Generated<string>;
  /** ACCOUNT_REMARK_* message key of the remark ('' for free text); migration 0010_account_remark. */
  remark_key: Generated<string>;
  /** The key's variables (jsonb; written as a JSON string). */
  remark_vars: ColumnType<Record<string, string | number>, string | undefined, string>;
  related_id: Generated<number>;
  create_time: Generated<number>;
}

/** Administrative divisions; id = official code (11 province, 1101 city, 110105 district). */
export interface AreaTable {
  id: number;
  pid: number;
  name: string;
  shortname: Generated<string>;
  longitude: Generated<string>;
  latitude: Generated<string>;
  /** 1 province, 2 city, 3 district. */
  level: number;
  sort: Generated<number>;
  status: Generated<number>;
}

export interface MemberAddressTable {
  id: Generated<number>;
  member_id: number;
  site_id: Generated<number>;
  name: string;
  mobile: string;
  telephone: Generated<string>;
  province_id: Generated<number>;
  city_id: Generated<number>;
  district_id: Generated<number>;
  community_id: Generated<number>;
  address: Generated<string>;
  full_address: Generated<string>;
  longitude: Generated<string>;
  latitude: Generated<string>;
  is_default: Generated<number>;
  /** 1 express address, 2 located address (local delivery). */
  type: Generated<number>;
  create_time: Generated<number>;
  modify_time: Generated<number>;
}

export interface MemberLevelTable {
  level_id: Generated<number>;
  level_name: string;
  /** 0 free level (growth), 1 paid card. */
  level_type: Generated<number>;
  /** Growth threshold. */
  growth: Generated<number>;
  /** Percent paid, 100 = no discount. */
  consume_discount: Generated<number>;
  is_free_shipping: Generated<number>;
  point_feedback: Generated<number>;
  /** Upgrade gifts: points, balance (fen), coupon type ids "1,2". */
  send_point: Generated<number>;
  send_balance: Generated<number>;
  send_coupon: Generated<string>;
  remark: Generated<string>;
  bg_color: Generated<string>;
  level_text_color: Generated<string>;
  level_picture: Generated<string>;
  charge_rule: Generated<string>;
  charge_type: Generated<number>;
  is_default: Generated<number>;
  status: Generated<number>;
  sort: Generated<number>;
  create_time: Generated<number>;
  /** Paid cards: the one to advertise (migration 0033_supermember). */
  is_recommend: Generated<number>;
  /** Merchant text in other languages, `{"en-us": {"level_name": …}}` (migration 0033_supermember). */
  i18n: JSONColumnType<Record<string, Record<string, unknown>>, string | undefined, string>;
}

export interface MemberSigninTable {
  id: Generated<number>;
  member_id: number;
  /** YYYY-MM-DD in Asia/Shanghai. */
  sign_date: string;
  days_series: Generated<number>;
  point: Generated<number>;
  growth: Generated<number>;
  create_time: Generated<number>;
}

export interface OrderRefundLogTable {
  id: Generated<number>;
  order_goods_id: number;
  order_id: Generated<number>;
  member_id: Generated<number>;
  refund_status: Generated<number>;
  refund_status_name: Generated<string>;
  action: Generated<string>;
  /** 1 buyer, 2 seller. */
  action_way: Generated<number>;
  action_userid: Generated<number>;
  username: Generated<string>;
  desc: Generated<string>;
  create_time: Generated<number>;
}

export interface AccountTables {
  member_account: MemberAccountTable;
  area: AreaTable;
  member_address: MemberAddressTable;
  member_level: MemberLevelTable;
  member_signin: MemberSigninTable;
  order_refund_log: OrderRefundLogTable;
}
