import { sql, type Kysely } from 'kysely';

/**
 * Content and engagement (issue 17): help, notices, articles, store notes, live rooms, custom forms,
 * chat with the shop, invite friends, games and the gift popups (birthday, festival, spending
 * reward). Money is integer fen, times unix seconds; valid on PostgreSQL 15 and PGlite.
 * `i18n` columns hold the merchant text in other languages: `{"en-us": {"title": "…"}}` over the
 * row's own (zh-cn) fields. Members, goods, coupon types and orders belong to other areas, so there
 * are no foreign keys to them: reads join and skip rows whose target is gone.
 */
const NOW = 'extract(epoch from now())::bigint';
const I18N = `i18n jsonb not null default '{}'::jsonb`;

const statements: string[] = [
  // ---- help, notices, articles ------------------------------------------------------------------
  `create table help_class (
    class_id serial primary key,
    class_name varchar(100) not null,
    sort integer not null default 0,
    ${I18N},
    create_time bigint not null default ${NOW}
  )`,
  `create table help (
    id serial primary key,
    title varchar(255) not null,
    link_address varchar(1000) not null default '',
    content text not null default '',
    class_id integer not null references help_class (class_id) on delete cascade,
    sort integer not null default 0,
    read_num integer not null default 0,
    ${I18N},
    create_time bigint not null default ${NOW},
    modify_time bigint not null default ${NOW}
  )`,
  `create index help_class_idx on help (class_id, sort)`,
  `create table notice (
    id serial primary key,
    title varchar(255) not null,
    content text not null default '',
    is_top smallint not null default 0 check (is_top in (0, 1)),
    sort integer not null default 0,
    receiving_type varchar(100) not null default 'mobile',
    read_num integer not null default 0,
    ${I18N},
    create_time bigint not null default ${NOW}
  )`,
  `create table article_category (
    category_id serial primary key,
    category_name varchar(100) not null,
    sort integer not null default 0,
    ${I18N}
  )`,
  `create table article (
    article_id serial primary key,
    article_title varchar(255) not null,
    article_abstract varchar(1000) not null default '',
    category_id integer not null default 0,
    cover_img varchar(255) not null default '',
    article_content text not null default '',
    status smallint not null default 1 check (status in (0, 1)),
    is_show_release_time smallint not null default 1,
    is_show_read_num smallint not null default 1,
    is_show_dianzan_num smallint not null default 1,
    read_num integer not null default 0,
    dianzan_num integer not null default 0,
    initial_read_num integer not null default 0,
    initial_dianzan_num integer not null default 0,
    sort integer not null default 0,
    ${I18N},
    create_time bigint not null default ${NOW}
  )`,
  `create index article_list_idx on article (status, sort desc, create_time desc)`,

  // ---- store notes (notes addon) -------------------------------------------------------------------
  `create table notes_group (
    group_id serial primary key,
    group_name varchar(100) not null,
    sort integer not null default 0,
    ${I18N}
  )`,
  `create table notes (
    note_id serial primary key,
    note_type varchar(20) not null check (note_type in ('shop_said', 'goods_item')),
    note_title varchar(255) not null,
    note_abstract varchar(1000) not null default '',
    group_id integer not null default 0,
    cover_type smallint not null default 0,
    cover_img varchar(2000) not null default '',
    goods_ids varchar(1000) not null default '',
    goods_highlights varchar(255) not null default '',
    note_content text not null default '',
    status smallint not null default 0 check (status in (0, 1)),
    is_show_release_time smallint not null default 1,
    is_show_read_num smallint not null default 1,
    is_show_dianzan_num smallint not null default 1,
    read_num integer not null default 0,
    dianzan_num integer not null default 0 check (dianzan_num >= 0),
    initial_read_num integer not null default 0,
    initial_dianzan_num integer not null default 0,
    sort integer not null default 0,
    ${I18N},
    create_time bigint not null default ${NOW},
    update_time bigint not null default ${NOW},
    release_time bigint not null default 0
  )`,
  `create index notes_list_idx on notes (status, group_id, sort)`,
  `create table notes_dianzan_record (
    record_id serial primary key,
    note_id integer not null references notes (note_id) on delete cascade,
    member_id integer not null,
    create_time bigint not null default ${NOW},
    unique (note_id, member_id)
  )`,

  // ---- live rooms (live addon: WeChat mini-program rooms, kept as data) -----------------------------
  `create table weapp_live_room (
    id serial primary key,
    room_id integer not null unique,
    name varchar(255) not null,
    anchor_name varchar(100) not null default '',
    cover_img varchar(255) not null default '',
    share_img varchar(255) not null default '',
    start_time bigint not null default 0,
    end_time bigint not null default 0,
    live_status smallint not null default 102,
    goods jsonb not null default '[]'::jsonb,
    ${I18N}
  )`,

  // ---- custom and system forms (form addon) --------------------------------------------------------
  `create table form (
    id serial primary key,
    form_name varchar(100) not null,
    form_type varchar(20) not null check (form_type in ('custom', 'goods', 'order')),
    is_use smallint not null default 1 check (is_use in (0, 1)),
    json_data jsonb not null default '[]'::jsonb,
    ${I18N},
    create_time bigint not null default ${NOW}
  )`,
  `create table form_goods (
    goods_id integer primary key,
    form_id integer not null references form (id) on delete cascade
  )`,
  `create table form_data (
    id serial primary key,
    form_id integer not null,
    member_id integer not null,
    scene varchar(20) not null check (scene in ('custom', 'goods', 'order')),
    relation_id integer not null default 0,
    form_data jsonb not null,
    submit_key varchar(64),
    create_time bigint not null default ${NOW}
  )`,
  `create unique index form_data_submit_uidx on form_data (member_id, form_id, submit_key) where submit_key is not null`,
  `create index form_data_relation_idx on form_data (scene, relation_id)`,

  // ---- chat with the shop (servicer addon) ---------------------------------------------------------
  `create table chat_message (
    id bigserial primary key,
    member_id integer not null,
    sender varchar(10) not null check (sender in ('member', 'shop')),
    content_type smallint not null check (content_type in (0, 1, 2, 3)),
    content text not null default '',
    goods_sku_id integer not null default 0,
    order_id integer not null default 0,
    client_msg_id varchar(64),
    create_time bigint not null default ${NOW}
  )`,
  `create unique index chat_message_client_uidx on chat_message (member_id, sender, client_msg_id) where client_msg_id is not null`,
  `create index chat_message_member_idx on chat_message (member_id, id)`,
  `create table chat_session (
    member_id integer primary key,
    last_message_id bigint not null default 0,
    last_time bigint not null default 0,
    member_read_id bigint not null default 0,
    shop_read_id bigint not null default 0
  )`,
  `create index chat_session_last_idx on chat_session (last_time desc)`,

  // ---- invite friends (memberrecommend addon) ------------------------------------------------------
  `create table promotion_recommend (
    recommend_id serial primary key,
    recommend_name varchar(255) not null,
    start_time bigint not null,
    end_time bigint not null,
    status smallint not null default 1 check (status in (-1, 1)),
    type varchar(50) not null default '',
    point integer not null default 0 check (point >= 0),
    balance integer not null default 0 check (balance >= 0),
    coupon varchar(255) not null default '',
    max_fetch integer not null default 0 check (max_fetch >= 0),
    remark text not null default '',
    ${I18N},
    create_time bigint not null default ${NOW},
    check (end_time > start_time)
  )`,
  `create table promotion_recommend_count (
    recommend_id integer not null references promotion_recommend (recommend_id) on delete cascade,
    member_id integer not null,
    num integer not null default 0,
    primary key (recommend_id, member_id)
  )`,
  `create table promotion_recommend_award (
    award_id serial primary key,
    recommend_id integer not null,
    member_id integer not null,
    source_member integer not null unique,
    point integer not null default 0,
    balance integer not null default 0,
    coupon varchar(255) not null default '',
    coupon_num integer not null default 0,
    create_time bigint not null default ${NOW}
  )`,
  `create index promotion_recommend_award_member_idx on promotion_recommend_award (member_id, award_id desc)`,

  // ---- games: turntable, cards, egg ----------------------------------------------------------------
  `create table promotion_games (
    game_id serial primary key,
    game_name varchar(255) not null,
    game_type varchar(20) not null check (game_type in ('turntable', 'cards', 'egg')),
    level_id varchar(255) not null default '',
    level_name varchar(255) not null default '',
    points integer not null default 0 check (points >= 0),
    start_time bigint not null,
    end_time bigint not null,
    status smallint not null default 1 check (status in (1, 3)),
    remark text not null default '',
    winning_rate integer not null default 10000 check (winning_rate between 0 and 10000),
    no_winning_img varchar(255) not null default '',
    no_winning_desc varchar(255) not null default '',
    is_show_winner smallint not null default 1,
    join_type smallint not null default 1 check (join_type in (0, 1)),
    join_frequency integer not null default 1 check (join_frequency >= 0),
    join_num integer not null default 0,
    winning_num integer not null default 0,
    ${I18N},
    create_time bigint not null default ${NOW},
    check (end_time > start_time)
  )`,
  `create table promotion_games_award (
    award_id serial primary key,
    game_id integer not null references promotion_games (game_id) on delete cascade,
    award_name varchar(255) not null,
    award_img varchar(255) not null default '',
    award_type smallint not null check (award_type in (1, 2, 3, 4)),
    relate_id integer not null default 0,
    point integer not null default 0 check (point >= 0),
    balance integer not null default 0 check (balance >= 0),
    award_num integer not null default 0,
    award_winning_rate integer not null default 1 check (award_winning_rate >= 0),
    remaining_num integer not null default 0 check (remaining_num >= 0),
    receive_num integer not null default 0,
    ${I18N}
  )`,
  `create index promotion_games_award_game_idx on promotion_games_award (game_id)`,
  `create table promotion_games_join (
    game_id integer not null references promotion_games (game_id) on delete cascade,
    member_id integer not null,
    period varchar(10) not null,
    num integer not null default 0,
    primary key (game_id, member_id, period)
  )`,
  `create table promotion_games_draw_record (
    record_id serial primary key,
    game_id integer not null,
    game_type varchar(20) not null,
    member_id integer not null,
    member_nick_name varchar(100) not null default '',
    points integer not null default 0,
    is_winning smallint not null default 0,
    award_id integer not null default 0,
    award_name varchar(255) not null default '',
    award_type smallint not null default 0,
    relate_id integer not null default 0,
    relate_name varchar(255) not null default '',
    point integer not null default 0,
    balance integer not null default 0,
    remark varchar(255) not null default '',
    create_time bigint not null default ${NOW}
  )`,
  `create index promotion_games_draw_member_idx on promotion_games_draw_record (game_id, member_id, record_id desc)`,
  `create index promotion_games_draw_win_idx on promotion_games_draw_record (game_id, is_winning, record_id desc)`,

  // ---- birthday gift, festival gift ------------------------------------------------------------
  `create table promotion_birthdaygift (
    id serial primary key,
    activity_name varchar(255) not null,
    activity_time_type smallint not null default 1 check (activity_time_type in (1, 2, 3)),
    level_id varchar(255) not null default '',
    level_name varchar(255) not null default '',
    type varchar(50) not null default '',
    point integer not null default 0 check (point >= 0),
    balance integer not null default 0 check (balance >= 0),
    balance_type smallint not null default 0 check (balance_type in (0, 1)),
    coupon varchar(255) not null default '',
    blessing_content varchar(1000) not null default '',
    start_time bigint not null,
    end_time bigint not null,
    status smallint not null default 1 check (status in (-1, 1)),
    ${I18N},
    create_time bigint not null default ${NOW}
  )`,
  `create table promotion_birthdaygift_record (
    record_id serial primary key,
    member_id integer not null,
    member_name varchar(100) not null default '',
    activity_id integer not null,
    year integer not null,
    receive_time bigint not null default ${NOW},
    unique (member_id, year)
  )`,
  `create table promotion_festival (
    festival_id serial primary key,
    activity_name varchar(255) not null,
    festival_name varchar(100) not null default '',
    level_id varchar(255) not null default '',
    level_name varchar(255) not null default '',
    start_time bigint not null,
    end_time bigint not null,
    push_time bigint not null default 0,
    status smallint not null default 1 check (status in (1, 3)),
    remark text not null default '',
    award_type varchar(50) not null default '',
    point integer not null default 0 check (point >= 0),
    balance integer not null default 0 check (balance >= 0),
    balance_type smallint not null default 0 check (balance_type in (0, 1)),
    coupon varchar(255) not null default '',
    ${I18N},
    create_time bigint not null default ${NOW}
  )`,
  `create table promotion_festival_draw_record (
    record_id serial primary key,
    festival_id integer not null,
    member_id integer not null,
    member_nick_name varchar(100) not null default '',
    year integer not null,
    receive_time bigint not null default ${NOW},
    unique (festival_id, member_id, year)
  )`,

  // ---- spending reward (memberconsume addon): one grant per payment --------------------------------
  `create table promotion_consume_grant (
    out_trade_no varchar(64) primary key,
    member_id integer not null,
    order_id integer not null,
    point integer not null default 0,
    growth integer not null default 0,
    coupon varchar(255) not null default '',
    coupon_ids varchar(255) not null default '',
    recycled_point integer not null default 0,
    recycled_growth integer not null default 0,
    is_recycled smallint not null default 0,
    config jsonb not null default '{}'::jsonb,
    create_time bigint not null default ${NOW}
  )`,
  `create index promotion_consume_grant_recycle_idx on promotion_consume_grant (is_recycled, order_id)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

const TABLES = [
  'promotion_consume_grant', 'promotion_festival_draw_record', 'promotion_festival', 'promotion_birthdaygift_record', 'promotion_birthdaygift',
  'promotion_games_draw_record', 'promotion_games_join', 'promotion_games_award', 'promotion_games', 'promotion_recommend_award',
  'promotion_recommend_count', 'promotion_recommend', 'chat_session', 'chat_message', 'form_data', 'form_goods', 'form', 'weapp_live_room',
  'notes_dianzan_record', 'notes', 'notes_group', 'article', 'article_category', 'notice', 'help', 'help_class',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) await sql.raw(`drop table if exists ${t}`).execute(db);
}
