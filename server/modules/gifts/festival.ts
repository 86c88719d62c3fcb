/**
 * Festival gift (scenefestival addon, niushop-promotions.md §27): festivals shown from their
 * push time, each taken once per member and calendar year (unique festival_id, member_id, year,
 * written first in the reward's transaction, so parallel takes give one gift).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Lang } from '../../i18n/index.ts';
import { chinaDate } from '../account/time.ts';
import type { Db } from '../config/queries.ts';
import { couponTypeBriefs } from '../coupon/grant.ts';
import { localize } from '../content/i18n.ts';
import { idList } from '../content/text.ts';
import { pageResult, paging, yuan } from '../goods/format.ts';
import { couponList, giveReward, levelAllowed } from './reward.ts';

const yearOf = (now: number) => Number(chinaDate(now).slice(0, 4));

/** 0 not started, 1 running, 2 ended, 3 closed (from the times when read). */
export function festivalStatus(f: { status: number; start_time: number; end_time: number }, now: number): number {
  if (f.status === 3) return 3;
  if (now < f.start_time) return 0;
  return now < f.end_time ? 1 : 2;
}

/** `/scenefestival/api/config/config`: festivals pushed and not over, each with `flag` (may take it now). */
export async function festivalConfig(db: Db, memberId: number, now: number, lang: Lang) {
  const rows = await db.selectFrom('promotion_festival').selectAll().where('status', '=', 1).where('push_time', '<=', now).where('end_time', '>', now).orderBy('start_time').execute();
  if (!rows.length) return [];
  const m = await db.selectFrom('member').select(['nickname', 'member_level']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  const taken = new Set(
    (await db.selectFrom('promotion_festival_draw_record').select('festival_id').where('member_id', '=', memberId).where('year', '=', yearOf(now)).execute()).map((r) => r.festival_id),
  );
  const out = [];
  for (const f of rows) {
    const l = localize(f, lang);
    const status = festivalStatus(f, now);
    out.push({
      festival_id: l.festival_id,
      activity_name: l.activity_name,
      festival_name: l.festival_name,
      level_id: l.level_id,
      level_name: l.level_name,
      start_time: Number(l.start_time),
      end_time: Number(l.end_time),
      push_time: Number(l.push_time),
      status,
      remark: l.remark,
      nickname: m.nickname,
      award_list: [
        { award_type: l.award_type, point: l.point, balance: yuan(l.balance), balance_type: l.balance_type, coupon: l.coupon, coupon_list: couponList(await couponTypeBriefs(db, idList(l.coupon)), yuan) },
      ],
      flag: status === 1 && !taken.has(f.festival_id) && levelAllowed(f.level_id, m.member_level),
    });
  }
  return out;
}

/** `/scenefestival/api/config/receive`: the festival's gift, once this calendar year. */
export async function festivalReceive(db: Kysely<Database>, memberId: number, festivalId: number, now: number) {
  return db.transaction().execute(async (trx) => {
    const f = await trx.selectFrom('promotion_festival').selectAll().where('festival_id', '=', festivalId).executeTakeFirst();
    if (!f) throw new ApiError(Code.ERROR, 'GIFT_ACTIVITY_ENDED');
    const status = festivalStatus(f, now);
    if (status === 0) throw new ApiError(Code.ERROR, 'GIFT_ACTIVITY_NOT_STARTED');
    if (status !== 1) throw new ApiError(Code.ERROR, 'GIFT_ACTIVITY_ENDED');
    const m = await trx.selectFrom('member').select(['nickname', 'member_level']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    if (!levelAllowed(f.level_id, m.member_level)) throw new ApiError(Code.ERROR, 'GIFT_LEVEL_ONLY', { level: f.level_name });
    const rec = await trx
      .insertInto('promotion_festival_draw_record')
      .values({ festival_id: festivalId, member_id: memberId, member_nick_name: m.nickname, year: yearOf(now), receive_time: now })
      .onConflict((oc) => oc.columns(['festival_id', 'member_id', 'year']).doNothing())
      .returning('record_id')
      .executeTakeFirst();
    if (!rec) throw new ApiError(Code.ERROR, 'FESTIVAL_RECEIVED');
    const kinds = f.award_type.split(',');
    const coupons = await giveReward(
      trx,
      memberId,
      { point: kinds.includes('point') ? f.point : 0, balance: kinds.includes('balance') ? f.balance : 0, balance_type: f.balance_type, coupon_type_ids: kinds.includes('coupon') ? idList(f.coupon) : [] },
      { from_type: 'scenefestival', remark: '节日有礼奖励发放', related_id: rec.record_id, now },
    );
    return { record_id: rec.record_id, point: kinds.includes('point') ? f.point : 0, balance: yuan(kinds.includes('balance') ? f.balance : 0), coupon_num: coupons.length };
  });
}

/** `/scenefestival/api/config/getFestivalDrawRecordList`: the member's festival gifts, newest first. */
export async function festivalRecords(db: Db, memberId: number, params: Record<string, unknown>, lang: Lang) {
  const { limit, offset, size } = paging(params, 100);
  const q = db.selectFrom('promotion_festival_draw_record as r').leftJoin('promotion_festival as f', 'f.festival_id', 'r.festival_id').where('r.member_id', '=', memberId);
  const [{ n }, rows] = await Promise.all([
    q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q.select(['r.record_id', 'r.festival_id', 'r.receive_time', 'r.member_nick_name', 'f.activity_name', 'f.festival_name', 'f.i18n']).orderBy('r.record_id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return pageResult(Number(n), size, rows.map((r) => ({ ...localize({ ...r, activity_name: r.activity_name ?? '', festival_name: r.festival_name ?? '', i18n: r.i18n ?? {} }, lang), receive_time: Number(r.receive_time) })));
}
