import { refundStatusName } from '../refund/status.ts';
import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import type { OrderGoodsTable, OrderTable } from '../../db/tables/trade.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { translate, type Lang } from '../../i18n/index.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { Db } from '../cart/sku.ts';
import { eventTimeConfig } from './calc.ts';
import { getConfig } from '../config/queries.ts';
import { deliveryTypeName, memberActions, OrderStatus, OrderType, orderTypeName, promotionTypeName, statusName, type ListFilter } from './status.ts';
import { payTypeName } from '../pay/payType.ts';

export type OrderRow = Selectable<OrderTable>;
export type GoodsRow = Selectable<OrderGoodsTable>;

const MONEY_ORDER = ['goods_money', 'delivery_money', 'promotion_money', 'coupon_money', 'point_money', 'invoice_money', 'invoice_delivery_money', 'adjust_money', 'order_money', 'balance_money', 'pay_money', 'refund_money'] as const;
const MONEY_GOODS = ['price', 'cost_price', 'goods_money', 'promotion_money', 'coupon_money', 'point_money', 'adjust_money', 'real_goods_money', 'refund_apply_money', 'refund_real_money', 'refund_delivery_money'] as const;

/** After-sales buttons of an order item (NiuShop refund_action), for paid orders not yet finished. */
function refundAction(lang: Lang, o: OrderRow, g: GoodsRow) {
  const out: Array<{ event: string; title: string; color: string }> = [];
  const paid = o.order_status > 0 && o.order_status !== OrderStatus.FINISHED;
  if (g.refund_status === 0 && paid && o.is_enable_refund === 1) out.push({ event: 'orderRefundApply', title: translate(lang, 'ORDER_REFUND_APPLY'), color: '' });
  else if (g.refund_status !== 0) out.push({ event: 'orderRefundDetail', title: translate(lang, 'ORDER_REFUND_DETAIL'), color: '' });
  return out;
}

export function presentGoods(lang: Lang, o: OrderRow, g: GoodsRow) {
  const out: Record<string, unknown> = { ...g };
  for (const k of MONEY_GOODS) out[k] = fenToYuan(g[k]);
  out.delivery_status_name = translate(lang, `ORDER_GOODS_DELIVERY_${g.delivery_status}`);
  // Named in the reader's language, not the one the refund was applied in.
  out.refund_status_name = refundStatusName(lang, g.refund_status);
  out.refund_action = refundAction(lang, o, g);
  return out;
}

export function presentOrder(lang: Lang, o: OrderRow, goods: GoodsRow[]) {
  const out: Record<string, unknown> = { ...o };
  for (const k of MONEY_ORDER) out[k] = fenToYuan(o[k]);
  out.order_status_name = statusName(lang, o.order_type, o.order_status);
  out.order_type_name = orderTypeName(lang, o.order_type);
  out.delivery_type_name = o.delivery_type ? deliveryTypeName(lang, o.delivery_type) : '';
  out.promotion_type_name = promotionTypeName(lang, o.promotion_type, o.promotion_type_name);
  out.pay_type_name = o.pay_type ? payTypeName(o.pay_type, lang) : '';
  out.evaluate_status_name = o.is_evaluate ? translate(lang, `ORDER_EVALUATE_${o.evaluate_status}`) : '';
  out.delivery_store_info = o.delivery_store_info ? (JSON.parse(o.delivery_store_info) as unknown) : null;
  out.order_goods = goods.map((g) => presentGoods(lang, o, g));
  out.action = memberActions(lang, o);
  out.member_action = out.action;
  return out;
}

function filterCondition(eb: ExpressionBuilder<Database, 'order'>, filter: ListFilter): Expression<SqlBool> | null {
  switch (filter) {
    case 'waitpay':
      return eb('order_status', '=', OrderStatus.WAIT_PAY);
    case 'waitsend':
      return eb('order_status', '=', OrderStatus.WAIT_SEND);
    case 'waitconfirm':
      return eb('order_status', 'in', [OrderStatus.WAIT_PICKUP, OrderStatus.SHIPPED]);
    case 'wait_use':
      return eb('order_type', '=', 4).and('order_status', 'in', [3, 11]);
    case 'waitrate':
      return eb('order_status', 'in', [OrderStatus.RECEIVED, OrderStatus.FINISHED]).and('is_evaluate', '=', 1).and('evaluate_status', '=', 0);
    default:
      return null;
  }
}

async function goodsOf(db: Db, orderIds: number[]): Promise<Map<number, GoodsRow[]>> {
  const out = new Map<number, GoodsRow[]>();
  if (!orderIds.length) return out;
  const rows = (await db.selectFrom('order_goods').selectAll().where('order_id', 'in', orderIds).orderBy('order_goods_id').execute()) as GoodsRow[];
  for (const r of rows) {
    const list = out.get(r.order_id) ?? [];
    list.push(r);
    out.set(r.order_id, list);
  }
  return out;
}

export interface ListParams {
  order_status: ListFilter;
  searchText?: string;
  order_id?: number;
  page: number;
  page_size: number;
}

/** `/api/order/lists`: the member's orders, newest first (deleted ones left out). */
export async function listOrders(db: Db, lang: Lang, memberId: number, p: ListParams) {
  let q = db.selectFrom('order').where('member_id', '=', memberId).where('is_delete', '=', 0);
  q = q.where((eb) => filterCondition(eb, p.order_status) ?? eb.lit(true));
  if (p.order_id) q = q.where('order_id', '=', p.order_id);
  if (p.searchText) {
    const like = `%${p.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('order_no', 'like', like), eb('order_name', 'like', like)]));
  }
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const count = Number(total.n);
  const rows = (await q.selectAll().orderBy('create_time', 'desc').orderBy('order_id', 'desc').limit(p.page_size).offset((p.page - 1) * p.page_size).execute()) as OrderRow[];
  const goods = await goodsOf(db, rows.map((r) => r.order_id));
  const cfg = await eventTimeConfig(db);
  return {
    page_count: Math.ceil(count / p.page_size),
    count,
    list: rows.map((r) => presentOrder(lang, r, goods.get(r.order_id) ?? [])),
    auto_close: cfg.auto_close * 60,
    pay_config: {},
    is_trade_managed: 0,
  };
}

/** The member's order (another member's order, or a deleted one, is not found). */
export async function ownOrder(db: Db, memberId: number, orderId: number): Promise<OrderRow> {
  const o = (await db.selectFrom('order').selectAll().where('order_id', '=', orderId).where('member_id', '=', memberId).where('is_delete', '=', 0).executeTakeFirst()) as OrderRow | undefined;
  if (!o) throw new ApiError(Code.ERROR, 'ORDER_NOT_FOUND');
  return o;
}

/** `/api/order/detail`. */
export async function orderDetail(db: Db, lang: Lang, memberId: number, orderId: number) {
  const o = await ownOrder(db, memberId, orderId);
  const goods = (await goodsOf(db, [o.order_id])).get(o.order_id) ?? [];
  const cfg = await eventTimeConfig(db);
  const out = presentOrder(lang, o, goods);
  out.auto_close = cfg.auto_close * 60;
  out.code_info = o.order_type === OrderType.STORE && o.delivery_code ? { code: o.delivery_code, barcode: o.delivery_code, qrcode: '' } : null;
  out.pay_config = {};
  out.is_trade_managed = 0;
  return out;
}

/** `/api/order/num`: counts for the member centre badges. */
export async function orderNum(db: Db, memberId: number) {
  const r = await db
    .selectFrom('order')
    .select([
      sql<number>`count(*) filter (where order_status = 0)`.as('waitpay'),
      sql<number>`count(*) filter (where order_status = 1)`.as('waitsend'),
      sql<number>`count(*) filter (where order_status in (2, 3))`.as('waitconfirm'),
      sql<number>`count(*) filter (where order_type = 4 and order_status in (3, 11))`.as('wait_use'),
      sql<number>`count(*) filter (where order_status in (4, 10) and is_evaluate = 1 and evaluate_status = 0)`.as('waitrate'),
    ])
    .where('member_id', '=', memberId)
    .where('is_delete', '=', 0)
    .executeTakeFirstOrThrow();
  const refunding = await db
    .selectFrom('order_goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('refund_status', 'in', [1, 2, 4, 5, 6])
    .executeTakeFirstOrThrow();
  return {
    waitpay: Number(r.waitpay),
    waitsend: Number(r.waitsend),
    waitconfirm: Number(r.waitconfirm),
    wait_use: Number(r.wait_use),
    waitrate: Number(r.waitrate),
    refunding: Number(refunding.n),
  };
}

/** `/api/order/delete`: hides a closed order from the member's lists. */
export async function deleteOrder(db: Db, memberId: number, orderId: number): Promise<number> {
  const o = await ownOrder(db, memberId, orderId);
  if (o.order_status !== OrderStatus.CLOSED) throw new ApiError(Code.ERROR, 'ORDER_DELETE_ONLY_CLOSED');
  const res = await db.updateTable('order').set({ is_delete: 1 }).where('order_id', '=', o.order_id).where('order_status', '=', OrderStatus.CLOSED).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

const dateTime = (unix: number): string => {
  const d = new Date((unix + 8 * 3600) * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
};

/**
 * `/api/order/package`: the express packages of a shipped order. There is no shipping back office,
 * so one package carries every shipped item and its trace is made from the order's own events.
 */
export async function orderPackages(db: Db, lang: Lang, memberId: number, orderId: number) {
  const o = await ownOrder(db, memberId, orderId);
  if (o.order_type === OrderType.STORE || o.delivery_time === 0) return [];
  const goods = ((await goodsOf(db, [o.order_id])).get(o.order_id) ?? []).filter((g) => g.delivery_status > 0);
  const logs = await db.selectFrom('order_log').select(['action_key', 'action_time']).where('order_id', '=', o.order_id).orderBy('id', 'desc').execute();
  const trace = logs
    .filter((l) => ['create', 'pay', 'ship', 'take_delivery'].includes(l.action_key))
    .map((l) => ({ datetime: dateTime(Number(l.action_time)), time: Number(l.action_time), remark: translate(lang, `ORDER_TRACE_${l.action_key.toUpperCase()}`) }));
  const deliveryNo = goods[0]?.delivery_no ?? '';
  return [
    {
      package_name: translate(lang, 'ORDER_PACKAGE_NAME', { n: 1 }),
      delivery_type: 1,
      express_company_name: translate(lang, 'ORDER_EXPRESS_COMPANY'),
      express_company_image: '',
      delivery_no: deliveryNo,
      goods_list: goods.map((g) => ({ order_goods_id: g.order_goods_id, goods_id: g.goods_id, sku_id: g.sku_id, sku_name: g.sku_name, sku_image: g.sku_image, num: g.num })),
      trace: { success: true, reason: '', status: o.order_status >= OrderStatus.RECEIVED ? 3 : 1, status_name: statusName(lang, o.order_type, o.order_status), shipper_code: 'DEV', logistic_code: deliveryNo, list: trace },
    },
  ];
}

/** `/api/order/evluateinfo` (sic): the items of a received order the member can (again) evaluate. */
export async function evaluateInfo(db: Db, lang: Lang, memberId: number, orderId: number) {
  const o = await ownOrder(db, memberId, orderId);
  if (o.evaluate_status >= 2) throw new ApiError(Code.ERROR, 'ORDER_EVALUATED');
  if (o.is_evaluate !== 1 || (o.order_status !== OrderStatus.RECEIVED && o.order_status !== OrderStatus.FINISHED)) throw new ApiError(Code.ERROR, 'ORDER_CANNOT_EVALUATE');
  const goods = (await goodsOf(db, [o.order_id])).get(o.order_id) ?? [];
  return {
    evaluate_status: o.evaluate_status,
    evaluate_status_name: translate(lang, `ORDER_EVALUATE_${o.evaluate_status}`),
    list: goods.map((g) => ({
      order_goods_id: g.order_goods_id,
      order_id: g.order_id,
      order_no: g.order_no,
      member_id: g.member_id,
      goods_id: g.goods_id,
      sku_id: g.sku_id,
      sku_name: g.sku_name,
      sku_image: g.sku_image,
      price: fenToYuan(g.price),
      num: g.num,
    })),
  };
}

/** The order of a pay number, for /api/pay/outTradeNoToOrderDetailPath. */
export async function orderOfOutTradeNo(db: Db, memberId: number, outTradeNo: string): Promise<number> {
  const pay = await db.selectFrom('pay').select('relate_id').where('out_trade_no', '=', outTradeNo).where('member_id', '=', memberId).executeTakeFirst();
  if (!pay) throw new ApiError(Code.ERROR, 'PAY_NOT_FOUND');
  return pay.relate_id;
}

/** `/api/order/transactionAgreement`: the purchase notice of the confirm page (sys_config ORDER_TRANSACTION_AGREEMENT). */
export async function transactionAgreement(db: Db): Promise<{ title: string; content: string }> {
  const c = await getConfig(db, 'ORDER_TRANSACTION_AGREEMENT', { title: '', content: '' });
  return { title: String(c.title), content: String(c.content) };
}
