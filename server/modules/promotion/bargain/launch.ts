/**
 * Bargain launches and helps (NiuShop's `bargain` addon, niushop-promotions.md §4):
 * - a member launches once per activity (a unique row per activity and member, so a doubled launch
 *   finds the first) while the activity runs and its sku has bargain stock and sale stock; the launch
 *   lasts `bargain_time` hours (never past the activity) and, when `is_own`, the launcher cuts first;
 * - a friend helps once per launch (unique row) in a transaction that locks the launch, at most
 *   `help_bargain_num` times per activity (taken first, as a quota); the cut comes from `cutAmount`
 *   with an injectable random source; reaching the floor ends the launch as a success;
 * - the `bargain.launchExpire` due job ends launches whose time is over: 1 at the floor, else 2.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ApiError, Code } from '../../../http/errors.ts';
import type { DueJob } from '../../../jobs/index.ts';
import { yuan } from '../../goods/format.ts';
import { takeQuota } from '../quota.ts';
import { windowStatus } from '../apportion.ts';
import { cutAmount, type Random } from './cut.ts';

type Trx = Transaction<Database>;
const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);
const HOUR = 3600;

export const BARGAIN = 'bargain';
/** The quota type of helps given per member per activity. */
const HELP_QUOTA = 'bargain_help';

/** NiuShop's bargain status: 0 not started, 1 running, 2 ended, 3 closed. */
export const BargainStatus = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2, CLOSED: 3 } as const;
/** Launch status: 0 running, 1 floor reached, 2 failed. */
export const LaunchStatus = { RUNNING: 0, SUCCESS: 1, FAILED: 2 } as const;

export function bargainStatus(b: { status: number; start_time: number; end_time: number }, now: number): number {
  if (Number(b.status) === BargainStatus.CLOSED) return BargainStatus.CLOSED;
  const w = windowStatus(now, Number(b.start_time), Number(b.end_time));
  return w === 'before' ? BargainStatus.NOT_STARTED : w === 'after' ? BargainStatus.ENDED : BargainStatus.RUNNING;
}

async function helper(trx: Trx, memberId: number) {
  const m = await trx.selectFrom('member').select(['nickname', 'username', 'headimg']).where('member_id', '=', memberId).executeTakeFirst();
  if (!m) throw err('ORDER_MEMBER_NOT_FOUND');
  return { nickname: (m.nickname || m.username).slice(0, 255), headimg: m.headimg.slice(0, 255) };
}

/** One help on a locked, running launch: the cut, the record, the launch moved on. */
async function cut(trx: Trx, launchId: number, memberId: number, now: number, random: Random) {
  const l = await trx.selectFrom('promotion_bargain_launch').selectAll().where('launch_id', '=', launchId).forUpdate().executeTakeFirst();
  if (!l) throw err('BARGAIN_LAUNCH_NOT_EXIST');
  if (l.status !== LaunchStatus.RUNNING || Number(l.end_time) <= now || l.order_id !== 0) throw err('BARGAIN_ENDED');
  if (l.member_id === memberId && l.is_own !== 1) throw err('BARGAIN_NOT_SELF');
  const b = await trx.selectFrom('promotion_bargain').select(['help_bargain_num']).where('bargain_id', '=', l.bargain_id).executeTakeFirstOrThrow();
  const who = await helper(trx, memberId);
  const record = await trx
    .insertInto('promotion_bargain_record')
    .values({ launch_id: launchId, member_id: memberId, nickname: who.nickname, headimg: who.headimg, money: 1, bargain_time: now })
    .onConflict((oc) => oc.columns(['launch_id', 'member_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!record) throw err('BARGAIN_HELPED');
  // helps per member per activity (the launcher's own first cut does not count)
  if (memberId !== l.member_id && b.help_bargain_num > 0) {
    if (!(await takeQuota(trx, { promotion_type: HELP_QUOTA, promotion_id: l.bargain_id, item_id: 0, member_id: memberId, period: '' }, 1, b.help_bargain_num))) throw err('BARGAIN_HELP_LIMIT');
  }
  const money = cutAmount(l, random);
  if (money <= 0) throw err('BARGAIN_ENDED');
  const price = l.curr_price - money;
  const done = price === l.floor_price;
  await trx.updateTable('promotion_bargain_record').set({ money }).where('id', '=', record.id).execute();
  await trx
    .updateTable('promotion_bargain_launch')
    .set({ curr_price: price, curr_num: l.curr_num + 1, ...(done ? { status: LaunchStatus.SUCCESS, end_time: now } : {}) })
    .where('launch_id', '=', launchId)
    .execute();
  return { bargain_money: yuan(money), status: done ? 1 : 0, curr_price: yuan(price) };
}

/** `/bargain/api/bargain/launch`: the member launches a bargain on a bargain sku; answers the launch id. */
export async function launchBargain(db: Kysely<Database>, memberId: number, bargainGoodsId: number, now: number, random: Random): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const g = await trx
      .selectFrom('promotion_bargain_goods as bg')
      .innerJoin('promotion_bargain as b', 'b.bargain_id', 'bg.bargain_id')
      .innerJoin('goods_sku as s', 's.sku_id', 'bg.sku_id')
      .innerJoin('goods as gd', 'gd.goods_id', 's.goods_id')
      .select(['bg.id', 'bg.bargain_id', 'bg.goods_id', 'bg.sku_id', 'bg.price', 'bg.floor_price', 'bg.first_bargain_price', 'bg.bargain_stock', 'b.status', 'b.start_time', 'b.end_time', 'b.buy_type', 'b.bargain_type', 'b.bargain_num', 'b.bargain_time', 'b.is_own', 's.stock', 's.sku_name', 's.sku_image', 'gd.goods_state', 'gd.is_delete'])
      .where('bg.id', '=', bargainGoodsId)
      .executeTakeFirst();
    if (!g) throw err('BARGAIN_NOT_EXIST');
    if (bargainStatus(g, now) !== BargainStatus.RUNNING || g.goods_state !== 1 || g.is_delete !== 0) throw err('BARGAIN_NOT_OPEN');
    if (g.bargain_stock <= 0 || g.stock <= 0) throw err('BARGAIN_STOCK_NOT_ENOUGH');
    const who = await helper(trx, memberId);
    const row = await trx
      .insertInto('promotion_bargain_launch')
      .values({
        bargain_id: g.bargain_id,
        bargain_goods_id: g.id,
        goods_id: g.goods_id,
        sku_id: g.sku_id,
        sku_name: g.sku_name,
        sku_image: g.sku_image,
        price: g.price,
        floor_price: g.floor_price,
        first_bargain_price: g.first_bargain_price,
        buy_type: g.buy_type,
        bargain_type: g.bargain_type,
        is_own: g.is_own,
        need_num: g.bargain_num,
        curr_num: 0,
        curr_price: g.price,
        start_time: now,
        end_time: Math.min(now + g.bargain_time * HOUR, Number(g.end_time)),
        status: LaunchStatus.RUNNING,
        member_id: memberId,
        nickname: who.nickname,
        headimg: who.headimg,
      })
      .onConflict((oc) => oc.columns(['bargain_id', 'member_id']).doNothing())
      .returning('launch_id')
      .executeTakeFirst();
    if (!row) {
      const had = await trx.selectFrom('promotion_bargain_launch').select(['status', 'order_id']).where('bargain_id', '=', g.bargain_id).where('member_id', '=', memberId).executeTakeFirstOrThrow();
      throw err(had.status === LaunchStatus.RUNNING && had.order_id === 0 ? 'BARGAIN_LAUNCHING' : had.status === LaunchStatus.SUCCESS ? 'BARGAIN_LAUNCH_SUCCEEDED' : 'BARGAIN_LAUNCHED');
    }
    await trx.updateTable('promotion_bargain').set({ join_num: sql<number>`join_num + 1` }).where('bargain_id', '=', g.bargain_id).execute();
    await trx.updateTable('promotion_bargain_goods').set({ join_num: sql<number>`join_num + 1` }).where('id', '=', g.id).execute();
    if (g.is_own === 1) await cut(trx, row.launch_id, memberId, now, random);
    return row.launch_id;
  });
}

/** `/bargain/api/bargain/bargain`: a member helps cut a launch. */
export async function helpBargain(db: Kysely<Database>, memberId: number, launchId: number, now: number, random: Random) {
  return db.transaction().execute(async (trx) => {
    const l = await trx.selectFrom('promotion_bargain_launch').select(['sku_id']).where('launch_id', '=', launchId).executeTakeFirst();
    if (!l) throw err('BARGAIN_LAUNCH_NOT_EXIST');
    const sku = await trx.selectFrom('goods_sku').select('stock').where('sku_id', '=', l.sku_id).executeTakeFirst();
    if (!sku || sku.stock <= 0) throw err('BARGAIN_STOCK_NOT_ENOUGH');
    return cut(trx, launchId, memberId, now, random);
  });
}

/** Ends launches whose time is over: at the floor they succeeded (1), otherwise they failed (2). */
export const launchExpireJob: DueJob = {
  name: 'bargain.launchExpire',
  next: (trx, now, after) =>
    trx
      .selectFrom('promotion_bargain_launch')
      .select('launch_id as id')
      .where('status', '=', LaunchStatus.RUNNING)
      .where('end_time', '<=', now)
      .where('launch_id', '>', after)
      .orderBy('launch_id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst(),
  async run(trx, id, now) {
    const r = await trx
      .updateTable('promotion_bargain_launch')
      .set({ status: sql<number>`(case when curr_price = floor_price then ${sql.lit(LaunchStatus.SUCCESS)} else ${sql.lit(LaunchStatus.FAILED)} end)::smallint` })
      .where('launch_id', '=', id)
      .where('status', '=', LaunchStatus.RUNNING)
      .where('end_time', '<=', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },
};
