/**
 * Seckill in the order (order/promotion.ts): the seckill price × num while the activity runs and
 * the time of day is inside one of its slots; the sku's seckill stock, the activity's stock and the
 * sku's sale stock fall together, each by a conditional update, never below zero; the member's
 * limit is taken first. An unpaid order closing gives the seckill stock, the sales and the limit
 * back; a refunded line gives its limit back (and its seckill stock when it had not shipped).
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ApiError, Code } from '../../../http/errors.ts';
import type { PromotionHook, PromotionOrder, PromotionQuote, PromotionTake, QuoteLine } from '../../order/promotion.ts';
import { returnQuota, takeQuota, quotaUsed } from '../quota.ts';
import { allSlots, SECKILL, seckillLines, type SeckillLine } from './queries.ts';
import { limitError, limitPeriod, sellProblem, type Slot } from './service.ts';

type Trx = Transaction<Database>;
const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

/** Takes `num` of a seckill sku and of its activity in one statement; false when either is short. */
async function takeStock(trx: Trx, seckillId: number, itemId: number, num: number): Promise<boolean> {
  const r = await sql<{ id: number }>`
    with item as (
      update promotion_seckill_goods set stock = stock - ${num}, sale_num = sale_num + ${num}
      where id = ${itemId} and stock >= ${num} returning id)
    update promotion_seckill set goods_stock = goods_stock - ${num}, sale_num = sale_num + ${num}
    where id = ${seckillId} and goods_stock >= ${num} and exists (select 1 from item)
    returning id`.execute(trx);
  return r.rows.length === 1;
}

/** Gives `num` back to a seckill sku and its activity (same lock order as taking). */
async function giveStock(trx: Trx, seckillId: number, itemId: number, num: number): Promise<void> {
  await sql`
    with item as (
      update promotion_seckill_goods set stock = stock + ${num}, sale_num = greatest(0, sale_num - ${num})
      where id = ${itemId} returning id)
    update promotion_seckill set goods_stock = goods_stock + ${num}, sale_num = greatest(0, sale_num - ${num})
    where id = ${seckillId} and exists (select 1 from item)`.execute(trx);
}

async function release(trx: Trx, o: PromotionOrder, lines: PromotionOrder['lines'], stockBack: boolean): Promise<PromotionTake[]> {
  const rows = await seckillLines(trx, o.promotion_id, lines.map((l) => l.sku_id));
  const takes: PromotionTake[] = [];
  for (const l of lines) {
    const k = rows.find((r) => r.sku_id === l.sku_id);
    if (!k) continue;
    if (k.max_buy > 0) await returnQuota(trx, { promotion_type: SECKILL, promotion_id: o.promotion_id, item_id: k.id, member_id: o.member_id, period: limitPeriod(k.limit_period, o.create_time) }, l.num);
    if (stockBack) {
      await giveStock(trx, o.promotion_id, k.id, l.num);
      takes.push({ item_id: k.id, num: l.num });
    }
  }
  return takes;
}

/**
 * The seckill quote from its reads (the activity's lines, every slot, what the member bought of
 * each limited line): the hook's quote and the flash sale's early answer (early.ts) both use it.
 */
export function quoteOf(rows: SeckillLine[], slots: readonly Slot[], used: Map<number, number>, lines: readonly QuoteLine[], now: number): PromotionQuote {
  const first = rows[0];
  if (!first) throw err('SECKILL_GOODS_NOT_EXIST');
  const money = new Map<number, number>();
  let error = sellProblem(first, slots, now);
  for (const l of lines) {
    const k = rows.find((r) => r.sku_id === l.sku_id);
    if (!k) throw err('SECKILL_GOODS_NOT_EXIST');
    money.set(l.sku_id, k.seckill_price * l.num);
    if (!error && (l.num > k.stock || l.num > k.goods_stock)) error = err('SECKILL_STOCK_NOT_ENOUGH');
    const bought = used.get(k.id) ?? 0;
    if (!error && k.max_buy > 0 && bought + l.num > k.max_buy) error = limitError(k.limit_period, k.max_buy, bought);
  }
  return { money, own_limits: true, ...(error ? { error } : {}) };
}

export const seckillHook: PromotionHook = {
  type: SECKILL,

  async quote(db, ref, lines, { member_id, now }) {
    const [rows, slots] = await Promise.all([seckillLines(db, ref.id, lines.map((l) => l.sku_id)), allSlots(db)]);
    const first = rows[0];
    if (!first) throw err('SECKILL_GOODS_NOT_EXIST');
    const limited = rows.filter((r) => r.max_buy > 0);
    const used = limited.length && member_id ? await quotaUsed(db, { promotion_type: SECKILL, promotion_id: ref.id, member_id, period: limitPeriod(first.limit_period, now) }, limited.map((r) => r.id)) : new Map<number, number>();
    return quoteOf(rows, slots, used, lines, now);
  },

  async reserve(trx, ref, o) {
    const rows = await seckillLines(trx, ref.id, o.lines.map((l) => l.sku_id));
    const takes: PromotionTake[] = [];
    for (const l of [...o.lines].sort((a, b) => a.sku_id - b.sku_id)) {
      const k = rows.find((r) => r.sku_id === l.sku_id);
      if (!k) throw err('SECKILL_GOODS_NOT_EXIST');
      // The attempt is taken before the stock: a member past the limit never touches the stock rows.
      if (k.max_buy > 0) {
        const key = { promotion_type: SECKILL, promotion_id: ref.id, item_id: k.id, member_id: o.member_id, period: limitPeriod(k.limit_period, o.create_time) };
        if (!(await takeQuota(trx, key, l.num, k.max_buy))) {
          const bought = (await quotaUsed(trx, key, [k.id])).get(k.id) ?? 0;
          throw limitError(k.limit_period, k.max_buy, bought);
        }
      }
      if (!(await takeStock(trx, ref.id, k.id, l.num))) throw err('SECKILL_STOCK_NOT_ENOUGH');
      takes.push({ item_id: k.id, num: l.num });
    }
    return takes;
  },

  closed: (trx, o) => release(trx, o, o.lines, true),

  refunded: (trx, o, line) => release(trx, o, [line], line.stock_returned),
};
