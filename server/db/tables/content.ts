import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/**
 * Tables of the content area (issue 17; migration 0040_content): help, notices, articles, store
 * notes, live rooms, forms, chat, invite friends, games, birthday / festival gifts and the spending
 * reward. Money is integer fen, times unix seconds. `i18n` holds merchant text in other languages
 * (`{"en-us": {field: text}}`), read over the row's own fields (modules/content/i18n.ts).
 */

/** Other languages of a row's text fields: lang → field → text. */
export type I18nText = Record<string, Record<string, unknown>>;
type I18nColumn = JSONColumnType<I18nText, string | undefined, string>;
/** A jsonb column written as a JSON string, with a default. */
type Json<T extends object> = JSONColumnType<T, string | undefined, string>;

export interface HelpClassTable {
  class_id: Generated<number>;
  class_name: string;
  sort: Generated<number>;
  i18n: I18nColumn;
  create_time: Generated<number>;
}

export interface HelpTable {
  id: Generated<number>;
  title: string;
  /** an outside page the item opens instead of its content (through the webview) */
  link_address: Generated<string>;
  /** rich text, sanitised when written */
  content: Generated<string>;
  class_id: number;
  sort: Generated<number>;
  read_num: Generated<number>;
  i18n: I18nColumn;
  create_time: Generated<number>;
  modify_time: Generated<number>;
}

export interface NoticeTable {
  id: Generated<number>;
  title: string;
  content: Generated<string>;
  is_top: Generated<number>;
  sort: Generated<number>;
  /** comma list of channels (NiuShop: mobile, pc); the H5 shows rows containing `mobile` */
  receiving_type: Generated<string>;
  read_num: Generated<number>;
  i18n: I18nColumn;
  create_time: Generated<number>;
}

export interface ArticleCategoryTable {
  category_id: Generated<number>;
  category_name: string;
  sort: Generated<number>;
  i18n: I18nColumn;
}

export interface ArticleTable {
  article_id: Generated<number>;
  article_title: string;
  article_abstract: Generated<string>;
  category_id: Generated<number>;
  cover_img: Generated<string>;
  article_content: Generated<string>;
  /** 1 published, 0 draft */
  status: Generated<number>;
  is_show_release_time: Generated<number>;
  is_show_read_num: Generated<number>;
  is_show_dianzan_num: Generated<number>;
  read_num: Generated<number>;
  dianzan_num: Generated<number>;
  initial_read_num: Generated<number>;
  initial_dianzan_num: Generated<number>;
  sort: Generated<number>;
  i18n: I18nColumn;
  create_time: Generated<number>;
}

export interface NotesGroupTable {
  group_id: Generated<number>;
  group_name: string;
  sort: Generated<number>;
  i18n: I18nColumn;
}

export interface NotesTable {
  note_id: Generated<number>;
  /** shop_said 掌柜说 | goods_item 单品介绍 */
  note_type: string;
  note_title: string;
  note_abstract: Generated<string>;
  group_id: Generated<number>;
  cover_type: Generated<number>;
  /** comma list of image paths */
  cover_img: Generated<string>;
  /** comma list of goods ids */
  goods_ids: Generated<string>;
  /** comma list of tags */
  goods_highlights: Generated<string>;
  note_content: Generated<string>;
  /** 1 published, 0 draft (never shown to shoppers) */
  status: Generated<number>;
  is_show_release_time: Generated<number>;
  is_show_read_num: Generated<number>;
  is_show_dianzan_num: Generated<number>;
  read_num: Generated<number>;
  dianzan_num: Generated<number>;
  initial_read_num: Generated<number>;
  initial_dianzan_num: Generated<number>;
  sort: Generated<number>;
  i18n: I18nColumn;
  create_time: Generated<number>;
  update_time: Generated<number>;
  release_time: Generated<number>;
}

/** One like of one member on one note (unique pair). */
export interface NotesDianzanRecordTable {
  record_id: Generated<number>;
  note_id: number;
  member_id: number;
  create_time: Generated<number>;
}

/** A WeChat mini-program live room as synced from WeChat (here: kept as data). */
export interface WeappLiveRoomTable {
  id: Generated<number>;
  room_id: number;
  name: string;
  anchor_name: Generated<string>;
  cover_img: Generated<string>;
  share_img: Generated<string>;
  start_time: Generated<number>;
  end_time: Generated<number>;
  /** 101 live, 102 not started, 103 ended, 104 banned, 105 paused, 106 error, 107 expired */
  live_status: Generated<number>;
  goods: Json<Array<Record<string, unknown>>>;
  i18n: I18nColumn;
}

/** One form field as the merchant's editor stores it (NiuShop's json_data items). */
export interface FormField {
  id?: string;
  name: string;
  title?: string;
  controller: string;
  value: Record<string, unknown>;
}

export interface FormTable {
  id: Generated<number>;
  form_name: string;
  /** custom (its own page), goods (asked per goods at checkout), order (asked once per order) */
  form_type: string;
  is_use: Generated<number>;
  json_data: Json<FormField[]>;
  i18n: I18nColumn;
  create_time: Generated<number>;
}

export interface FormGoodsTable {
  goods_id: number;
  form_id: number;
}

export interface FormDataTable {
  id: Generated<number>;
  form_id: number;
  member_id: number;
  /** custom | goods (relation: order_goods_id) | order (relation: order_id) */
  scene: string;
  relation_id: Generated<number>;
  form_data: JSONColumnType<Array<Record<string, unknown>>>;
  /** the client's idempotency key: a repeated submit answers the first row */
  submit_key: ColumnType<string | null, string | null | undefined, string | null>;
  create_time: Generated<number>;
}

export interface ChatMessageTable {
  id: Generated<number>;
  member_id: number;
  sender: 'member' | 'shop';
  /** 0 text, 1 goods card, 2 order card, 3 picture */
  content_type: number;
  /** sanitised text, or the picture path */
  content: Generated<string>;
  goods_sku_id: Generated<number>;
  order_id: Generated<number>;
  /** the sender's own id of the message: a resend after a reconnect stores nothing new */
  client_msg_id: ColumnType<string | null, string | null | undefined, string | null>;
  create_time: Generated<number>;
}

/** One conversation per member: the last message and how far each side has read. */
export interface ChatSessionTable {
  member_id: number;
  last_message_id: Generated<number>;
  last_time: Generated<number>;
  member_read_id: Generated<number>;
  shop_read_id: Generated<number>;
}

export interface PromotionRecommendTable {
  recommend_id: Generated<number>;
  recommend_name: string;
  start_time: number;
  end_time: number;
  /** 1 open (running inside its window), -1 closed by the merchant */
  status: Generated<number>;
  /** comma subset of balance, point, coupon */
  type: Generated<string>;
  point: Generated<number>;
  /** fen, stored (non-withdrawable) balance */
  balance: Generated<number>;
  /** comma list of coupon type ids */
  coupon: Generated<string>;
  /** rewarded invitees per inviter in this campaign; 0 = no cap */
  max_fetch: Generated<number>;
  remark: Generated<string>;
  i18n: I18nColumn;
  create_time: Generated<number>;
}

/** Rewards an inviter has had in a campaign (the cap is taken on this row). */
export interface PromotionRecommendCountTable {
  recommend_id: number;
  member_id: number;
  num: Generated<number>;
}

export interface PromotionRecommendAwardTable {
  award_id: Generated<number>;
  recommend_id: number;
  /** the inviter */
  member_id: number;
  /** the invitee (one award per invitee, ever) */
  source_member: number;
  point: Generated<number>;
  balance: Generated<number>;
  coupon: Generated<string>;
  coupon_num: Generated<number>;
  create_time: Generated<number>;
}

export interface PromotionGamesTable {
  game_id: Generated<number>;
  game_name: string;
  game_type: 'turntable' | 'cards' | 'egg';
  /** comma list of member level ids allowed; '' = every member */
  level_id: Generated<string>;
  level_name: Generated<string>;
  /** points charged per play */
  points: Generated<number>;
  start_time: number;
  end_time: number;
  /** 1 open (status from its times when read), 3 closed by the merchant */
  status: Generated<number>;
  remark: Generated<string>;
  /** chance to win in basis points (10000 = always; NiuShop's percent × 100) */
  winning_rate: Generated<number>;
  no_winning_img: Generated<string>;
  no_winning_desc: Generated<string>;
  is_show_winner: Generated<number>;
  /** 0 plays counted over the whole activity, 1 per day */
  join_type: Generated<number>;
  /** plays allowed per period */
  join_frequency: Generated<number>;
  join_num: Generated<number>;
  winning_num: Generated<number>;
  i18n: I18nColumn;
  create_time: Generated<number>;
}

export interface PromotionGamesAwardTable {
  award_id: Generated<number>;
  game_id: number;
  award_name: string;
  award_img: Generated<string>;
  /** 1 points, 2 balance (stored), 3 coupon, 4 gift (recorded only) */
  award_type: number;
  /** coupon type id for 3 */
  relate_id: Generated<number>;
  point: Generated<number>;
  /** fen */
  balance: Generated<number>;
  award_num: Generated<number>;
  /** weight among the prizes with stock left */
  award_winning_rate: Generated<number>;
  remaining_num: Generated<number>;
  receive_num: Generated<number>;
  i18n: I18nColumn;
}

/** Plays of a member in a period ('all' or the day 'YYYY-MM-DD'): the limit is taken on this row. */
export interface PromotionGamesJoinTable {
  game_id: number;
  member_id: number;
  period: string;
  num: Generated<number>;
}

export interface PromotionGamesDrawRecordTable {
  record_id: Generated<number>;
  game_id: number;
  game_type: string;
  member_id: number;
  member_nick_name: Generated<string>;
  points: Generated<number>;
  is_winning: Generated<number>;
  award_id: Generated<number>;
  award_name: Generated<string>;
  award_type: Generated<number>;
  relate_id: Generated<number>;
  relate_name: Generated<string>;
  point: Generated<number>;
  balance: Generated<number>;
  remark: Generated<string>;
  create_time: Generated<number>;
}

export interface PromotionBirthdaygiftTable {
  id: Generated<number>;
  activity_name: string;
  /** 1 the birthday itself, 2 its week (Mon–Sun), 3 its month */
  activity_time_type: Generated<number>;
  level_id: Generated<string>;
  level_name: Generated<string>;
  type: Generated<string>;
  point: Generated<number>;
  balance: Generated<number>;
  /** 0 stored balance, 1 withdrawable balance_money */
  balance_type: Generated<number>;
  coupon: Generated<string>;
  blessing_content: Generated<string>;
  start_time: number;
  end_time: number;
  status: Generated<number>;
  i18n: I18nColumn;
  create_time: Generated<number>;
}

export interface PromotionBirthdaygiftRecordTable {
  record_id: Generated<number>;
  member_id: number;
  member_name: Generated<string>;
  activity_id: number;
  /** calendar year of the gift: one per member and year */
  year: number;
  receive_time: Generated<number>;
}

export interface PromotionFestivalTable {
  festival_id: Generated<number>;
  activity_name: string;
  festival_name: Generated<string>;
  level_id: Generated<string>;
  level_name: Generated<string>;
  start_time: number;
  end_time: number;
  /** shown to members from this time */
  push_time: Generated<number>;
  status: Generated<number>;
  remark: Generated<string>;
  /** comma subset of point, balance, coupon */
  award_type: Generated<string>;
  point: Generated<number>;
  balance: Generated<number>;
  balance_type: Generated<number>;
  coupon: Generated<string>;
  i18n: I18nColumn;
  create_time: Generated<number>;
}

export interface PromotionFestivalDrawRecordTable {
  record_id: Generated<number>;
  festival_id: number;
  member_id: number;
  member_nick_name: Generated<string>;
  year: number;
  receive_time: Generated<number>;
}

/** The spending reward of one payment (granted once; is_recycled 1 once taken back after a refund). */
export interface PromotionConsumeGrantTable {
  out_trade_no: string;
  member_id: number;
  order_id: number;
  point: Generated<number>;
  growth: Generated<number>;
  /** comma list of coupon type ids granted */
  coupon: Generated<string>;
  /** comma list of the member coupon ids issued */
  coupon_ids: Generated<string>;
  /** taken back so far (refunds of some lines take back their share) */
  recycled_point: Generated<number>;
  recycled_growth: Generated<number>;
  is_recycled: Generated<number>;
  config: Json<Record<string, unknown>>;
  create_time: Generated<number>;
}

export interface ContentTables {
  help_class: HelpClassTable;
  help: HelpTable;
  notice: NoticeTable;
  article_category: ArticleCategoryTable;
  article: ArticleTable;
  notes_group: NotesGroupTable;
  notes: NotesTable;
  notes_dianzan_record: NotesDianzanRecordTable;
  weapp_live_room: WeappLiveRoomTable;
  form: FormTable;
  form_goods: FormGoodsTable;
  form_data: FormDataTable;
  chat_message: ChatMessageTable;
  chat_session: ChatSessionTable;
  promotion_recommend: PromotionRecommendTable;
  promotion_recommend_count: PromotionRecommendCountTable;
  promotion_recommend_award: PromotionRecommendAwardTable;
  promotion_games: PromotionGamesTable;
  promotion_games_award: PromotionGamesAwardTable;
  promotion_games_join: PromotionGamesJoinTable;
  promotion_games_draw_record: PromotionGamesDrawRecordTable;
  promotion_birthdaygift: PromotionBirthdaygiftTable;
  promotion_birthdaygift_record: PromotionBirthdaygiftRecordTable;
  promotion_festival: PromotionFestivalTable;
  promotion_festival_draw_record: PromotionFestivalDrawRecordTable;
  promotion_consume_grant: PromotionConsumeGrantTable;
}
