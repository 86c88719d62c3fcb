import type { Selectable } from 'kysely';
import type { MemberLevelTable } from '../../db/tables/account.ts';
import { fenToYuan } from '../../lib/money.ts';
import { changeOneAccount, type Db } from '../account/change.ts';
import type { Lang } from '../../i18n/index.ts';
import { translation } from '../content/i18n.ts';

export type LevelRow = Selectable<MemberLevelTable>;

/** A level as the wire carries it (NiuShop's member_level row; send_balance in yuan). */
export interface LevelInfo {
  level_id: number;
  level_name: string;
  level_type: number;
  growth: number;
  consume_discount: number;
  is_free_shipping: number;
  point_feedback: number;
  send_point: number;
  send_balance: string;
  send_coupon: string;
  remark: string;
  bg_color: string;
  level_text_color: string;
  level_picture: string;
  charge_rule: string;
  charge_type: number;
  is_default: number;
  status: number;
  sort: number;
}

/**
 * A level's merchant text in the reader's language, when the merchant gave one (member_level.i18n,
 * `{"en-us": {"level_name": …, "remark": …}}`, docs/merchant-texts.md); undefined for the shop's
 * own language, or a translation that is missing or empty (the row's own text then stands).
 */
export function levelTranslation(r: Pick<LevelRow, 'i18n'>, field: 'level_name' | 'remark', lang: Lang | undefined): string | undefined {
  return translation(r.i18n, field, lang);
}

/** A level as the wire carries it; with `lang`, its name and remark in that language (else the shop's own). */
export function levelInfo(r: LevelRow, lang?: Lang): LevelInfo {
  return {
    level_id: r.level_id,
    level_name: levelTranslation(r, 'level_name', lang) ?? r.level_name,
    level_type: r.level_type,
    growth: Number(r.growth),
    consume_discount: r.consume_discount,
    is_free_shipping: r.is_free_shipping,
    point_feedback: r.point_feedback,
    send_point: r.send_point,
    send_balance: fenToYuan(Number(r.send_balance)),
    send_coupon: r.send_coupon,
    remark: levelTranslation(r, 'remark', lang) ?? r.remark,
    bg_color: r.bg_color,
    level_text_color: r.level_text_color,
    level_picture: r.level_picture,
    charge_rule: r.charge_rule,
    charge_type: r.charge_type,
    is_default: r.is_default,
    status: r.status,
    sort: r.sort,
  };
}

/** Free levels on sale, by growth threshold (the ladder members climb). */
export async function freeLevels(db: Db): Promise<LevelRow[]> {
  return db.selectFrom('member_level').selectAll().where('level_type', '=', 0).where('status', '=', 1).orderBy('growth').orderBy('level_id').execute();
}

/** The level a growth value reaches: the highest free level whose threshold it meets. */
export function levelForGrowth(levels: LevelRow[], growth: number): LevelRow | undefined {
  let hit: LevelRow | undefined;
  for (const l of levels) if (Number(l.growth) <= growth) hit = l;
  return hit;
}

/**
 * The member's level as `/api/member/info` shows it in `member_level_info` (null when the member
 * has none and no level fits). Reads member.member_level; falls back to the level the growth reaches.
 * With `lang`, its texts in that language.
 */
export async function levelForMember(db: Db, member_id: number, lang?: Lang): Promise<LevelInfo | null> {
  const m = await db.selectFrom('member').select(['member_level', 'growth']).where('member_id', '=', member_id).executeTakeFirst();
  if (!m) return null;
  if (m.member_level > 0) {
    const row = await db.selectFrom('member_level').selectAll().where('level_id', '=', m.member_level).executeTakeFirst();
    if (row) return levelInfo(row, lang);
  }
  const hit = levelForGrowth(await freeLevels(db), Number(m.growth));
  return hit ? levelInfo(hit, lang) : null;
}

/**
 * The member's level name in the reader's language: the translation of the member's level row
 * when the merchant gave one, else the name the member row keeps (NiuShop's `member_level_name`,
 * written when the level was taken). Free levels and paid cards alike.
 */
export async function memberLevelName(db: Db, level_id: number, stored: string, lang: Lang | undefined): Promise<string> {
  if (!lang || level_id <= 0) return stored;
  const row = await db.selectFrom('member_level').select(['i18n']).where('level_id', '=', level_id).executeTakeFirst();
  return (row && levelTranslation(row, 'level_name', lang)) ?? stored;
}

export interface LevelChange {
  changed: boolean;
  upgraded: boolean;
  level_id: number;
  level_name: string;
}

/**
 * Puts the member on the free level their growth reaches (inside the caller's transaction; called by
 * changeAccount after every growth change). On an upgrade every level newly reached grants its gifts
 * (send_point, send_balance) through the ledger with from_type 'upgrade'. A downgrade (growth taken
 * back) moves the level without gifts. Members on a paid card (member_level_type 1) are left alone.
 */
export async function recomputeLevel(trx: Db, member_id: number): Promise<LevelChange> {
  const m = await trx.selectFrom('member').select(['member_level', 'member_level_name', 'member_level_type', 'growth']).where('member_id', '=', member_id).executeTakeFirst();
  if (!m) return { changed: false, upgraded: false, level_id: 0, level_name: '' };
  const same = { changed: false, upgraded: false, level_id: m.member_level, level_name: m.member_level_name };
  if (m.member_level_type === 1) return same;
  const levels = await freeLevels(trx);
  const target = levelForGrowth(levels, Number(m.growth));
  if (!target || target.level_id === m.member_level) return same;

  const current = levels.find((l) => l.level_id === m.member_level);
  // A member of no level stands on the lowest rung: its gifts are not granted, the ones above are.
  const fromGrowth = current ? Number(current.growth) : Number(levels[0]?.growth ?? 0);
  const upgraded = current ? Number(target.growth) > fromGrowth : true;
  await trx
    .updateTable('member')
    .set({ member_level: target.level_id, member_level_name: target.level_name, member_level_type: 0, level_expire_time: 0 })
    .where('member_id', '=', member_id)
    .execute();

  if (upgraded) {
    // Gifts of each level passed on the way up.
    for (const l of levels) {
      const g = Number(l.growth);
      if (g <= fromGrowth || g > Number(target.growth)) continue;
      const remark = `会员等级升级奖励（${l.level_name}）`;
      if (l.send_point > 0) await changeOneAccount(trx, { member_id, account_type: 'point', delta: l.send_point, from_type: 'upgrade', remark, related_id: l.level_id });
      if (l.send_balance > 0) await changeOneAccount(trx, { member_id, account_type: 'balance', delta: Number(l.send_balance), from_type: 'upgrade', remark, related_id: l.level_id });
    }
  }
  return { changed: true, upgraded, level_id: target.level_id, level_name: target.level_name };
}
