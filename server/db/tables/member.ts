import type { Generated, JSONColumnType } from 'kysely';

/**
 * Tables of the member area (config, member, login, register, captcha, sms, upload, diy, admin);
 * interfaces in Kysely's style, created by migrations/0002_member.ts. Times are unix seconds,
 * money is integer fen.
 */

/** A shopper (NiuShop `member`, the columns we use). */
export interface MemberTable {
  member_id: Generated<number>;
  share_member: Generated<number>;
  source_member: Generated<number>;
  is_fenxiao: Generated<number>;
  fenxiao_id: Generated<number>;
  username: Generated<string>;
  nickname: Generated<string>;
  mobile: Generated<string>;
  email: Generated<string>;
  /** scrypt hash (server/modules/member/password.ts), '' when none. */
  password: Generated<string>;
  /** scrypt hash, '' when none. */
  pay_password: Generated<string>;
  /** 1 normal, 0 locked. */
  status: Generated<number>;
  headimg: Generated<string>;
  member_level: Generated<number>;
  member_level_name: Generated<string>;
  /** 0 free level, 1 paid card. */
  member_level_type: Generated<number>;
  level_expire_time: Generated<number>;
  member_label: Generated<string>;
  member_label_name: Generated<string>;
  qq: Generated<string>;
  qq_openid: Generated<string>;
  wx_openid: Generated<string>;
  weapp_openid: Generated<string>;
  wx_unionid: Generated<string>;
  ali_openid: Generated<string>;
  baidu_openid: Generated<string>;
  toutiao_openid: Generated<string>;
  douyin_openid: Generated<string>;
  realname: Generated<string>;
  /** 0 unknown, 1 male, 2 female. */
  sex: Generated<number>;
  location: Generated<string>;
  /** Unix seconds of the date (00:00 China time), 0 when not set. */
  birthday: Generated<number>;
  point: Generated<number>;
  /** Stored value, fen (not withdrawable). */
  balance: Generated<number>;
  /** Withdrawable money, fen. */
  balance_money: Generated<number>;
  growth: Generated<number>;
  /** 1 while the member may still change the username once (members registered by mobile). */
  is_edit_username: Generated<number>;
  can_receive_registergift: Generated<number>;
  province_id: Generated<number>;
  city_id: Generated<number>;
  district_id: Generated<number>;
  community_id: Generated<number>;
  address: Generated<string>;
  full_address: Generated<string>;
  longitude: Generated<string>;
  latitude: Generated<string>;
  member_code: Generated<string>;
  /** Last sign-in time (membersignin, account area). */
  sign_time: Generated<number>;
  sign_days_series: Generated<number>;
  login_ip: Generated<string>;
  /** app_type of the current login (h5, wechat …). */
  login_type: Generated<string>;
  login_type_name: Generated<string>;
  login_time: Generated<number>;
  last_login_ip: Generated<string>;
  last_login_type: Generated<string>;
  last_login_time: Generated<number>;
  login_num: Generated<number>;
  /** Bumped to revoke every token issued before (password change, lock, cancellation). */
  token_version: Generated<number>;
  is_delete: Generated<number>;
  reg_time: Generated<number>;
}

/** Failed password checks, for rate limiting (scope login / paypwd / modifypwd). */
export interface MemberAuthFailTable {
  id: Generated<number>;
  scope: string;
  subject: string;
  ip: string;
  create_time: number;
}

/** SMS verification codes; `key` is what the client gets back and sends with the code. */
export interface SmsCodeTable {
  id: Generated<number>;
  key: string;
  mobile: string;
  code: string;
  /** login, register, find_password, tripartite, bind_mobile, set_password, pay_password */
  scene: string;
  /** NiuShop message template keyword (LOGIN_CODE …). */
  template: string;
  member_id: Generated<number>;
  expire_time: number;
  used: Generated<number>;
  /** Wrong guesses; the code is void after 5. */
  attempts: Generated<number>;
  ip: Generated<string>;
  create_time: number;
}

/** Every message the development SMS provider "sent". */
export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  code: Generated<string>;
  template: string;
  content: string;
  create_time: number;
}

export interface CaptchaTable {
  id: string;
  code: string;
  expire_time: number;
  create_time: number;
}

export interface AdminTable {
  admin_id: Generated<number>;
  username: string;
  /** sha256 (hex) of the bearer token; the token itself is shown once. */
  token_hash: string;
  /** scrypt (member/password.ts) of the sign-in password; '' until one is set (0050_admin_session). */
  password_hash: Generated<string>;
  password_time: Generated<number>;
  create_time: number;
  rotate_time: number;
}

/** A diy page: NiuShop's raw `{global, value}` document or our page schema. */
export interface DiyViewTable {
  id: Generated<number>;
  name: string;
  title: Generated<string>;
  type: Generated<string>;
  type_name: Generated<string>;
  value: JSONColumnType<Record<string, unknown>>;
  is_default: Generated<number>;
  version: Generated<number>;
  create_time: Generated<number>;
  modify_time: Generated<number>;
}

/** Every published version of a diy page. */
export interface DiyViewVersionTable {
  id: Generated<number>;
  diy_id: number;
  version: number;
  value: JSONColumnType<Record<string, unknown>>;
  note: Generated<string>;
  create_time: number;
}

export interface UploadFileTable {
  id: Generated<number>;
  member_id: Generated<number>;
  /** headimg, evaluate_img, refundimg, offlinepay */
  kind: string;
  /** Relative to the data directory, e.g. upload/headimg/20250101/ab12….png */
  path: string;
  size: number;
  mimetype: string;
  width: Generated<number>;
  height: Generated<number>;
  create_time: number;
}

export interface MemberTables {
  member: MemberTable;
  member_auth_fail: MemberAuthFailTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  captcha: CaptchaTable;
  admin: AdminTable;
  diy_view: DiyViewTable;
  diy_view_version: DiyViewVersionTable;
  upload_file: UploadFileTable;
}
