/**
 * Invite friends (memberrecommend addon, niushop-member-and-tools.md §1.17). A member's link
 * carries `source_member`; the invitee is bound to the inviter when registering (member.source_member,
 * set once at creation, never changed after). After the registration, the running campaign rewards
 * the inviter: one award per invitee ever (unique source_member), and at most `max_fetch` rewarded
 * invitees per inviter and campaign, taken by one conditional update of the inviter's counter row
 * (`num = num + 1 where num < max_fetch`), so parallel registrations never pass the cap.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Db } from '../config/queries.ts';
import { couponTypeBriefs } from '../coupon/grant.ts';
import { localize } from '../content/i18n.ts';
import { idList } from '../content/text.ts';
import { pageResult, paging, yuan } from '../goods/format.ts';
import { giveReward } from '../gifts/reward.ts';

/** The newest running campaign (open, inside its window). */
export async function runningCampaign(db: Db, now: number) {
  return db.selectFrom('promotion_recommend').selectAll().where('status', '=', 1).where('start_time', '<=', now).where('end_time', '>', now).orderBy('recommend_id', 'desc').limit(1).executeTakeFirst();
}

/** `/memberrecommend/api/memberrecommend/info`: the running campaign with its coupons, or null. */
export async function campaignInfo(db: Db, now: number, lang: Lang) {
  const c = await runningCampaign(db, now);
  if (!c) return null;
  const l = localize(c, lang);
  const coupons = await couponTypeBriefs(db, idList(c.coupon));
  return {
    recommend_id: l.recommend_id,
    recommend_name: l.recommend_name,
    start_time: Number(l.start_time),
    end_time: Number(l.end_time),
    status: l.status,
    point: l.point,
    balance: yuan(l.balance),
    coupon: l.coupon,
    type: l.type,
    max_fetch: l.max_fetch,
    remark: l.remark,
    coupon_list: coupons.map((t) => ({
      coupon_type_id: t.coupon_type_id,
      coupon_name: t.coupon_name,
      type: t.type,
      money: yuan(t.money),
      discount: String(t.discount),
      count: t.count,
      lead_count: t.lead_count,
      at_least: yuan(t.at_least),
      end_time: Number(t.end_time),
      validity_type: t.validity_type,
      fixed_term: t.fixed_term,
    })),
  };
}

class Capped extends Error {}

/** The inviter's reward for a new member (a registration hook); nothing without an inviter or campaign. */
export async function rewardInviter(db: Kysely<Database>, memberId: number, now = Math.floor(Date.now() / 1000)): Promise<boolean> {
  const invitee = await db.selectFrom('member').select(['source_member']).where('member_id', '=', memberId).executeTakeFirst();
  const inviter = invitee?.source_member ?? 0;
  if (!inviter || inviter === memberId) return false;
  const c = await runningCampaign(db, now);
  if (!c) return false;
  try {
    return await db.transaction().execute(async (trx) => {
      const award = await trx
        .insertInto('promotion_recommend_award')
        .values({ recommend_id: c.recommend_id, member_id: inviter, source_member: memberId, create_time: now })
        .onConflict((oc) => oc.column('source_member').doNothing())
        .returning('award_id')
        .executeTakeFirst();
      if (!award) return false;
      await trx.insertInto('promotion_recommend_count').values({ recommend_id: c.recommend_id, member_id: inviter }).onConflict((oc) => oc.columns(['recommend_id', 'member_id']).doNothing()).execute();
      const counted = await trx
        .updateTable('promotion_recommend_count')
        .set((eb) => ({ num: eb('num', '+', 1) }))
        .where('recommend_id', '=', c.recommend_id)
        .where('member_id', '=', inviter)
        .$if(c.max_fetch > 0, (q) => q.where('num', '<', c.max_fetch))
        .returning('num')
        .executeTakeFirst();
      if (!counted) throw new Capped();
      const kinds = c.type.split(',');
      const point = kinds.includes('point') ? c.point : 0;
      const balance = kinds.includes('balance') ? c.balance : 0;
      const coupons = await giveReward(
        trx,
        inviter,
        { point, balance, coupon_type_ids: kinds.includes('coupon') ? idList(c.coupon) : [] },
        { from_type: 'memberrecommend', remark: '活动奖励发放', related_id: award.award_id, now },
      );
      await trx.updateTable('promotion_recommend_award').set({ point, balance, coupon: c.coupon, coupon_num: coupons.length }).where('award_id', '=', award.award_id).execute();
      return true;
    });
  } catch (err) {
    if (err instanceof Capped) return false;
    throw err;
  }
}

/** `/memberrecommend/api/memberrecommend/lists`: the inviter's awards, newest first. */
export async function awardPage(db: Db, memberId: number, params: Record<string, unknown>, lang: Lang) {
  const { limit, offset, size } = paging(params, 100);
  const q = db
    .selectFrom('promotion_recommend_award as a')
    .leftJoin('promotion_recommend as c', 'c.recommend_id', 'a.recommend_id')
    .leftJoin('member as i', 'i.member_id', 'a.source_member')
    .leftJoin('member as me', 'me.member_id', 'a.member_id')
    .where('a.member_id', '=', memberId);
  const [{ n }, rows] = await Promise.all([
    q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select(['a.award_id', 'a.recommend_id', 'c.recommend_name', 'c.i18n', 'a.member_id', 'me.nickname as member_nickname', 'a.source_member', 'i.nickname as source_member_nickname', 'i.headimg', 'a.create_time', 'a.point', 'a.balance', 'a.coupon', 'a.coupon_num'])
      .orderBy('a.award_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return pageResult(
    Number(n),
    size,
    rows.map((r) => {
      const { i18n, ...row } = r;
      const name = localize({ recommend_name: r.recommend_name ?? '', i18n: i18n ?? {} }, lang).recommend_name;
      return { ...row, recommend_name: name, member_nickname: r.member_nickname ?? '', source_member_nickname: r.source_member_nickname ?? '', headimg: r.headimg ?? '', balance: yuan(r.balance), create_time: Number(r.create_time), remark: lang === 'en-us' ? 'Invite reward' : '邀请奖励' };
    }),
  );
}

/** `/memberrecommend/api/memberrecommend/invitees`: members who registered through the member's link (rewarded or not). */
export async function inviteePage(db: Db, memberId: number, params: Record<string, unknown>) {
  const { limit, offset, size } = paging(params, 100);
  const q = db.selectFrom('member as m').leftJoin('promotion_recommend_award as a', 'a.source_member', 'm.member_id').where('m.source_member', '=', memberId).where('m.is_delete', '=', 0);
  const [{ n }, rows] = await Promise.all([
    q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q.select(['m.member_id', 'm.nickname', 'm.headimg', 'm.reg_time', 'a.award_id', 'a.point', 'a.balance', 'a.coupon_num']).orderBy('m.member_id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return pageResult(Number(n), size, rows.map((r) => ({ member_id: r.member_id, nickname: r.nickname, headimg: r.headimg, reg_time: Number(r.reg_time), is_rewarded: r.award_id ? 1 : 0, point: r.point ?? 0, balance: yuan(r.balance ?? 0), coupon_num: r.coupon_num ?? 0 })));
}
