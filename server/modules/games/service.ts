/**
 * Games: turntable, scratch cards, golden eggs (niushop-promotions.md §16). One play is one
 * transaction: the play is counted first on the member's row for the period (`num = num + 1
 * where num < join_frequency`, so `>=` plays are refused even in parallel, unlike NiuShop's `>`),
 * the points are charged through the ledger, the draw is made with the service's random source
 * (replaceable in tests), the prize is picked by weight among prizes with stock left and its stock
 * taken conditionally (`remaining_num > 0`), then granted (points, balance through the ledger, a
 * coupon) or the play is a consolation; any failure rolls the whole play back.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PromotionGamesTable } from '../../db/tables/content.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Lang } from '../../i18n/index.ts';
import { changeAccount } from '../account/ledger.ts';
import { chinaDate } from '../account/time.ts';
import type { Db } from '../config/queries.ts';
import { grantActivityCoupon } from '../coupon/grant.ts';
import { localize } from '../content/i18n.ts';
import { pageResult, paging, yuan } from '../goods/format.ts';
import { levelAllowed } from '../gifts/reward.ts';
import type { Selectable } from 'kysely';

type Trx = Transaction<Database>;
type Game = Selectable<PromotionGamesTable>;
export type GameType = 'turntable' | 'cards' | 'egg';
/** A source of uniform numbers in [0, 1). */
export type Random = () => number;

const AWARD_TYPE = { POINT: 1, BALANCE: 2, COUPON: 3, GIFT: 4 } as const;

/** 0 not started, 1 running, 2 ended, 3 closed (from the times when read). */
export function gameStatus(g: { status: number; start_time: number; end_time: number }, now: number): number {
  if (g.status === 3) return 3;
  if (now < g.start_time) return 0;
  return now < g.end_time ? 1 : 2;
}

/** The play period of a game at `now`: the China day for daily games, else the whole activity. */
export const periodOf = (g: { join_type: number }, now: number): string => (g.join_type === 1 ? chinaDate(now) : 'all');

async function gameOf(db: Db, id: number, type: GameType): Promise<Game> {
  const g = await db.selectFrom('promotion_games').selectAll().where('game_id', '=', id).where('game_type', '=', type).executeTakeFirst();
  if (!g) throw new ApiError(Code.ERROR, 'GAME_NOT_EXIST');
  return g;
}

/** Plays left for a member in the current period (join_frequency 0 = no limit: -1). */
async function playsLeft(db: Db, g: Game, memberId: number | null, now: number): Promise<number> {
  if (g.join_frequency === 0) return -1;
  if (!memberId) return g.join_frequency;
  const row = await db.selectFrom('promotion_games_join').select('num').where('game_id', '=', g.game_id).where('member_id', '=', memberId).where('period', '=', periodOf(g, now)).executeTakeFirst();
  return Math.max(g.join_frequency - (row?.num ?? 0), 0);
}

/** Fisher–Yates with the given random source. */
function shuffle<T>(items: T[], random: Random): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** `/<game>/api/<game>/info`: the game, its prizes (turntable: 8 slots with "thanks" fillers), recent winners, plays left. */
export async function gameInfo(db: Db, type: GameType, id: number, memberId: number | null, now: number, lang: Lang, random: Random) {
  const g = await gameOf(db, id, type);
  const l = localize(g, lang);
  const awards = (await db.selectFrom('promotion_games_award').select(['award_id', 'award_name', 'award_img', 'award_type', 'i18n']).where('game_id', '=', id).orderBy('award_id').execute()).map((a) => {
    const la = localize(a, lang);
    return { award_id: la.award_id, award_name: la.award_name, award_img: la.award_img, award_type: la.award_type };
  });
  let award: Array<{ award_id: number; award_name: string; award_img: string; award_type?: number }> = awards;
  if (type === 'turntable') {
    const filler = { award_id: -1, award_name: l.no_winning_desc || (lang === 'en-us' ? 'Thanks for playing' : '谢谢参与'), award_img: l.no_winning_img };
    const slots: typeof award = [...awards.slice(0, 8)];
    while (slots.length < 8) slots.push({ ...filler });
    award = shuffle(slots, random);
  } else if (type === 'cards') {
    award = [];
  }
  const winners = g.is_show_winner
    ? await db
        .selectFrom('promotion_games_draw_record')
        .select(['member_nick_name', 'award_id', 'award_name', 'create_time'])
        .where('game_id', '=', id)
        .where('is_winning', '=', 1)
        .orderBy('record_id', 'desc')
        .limit(10)
        .execute()
    : [];
  return {
    game_id: l.game_id,
    game_name: l.game_name,
    game_type: l.game_type,
    points: l.points,
    start_time: Number(l.start_time),
    end_time: Number(l.end_time),
    status: gameStatus(g, now),
    remark: l.remark,
    no_winning_desc: l.no_winning_desc,
    no_winning_img: l.no_winning_img,
    is_show_winner: l.is_show_winner,
    level_id: l.level_id,
    level_name: l.level_name,
    join_type: l.join_type,
    join_frequency: l.join_frequency,
    award,
    // the record keeps the name as it was drawn; shown in the shopper's language when the prize has one
    draw_record: winners.map((w) => ({ member_nick_name: maskName(w.member_nick_name), award_name: awards.find((a) => a.award_id === w.award_id)?.award_name ?? w.award_name, create_time: Number(w.create_time) })),
    surplus_num: await playsLeft(db, g, memberId, now),
    ...(await memberChecks(db, g, memberId)),
  };
}

/**
 * What the page shows before a play (the play itself checks again): the member's points and
 * whether their level may play; nothing for a guest.
 */
async function memberChecks(db: Db, g: Game, memberId: number | null): Promise<{ member_point?: number; level_allowed?: 0 | 1 }> {
  if (!memberId) return {};
  const m = await db.selectFrom('member').select(['point', 'member_level']).where('member_id', '=', memberId).executeTakeFirst();
  if (!m) return {};
  return { member_point: m.point, level_allowed: levelAllowed(g.level_id, m.member_level) ? 1 : 0 };
}

/** Winners are shown with the middle of their name hidden. */
function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return `${name}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** Picks one prize by weight; null when no weight is left. */
export function pickByWeight<T extends { award_winning_rate: number }>(prizes: readonly T[], random: Random): T | null {
  const total = prizes.reduce((s, p) => s + Math.max(p.award_winning_rate, 0), 0);
  if (total <= 0) return null;
  let r = random() * total;
  for (const p of prizes) {
    r -= Math.max(p.award_winning_rate, 0);
    if (r < 0) return p;
  }
  return prizes[prizes.length - 1] ?? null;
}

export interface PlayResult {
  record_id: number;
  is_winning: 0 | 1;
  award_id: number;
  award_name: string;
  award_type: number;
  relate_id: number;
  relate_name: string;
  point: number;
  balance: string;
  no_winning_desc: string;
  surplus_num: number;
  /** the member's points after the play (its charge and any points prize) */
  member_point: number;
}

/** `/<game>/api/<game>/lottery`: one play (see the file comment). */
export async function play(db: Kysely<Database>, type: GameType, id: number, memberId: number, now: number, lang: Lang, random: Random): Promise<PlayResult> {
  return db.transaction().execute(async (trx) => {
    const g = await gameOf(trx, id, type);
    const status = gameStatus(g, now);
    if (status === 0) throw new ApiError(Code.ERROR, 'GAME_NOT_STARTED');
    if (status !== 1) throw new ApiError(Code.ERROR, 'GAME_ENDED');
    const m = await trx.selectFrom('member').select(['nickname', 'member_level']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    if (!levelAllowed(g.level_id, m.member_level)) throw new ApiError(Code.ERROR, 'GAME_LEVEL_ONLY', { level: g.level_name });

    // The play is counted first, on the member's row for the period.
    const period = periodOf(g, now);
    await trx.insertInto('promotion_games_join').values({ game_id: id, member_id: memberId, period }).onConflict((oc) => oc.columns(['game_id', 'member_id', 'period']).doNothing()).execute();
    const counted = await trx
      .updateTable('promotion_games_join')
      .set((eb) => ({ num: eb('num', '+', 1) }))
      .where('game_id', '=', id)
      .where('member_id', '=', memberId)
      .where('period', '=', period)
      .$if(g.join_frequency > 0, (q) => q.where('num', '<', g.join_frequency))
      .returning('num')
      .executeTakeFirst();
    if (!counted) throw new ApiError(Code.ERROR, g.join_type === 1 ? 'GAME_NO_PLAYS_TODAY' : 'GAME_NO_PLAYS');

    if (g.points > 0) {
      try {
        await changeAccount(trx, { member_id: memberId, account_type: 'point', delta: -g.points, from_type: type, remark: `参与${g.game_name}消耗${g.points}积分`, related_id: id });
      } catch (err) {
        if (err instanceof ApiError && err.key === 'ACCOUNT_INSUFFICIENT') throw new ApiError(Code.ERROR, 'GAME_POINTS_NOT_ENOUGH');
        throw err;
      }
    }
    await trx.updateTable('promotion_games').set((eb) => ({ join_num: eb('join_num', '+', 1) })).where('game_id', '=', id).execute();

    const prize = random() * 10000 < g.winning_rate ? await takePrize(trx, id, random) : null;
    const won = prize ? await grant(trx, prize, g, memberId, now) : null;
    const l = localize(g, lang);
    const la = won ? localize(won, lang) : null;
    const after = await trx.selectFrom('member').select('point').where('member_id', '=', memberId).executeTakeFirstOrThrow();
    const rec = await trx
      .insertInto('promotion_games_draw_record')
      .values({
        game_id: id,
        game_type: type,
        member_id: memberId,
        member_nick_name: m.nickname,
        points: g.points,
        is_winning: won ? 1 : 0,
        award_id: won?.award_id ?? 0,
        award_name: won?.award_name ?? '',
        award_type: won?.award_type ?? 0,
        relate_id: won?.relate_id ?? 0,
        relate_name: won?.relate_name ?? '',
        point: won?.award_type === AWARD_TYPE.POINT ? won.point : 0,
        balance: won?.award_type === AWARD_TYPE.BALANCE ? won.balance : 0,
        remark: won ? '' : g.no_winning_desc,
        create_time: now,
      })
      .returning('record_id')
      .executeTakeFirstOrThrow();
    if (won) {
      await trx.updateTable('promotion_games').set((eb) => ({ winning_num: eb('winning_num', '+', 1) })).where('game_id', '=', id).execute();
    }
    return {
      record_id: rec.record_id,
      is_winning: won ? 1 : 0,
      award_id: won?.award_id ?? 0,
      award_name: la?.award_name ?? '',
      award_type: won?.award_type ?? 0,
      relate_id: won?.relate_id ?? 0,
      relate_name: won?.relate_name ?? '',
      point: won?.award_type === AWARD_TYPE.POINT ? won.point : 0,
      balance: yuan(won?.award_type === AWARD_TYPE.BALANCE ? won.balance : 0),
      no_winning_desc: won ? '' : l.no_winning_desc,
      surplus_num: g.join_frequency === 0 ? -1 : g.join_frequency - counted.num,
      member_point: after.point,
    };
  });
}

type Prize = Awaited<ReturnType<typeof prizesLeft>>[number];

function prizesLeft(trx: Trx, gameId: number) {
  return trx.selectFrom('promotion_games_award').selectAll().where('game_id', '=', gameId).where('remaining_num', '>', 0).where('award_winning_rate', '>', 0).orderBy('award_id').execute();
}

/** A prize by weight among those with stock, its stock taken conditionally; another pick when a parallel play took the last one. */
async function takePrize(trx: Trx, gameId: number, random: Random): Promise<Prize | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const prizes = await prizesLeft(trx, gameId);
    const pick = pickByWeight(prizes, random);
    if (!pick) return null;
    const taken = await trx
      .updateTable('promotion_games_award')
      .set((eb) => ({ remaining_num: eb('remaining_num', '-', 1), receive_num: eb('receive_num', '+', 1) }))
      .where('award_id', '=', pick.award_id)
      .where('remaining_num', '>', 0)
      .returning('award_id')
      .executeTakeFirst();
    if (taken) return pick;
  }
  return null;
}

/** Gives the prize; answers it with its coupon's name, or null (a consolation) when its coupon cannot be given, its stock returned. */
async function grant(trx: Trx, prize: Prize, g: Game, memberId: number, now: number): Promise<(Prize & { relate_name: string }) | null> {
  const base = { member_id: memberId, from_type: g.game_type, remark: `${g.game_name}中奖`, related_id: g.game_id };
  if (prize.award_type === AWARD_TYPE.POINT && prize.point > 0) await changeAccount(trx, { ...base, account_type: 'point', delta: prize.point });
  if (prize.award_type === AWARD_TYPE.BALANCE && prize.balance > 0) await changeAccount(trx, { ...base, account_type: 'balance', delta: prize.balance });
  let relate_name = '';
  if (prize.award_type === AWARD_TYPE.COUPON) {
    const coupon = await grantActivityCoupon(trx, memberId, prize.relate_id, now, g.game_id);
    if (!coupon) {
      await trx.updateTable('promotion_games_award').set({ remaining_num: sql`remaining_num + 1`, receive_num: sql`receive_num - 1` }).where('award_id', '=', prize.award_id).execute();
      return null;
    }
    relate_name = (await trx.selectFrom('promotion_coupon_type').select('coupon_name').where('coupon_type_id', '=', prize.relate_id).executeTakeFirst())?.coupon_name ?? '';
  }
  return { ...prize, relate_name };
}

/**
 * `/api/game/recordPage`: the member's winning records of a game, newest first (NiuShop's); with
 * `all: 1` every play, consolations too, so the member can see what each play's points brought.
 */
export async function recordPage(db: Db, memberId: number, params: { id?: number; all?: number } & Record<string, unknown>, lang: Lang) {
  const { limit, offset, size } = paging(params, 100);
  let q = db.selectFrom('promotion_games_draw_record').where('member_id', '=', memberId);
  if (params.all !== 1) q = q.where('is_winning', '=', 1);
  if (params.id) q = q.where('game_id', '=', params.id);
  const [{ n }, rows] = await Promise.all([
    q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select(['record_id', 'game_id', 'game_type', 'member_nick_name', 'points', 'is_winning', 'award_id', 'award_name', 'award_type', 'relate_id', 'relate_name', 'point', 'balance', 'remark', 'create_time'])
      .orderBy('record_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  // The record keeps the names as they were drawn; they are shown in the shopper's language when
  // the prize (or, for a consolation, the game) has one.
  const awardIds = [...new Set(rows.map((r) => r.award_id).filter((id) => id > 0))];
  const gameIds = [...new Set(rows.filter((r) => !r.is_winning).map((r) => r.game_id))];
  const [awards, games] = await Promise.all([
    awardIds.length ? db.selectFrom('promotion_games_award').select(['award_id', 'award_name', 'i18n']).where('award_id', 'in', awardIds).execute() : [],
    gameIds.length ? db.selectFrom('promotion_games').select(['game_id', 'no_winning_desc', 'i18n']).where('game_id', 'in', gameIds).execute() : [],
  ]);
  const awardName = new Map(awards.map((a) => [a.award_id, localize(a, lang).award_name]));
  const consolation = new Map(games.map((g) => [g.game_id, localize(g, lang).no_winning_desc]));
  return pageResult(
    Number(n),
    size,
    rows.map((r) => ({
      ...r,
      award_name: awardName.get(r.award_id) ?? r.award_name,
      remark: r.is_winning ? r.remark : (consolation.get(r.game_id) ?? r.remark),
      balance: yuan(r.balance),
      create_time: Number(r.create_time),
    })),
  );
}

/** `/api/game/newestGame`: the newest running game (points-mall banner), or null. */
export async function newestGame(db: Db, now: number) {
  const g = await db.selectFrom('promotion_games').select(['game_id', 'game_type']).where('status', '!=', 3).where('start_time', '<=', now).where('end_time', '>', now).orderBy('game_id', 'desc').limit(1).executeTakeFirst();
  return g ?? null;
}
