import crypto from 'node:crypto';
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PromotionCouponTypeTable } from '../../db/tables/catalogue.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Lang } from '../../i18n/index.ts';
import { translate } from '../../i18n/index.ts';
import { fenToYuan, toFen } from '../../lib/money.ts';
import { pageResult, yuan } from '../goods/format.ts';
import { idList } from '../goods/stock.ts';

type Db = Kysely<Database>;
type TypeRow = Selectable<PromotionCouponTypeTable>;

/** "9.5" / "9.50" → "9.50" without floating point. */
export const discountText = (v: string | number): string => fenToYuan(toFen(String(v)));

function stateClause(state: number, now: number) {
  return sql<SqlBool>`${sql.raw(
    state === 1
      ? `state = 1 and (end_time = 0 or end_time > ${now})`
      : state === 3
        ? `(state = 3 or (state = 1 and end_time > 0 and end_time <= ${now}))`
        : state === 2
          ? 'state = 2'
          : 'state = 4',
  )}`;
}

export interface MemberTypeCounts {
  member_coupon_num: number;
  use_coupon_num: number;
  wait_coupon_num: number;
  lose_coupon_num: number;
}

async function memberCounts(db: Db, memberId: number, typeIds: number[], now: number): Promise<Map<number, MemberTypeCounts>> {
  const out = new Map<number, MemberTypeCounts>();
  if (typeIds.length === 0) return out;
  const rows = await db
    .selectFrom('promotion_coupon')
    .select([
      'coupon_type_id',
      sql<number>`count(*) filter (where get_type = 2)`.as('member_coupon_num'),
      sql<number>`count(*) filter (where state = 2)`.as('use_coupon_num'),
      sql<number>`count(*) filter (where state = 1 and (end_time = 0 or end_time > ${now}))`.as('wait_coupon_num'),
      sql<number>`count(*) filter (where state in (3, 4) or (state = 1 and end_time > 0 and end_time <= ${now}))`.as('lose_coupon_num'),
    ])
    .where('member_id', '=', memberId)
    .where('coupon_type_id', 'in', typeIds)
    .groupBy('coupon_type_id')
    .execute();
  for (const r of rows) {
    out.set(r.coupon_type_id, {
      member_coupon_num: Number(r.member_coupon_num),
      use_coupon_num: Number(r.use_coupon_num),
      wait_coupon_num: Number(r.wait_coupon_num),
      lose_coupon_num: Number(r.lose_coupon_num),
    });
  }
  return out;
}

const channelKey = (c: string) => (c === 'online' ? 'COUPON_CHANNEL_ONLINE' : c === 'offline' ? 'COUPON_CHANNEL_OFFLINE' : 'COUPON_CHANNEL_ALL');

/** A coupon type on the wire (money yuan strings, names in the request's language). */
export function typeItem(t: TypeRow, lang: Lang): Record<string, unknown> {
  return {
    coupon_type_id: t.coupon_type_id,
    site_id: 1,
    type: t.type,
    coupon_name: t.coupon_name,
    image: t.image,
    money: yuan(t.money),
    discount: discountText(t.discount),
    discount_limit: yuan(t.discount_limit),
    at_least: yuan(t.at_least),
    is_limit: t.at_least > 0 ? 1 : 0,
    count: t.count,
    lead_count: t.lead_count,
    max_fetch: t.max_fetch,
    validity_type: t.validity_type,
    fixed_term: t.fixed_term,
    start_time: t.start_use_time,
    end_time: t.end_time,
    status: t.status,
    is_show: t.is_show,
    goods_type: t.goods_type,
    goods_type_name: translate(lang, `COUPON_GOODS_TYPE_${t.goods_type}`),
    goods_ids: t.goods_ids,
    category_ids: t.category_ids,
    use_channel: t.use_channel,
    use_channel_name: translate(lang, channelKey(t.use_channel)),
    use_store: t.use_store,
    use_store_name: translate(lang, 'COUPON_ALL_STORES'),
    is_remain: t.count < 0 || t.lead_count < t.count ? 1 : 0,
  };
}

async function withMember(db: Db, rows: TypeRow[], lang: Lang, memberId: number | null, now: number): Promise<Record<string, unknown>[]> {
  const counts = memberId ? await memberCounts(db, memberId, rows.map((r) => r.coupon_type_id), now) : new Map<number, MemberTypeCounts>();
  return rows.map((t) => {
    const item = typeItem(t, lang);
    if (!memberId) return item;
    const c = counts.get(t.coupon_type_id) ?? { member_coupon_num: 0, use_coupon_num: 0, wait_coupon_num: 0, lose_coupon_num: 0 };
    let received_type = '';
    if (t.max_fetch > 0 && c.member_coupon_num >= t.max_fetch) received_type = c.wait_coupon_num > 0 ? 'limit' : c.use_coupon_num >= t.max_fetch ? 'use_out' : 'expire';
    return { ...item, ...c, received_type };
  });
}

export interface TypeListFilter {
  type?: string;
  coupon_type_id_arr?: number[];
  can_receive?: number;
}

function typeQuery(db: Db, f: TypeListFilter, now: number) {
  let q = db
    .selectFrom('promotion_coupon_type')
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('validity_type', '!=', 0), eb('end_time', '=', 0), eb('end_time', '>', now)]));
  if (f.coupon_type_id_arr && f.coupon_type_id_arr.length) q = q.where('coupon_type_id', 'in', f.coupon_type_id_arr);
  else q = q.where('is_show', '=', 1);
  if (f.type === 'reward' || f.type === 'discount') q = q.where('type', '=', f.type);
  if (f.type === 'no_threshold') q = q.where('at_least', '=', 0);
  if (f.can_receive === 1) q = q.where((eb) => eb.or([eb('count', '<', 0), eb('lead_count', '<', eb.ref('count'))]));
  return q;
}

/** Shown types that can still be claimed come first, then newest. */
export async function typeLists(db: Db, f: TypeListFilter, num: number, lang: Lang, memberId: number | null, now: number) {
  const rows = await typeQuery(db, f, now)
    .selectAll()
    .orderBy(sql`(count < 0 or lead_count < count)`, 'desc')
    .orderBy('sort', 'desc')
    .orderBy('coupon_type_id', 'desc')
    .limit(num)
    .execute();
  return withMember(db, rows, lang, memberId, now);
}

export async function typePageLists(db: Db, f: TypeListFilter, limit: number, offset: number, size: number, lang: Lang, memberId: number | null, now: number) {
  const c = await typeQuery(db, f, now).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const count = Number(c?.n ?? 0);
  const rows = count
    ? await typeQuery(db, f, now)
        .selectAll()
        .orderBy(sql`(count < 0 or lead_count < count)`, 'desc')
        .orderBy('sort', 'desc')
        .orderBy('coupon_type_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
    : [];
  return pageResult(count, size, await withMember(db, rows, lang, memberId, now));
}

export async function typeInfo(db: Db, id: number, lang: Lang, memberId: number | null, now: number) {
  const row = await db.selectFrom('promotion_coupon_type').selectAll().where('coupon_type_id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'COUPON_NOT_EXIST');
  const [item] = await withMember(db, [row], lang, memberId, now);
  return { ...item, qrcode: '' };
}

/** Coupon types usable on a goods (shown, running, in scope), highest value first. */
export async function goodsCouponTypes(db: Db, goodsId: number, lang: Lang, memberId: number | null, now: number, onlyClaimable = false) {
  const cats = (await db.selectFrom('goods_category_rel').select('category_id').where('goods_id', '=', goodsId).execute()).map((r) => r.category_id);
  const rows = await typeQuery(db, { can_receive: onlyClaimable ? 1 : 0 }, now).selectAll().orderBy('money', 'desc').orderBy('coupon_type_id', 'desc').execute();
  const inScope = rows.filter((t) => {
    const g = idList(t.goods_ids);
    const c = idList(t.category_ids);
    switch (t.goods_type) {
      case 2:
        return g.includes(goodsId);
      case 3:
        return !g.includes(goodsId);
      case 4:
        return cats.some((x) => c.includes(x));
      case 5:
        return !cats.some((x) => c.includes(x));
      default:
        return true;
    }
  });
  const items = await withMember(db, inScope, lang, memberId, now);
  if (!onlyClaimable || !memberId) return items;
  return items.filter((i) => !(Number(i.max_fetch) > 0 && Number(i.member_coupon_num) >= Number(i.max_fetch)));
}

export async function couponsById(db: Db, ids: number[], lang: Lang) {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('promotion_coupon_type').selectAll().where('status', '=', 1).where('coupon_type_id', 'in', ids).orderBy('money', 'desc').execute();
  return rows.map((r) => typeItem(r, lang));
}

function couponCode(): string {
  const chars = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => chars[b % chars.length]).join('');
}

/**
 * A member claims a coupon (get_type 2). One transaction: the type row is claimed by an atomic
 * `lead_count = lead_count + 1 where … lead_count < count` (which also locks it, so concurrent
 * claims of the same type queue up), then the per-member limit is checked under that lock, then
 * the member's copy is written. Any failure rolls the claim back.
 */
export async function receive(db: Db, memberId: number, typeId: number, now: number, getType = 2): Promise<{ is_exist: number; coupon_id: number }> {
  return db.transaction().execute(async (trx) => {
    const t = await trx
      .updateTable('promotion_coupon_type')
      .set((eb) => ({ lead_count: eb('lead_count', '+', 1) }))
      .where('coupon_type_id', '=', typeId)
      .where('status', '=', 1)
      .where('is_show', '=', 1)
      .where((eb) => eb.or([eb('count', '<', 0), eb('lead_count', '<', eb.ref('count'))]))
      .where((eb) => eb.or([eb('validity_type', '!=', 0), eb('end_time', '=', 0), eb('end_time', '>', now)]))
      .returningAll()
      .executeTakeFirst();
    if (!t) {
      const row = await trx.selectFrom('promotion_coupon_type').selectAll().where('coupon_type_id', '=', typeId).executeTakeFirst();
      if (!row || row.status !== 1) throw new ApiError(Code.ERROR, 'COUPON_DATA_ERROR');
      if (row.is_show !== 1) throw new ApiError(Code.ERROR, 'COUPON_CANNOT_RECEIVE');
      if (row.validity_type === 0 && row.end_time > 0 && row.end_time <= now) throw new ApiError(Code.ERROR, 'COUPON_EXPIRED');
      throw new ApiError(Code.ERROR, 'COUPON_RECEIVED_OUT');
    }
    if (t.max_fetch > 0) {
      const held = await trx
        .selectFrom('promotion_coupon')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('coupon_type_id', '=', typeId)
        .where('member_id', '=', memberId)
        .where('get_type', '=', 2)
        .executeTakeFirst();
      if (Number(held?.n ?? 0) >= t.max_fetch) throw new ApiError(Code.ERROR, 'COUPON_RECEIVE_LIMIT');
    }
    const end = t.validity_type === 0 ? t.end_time : t.validity_type === 1 ? now + t.fixed_term * 86400 : 0;
    const ins = await trx
      .insertInto('promotion_coupon')
      .values({
        coupon_type_id: t.coupon_type_id,
        coupon_code: couponCode(),
        coupon_name: t.coupon_name,
        member_id: memberId,
        type: t.type,
        state: 1,
        money: t.money,
        discount: t.discount,
        discount_limit: t.discount_limit,
        at_least: t.at_least,
        goods_type: t.goods_type,
        goods_ids: t.goods_ids,
        category_ids: t.category_ids,
        use_channel: t.use_channel,
        get_type: getType,
        fetch_time: now,
        start_time: t.validity_type === 0 && t.start_use_time > 0 ? t.start_use_time : now,
        end_time: end,
      })
      .returning('coupon_id')
      .executeTakeFirstOrThrow();
    return { is_exist: 1, coupon_id: ins.coupon_id };
  });
}

export interface MemberPageFilter {
  state: number;
  type?: string;
  related_id?: number;
}

export async function memberPage(db: Db, memberId: number, f: MemberPageFilter, limit: number, offset: number, size: number, lang: Lang, now: number) {
  let q = db.selectFrom('promotion_coupon').where('member_id', '=', memberId).where(stateClause(f.state, now));
  if (f.type === 'reward' || f.type === 'discount') q = q.where('type', '=', f.type);
  if (f.type === 'no_threshold') q = q.where('at_least', '=', 0);
  if (f.related_id) q = q.where('related_id', '=', f.related_id);
  const c = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const count = Number(c?.n ?? 0);
  const rows = count ? await q.selectAll().orderBy('fetch_time', 'desc').orderBy('coupon_id', 'desc').limit(limit).offset(offset).execute() : [];
  const list = rows.map((r) => {
    // Expiry is computed at read time: an unused coupon past its end shows as expired.
    const state = r.state === 1 && r.end_time > 0 && r.end_time <= now ? 3 : r.state;
    return {
      coupon_id: r.coupon_id,
      coupon_type_id: r.coupon_type_id,
      coupon_code: r.coupon_code,
      coupon_name: r.coupon_name,
      member_id: r.member_id,
      type: r.type,
      money: yuan(r.money),
      discount: discountText(r.discount),
      discount_limit: yuan(r.discount_limit),
      at_least: yuan(r.at_least),
      state,
      state_name: translate(lang, `COUPON_STATE_${state}`),
      get_type: r.get_type,
      related_id: r.related_id,
      fetch_time: r.fetch_time,
      start_time: r.start_time,
      end_time: r.end_time,
      use_time: r.use_time,
      use_order_id: r.use_order_id,
      order_no: '',
      goods_type: r.goods_type,
      goods_type_name: translate(lang, `COUPON_GOODS_TYPE_${r.goods_type}`),
      goods_ids: r.goods_ids,
      category_ids: r.category_ids,
      use_channel: r.use_channel,
      use_channel_name: translate(lang, channelKey(r.use_channel)),
      use_store: 'all',
      use_store_name: translate(lang, 'COUPON_ALL_STORES'),
    };
  });
  return pageResult(count, size, list);
}

export async function memberCouponNum(db: Db, memberId: number, state: number, now: number): Promise<number> {
  const c = await db
    .selectFrom('promotion_coupon')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where(stateClause(state, now))
    .executeTakeFirst();
  return Number(c?.n ?? 0);
}

export async function receivedNum(db: Db, memberId: number, typeId: number): Promise<number> {
  const c = await db
    .selectFrom('promotion_coupon')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('coupon_type_id', '=', typeId)
    .executeTakeFirst();
  return Number(c?.n ?? 0);
}
