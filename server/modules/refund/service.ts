import crypto from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderGoodsTable, OrderTable } from '../../db/tables/trade.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { translate, type Lang } from '../../i18n/index.ts';
import { fenToYuan } from '../../lib/money.ts';
import { pageWindow, paged } from '../account/paging.ts';
import { imageList, ownImages } from '../evaluate/images.ts';
import { presentGoods } from '../order/service.ts';
import { orderAndGoods, refundMoneyOf } from './money.ts';
import { IN_PROGRESS, RefundStatus, RefundType, refundMemberActions, refundReasons, refundStatusAction, refundStatusName, refundTypeName } from './status.ts';

type Trx = Transaction<Database>;
type OrderRow = Selectable<OrderTable>;
type GoodsRow = Selectable<OrderGoodsTable>;

/** Paid orders whose items may go to after-sales: wait send, wait pickup, shipped, received. */
export const REFUNDABLE_ORDER_STATUS: readonly number[] = [1, 2, 3, 4];
export const MAX_REFUND_IMAGES = 5;

/** Refund types an item allows: not shipped → refund only; shipped → refund only or return and refund. */
export function refundTypesOf(g: Pick<GoodsRow, 'delivery_status' | 'is_virtual'>): number[] {
  return g.delivery_status === 0 || g.is_virtual === 1 ? [RefundType.ONLY_REFUND] : [RefundType.ONLY_REFUND, RefundType.RETURN_REFUND];
}

const LOG_KEYS = ['REFUND_LOG_APPLY', 'REFUND_LOG_CANCEL', 'REFUND_LOG_DELIVERY', 'REFUND_LOG_AGREE', 'REFUND_LOG_REFUSE', 'REFUND_LOG_COMPLETE'];

/** Log actions are stored in Chinese (as NiuShop) and shown in the request language. */
function logActionText(lang: Lang, stored: string): string {
  for (const k of LOG_KEYS) if (translate('zh-cn', k) === stored) return translate(lang, k);
  return stored;
}

export function newRefundNo(now: number): string {
  const d = new Date((now + 8 * 3600) * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `R${d}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}

export async function refundLog(
  trx: Kysely<Database>,
  row: { order_goods_id: number; order_id: number; member_id: number; refund_status: number; action_key: string; action_way: 1 | 2; action_userid: number; username: string; desc?: string; now: number },
): Promise<void> {
  await trx
    .insertInto('order_refund_log')
    .values({
      order_goods_id: row.order_goods_id,
      order_id: row.order_id,
      member_id: row.member_id,
      refund_status: row.refund_status,
      refund_status_name: refundStatusName('zh-cn', row.refund_status),
      action: translate('zh-cn', row.action_key),
      action_way: row.action_way,
      action_userid: row.action_userid,
      username: row.username,
      desc: row.desc ?? '',
      create_time: row.now,
    })
    .execute();
}

/** The order's summary after-sales fields: is_lock while any item runs, refund_status 0 / 1 / 2 (all refunded). */
export async function syncOrderRefundState(trx: Kysely<Database>, order_id: number): Promise<void> {
  const goods = await trx.selectFrom('order_goods').select('refund_status').where('order_id', '=', order_id).execute();
  const running = goods.some((g) => IN_PROGRESS.includes(g.refund_status));
  const all = goods.length > 0 && goods.every((g) => g.refund_status === RefundStatus.COMPLETE);
  const any = goods.some((g) => g.refund_status !== RefundStatus.NONE);
  await trx
    .updateTable('order')
    .set({ is_lock: running ? 1 : 0, refund_status: all ? 2 : any && (running || goods.some((g) => g.refund_status === RefundStatus.COMPLETE)) ? 1 : 0 })
    .where('order_id', '=', order_id)
    .execute();
}

/** `withdrawn`: the item's after-sales request was withdrawn (status back to none, its log kept). */
function present(lang: Lang, o: OrderRow, g: GoodsRow, withdrawn = false) {
  const out = presentGoods(lang, o, g) as Record<string, unknown>;
  out.refund_status_name = withdrawn && g.refund_status === RefundStatus.NONE ? translate(lang, 'REFUND_STATUS_WITHDRAWN') : refundStatusName(lang, g.refund_status);
  out.refund_type_name = refundTypeName(lang, g.refund_type);
  out.refund_action = refundMemberActions(lang, g.refund_status);
  out.order_no = o.order_no;
  out.order_status = o.order_status;
  return out;
}

async function ownGoods(db: Kysely<Database>, member_id: number, ids: number[], lock = false) {
  const rows = await db
    .selectFrom('order_goods')
    .selectAll()
    .where('order_goods_id', 'in', ids)
    .where('member_id', '=', member_id)
    .$if(lock, (q) => q.forUpdate())
    .execute();
  if (rows.length !== new Set(ids).size) throw new ApiError(Code.ERROR, 'REFUND_GOODS_NOT_FOUND');
  const orderIds = new Set(rows.map((r) => r.order_id));
  if (orderIds.size !== 1) throw new ApiError(Code.ERROR, 'REFUND_NOT_SAME_ORDER');
  return { rows, order_id: rows[0]!.order_id };
}

async function lockOrder(trx: Trx, order_id: number, member_id: number): Promise<OrderRow> {
  const o = await trx.selectFrom('order').selectAll().where('order_id', '=', order_id).forUpdate().executeTakeFirst();
  if (!o || o.member_id !== member_id) throw new ApiError(Code.ERROR, 'REFUND_GOODS_NOT_FOUND');
  return o;
}

function canApply(o: OrderRow, g: GoodsRow): void {
  if (!REFUNDABLE_ORDER_STATUS.includes(o.order_status) || o.pay_status !== 2 || o.is_enable_refund !== 1) throw new ApiError(Code.ERROR, 'REFUND_ORDER_NOT_ALLOWED');
  if (g.refund_status !== RefundStatus.NONE && g.refund_status !== RefundStatus.REFUSED) throw new ApiError(Code.ERROR, 'REFUND_ALREADY_APPLIED');
}

export const refundService = {
  /** `refundData` / `refundDataBatch`: what the application page shows (money in yuan). */
  async data(db: Kysely<Database>, lang: Lang, member_id: number, ids: number[]) {
    const { order_id } = await ownGoods(db, member_id, ids);
    const { order, goods } = await orderAndGoods(db, order_id);
    if (!order) throw new ApiError(Code.ERROR, 'REFUND_GOODS_NOT_FOUND');
    const chosen = goods.filter((g) => ids.includes(g.order_goods_id));
    for (const g of chosen) canApply(order, g);
    // As if the chosen items were applied one after the other (the last one carries the freight).
    const simulated = goods.map((g) => ({ ...g }));
    let total = 0;
    for (const g of simulated.filter((x) => ids.includes(x.order_goods_id))) {
      const money = refundMoneyOf(order, simulated, g.order_goods_id);
      g.refund_status = RefundStatus.APPLY;
      g.refund_apply_money = money;
      total += money;
    }
    const types = chosen.map(refundTypesOf).reduce((a, b) => a.filter((t) => b.includes(t)));
    return {
      order_goods_info: chosen.map((g) => present(lang, order, g)),
      refund_money: fenToYuan(total),
      refund_type: types,
      refund_reason_type: refundReasons(lang),
      refund_delivery_money: '0.00',
    };
  },

  /** `refund`: applies for each item (one order), money computed here; the order is locked meanwhile. */
  async apply(
    db: Kysely<Database>,
    lang: Lang,
    member_id: number,
    p: { ids: number[]; refund_type: number; refund_reason?: string; refund_remark?: string; refund_images?: string },
    now: number,
  ): Promise<{ refund_no: string[]; refund_money: string }> {
    const reason = (p.refund_reason ?? '').trim();
    if (!reason) throw new ApiError(Code.ERROR, 'REFUND_REASON_REQUIRED');
    const images = imageList(p.refund_images, MAX_REFUND_IMAGES, 'refund_images');
    await ownImages(db, member_id, images, 'refund_images');
    const { order_id } = await ownGoods(db, member_id, p.ids);
    return db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, order_id, member_id);
      const member = await trx.selectFrom('member').select(['nickname', 'username']).where('member_id', '=', member_id).executeTakeFirst();
      const goods = await trx.selectFrom('order_goods').selectAll().where('order_id', '=', order_id).orderBy('order_goods_id').forUpdate().execute();
      const nos: string[] = [];
      let total = 0;
      for (const id of [...new Set(p.ids)].sort((a, b) => a - b)) {
        const g = goods.find((x) => x.order_goods_id === id)!;
        canApply(order, g);
        if (!refundTypesOf(g).includes(p.refund_type)) throw new ApiError(Code.ERROR, 'REFUND_TYPE_NOT_ALLOWED');
        const money = refundMoneyOf(order, goods, id);
        const refund_no = newRefundNo(now);
        await trx
          .updateTable('order_goods')
          .set({
            refund_status: RefundStatus.APPLY,
            refund_status_name: refundStatusName(lang, RefundStatus.APPLY),
            refund_status_action: refundStatusAction(lang, RefundStatus.APPLY),
            refund_no,
            refund_type: p.refund_type,
            refund_mode: g.delivery_status === 0 ? 1 : 2,
            refund_reason: reason.slice(0, 255),
            refund_remark: (p.refund_remark ?? '').trim().slice(0, 255),
            refund_images: images,
            refund_apply_money: money,
            refund_refuse_reason: '',
            refund_action_time: now,
          })
          .where('order_goods_id', '=', id)
          .execute();
        // Later items of this batch see this one as applied (the freight goes to the last).
        g.refund_status = RefundStatus.APPLY;
        g.refund_apply_money = money;
        await refundLog(trx, {
          order_goods_id: id,
          order_id,
          member_id,
          refund_status: RefundStatus.APPLY,
          action_key: 'REFUND_LOG_APPLY',
          action_way: 1,
          action_userid: member_id,
          username: member?.nickname || member?.username || '',
          desc: `${reason}${p.refund_remark ? `；${p.refund_remark}` : ''}`.slice(0, 1000),
          now,
        });
        nos.push(refund_no);
        total += money;
      }
      await syncOrderRefundState(trx, order_id);
      return { refund_no: nos, refund_money: fenToYuan(total) };
    });
  },

  /** `cancel`: withdraws an application still waiting for the seller (status 1). */
  async cancel(db: Kysely<Database>, member_id: number, order_goods_id: number, now: number): Promise<number> {
    const { order_id } = await ownGoods(db, member_id, [order_goods_id]);
    return db.transaction().execute(async (trx) => {
      await lockOrder(trx, order_id, member_id);
      const g = await trx.selectFrom('order_goods').selectAll().where('order_goods_id', '=', order_goods_id).forUpdate().executeTakeFirstOrThrow();
      if (g.refund_status !== RefundStatus.APPLY) throw new ApiError(Code.ERROR, 'REFUND_CANNOT_CANCEL');
      await trx
        .updateTable('order_goods')
        .set({
          refund_status: RefundStatus.NONE,
          refund_status_name: '',
          refund_status_action: '',
          refund_type: 0,
          refund_reason: '',
          refund_remark: '',
          refund_images: '',
          refund_apply_money: 0,
          refund_delivery_name: '',
          refund_delivery_no: '',
          refund_delivery_remark: '',
          refund_address: '',
          refund_action_time: now,
        })
        .where('order_goods_id', '=', order_goods_id)
        .execute();
      const member = await trx.selectFrom('member').select(['nickname', 'username']).where('member_id', '=', member_id).executeTakeFirst();
      await refundLog(trx, { order_goods_id, order_id, member_id, refund_status: 0, action_key: 'REFUND_LOG_CANCEL', action_way: 1, action_userid: member_id, username: member?.nickname || member?.username || '', now });
      await syncOrderRefundState(trx, order_id);
      return 1;
    });
  },

  /** `delivery`: the buyer's return shipment once the seller agreed to a return (4 → 5). */
  async delivery(
    db: Kysely<Database>,
    lang: Lang,
    member_id: number,
    p: { order_goods_id: number; refund_delivery_name?: string; refund_delivery_no?: string; refund_delivery_remark?: string },
    now: number,
  ): Promise<number> {
    const name = (p.refund_delivery_name ?? '').trim();
    const no = (p.refund_delivery_no ?? '').trim();
    if (!name) throw new ApiError(Code.ERROR, 'REFUND_DELIVERY_NAME_REQUIRED');
    if (!no) throw new ApiError(Code.ERROR, 'REFUND_DELIVERY_NO_REQUIRED');
    const { order_id } = await ownGoods(db, member_id, [p.order_goods_id]);
    return db.transaction().execute(async (trx) => {
      await lockOrder(trx, order_id, member_id);
      const g = await trx.selectFrom('order_goods').selectAll().where('order_goods_id', '=', p.order_goods_id).forUpdate().executeTakeFirstOrThrow();
      if (g.refund_status !== RefundStatus.WAIT_DELIVERY) throw new ApiError(Code.ERROR, 'REFUND_NOT_WAIT_DELIVERY');
      const st = RefundStatus.WAIT_TAKE_DELIVERY;
      await trx
        .updateTable('order_goods')
        .set({
          refund_status: st,
          refund_status_name: refundStatusName(lang, st),
          refund_status_action: refundStatusAction(lang, st),
          refund_delivery_name: name.slice(0, 50),
          refund_delivery_no: no.slice(0, 50),
          refund_delivery_remark: (p.refund_delivery_remark ?? '').trim().slice(0, 255),
          refund_action_time: now,
        })
        .where('order_goods_id', '=', p.order_goods_id)
        .execute();
      const member = await trx.selectFrom('member').select(['nickname', 'username']).where('member_id', '=', member_id).executeTakeFirst();
      await refundLog(trx, {
        order_goods_id: p.order_goods_id,
        order_id,
        member_id,
        refund_status: st,
        action_key: 'REFUND_LOG_DELIVERY',
        action_way: 1,
        action_userid: member_id,
        username: member?.nickname || member?.username || '',
        desc: `${name}:${no}`,
        now,
      });
      return 1;
    });
  },

  /** `detail`: the item under after-sales with its log (oldest first) and the return address. */
  async detail(db: Kysely<Database>, lang: Lang, member_id: number, order_goods_id: number) {
    const { order_id } = await ownGoods(db, member_id, [order_goods_id]);
    const { order, goods } = await orderAndGoods(db, order_id);
    const g = goods.find((x) => x.order_goods_id === order_goods_id);
    if (!order || !g) throw new ApiError(Code.ERROR, 'REFUND_GOODS_NOT_FOUND');
    const logs = await db.selectFrom('order_refund_log').selectAll().where('order_goods_id', '=', order_goods_id).orderBy('id').execute();
    return {
      ...present(lang, order, g, logs.length > 0),
      refund_log_list: logs.map((l) => ({
        id: l.id,
        order_goods_id: l.order_goods_id,
        refund_status: l.refund_status,
        refund_status_name: refundStatusName(lang, l.refund_status),
        action: logActionText(lang, l.action),
        action_way: l.action_way,
        action_userid: l.action_userid,
        username: l.username,
        desc: l.desc,
        action_time: Number(l.create_time),
        create_time: Number(l.create_time),
      })),
      shop_address: g.refund_address,
    };
  },

  /**
   * `lists`: the member's items under (or after) after-sales, latest activity first; a withdrawn
   * request stays in the list as withdrawn (the item is back to no after-sales, its log says so).
   */
  async lists(db: Kysely<Database>, lang: Lang, member_id: number, p: { page?: number; page_size?: number }) {
    const base = db
      .selectFrom('order_goods')
      .where('member_id', '=', member_id)
      .where((eb) => eb.or([eb('refund_status', '<>', 0), eb.exists(eb.selectFrom('order_refund_log as l').select('l.id').whereRef('l.order_goods_id', '=', 'order_goods.order_goods_id'))]));
    const { limit, offset, size } = pageWindow(p.page, p.page_size);
    const [c, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base.selectAll().orderBy('refund_action_time', 'desc').orderBy('order_goods_id', 'desc').limit(limit).offset(offset).execute(),
    ]);
    const orderIds = [...new Set(rows.map((r) => r.order_id))];
    const orders = orderIds.length ? await db.selectFrom('order').selectAll().where('order_id', 'in', orderIds).execute() : [];
    const byId = new Map(orders.map((o) => [o.order_id, o]));
    const list = rows.map((g) => present(lang, byId.get(g.order_id)!, g, true));
    return paged(list, Number(c.n), size);
  },
};
