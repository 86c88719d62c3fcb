import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { catalogueChanged } from '../../cache/index.ts';
import { pageResult, yuan } from './format.ts';
import { goodsTexts } from './catalog.ts';
import type { Lang } from '../../i18n/index.ts';

type Db = Kysely<Database>;

// ── config rows ─────────────────────────────────────────────────────────────────────────────

export async function configValue<T extends Record<string, unknown>>(db: Db, key: string, fallback: T): Promise<T> {
  const row = await db.selectFrom('sys_config').select('value').where('config_key', '=', key).executeTakeFirst();
  return { ...fallback, ...((row?.value as Partial<T> | undefined) ?? {}) };
}

export const searchWords = (db: Db) => configValue(db, 'GOODS_SEARCH_WORDS', { hot_words: '', default_words: '' });

/** Goods-list display config (NiuShop GOODS_LIST_CONFIG); a shop may override it in sys_config. */
export const goodsListConfig = (db: Db) => configValue(db, 'GOODS_LIST_CONFIG', { style: 1, nameLineMode: 'single', buyButtonType: 'icon', isShowCart: 1 });

export const evaluateConfig = (db: Db) => configValue(db, 'ORDER_EVALUATE_CONFIG', { evaluate_status: 1, evaluate_show: 1, evaluate_audit: 0 });

// ── services ────────────────────────────────────────────────────────────────────────────────

export async function goodsServices(db: Db, ids?: number[]) {
  let q = db.selectFrom('goods_service').select(['id', 'service_name', 'desc', 'icon']).orderBy('sort').orderBy('id');
  if (ids) {
    if (ids.length === 0) return [];
    q = q.where('id', 'in', ids);
  }
  return q.execute();
}

// ── goods existence ─────────────────────────────────────────────────────────────────────────

async function liveGoods(db: Db, goodsId: number) {
  const g = await db
    .selectFrom('goods as g')
    .innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id')
    .select(['g.goods_id', 'g.sku_id', 'g.goods_name', 's.sku_name', 's.discount_price', 's.sku_image', 'g.category_id'])
    .where('g.goods_id', '=', goodsId)
    .where('g.is_delete', '=', 0)
    .executeTakeFirst();
  if (!g) throw new ApiError(Code.ERROR, 'GOODS_NOT_EXIST');
  return g;
}

async function skuOfGoods(db: Db, goodsId: number, skuId: number) {
  const s = await db.selectFrom('goods_sku').select(['sku_id', 'sku_name', 'discount_price', 'sku_image']).where('sku_id', '=', skuId).where('goods_id', '=', goodsId).executeTakeFirst();
  if (!s) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'sku_id' });
  return s;
}

/** Columns favourites and footprints show: the goods and its default sku. */
const shownColumns = [
  'g.goods_id',
  'g.goods_image',
  'g.is_free_shipping',
  'g.sale_num',
  'g.virtual_sale',
  'g.sale_show',
  'g.market_price_show',
  'g.goods_class',
  'g.goods_state',
  's.sku_id as default_sku_id',
  's.sku_image',
  's.price',
  's.market_price',
  's.discount_price',
  's.promotion_type',
  's.stock',
] as const;

// ── favourites (goods_collect) ──────────────────────────────────────────────────────────────

export async function collectAdd(db: Db, memberId: number, goodsId: number, skuId: number): Promise<number> {
  const g = await liveGoods(db, goodsId);
  const s = await skuOfGoods(db, goodsId, skuId);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('goods_collect')
      .values({
        member_id: memberId,
        goods_id: goodsId,
        sku_id: s.sku_id,
        category_id: Number(g.category_id.split(',').filter(Boolean).pop() ?? 0),
        sku_name: s.sku_name,
        sku_price: s.discount_price,
        sku_image: s.sku_image,
      })
      .onConflict((oc) => oc.columns(['member_id', 'goods_id']).doNothing())
      .returning('collect_id')
      .executeTakeFirst();
    if (!row) throw new ApiError(Code.ERROR, 'COLLECT_EXISTS');
    await trx.updateTable('goods').set((eb) => ({ collect_num: eb('collect_num', '+', 1) })).where('goods_id', '=', goodsId).execute();
    await trx.updateTable('goods_sku').set((eb) => ({ collect_num: eb('collect_num', '+', 1) })).where('goods_id', '=', goodsId).execute();
    return row.collect_id;
  });
  catalogueChanged([goodsId]); // collect_num of the cached detail
  return id;
}

/** Deletes the caller's favourite of a goods; another member's (or none) answers not found. */
export async function collectDelete(db: Db, memberId: number, goodsId: number): Promise<number> {
  const n = await db.transaction().execute(async (trx) => {
    const res = await trx.deleteFrom('goods_collect').where('member_id', '=', memberId).where('goods_id', '=', goodsId).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw new ApiError(Code.ERROR, 'RECORD_NOT_FOUND');
    await trx.updateTable('goods').set({ collect_num: sql<number>`greatest(0, collect_num - 1)` }).where('goods_id', '=', goodsId).execute();
    await trx.updateTable('goods_sku').set({ collect_num: sql<number>`greatest(0, collect_num - 1)` }).where('goods_id', '=', goodsId).execute();
    return 1;
  });
  catalogueChanged([goodsId]);
  return n;
}

export async function isCollect(db: Db, memberId: number | null, goodsId: number): Promise<number> {
  if (!memberId) return 0;
  const r = await db.selectFrom('goods_collect').select('collect_id').where('member_id', '=', memberId).where('goods_id', '=', goodsId).executeTakeFirst();
  return r ? 1 : 0;
}

export async function collectPage(db: Db, memberId: number, limit: number, offset: number, size: number, lang?: Lang) {
  const base = db
    .selectFrom('goods_collect as c')
    .innerJoin('goods as g', 'g.goods_id', 'c.goods_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id')
    .where('c.member_id', '=', memberId)
    .where('g.is_delete', '=', 0);
  const c = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const count = Number(c?.n ?? 0);
  const rows = count
    ? await base
        .select(['c.collect_id', 'c.member_id', 'c.create_time', ...shownColumns])
        .select(goodsTexts(lang))
        .orderBy('c.create_time', 'desc')
        .orderBy('c.collect_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
    : [];
  return pageResult(
    count,
    size,
    rows.map((r) => ({
      collect_id: r.collect_id,
      member_id: r.member_id,
      goods_id: r.goods_id,
      sku_id: r.default_sku_id,
      sku_name: r.sku_name,
      sku_price: yuan(r.discount_price),
      sku_image: r.sku_image,
      goods_name: r.goods_name,
      goods_image: r.goods_image,
      is_free_shipping: r.is_free_shipping,
      promotion_type: r.promotion_type,
      member_price: '',
      price: yuan(r.price),
      market_price: yuan(r.market_price),
      discount_price: yuan(r.discount_price),
      sale_num: r.sale_num + r.virtual_sale,
      is_virtual: r.goods_class === 1 ? 0 : 1,
      goods_state: r.goods_state,
      stock: r.stock,
      create_time: r.create_time,
    })),
  );
}

// ── footprints (goods_browse) ───────────────────────────────────────────────────────────────

/** One row per member + goods: a repeat visit moves it to the top with the new sku. */
export async function browseAdd(db: Db, memberId: number, goodsId: number, skuId: number, now: number): Promise<number> {
  await liveGoods(db, goodsId);
  await skuOfGoods(db, goodsId, skuId);
  const row = await db
    .insertInto('goods_browse')
    .values({ member_id: memberId, goods_id: goodsId, sku_id: skuId, browse_time: now })
    .onConflict((oc) => oc.columns(['member_id', 'goods_id']).doUpdateSet({ sku_id: skuId, browse_time: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function browsePage(db: Db, memberId: number, limit: number, offset: number, size: number, lang?: Lang) {
  const base = db
    .selectFrom('goods_browse as b')
    .innerJoin('goods as g', 'g.goods_id', 'b.goods_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'b.sku_id')
    .where('b.member_id', '=', memberId)
    .where('g.is_delete', '=', 0);
  const c = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const count = Number(c?.n ?? 0);
  const rows = count
    ? await base
        .select(['b.id', 'b.member_id', 'b.browse_time', ...shownColumns])
        .select(goodsTexts(lang))
        .orderBy('b.browse_time', 'desc')
        .orderBy('b.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
    : [];
  return pageResult(
    count,
    size,
    rows.map((r) => ({
      id: r.id,
      member_id: r.member_id,
      browse_time: r.browse_time,
      sku_id: r.default_sku_id,
      sku_image: r.sku_image,
      sku_name: r.sku_name,
      goods_id: r.goods_id,
      goods_name: r.goods_name,
      goods_image: r.goods_image,
      price: yuan(r.price),
      market_price: yuan(r.market_price),
      discount_price: yuan(r.discount_price),
      sale_num: r.sale_num + r.virtual_sale,
      is_free_shipping: r.is_free_shipping,
      promotion_type: r.promotion_type,
      is_virtual: r.goods_class === 1 ? 0 : 1,
      sale_show: r.sale_show,
      market_price_show: r.market_price_show,
      unit: r.unit,
      goods_state: r.goods_state,
    })),
  );
}

/** Deletes the caller's footprints by id; ids of other members are not touched (none → not found). */
export async function browseDelete(db: Db, memberId: number, ids: number[]): Promise<number> {
  const res = await db.deleteFrom('goods_browse').where('member_id', '=', memberId).where('id', 'in', ids).executeTakeFirst();
  const n = Number(res.numDeletedRows);
  if (n === 0) throw new ApiError(Code.ERROR, 'RECORD_NOT_FOUND');
  return n;
}

// ── evaluations (reads; writes belong to the account area) ─────────────────────────────────

const evaluateColumns = [
  'evaluate_id',
  'goods_id',
  'sku_id',
  'sku_name',
  'sku_image',
  'content',
  'images',
  'explain_first',
  'member_id',
  'member_name',
  'member_headimg',
  'is_anonymous',
  'again_content',
  'again_images',
  'again_explain',
  'create_time',
  'again_time',
  'scores',
  'explain_type',
] as const;

function shownEvaluations(db: Db, goodsId: number) {
  return db.selectFrom('goods_evaluate').where('goods_id', '=', goodsId).where('is_audit', '=', 1).where('is_show', '=', 1);
}

export async function evaluatePage(db: Db, goodsId: number, explainType: number | undefined, limit: number, offset: number, size: number) {
  let q = shownEvaluations(db, goodsId);
  if (explainType === 1 || explainType === 2) q = q.where('explain_type', '=', explainType);
  if (explainType === 3) q = q.where('explain_type', 'not in', [1, 2]);
  const c = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const count = Number(c?.n ?? 0);
  const rows = count ? await q.select(evaluateColumns).orderBy('create_time', 'desc').orderBy('evaluate_id', 'desc').limit(limit).offset(offset).execute() : [];
  return pageResult(count, size, rows);
}

export async function latestEvaluations(db: Db, goodsId: number, n: number) {
  return shownEvaluations(db, goodsId).select(evaluateColumns).orderBy('create_time', 'desc').orderBy('evaluate_id', 'desc').limit(n).execute();
}

export async function evaluateCount(db: Db, goodsId: number): Promise<number> {
  const c = await shownEvaluations(db, goodsId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(c?.n ?? 0);
}

export async function evaluateTotals(db: Db, goodsId: number) {
  const r = await shownEvaluations(db, goodsId)
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where explain_type = 1)`.as('haoping'),
      sql<number>`count(*) filter (where explain_type = 2)`.as('zhongping'),
      sql<number>`count(*) filter (where explain_type not in (1, 2))`.as('chaping'),
    ])
    .executeTakeFirst();
  return { total: Number(r?.total ?? 0), haoping: Number(r?.haoping ?? 0), zhongping: Number(r?.zhongping ?? 0), chaping: Number(r?.chaping ?? 0) };
}

// ── brands ──────────────────────────────────────────────────────────────────────────────────

export async function brandPage(db: Db, ids: number[], limit: number, offset: number, size: number) {
  let q = db.selectFrom('goods_brand');
  if (ids.length) q = q.where('brand_id', 'in', ids);
  const c = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const count = Number(c?.n ?? 0);
  const rows = count
    ? await q
        .select(['brand_id', 'brand_name', 'brand_initial', 'image_url', 'banner', 'brand_desc', 'is_recommend', 'sort'])
        .orderBy('sort', 'desc')
        .orderBy('create_time', 'desc')
        .orderBy('brand_id')
        .limit(limit)
        .offset(offset)
        .execute()
    : [];
  return pageResult(count, size, rows);
}

/** Counts a view. Cached details show click_num up to the cache's TTL late (not invalidated: every view calls this). */
export async function modifyClicks(db: Db, skuId: number): Promise<number> {
  const row = await db
    .updateTable('goods_sku')
    .set((eb) => ({ click_num: eb('click_num', '+', 1) }))
    .where('sku_id', '=', skuId)
    .returning('goods_id')
    .executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'GOODS_NOT_EXIST');
  await db.updateTable('goods').set((eb) => ({ click_num: eb('click_num', '+', 1) })).where('goods_id', '=', row.goods_id).execute();
  return 1;
}
