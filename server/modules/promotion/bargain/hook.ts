/**
 * Bargain in the order (order/promotion.ts): one piece of the launch's sku at the launch's current
 * price (only at the floor when the activity says so). One order per launch: create claims the
 * launch (`order_id` 0 → the order) by a conditional update and takes one bargain stock the same
 * way; an unpaid order closing frees the launch and gives the bargain stock back. Sales count on
 * payment.
 */
import { sql } from 'kysely';
import { ApiError, Code } from '../../../http/errors.ts';
import type { Params } from '../../../http/params.ts';
import type { Db } from '../../cart/sku.ts';
import type { PromotionCalcInput, PromotionHook, PromotionTake } from '../../order/promotion.ts';
import { BARGAIN, LaunchStatus } from './launch.ts';

const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

const launchById = (db: Db, id: number) => db.selectFrom('promotion_bargain_launch').selectAll().where('launch_id', '=', id).executeTakeFirst();

export const bargainHook: PromotionHook = {
  type: BARGAIN,

  async quote(db, ref, lines, { member_id }) {
    const l = await launchById(db, ref.data?.launch_id ?? 0);
    if (!l || l.member_id !== member_id || l.bargain_id !== ref.id) throw err('BARGAIN_LAUNCH_NOT_EXIST');
    if (lines.length !== 1 || lines[0]!.sku_id !== l.sku_id || lines[0]!.num !== 1) throw err('BARGAIN_LAUNCH_NOT_EXIST');
    const g = await db.selectFrom('promotion_bargain_goods').select('bargain_stock').where('id', '=', l.bargain_goods_id).executeTakeFirst();
    let error: ApiError | undefined;
    if (l.order_id !== 0) error = err('BARGAIN_ORDERED');
    else if (l.buy_type === 1 && l.status !== LaunchStatus.SUCCESS) error = err('BARGAIN_NOT_AT_FLOOR');
    else if (l.status === LaunchStatus.FAILED) error = err('BARGAIN_ENDED');
    else if (!g || g.bargain_stock < 1) error = err('BARGAIN_STOCK_NOT_ENOUGH');
    return { money: new Map([[l.sku_id, l.curr_price]]), own_limits: true, ...(error ? { error } : {}) };
  },

  async reserve(trx, ref, o) {
    const launchId = ref.data?.launch_id ?? 0;
    const claimed = await trx
      .updateTable('promotion_bargain_launch')
      .set({ order_id: -1 })
      .where('launch_id', '=', launchId)
      .where('member_id', '=', o.member_id)
      .where('order_id', '=', 0)
      .returning('bargain_goods_id')
      .executeTakeFirst();
    if (!claimed) throw err('BARGAIN_ORDERED');
    const took = await trx
      .updateTable('promotion_bargain_goods')
      .set({ bargain_stock: sql<number>`bargain_stock - 1` })
      .where('id', '=', claimed.bargain_goods_id)
      .where('bargain_stock', '>=', 1)
      .executeTakeFirst();
    if (Number(took.numUpdatedRows) !== 1) throw err('BARGAIN_STOCK_NOT_ENOUGH');
    return [{ item_id: claimed.bargain_goods_id, num: 1 }];
  },

  async created(trx, ref, o) {
    await trx.updateTable('promotion_bargain_launch').set({ order_id: o.order_id }).where('launch_id', '=', ref.data?.launch_id ?? 0).where('order_id', '=', -1).execute();
  },

  async paid(trx, o) {
    const l = await trx.selectFrom('promotion_bargain_launch').select(['bargain_goods_id']).where('order_id', '=', o.order_id).executeTakeFirst();
    await trx.updateTable('promotion_bargain').set({ sale_num: sql<number>`sale_num + 1` }).where('bargain_id', '=', o.promotion_id).execute();
    if (l) await trx.updateTable('promotion_bargain_goods').set({ sale_num: sql<number>`sale_num + 1` }).where('id', '=', l.bargain_goods_id).execute();
  },

  async closed(trx, o) {
    const l = await trx.selectFrom('promotion_bargain_launch').select(['launch_id', 'bargain_goods_id']).where('order_id', '=', o.order_id).forUpdate().executeTakeFirst();
    if (!l) return [];
    await trx.updateTable('promotion_bargain_launch').set({ order_id: 0 }).where('launch_id', '=', l.launch_id).execute();
    await trx.updateTable('promotion_bargain_goods').set({ bargain_stock: sql<number>`bargain_stock + 1` }).where('id', '=', l.bargain_goods_id).execute();
    return [{ item_id: l.bargain_goods_id, num: 1 }];
  },

  async refunded(trx, o, line) {
    if (!line.stock_returned) return [];
    const l = await trx.selectFrom('promotion_bargain_launch').select(['bargain_goods_id']).where('order_id', '=', o.order_id).executeTakeFirst();
    if (!l) return [];
    await trx.updateTable('promotion_bargain_goods').set({ bargain_stock: sql<number>`bargain_stock + 1` }).where('id', '=', l.bargain_goods_id).execute();
    return [{ item_id: l.bargain_goods_id, num: 1 }] satisfies PromotionTake[];
  },
};

/** The goods of `/bargain/api/ordercreate/payment`: the member's `launch_id` (one piece). */
export async function bargainOrderInput(db: Db, params: Params, memberId: number): Promise<PromotionCalcInput> {
  if (params.launch_id === undefined || params.launch_id === '') throw err('ORDER_GOODS_REQUIRED');
  const id = Number(params.launch_id);
  if (!Number.isSafeInteger(id) || id <= 0) throw err('INVALID_PARAM', { name: 'launch_id' });
  const l = await launchById(db, id);
  if (!l || l.member_id !== memberId) throw err('BARGAIN_LAUNCH_NOT_EXIST');
  return { cart_ids: [], lines: [{ sku_id: l.sku_id, num: 1 }], promotion: { type: BARGAIN, id: l.bargain_id, data: { launch_id: l.launch_id } } };
}
