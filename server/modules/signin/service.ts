import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { changeAccount, type Db } from '../account/ledger.ts';
import { chinaDate, chinaMonthStart, chinaMonth, previousDate } from '../account/time.ts';
import { SIGNIN_CONFIG_KEY, readSigninConfig, type SigninConfig } from './config.ts';

export interface SigninResult {
  point: number;
  growth: number;
  /** The streak after this sign-in (0 when it completed a cycle). */
  sign_days_series: number;
  /** The day of the streak this sign-in was (1…cycle). */
  days: number;
}

/** What a sign-in on streak day `day` earns: the daily reward plus that day's streak reward. */
export function rewardFor(cfg: SigninConfig, day: number): { point: number; growth: number } {
  const daily = cfg.reward[0];
  const extra = cfg.reward.slice(1).find((r) => r.day === day);
  return { point: (daily?.point ?? 0) + (extra?.point ?? 0), growth: (daily?.growth ?? 0) + (extra?.growth ?? 0) };
}

async function lastSignDate(db: Db, member_id: number, before: string): Promise<string | null> {
  const r = await db.selectFrom('member_signin').select('sign_date').where('member_id', '=', member_id).where('sign_date', '<', before).orderBy('sign_date', 'desc').limit(1).executeTakeFirst();
  return r?.sign_date ?? null;
}

/**
 * The member's current streak as shown (NiuShop reports 0 once a day was missed): the stored
 * `sign_days_series` when the last sign-in was today or yesterday (China time), else 0.
 * The member area's `/api/member/info` can use it for `sign_days_series`.
 */
export async function currentSignStreak(db: Db, member_id: number, now: number): Promise<number> {
  const m = await db.selectFrom('member').select(['sign_days_series', 'sign_time']).where('member_id', '=', member_id).executeTakeFirst();
  if (!m || !m.sign_time) return 0;
  const last = chinaDate(Number(m.sign_time));
  const today = chinaDate(now);
  return last === today || last === previousDate(today) ? m.sign_days_series : 0;
}

export const signinService = {
  /** `getSignStatus`: the config row `{config_key, is_use, value:{cycle, reward}}`. */
  async status(db: Db) {
    const cfg = await readSigninConfig(db);
    const row = await db.selectFrom('sys_config').select(['config_desc', 'create_time', 'modify_time']).where('config_key', '=', SIGNIN_CONFIG_KEY).executeTakeFirst();
    return {
      config_key: SIGNIN_CONFIG_KEY,
      is_use: cfg.is_use,
      value: { cycle: cfg.cycle, reward: cfg.reward },
      config_desc: row?.config_desc ?? '',
      create_time: Number(row?.create_time ?? 0),
      modify_time: Number(row?.modify_time ?? 0),
    };
  },

  /** `award`: `{cycle, reward}`, or [] when sign-in is off (as the addon answers). */
  async award(db: Db) {
    const cfg = await readSigninConfig(db);
    return cfg.is_use ? { cycle: cfg.cycle, reward: cfg.reward } : [];
  },

  /** `issign`: 1 when signed today (China time), else 0; a streak broken by a missed day is reset. */
  async isSign(db: Kysely<Database>, member_id: number, now: number): Promise<number> {
    const today = chinaDate(now);
    const signed = await db.selectFrom('member_signin').select('id').where('member_id', '=', member_id).where('sign_date', '=', today).executeTakeFirst();
    if (signed) return 1;
    const last = await lastSignDate(db, member_id, today);
    if (last !== previousDate(today)) {
      await db.updateTable('member').set({ sign_days_series: 0 }).where('member_id', '=', member_id).where('sign_days_series', '<>', 0).execute();
    }
    return 0;
  },

  /**
   * `signin`: once per calendar day (China time). The unique (member_id, sign_date) row decides a
   * race; the streak continues when yesterday was signed, else restarts at 1, and goes back to 0
   * when it completes the cycle. Rewards go through the ledger (from_type signin).
   */
  async signin(db: Kysely<Database>, member_id: number, now: number): Promise<SigninResult> {
    const cfg = await readSigninConfig(db);
    if (!cfg.is_use) throw new ApiError(Code.ERROR, 'SIGNIN_CLOSED');
    const today = chinaDate(now);
    return db.transaction().execute(async (trx) => {
      const member = await sql<{ sign_days_series: number }>`select sign_days_series from member where member_id = ${member_id} for update`.execute(trx);
      const m = member.rows[0];
      if (!m) throw new ApiError(Code.ERROR, 'ACCOUNT_MEMBER_NOT_EXIST');
      const inserted = await trx
        .insertInto('member_signin')
        .values({ member_id, sign_date: today, create_time: now })
        .onConflict((oc) => oc.columns(['member_id', 'sign_date']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new ApiError(Code.ERROR, 'SIGNED_IN');

      const last = await lastSignDate(trx, member_id, today);
      let day = last === previousDate(today) ? Number(m.sign_days_series) + 1 : 1;
      if (day > cfg.cycle) day = 1;
      const reward = rewardFor(cfg, day);
      if (reward.point > 0) await changeAccount(trx, { member_id, account_type: 'point', delta: reward.point, from_type: 'signin', remark: `签到奖励${reward.point}积分`, related_id: inserted.id });
      if (reward.growth > 0) await changeAccount(trx, { member_id, account_type: 'growth', delta: reward.growth, from_type: 'signin', remark: `签到奖励${reward.growth}成长值`, related_id: inserted.id });
      const series = day >= cfg.cycle ? 0 : day;
      await trx.updateTable('member').set({ sign_time: now, sign_days_series: series }).where('member_id', '=', member_id).execute();
      await trx.updateTable('member_signin').set({ days_series: day, point: reward.point, growth: reward.growth }).where('id', '=', inserted.id).execute();
      return { point: reward.point, growth: reward.growth, sign_days_series: series, days: day };
    });
  },

  /** `getSignRecords`: sign-ins from 6 days before the 1st of this month (China time) until now. */
  async records(db: Db, member_id: number, now: number) {
    const from = chinaMonthStart(chinaMonth(now)) - 6 * 86400;
    const rows = await db
      .selectFrom('member_signin')
      .select(['create_time', 'sign_date', 'days_series', 'point', 'growth'])
      .where('member_id', '=', member_id)
      .where('create_time', '>=', from)
      .orderBy('create_time')
      .execute();
    return rows.map((r) => ({ ...r, create_time: Number(r.create_time) }));
  },
};
