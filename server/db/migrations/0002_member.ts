import { sql, type Kysely } from 'kysely';

/**
 * Member area: members, failed-password log, SMS codes and outbox, image captchas, admin,
 * diy pages with their versions, uploaded files. One statement per call (PGlite runs the
 * extended protocol); valid on PostgreSQL 15 and PGlite.
 */
const statements = [
  `create table member (
    member_id serial primary key,
    share_member integer not null default 0,
    source_member integer not null default 0,
    is_fenxiao smallint not null default 0,
    fenxiao_id integer not null default 0,
    username varchar(50) not null default '',
    nickname varchar(100) not null default '',
    mobile varchar(20) not null default '',
    email varchar(100) not null default '',
    password varchar(255) not null default '',
    pay_password varchar(255) not null default '',
    status smallint not null default 1,
    headimg varchar(255) not null default '',
    member_level integer not null default 0,
    member_level_name varchar(50) not null default '',
    member_level_type smallint not null default 0,
    level_expire_time bigint not null default 0,
    member_label varchar(255) not null default ',',
    member_label_name varchar(255) not null default '',
    qq varchar(50) not null default '',
    qq_openid varchar(100) not null default '',
    wx_openid varchar(100) not null default '',
    weapp_openid varchar(100) not null default '',
    wx_unionid varchar(100) not null default '',
    ali_openid varchar(100) not null default '',
    baidu_openid varchar(100) not null default '',
    toutiao_openid varchar(100) not null default '',
    douyin_openid varchar(100) not null default '',
    realname varchar(50) not null default '',
    sex smallint not null default 0,
    location varchar(255) not null default '',
    birthday bigint not null default 0,
    point integer not null default 0,
    balance integer not null default 0,
    balance_money integer not null default 0,
    growth integer not null default 0,
    is_edit_username smallint not null default 0,
    can_receive_registergift smallint not null default 0,
    province_id integer not null default 0,
    city_id integer not null default 0,
    district_id integer not null default 0,
    community_id integer not null default 0,
    address varchar(255) not null default '',
    full_address varchar(255) not null default '',
    longitude varchar(30) not null default '',
    latitude varchar(30) not null default '',
    member_code varchar(50) not null default '',
    sign_time bigint not null default 0,
    sign_days_series integer not null default 0,
    login_ip varchar(64) not null default '',
    login_type varchar(20) not null default 'h5',
    login_type_name varchar(50) not null default '',
    login_time bigint not null default 0,
    last_login_ip varchar(64) not null default '',
    last_login_type varchar(20) not null default 'h5',
    last_login_time bigint not null default 0,
    login_num integer not null default 0,
    token_version integer not null default 0,
    is_delete smallint not null default 0,
    reg_time bigint not null default 0,
    constraint member_point_nonneg check (point >= 0),
    constraint member_balance_nonneg check (balance >= 0),
    constraint member_balance_money_nonneg check (balance_money >= 0)
  )`,
  `create unique index member_username_uq on member (lower(username)) where is_delete = 0 and username <> ''`,
  `create unique index member_mobile_uq on member (mobile) where is_delete = 0 and mobile <> ''`,
  `create index member_email_idx on member (lower(email)) where is_delete = 0 and email <> ''`,
  `create index member_source_idx on member (source_member) where source_member > 0`,

  `create table member_auth_fail (
    id serial primary key,
    scope varchar(20) not null,
    subject varchar(100) not null,
    ip varchar(64) not null default '',
    create_time bigint not null
  )`,
  `create index member_auth_fail_idx on member_auth_fail (scope, subject, ip, create_time)`,

  `create table sms_code (
    id serial primary key,
    key varchar(64) not null,
    mobile varchar(20) not null,
    code varchar(10) not null,
    scene varchar(30) not null,
    template varchar(50) not null,
    member_id integer not null default 0,
    expire_time bigint not null,
    used smallint not null default 0,
    attempts smallint not null default 0,
    ip varchar(64) not null default '',
    create_time bigint not null
  )`,
  `create unique index sms_code_key_uq on sms_code (key)`,
  `create index sms_code_mobile_idx on sms_code (mobile, create_time)`,
  `create index sms_code_mobile_scene_idx on sms_code (mobile, scene, create_time)`,
  `create index sms_code_ip_idx on sms_code (ip, create_time)`,

  `create table sms_outbox (
    id serial primary key,
    mobile varchar(20) not null,
    code varchar(10) not null default '',
    template varchar(50) not null,
    content text not null,
    create_time bigint not null
  )`,
  `create index sms_outbox_mobile_idx on sms_outbox (mobile, id)`,

  `create table captcha (
    id varchar(64) primary key,
    code varchar(10) not null,
    expire_time bigint not null,
    create_time bigint not null
  )`,
  `create index captcha_expire_idx on captcha (expire_time)`,

  `create table admin (
    admin_id serial primary key,
    username varchar(50) not null,
    token_hash varchar(64) not null,
    create_time bigint not null,
    rotate_time bigint not null
  )`,
  `create unique index admin_username_uq on admin (username)`,
  `create index admin_token_idx on admin (token_hash)`,

  `create table diy_view (
    id serial primary key,
    name varchar(100) not null,
    title varchar(255) not null default '',
    type varchar(100) not null default 'DIY_PAGE',
    type_name varchar(100) not null default '',
    value jsonb not null,
    is_default smallint not null default 0,
    version integer not null default 1,
    create_time bigint not null default extract(epoch from now())::bigint,
    modify_time bigint not null default extract(epoch from now())::bigint
  )`,
  `create unique index diy_view_name_uq on diy_view (name)`,

  `create table diy_view_version (
    id serial primary key,
    diy_id integer not null references diy_view (id) on delete cascade,
    version integer not null,
    value jsonb not null,
    note varchar(255) not null default '',
    create_time bigint not null
  )`,
  `create unique index diy_view_version_uq on diy_view_version (diy_id, version)`,

  `create table upload_file (
    id serial primary key,
    member_id integer not null default 0,
    kind varchar(30) not null,
    path varchar(255) not null,
    size integer not null,
    mimetype varchar(50) not null,
    width integer not null default 0,
    height integer not null default 0,
    create_time bigint not null
  )`,
  `create unique index upload_file_path_uq on upload_file (path)`,
  `create index upload_file_member_idx on upload_file (member_id, create_time)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['upload_file', 'diy_view_version', 'diy_view', 'admin', 'captcha', 'sms_outbox', 'sms_code', 'member_auth_fail', 'member']) {
    await sql.raw(`drop table if exists ${t}`).execute(db);
  }
}
