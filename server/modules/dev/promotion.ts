/**
 * /dev/promotion/*: the merchant's promotion screens that do not exist yet, for tests and demos.
 *
 * - `/dev/promotion/add {type, goods_id, price?, stock?, buy_num?, max_buy?, start_time?, end_time?}`
 *   starts a seckill (in a slot covering the whole day), group buy or bargain on every sku of a
 *   goods, from now for a day unless told otherwise, through the same admin code the seed uses
 *   (promotion/<type>/admin.ts: its checks, e.g. one group buy per goods at a time).
 * - `/dev/promotion/adjust {type, id, start?, end?, stock?, sku_id?}` moves an activity's start or
 *   end (`now` or a unix time; an activity's status comes from its times when read, so "now" starts
 *   or ends it at once) and sets the promotion stock of its lines (seckill and bargain; all lines,
 *   or the one of `sku_id`), each line locked and set, with one promotion_stock_ledger row (reason
 *   `adjust`) per line that moved, in one transaction.
 *
 * Both answer the activity as it is then and drop the goods' cached answers (detail, lists).
 */
import { sql } from 'kysely';
import { ApiError, Code } from '../../http/errors.ts';
import { devOnly } from '../../http/devOnly.ts';
import type { Services } from '../../http/services.ts';
import { defineRoutes } from '../../http/routes.ts';
import { catalogueChanged } from '../../cache/index.ts';
import { toFen } from '../../lib/money.ts';
import type { Db } from '../cart/sku.ts';
import { addBargain } from '../promotion/bargain/admin.ts';
import { addGroupbuy } from '../promotion/groupbuy/admin.ts';
import { addSeckill, addSeckillSlot } from '../promotion/seckill/admin.ts';
import { DAY_SEC } from '../promotion/time.ts';

type PromotionType = 'seckill' | 'groupbuy' | 'bargain';

interface AddParams {
  type: PromotionType;
  goods_id: number;
  price?: string;
  stock?: number;
  buy_num?: number;
  max_buy?: number;
  start_time?: number;
  end_time?: number;
}

interface AdjustParams {
  type: PromotionType;
  id: number;
  start?: string;
  end?: string;
  stock?: number;
  sku_id?: number;
}

/** An activity as the helpers answer it (money in fen, times unix). */
interface DevActivity {
  type: PromotionType;
  id: number;
  goods_id: number;
  start_time: number;
  end_time: number;
  /** promotion stock per sku (seckill, bargain; none for a group buy) */
  lines: Array<{ sku_id: number; stock: number }>;
}

const TYPES = ['seckill', 'groupbuy', 'bargain'];
const YUAN = '^\\d{1,7}(\\.\\d{1,2})?$';
const WHEN = '^(now|\\d{1,10})$';
const bad = (name: string) => new ApiError(Code.ERROR, 'INVALID_PARAM', { name });

/** The goods' cached answers (detail, skus, lists) are dropped in this process (as /dev/goods/update does). */
function promotionEdited(services: Services, goodsId: number): void {
  catalogueChanged([goodsId]);
  services.publicCache?.clear();
}

/** The daily slot from 00:00 to 24:00 (China time), made once. */
async function wholeDaySlot(db: Db, now: number): Promise<number> {
  const slot = await db.selectFrom('promotion_seckill_time').select('id').where('seckill_start_time', '=', 0).where('seckill_end_time', '=', DAY_SEC).orderBy('id').executeTakeFirst();
  return slot?.id ?? addSeckillSlot(db, { name: '00:00-24:00', start: 0, end: DAY_SEC }, now);
}

async function activity(db: Db, type: PromotionType, id: number): Promise<DevActivity | null> {
  if (type === 'seckill') {
    const a = await db.selectFrom('promotion_seckill').select(['id', 'goods_id', 'start_time', 'end_time']).where('id', '=', id).executeTakeFirst();
    if (!a) return null;
    const lines = await db.selectFrom('promotion_seckill_goods').select(['sku_id', 'stock']).where('seckill_id', '=', id).orderBy('sku_id').execute();
    return { type, id: a.id, goods_id: a.goods_id, start_time: Number(a.start_time), end_time: Number(a.end_time), lines };
  }
  if (type === 'groupbuy') {
    const a = await db.selectFrom('promotion_groupbuy').select(['groupbuy_id', 'goods_id', 'start_time', 'end_time']).where('groupbuy_id', '=', id).executeTakeFirst();
    return a ? { type, id: a.groupbuy_id, goods_id: a.goods_id, start_time: Number(a.start_time), end_time: Number(a.end_time), lines: [] } : null;
  }
  const a = await db.selectFrom('promotion_bargain').select(['bargain_id', 'goods_id', 'start_time', 'end_time']).where('bargain_id', '=', id).executeTakeFirst();
  if (!a) return null;
  const lines = await db.selectFrom('promotion_bargain_goods').select(['sku_id', 'bargain_stock as stock']).where('bargain_id', '=', id).orderBy('sku_id').execute();
  return { type, id: a.bargain_id, goods_id: a.goods_id, start_time: Number(a.start_time), end_time: Number(a.end_time), lines };
}

async function add(db: Db, p: AddParams, now: number): Promise<number> {
  const start = p.start_time ?? now;
  const end = p.end_time ?? Math.max(start, now) + DAY_SEC;
  const skus = await db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select(['s.sku_id', 's.discount_price', 's.stock'])
    .where('s.goods_id', '=', p.goods_id)
    .where('g.is_delete', '=', 0)
    .orderBy('s.sku_id')
    .execute();
  if (!skus.length) throw new ApiError(Code.ERROR, 'GOODS_NOT_EXIST');
  // The promotion price of every sku: the one given, else half its selling price.
  const priceOf = (k: { discount_price: number }) => (p.price === undefined ? Math.floor(k.discount_price / 2) : toFen(p.price));
  const stock = p.stock ?? 100;
  switch (p.type) {
    case 'seckill':
      return db.transaction().execute(async (trx) =>
        addSeckill(
          trx,
          {
            seckill_name: 'dev seckill',
            goods_id: p.goods_id,
            start_time: start,
            end_time: end,
            slot_ids: [await wholeDaySlot(trx, now)],
            skus: skus.map((k) => ({ sku_id: k.sku_id, seckill_price: priceOf(k), stock, max_buy: p.max_buy ?? 0 })),
          },
          now,
        ),
      );
    case 'groupbuy':
      return addGroupbuy(db, { goods_id: p.goods_id, groupbuy_price: priceOf(skus[0]!), buy_num: p.buy_num ?? 2, start_time: start, end_time: end }, now);
    case 'bargain':
      return (await addBargain(db, { bargain_name: 'dev bargain', goods_id: p.goods_id, bargain_num: 3, bargain_time: 24, start_time: start, end_time: end, skus: skus.map((k) => ({ sku_id: k.sku_id, floor_price: priceOf(k), bargain_stock: stock })) }, now)).bargain_id;
  }
}

async function adjust(db: Db, p: AdjustParams, now: number): Promise<void> {
  const when = (v: string | undefined): number | undefined => (v === undefined ? undefined : v === 'now' ? now : Number(v));
  await db.transaction().execute(async (trx) => {
    const a = await activity(trx, p.type, p.id);
    if (!a) throw bad('id');
    let start = when(p.start) ?? a.start_time;
    let end = when(p.end) ?? a.end_time;
    // Started now with its end already past: it runs for a day. Ended before its start: it never ran.
    if (p.start !== undefined && p.end === undefined && end <= start) end = start + DAY_SEC;
    if (p.end !== undefined && p.start === undefined && start > end) start = end;
    if (end < start) throw bad('end');
    const [table, key] = p.type === 'seckill' ? (['promotion_seckill', 'id'] as const) : p.type === 'groupbuy' ? (['promotion_groupbuy', 'groupbuy_id'] as const) : (['promotion_bargain', 'bargain_id'] as const);
    await sql`update ${sql.table(table)} set start_time = ${start}, end_time = ${end} where ${sql.ref(key)} = ${p.id}`.execute(trx);

    if (p.stock === undefined) return;
    if (p.type === 'groupbuy') throw bad('stock'); // a group buy sells the goods' own stock
    const lines = p.sku_id === undefined ? a.lines : a.lines.filter((l) => l.sku_id === p.sku_id);
    if (!lines.length) throw bad('sku_id');
    for (const l of lines) {
      // The line locked, set, and one ledger row for what moved.
      const line =
        p.type === 'seckill'
          ? await trx.selectFrom('promotion_seckill_goods').select(['id', 'stock']).where('seckill_id', '=', p.id).where('sku_id', '=', l.sku_id).forUpdate().executeTakeFirstOrThrow()
          : await trx.selectFrom('promotion_bargain_goods').select(['id', 'bargain_stock as stock']).where('bargain_id', '=', p.id).where('sku_id', '=', l.sku_id).forUpdate().executeTakeFirstOrThrow();
      const delta = p.stock - line.stock;
      if (delta === 0) continue;
      if (p.type === 'seckill') {
        await trx.updateTable('promotion_seckill_goods').set({ stock: p.stock }).where('id', '=', line.id).execute();
        await trx.updateTable('promotion_seckill').set({ goods_stock: sql<number>`goods_stock + ${delta}` }).where('id', '=', p.id).execute();
      } else {
        await trx.updateTable('promotion_bargain_goods').set({ bargain_stock: p.stock }).where('id', '=', line.id).execute();
      }
      await trx.insertInto('promotion_stock_ledger').values({ promotion_type: p.type, promotion_id: p.id, item_id: line.id, delta, reason: 'adjust', create_time: now }).execute();
    }
  });
}

export default defineRoutes('dev-promotion', (api) => {
  api.route<AddParams>(
    '/dev/promotion/add',
    {
      ignoreSiteClose: true,
      params: {
        type: 'object',
        required: ['type', 'goods_id'],
        properties: {
          type: { type: 'string', enum: TYPES },
          goods_id: { type: 'integer', minimum: 1 },
          price: { type: 'string', pattern: YUAN },
          stock: { type: 'integer', minimum: 0, maximum: 1000000 },
          buy_num: { type: 'integer', minimum: 1, maximum: 10000 },
          max_buy: { type: 'integer', minimum: 0, maximum: 10000 },
          start_time: { type: 'integer', minimum: 0 },
          end_time: { type: 'integer', minimum: 1 },
        },
      },
    },
    async (ctx) => {
      devOnly(ctx);
      const id = await add(ctx.db, ctx.params, ctx.services.now());
      const a = (await activity(ctx.db, ctx.params.type, id))!;
      promotionEdited(ctx.services, a.goods_id);
      return a;
    },
  );

  api.route<AdjustParams>(
    '/dev/promotion/adjust',
    {
      ignoreSiteClose: true,
      params: {
        type: 'object',
        required: ['type', 'id'],
        properties: {
          type: { type: 'string', enum: TYPES },
          id: { type: 'integer', minimum: 1 },
          start: { type: 'string', pattern: WHEN },
          end: { type: 'string', pattern: WHEN },
          stock: { type: 'integer', minimum: 0, maximum: 1000000 },
          sku_id: { type: 'integer', minimum: 1 },
        },
      },
    },
    async (ctx) => {
      devOnly(ctx);
      const p = ctx.params;
      if (p.start === undefined && p.end === undefined && p.stock === undefined) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'start' });
      await adjust(ctx.db, p, ctx.services.now());
      const a = (await activity(ctx.db, p.type, p.id))!;
      promotionEdited(ctx.services, a.goods_id);
      return a;
    },
  );
});
