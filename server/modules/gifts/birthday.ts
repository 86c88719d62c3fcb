/**
 * Birthday gift (birthdaygift addon, niushop-promotions.md §26): the running activity, whether the
 * member may take it now, and taking it: once per calendar year (China time), kept by the unique
 * (member_id, year) record written first in the same transaction as the reward, so parallel takes
 * give one gift.
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

const DAY = 86400;

/** Whether today (China time) is inside the member's birthday day / week (Mon–Sun) / month. */
export function isBirthdayNow(birthday: number, now: number, timeType: number): boolean {
  if (!birthday) return false;
  const today = chinaDate(now);
  const [, bm, bd] = chinaDate(birthday).split('-');
  const year = today.slice(0, 4);
  if (timeType === 3) return today.slice(5, 7) === bm;
  const leapless = bm === '02' && bd === '29' && !isLeap(Number(year));
  const thisYear = `${year}-${bm}-${leapless ? '28' : bd}`;
  if (timeType === 1) return today === thisYear;
  const dayIndex = (d: string) => Math.floor(Date.parse(`${d}T00:00:00Z`) / 1000 / DAY);
  const weekStart = (d: number) => d - ((d + 3) % 7); // 1970-01-01 was a Thursday; weeks start on Monday
  return weekStart(dayIndex(today)) === weekStart(dayIndex(thisYear));
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

async function running(db: Db, now: number) {
  return db.selectFrom('promotion_birthdaygift').selectAll().where('status', '=', 1).where('start_time', '<=', now).where('end_time', '>', now).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

async function memberOf(db: Db, memberId: number) {
  const m = await db.selectFrom('member').select(['member_id', 'nickname', 'member_level', 'birthday']).where('member_id', '=', memberId).executeTakeFirst();
  if (!m) throw new ApiError(Code.ERROR, 'MEMBER_NOT_EXIST');
  return m;
}

const yearOf = (now: number) => Number(chinaDate(now).slice(0, 4));

/** `/birthdaygift/api/Config/config`: the running activity with `flag` (may take it now), or null. */
export async function birthdayConfig(db: Db, memberId: number, now: number, lang: Lang) {
  const a = await running(db, now);
  if (!a) return null;
  const m = await memberOf(db, memberId);
  const taken = await db.selectFrom('promotion_birthdaygift_record').select('record_id').where('member_id', '=', memberId).where('year', '=', yearOf(now)).executeTakeFirst();
  const l = localize(a, lang);
  return {
    id: l.id,
    activity_name: l.activity_name,
    activity_time_type: l.activity_time_type,
    level_id: l.level_id,
    level_name: l.level_name,
    type: l.type,
    point: l.point,
    balance: yuan(l.balance),
    balance_type: l.balance_type,
    coupon: l.coupon,
    blessing_content: l.blessing_content,
    start_time: Number(l.start_time),
    end_time: Number(l.end_time),
    status: l.status,
    nickname: m.nickname,
    flag: !taken && levelAllowed(a.level_id, m.member_level) && isBirthdayNow(m.birthday, now, a.activity_time_type),
    coupon_list: couponList(await couponTypeBriefs(db, idList(a.coupon)), yuan),
  };
}

/** `/birthdaygift/api/Config/receive`: the gift, once this calendar year. */
export async function birthdayReceive(db: Kysely<Database>, memberId: number, id: number, now: number) {
  return db.transaction().execute(async (trx) => {
    const a = await trx.selectFrom('promotion_birthdaygift').selectAll().where('id', '=', id).where('status', '=', 1).where('start_time', '<=', now).where('end_time', '>', now).executeTakeFirst();
    if (!a) throw new ApiError(Code.ERROR, 'GIFT_ACTIVITY_ENDED');
    const m = await memberOf(trx, memberId);
    if (!levelAllowed(a.level_id, m.member_level)) throw new ApiError(Code.ERROR, 'GIFT_LEVEL_ONLY', { level: a.level_name });
    if (!isBirthdayNow(m.birthday, now, a.activity_time_type)) throw new ApiError(Code.ERROR, 'BIRTHDAY_NOT_NOW');
    const rec = await trx
      .insertInto('promotion_birthdaygift_record')
      .values({ member_id: memberId, member_name: m.nickname, activity_id: a.id, year: yearOf(now), receive_time: now })
      .onConflict((oc) => oc.columns(['member_id', 'year']).doNothing())
      .returning('record_id')
      .executeTakeFirst();
    if (!rec) throw new ApiError(Code.ERROR, 'BIRTHDAY_RECEIVED');
    const kinds = a.type.split(',');
    const coupons = await giveReward(
      trx,
      memberId,
      {
        point: kinds.includes('point') ? a.point : 0,
        balance: kinds.includes('balance') ? a.balance : 0,
        balance_type: a.balance_type,
        coupon_type_ids: kinds.includes('coupon') ? idList(a.coupon) : [],
      },
      { from_type: 'birthdaygift', remark: '生日有礼奖励发放', related_id: rec.record_id, now },
    );
    return { record_id: rec.record_id, point: kinds.includes('point') ? a.point : 0, balance: yuan(kinds.includes('balance') ? a.balance : 0), coupon_num: coupons.length };
  });
}

/** `/birthdaygift/api/Config/getRecord`: the member's birthday gifts, newest first. */
export async function birthdayRecords(db: Db, memberId: number, params: Record<string, unknown>, lang: Lang) {
  const { limit, offset, size } = paging(params, 100);
  const q = db.selectFrom('promotion_birthdaygift_record as r').leftJoin('promotion_birthdaygift as a', 'a.id', 'r.activity_id').where('r.member_id', '=', memberId);
  const [{ n }, rows] = await Promise.all([
    q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q.select(['r.record_id', 'r.activity_id', 'r.receive_time', 'r.member_name', 'a.activity_name', 'a.i18n']).orderBy('r.record_id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return pageResult(Number(n), size, rows.map((r) => ({ ...localize({ ...r, activity_name: r.activity_name ?? '', i18n: r.i18n ?? {} }, lang), receive_time: Number(r.receive_time) })));
}
