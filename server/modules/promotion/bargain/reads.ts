/** What shoppers read of bargain (NiuShop's `/bargain/api/*`): the goods, the launches, the helps. Status from the times when read. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { PromotionBargainLaunchTable } from '../../../db/tables/promotion.ts';
import { ApiError, Code } from '../../../http/errors.ts';
import type { Params } from '../../../http/params.ts';
import type { Lang } from '../../../i18n/index.ts';
import type { Db } from '../../cart/sku.ts';
import { assertSkuOnSale, skuDetailBase, skuRowsOfGoods } from '../../goods/catalog.ts';
import { idsParam, pageResult, paging, yuan } from '../../goods/format.ts';
import { detailBase } from '../../goods/reads.ts';
import { limitSpecFormat } from '../../topic/service.ts';
import { translation } from '../../content/i18n.ts';
import type { PromotionCalcInput } from '../../order/promotion.ts';
import { bargainStatus, BargainStatus, LaunchStatus } from './launch.ts';

type Launch = Selectable<PromotionBargainLaunchTable>;
const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

const idParam = (v: unknown, name: string): number => {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n <= 0) throw err('MISSING_PARAM', { name });
  return n;
};

/** Bargain skus of running activities with their goods on sale. */
function runningGoods(db: Db, now: number) {
  return db
    .selectFrom('promotion_bargain_goods as bg')
    .innerJoin('promotion_bargain as b', 'b.bargain_id', 'bg.bargain_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'bg.sku_id')
    .innerJoin('goods as g', 'g.goods_id', 'bg.goods_id')
    .where('b.status', '<>', BargainStatus.CLOSED)
    .where('b.start_time', '<=', now)
    .where('b.end_time', '>', now)
    .where('g.goods_state', '=', 1)
    .where('g.is_delete', '=', 0);
}

async function goodsItems(db: Db, params: Params, memberId: number | null, now: number, limit: number, offset: number, lang?: Lang) {
  let base = runningGoods(db, now);
  const ids = idsParam(params.id_arr, 'id_arr');
  if (ids.length) base = base.where('bg.id', 'in', ids);
  if (Number(params.is_exclude_bargaining) === 1 && memberId) {
    base = base.where('bg.id', 'not in', (eb) => eb.selectFrom('promotion_bargain_launch').select('bargain_goods_id').where('member_id', '=', memberId).where('status', '=', LaunchStatus.RUNNING));
  }
  const n = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const count = Number(n?.n ?? 0);
  if (!count) return { count, list: [] };
  const rows = await base
    .select(['bg.id', 'bg.bargain_id', 'bg.goods_id', 'bg.sku_id', 'bg.price', 'bg.floor_price', 'bg.bargain_stock', 'bg.join_num', 'bg.sale_num', 'b.bargain_name', 'b.end_time', 'b.start_time', 'b.buy_type', 's.sku_name', 's.sku_image', 's.stock', 'g.goods_name', 'g.goods_image', 's.i18n as s_i18n', 'g.i18n as g_i18n'])
    .orderBy('bg.bargain_id', 'desc')
    .orderBy('bg.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    count,
    list: rows.map((r) => ({
      id: r.id,
      bargain_id: r.bargain_id,
      bargain_name: r.bargain_name,
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      goods_name: translation(r.g_i18n, 'goods_name', lang) ?? r.goods_name,
      sku_name: translation(r.s_i18n, 'sku_name', lang) ?? r.sku_name,
      goods_image: r.goods_image,
      sku_image: r.sku_image,
      price: yuan(r.price),
      floor_price: yuan(r.floor_price),
      bargain_stock: Math.min(r.bargain_stock, r.stock),
      join_num: r.join_num,
      sale_num: r.sale_num,
      buy_type: r.buy_type,
      start_time: Number(r.start_time),
      end_time: Number(r.end_time),
    })),
  };
}

export async function bargainGoodsPage(db: Db, params: Params, memberId: number | null, now: number, lang?: Lang) {
  const { limit, offset, size } = paging(params, 100);
  const { count, list } = await goodsItems(db, params, memberId, now, limit, offset, lang);
  return pageResult(count, size, list);
}

export async function bargainGoodsLists(db: Db, params: Params, memberId: number | null, now: number, lang?: Lang) {
  const num = Math.min(100, Math.max(1, Number(params.num ?? 10) || 10));
  return (await goodsItems(db, params, memberId, now, num, 0, lang)).list;
}

/** A launch as NiuShop's pages read it; `viewer` adds `self` and what the viewer cut (or whether they helped). */
async function launchView(db: Db, l: Launch, viewer: number | null, now: number) {
  const order = l.order_id > 0 ? await db.selectFrom('order').select(['order_status', 'pay_status']).where('order_id', '=', l.order_id).executeTakeFirst() : undefined;
  const mine = viewer ? await db.selectFrom('promotion_bargain_record').select('money').where('launch_id', '=', l.launch_id).where('member_id', '=', viewer).executeTakeFirst() : undefined;
  const act = await db.selectFrom('promotion_bargain').select('bargain_name').where('bargain_id', '=', l.bargain_id).executeTakeFirst();
  const self = viewer === l.member_id ? 1 : 0;
  return {
    launch_id: l.launch_id,
    bargain_id: l.bargain_id,
    bargain_name: act?.bargain_name ?? '',
    bargain_goods_id: l.bargain_goods_id,
    goods_id: l.goods_id,
    sku_id: l.sku_id,
    sku_name: l.sku_name,
    sku_image: l.sku_image,
    price: yuan(l.price),
    floor_price: yuan(l.floor_price),
    curr_price: yuan(l.curr_price),
    buy_type: l.buy_type,
    bargain_type: l.bargain_type,
    need_num: l.need_num,
    curr_num: l.curr_num,
    start_time: Number(l.start_time),
    end_time: Number(l.end_time),
    status: l.status,
    member_id: l.member_id,
    nickname: l.nickname,
    headimg: l.headimg,
    order_id: Math.max(0, l.order_id),
    order_status: order?.order_status ?? null,
    pay_status: order?.pay_status ?? 0,
    self,
    ...(self ? { my_bargain_money: yuan(mine?.money ?? 0) } : { cut: mine ? 1 : 0 }),
    current_time: now,
  };
}

/** `/bargain/api/goods/bargainingList`: the member's launches still running. */
export async function bargainingList(db: Db, memberId: number, now: number) {
  const rows = await db.selectFrom('promotion_bargain_launch').selectAll().where('member_id', '=', memberId).where('status', '=', LaunchStatus.RUNNING).where('end_time', '>', now).orderBy('launch_id', 'desc').limit(20).execute();
  return Promise.all(rows.map((l) => launchView(db, l, memberId, now)));
}

/** The activity's bargain fields over a sku's goods fields. */
async function activityFields(db: Db, bargainId: number, skuId: number, now: number) {
  const b = await db.selectFrom('promotion_bargain').selectAll().where('bargain_id', '=', bargainId).executeTakeFirst();
  const g = await db.selectFrom('promotion_bargain_goods').selectAll().where('bargain_id', '=', bargainId).where('sku_id', '=', skuId).executeTakeFirst();
  if (!b || !g) return null;
  return {
    id: g.id,
    bargain_id: b.bargain_id,
    bargain_name: b.bargain_name,
    buy_type: b.buy_type,
    bargain_type: b.bargain_type,
    bargain_num: b.bargain_num,
    bargain_time: b.bargain_time,
    is_own: b.is_own,
    remark: b.remark,
    start_time: Number(b.start_time),
    end_time: Number(b.end_time),
    bargain_status: bargainStatus(b, now),
    price: yuan(g.price),
    floor_price: yuan(g.floor_price),
    first_bargain_price: yuan(g.first_bargain_price),
    bargain_stock: g.bargain_stock,
    join_num: g.join_num,
    sale_num: g.sale_num,
    current_time: now,
  };
}

/** The default sku of an activity: the goods' own when it is in it, else its first. */
async function defaultSku(db: Db, bargainId: number): Promise<number | null> {
  const rows = await db
    .selectFrom('promotion_bargain_goods as bg')
    .innerJoin('goods as g', 'g.goods_id', 'bg.goods_id')
    .select(['bg.sku_id', 'g.sku_id as goods_sku'])
    .where('bg.bargain_id', '=', bargainId)
    .orderBy('bg.id')
    .execute();
  return (rows.find((r) => r.sku_id === r.goods_sku) ?? rows[0])?.sku_id ?? null;
}

async function goodsSkuDetail(db: Kysely<Database>, lang: Lang, bargainId: number, skuId: number | null, now: number) {
  const sku = skuId ?? (await defaultSku(db, bargainId));
  if (!sku) return null;
  const [base, act, own] = await Promise.all([
    detailBase(db, lang, { sku_id: sku }),
    activityFields(db, bargainId, sku, now),
    db.selectFrom('promotion_bargain_goods').select('sku_id').where('bargain_id', '=', bargainId).execute(),
  ]);
  if (!base || !act || act.bargain_status === BargainStatus.CLOSED) return null;
  // the spec picker offers only the activity's skus (a value of another sku is shown, not chosen)
  const goods_spec_format = limitSpecFormat(String(base.goods_spec_format ?? '[]'), new Set(own.map((o) => o.sku_id)));
  return { ...base, ...act, goods_spec_format, discount_price: act.floor_price };
}

/** `/bargain/api/goods/detail`: the goods detail of the activity (null when unknown or closed). */
export async function bargainGoodsDetail(db: Kysely<Database>, lang: Lang, params: Params, now: number) {
  return { goods_sku_detail: await goodsSkuDetail(db, lang, idParam(params.bargain_id ?? params.id, 'bargain_id'), params.sku_id ? Number(params.sku_id) : null, now) };
}

/** `/bargain/api/goods/goodsSku`: the activity's skus of the goods. */
export async function bargainGoodsSkus(db: Db, params: Params, now: number) {
  const bargainId = idParam(params.bargain_id, 'bargain_id');
  const goodsId = idParam(params.goods_id, 'goods_id');
  const own = await db.selectFrom('promotion_bargain_goods').select('sku_id').where('bargain_id', '=', bargainId).where('goods_id', '=', goodsId).execute();
  const rows = (await skuRowsOfGoods(db, goodsId)).filter((r) => assertSkuOnSale(r) && own.some((o) => o.sku_id === r.sku_id));
  const out = [];
  for (const r of rows) {
    const act = await activityFields(db, bargainId, r.sku_id, now);
    if (act) out.push({ ...skuDetailBase(r), ...act, discount_price: act.floor_price });
  }
  return out;
}

/**
 * `/bargain/api/bargain/detail`: the goods, the launch (the given one, else the viewer's running
 * launch of this activity) and the 20 latest successful launches; counts a browse.
 */
export async function bargainDetail(db: Kysely<Database>, lang: Lang, params: Params, viewer: number | null, now: number) {
  const bargainId = idParam(params.bargain_id ?? params.b_id, 'bargain_id');
  const launchId = Number(params.launch_id ?? params.l_id ?? 0);
  let launch: Launch | undefined;
  if (launchId > 0) launch = await db.selectFrom('promotion_bargain_launch').selectAll().where('launch_id', '=', launchId).where('bargain_id', '=', bargainId).executeTakeFirst();
  else if (viewer) launch = await db.selectFrom('promotion_bargain_launch').selectAll().where('bargain_id', '=', bargainId).where('member_id', '=', viewer).executeTakeFirst();
  await db.updateTable('promotion_bargain').set({ browse_num: sql<number>`browse_num + 1` }).where('bargain_id', '=', bargainId).execute();
  const list = await db
    .selectFrom('promotion_bargain_launch')
    .select(['status', 'curr_price', 'nickname', 'headimg', 'end_time'])
    .where('bargain_id', '=', bargainId)
    .where('status', '=', LaunchStatus.SUCCESS)
    .orderBy('end_time', 'desc')
    .limit(20)
    .execute();
  return {
    goods_sku_detail: await goodsSkuDetail(db, lang, bargainId, launch?.sku_id ?? null, now),
    launch_info: launch ? await launchView(db, launch, viewer, now) : null,
    launch_list: list.map((l) => ({ ...l, curr_price: yuan(l.curr_price), end_time: Number(l.end_time) })),
  };
}

/** `/bargain/api/bargain/info`: one launch with its activity's state. */
export async function launchInfo(db: Db, params: Params, viewer: number | null, now: number) {
  const l = await db.selectFrom('promotion_bargain_launch').selectAll().where('launch_id', '=', idParam(params.id ?? params.launch_id, 'id')).executeTakeFirst();
  if (!l) throw err('BARGAIN_LAUNCH_NOT_EXIST');
  const [g, b, goods] = await Promise.all([
    db.selectFrom('promotion_bargain_goods').select('bargain_stock').where('id', '=', l.bargain_goods_id).executeTakeFirst(),
    db.selectFrom('promotion_bargain').select(['status', 'start_time', 'end_time']).where('bargain_id', '=', l.bargain_id).executeTakeFirst(),
    db.selectFrom('goods').select('goods_content').where('goods_id', '=', l.goods_id).executeTakeFirst(),
  ]);
  return { ...(await launchView(db, l, viewer, now)), bargain_stock: g?.bargain_stock ?? 0, bargain_status: b ? bargainStatus(b, now) : BargainStatus.CLOSED, goods_content: goods?.goods_content ?? '' };
}

/** `/bargain/api/bargain/record`: a launch's helps, newest first. */
export async function helpRecords(db: Db, params: Params) {
  const launchId = idParam(params.id ?? params.launch_id, 'id');
  const { limit, offset, size } = paging(params, 100);
  const base = db.selectFrom('promotion_bargain_record').where('launch_id', '=', launchId);
  const n = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base.select(['id', 'launch_id', 'member_id', 'nickname', 'headimg', 'money', 'bargain_time']).orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return pageResult(Number(n?.n ?? 0), size, rows.map((r) => ({ ...r, money: yuan(r.money), bargain_time: Number(r.bargain_time) })));
}

/** `/bargain/api/bargain/launchPage`: the member's launches (status all / 0 / 1 / 2). */
export async function launchPage(db: Db, params: Params, memberId: number, now: number) {
  const { limit, offset, size } = paging(params, 100);
  let base = db.selectFrom('promotion_bargain_launch').where('member_id', '=', memberId);
  const st = params.status;
  if (st !== undefined && st !== '' && st !== 'all') {
    const n = Number(st);
    if (![0, 1, 2].includes(n)) throw err('INVALID_PARAM', { name: 'status' });
    base = base.where('status', '=', n);
  }
  const n = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('launch_id', 'desc').limit(limit).offset(offset).execute();
  const acts = rows.length ? await db.selectFrom('promotion_bargain').select(['bargain_id', 'status', 'start_time', 'end_time']).where('bargain_id', 'in', rows.map((r) => r.bargain_id)).execute() : [];
  const list = [];
  for (const l of rows) {
    const b = acts.find((a) => a.bargain_id === l.bargain_id);
    list.push({ ...(await launchView(db, l, memberId, now)), bargain_status: b ? bargainStatus(b, now) : BargainStatus.CLOSED });
  }
  return pageResult(Number(n?.n ?? 0), size, list);
}

/** `/bargain/api/bargain/browse` and `/share`: the activity's counters. */
export async function countVisit(db: Db, params: Params, what: 'browse_num' | 'share_num') {
  const id = idParam(params.bargain_id, 'bargain_id');
  await db.updateTable('promotion_bargain').set({ [what]: sql<number>`${sql.ref(what)} + 1` }).where('bargain_id', '=', id).execute();
  return 1;
}

/** `bargain_info` of the payment answer: the launch. */
export async function bargainInfoOf(db: Db, input: PromotionCalcInput, memberId: number, now: number) {
  const id = input.promotion?.data?.launch_id ?? 0;
  const l = await db.selectFrom('promotion_bargain_launch').selectAll().where('launch_id', '=', id).executeTakeFirst();
  return { bargain_info: l ? await launchView(db, l, memberId, now) : null };
}
