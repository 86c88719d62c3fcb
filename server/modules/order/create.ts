import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Params } from '../../http/params.ts';
import type { Services } from '../../http/services.ts';
import { translate } from '../../i18n/index.ts';
import { changeAccount, payWithBalance } from '../account/ledger.ts';
import { completePayment, createPayRow } from '../pay/events.ts';
import { PayType } from '../pay/payType.ts';
import { ORDER_PAY_EVENT } from './payEvent.ts';
import { checkPayPassword } from '../pay/password.ts';
import { calcOptions, calculate, type Calc } from './calc.ts';
import { reserveStock, spendCoupon } from './deps.ts';
import { assertFlow, ledgerTakes, promotionHook, promotionOf } from './promotion.ts';
import { deliveryTypeName, orderTypeName, orderTypeOf, OrderStatus, promotionTypeName, statusName } from './status.ts';
import { claimKey, newOrderNo, newOutTradeNo, orderLog, storeKey } from './util.ts';
import { runOrderCreateHooks } from './hooks.ts';
import type { Lang } from '../../i18n/index.ts';

type Trx = Transaction<Database>;

export interface CreateRequest {
  member_id: number;
  order_key: string;
  params: Params;
  store_id: number | null;
  idempotency_key: string | null;
  app_type: string;
  ip: string;
  /** the promotion whose flow creates the order ('' or absent: the core /api/ordercreate/create) */
  promotion_type?: string;
  /** the request's language (messages of order-create hooks; the names the order rows keep) */
  lang?: Lang;
}

const text = (v: unknown, max: number): string => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, max) : '');
const flag = (v: unknown): number => (Number(v) === 1 ? 1 : 0);

/**
 * `/api/ordercreate/create`: one transaction that claims the idempotency key and the order_key,
 * recomputes the whole calculation from the database, takes the stock (never below zero), the coupon,
 * the points and (when `is_balance`) the balance, writes the order, its goods and its pay row, empties
 * the bought cart rows and, when nothing is left to pay, completes the payment at once.
 * Returns the out_trade_no. Any failure writes nothing.
 */
export async function createOrder(services: Services, req: CreateRequest): Promise<string> {
  const opts = calcOptions(req.params, req.store_id, req.lang);
  // The pay password is checked before the transaction (scrypt is slow): whenever balance is chosen
  // and the member has one.
  if (opts.is_balance === 1) await checkPayPassword(services.db, req.member_id, req.params.pay_password, req.ip, services.now());

  return services.db.transaction().execute(async (trx) => {
    const now = services.now();
    if (req.idempotency_key) {
      const claim = await claimKey(trx, 'order_create', req.member_id, req.idempotency_key);
      if (!claim.fresh) return String(claim.response);
    }
    // The order_key is used once: a doubled submit finds it gone (the first holds its row until commit).
    const key = await trx
      .deleteFrom('order_calc')
      .where('order_key', '=', req.order_key)
      .where('member_id', '=', req.member_id)
      .where('expire_time', '>=', now)
      .returning('input')
      .executeTakeFirst();
    if (!key) throw new ApiError(Code.ERROR, 'ORDER_KEY_EXPIRED');
    assertFlow(key.input, req.promotion_type ?? '');

    const calc = await calculate(trx, req.member_id, req.order_key, key.input, opts, now);
    if (calc.error) throw new ApiError(Code.ERROR, calc.error_key, calc.error_vars);

    const outTradeNo = await writeOrder(trx, calc, req, now);
    if (req.idempotency_key) await storeKey(trx, 'order_create', req.member_id, req.idempotency_key, outTradeNo);
    return outTradeNo;
  });
}

async function writeOrder(trx: Trx, calc: Calc, req: CreateRequest, now: number): Promise<string> {
  const p = req.params;
  // The promotion that priced the order ('' / 0 for a normal order), as NiuShop's order row keeps it.
  const promotion = promotionOf(calc.input);
  const hook = promotion ? promotionHook(promotion.type) : undefined;

  const orderType = orderTypeOf(calc.delivery_type);
  const orderNo = newOrderNo(now);
  const outTradeNo = newOutTradeNo(now);
  const autoClose = calc.event_time.auto_close;
  const addr = calc.address;
  const store = calc.store;
  const orderName = calc.lines.map((l) => l.sku.sku_name || l.sku.goods_name).join(',').slice(0, 1000);
  const invoice = flag(p.is_invoice);

  const order = await trx
    .insertInto('order')
    .values({
      order_no: orderNo,
      out_trade_no: outTradeNo,
      member_id: req.member_id,
      order_name: orderName,
      order_from: req.app_type,
      order_from_name: req.app_type.toUpperCase(),
      order_type: orderType,
      order_type_name: orderTypeName('zh-cn', orderType),
      order_status: OrderStatus.WAIT_PAY,
      order_status_name: statusName('zh-cn', orderType, OrderStatus.WAIT_PAY),
      promotion_type: calc.promotion_type,
      promotion_type_name: promotionTypeName('zh-cn', calc.promotion_type),
      promotion_id: promotion?.id ?? 0,
      delivery_type: calc.delivery_type,
      delivery_type_name: deliveryTypeName('zh-cn', calc.delivery_type),
      delivery_store_id: store?.store_id ?? 0,
      delivery_store_name: store?.store_name ?? '',
      delivery_store_info: store ? JSON.stringify(store) : '',
      buyer_ask_delivery_time: calc.buyer_ask_delivery_time,
      name: addr?.name ?? calc.member.nickname.slice(0, 50),
      mobile: addr?.mobile ?? calc.member.mobile,
      telephone: addr?.telephone ?? '',
      province_id: addr?.province_id ?? 0,
      city_id: addr?.city_id ?? 0,
      district_id: addr?.district_id ?? 0,
      community_id: addr?.community_id ?? 0,
      address: addr?.address ?? '',
      full_address: addr?.full_address ?? '',
      longitude: addr?.longitude ?? '',
      latitude: addr?.latitude ?? '',
      buyer_ip: req.ip.slice(0, 64),
      buyer_message: text(p.buyer_message, 255),
      goods_num: calc.goods_num,
      goods_money: calc.goods_money,
      delivery_money: calc.delivery_money,
      promotion_money: calc.promotion_money,
      coupon_id: calc.coupon_id,
      coupon_money: calc.coupon_money,
      use_point: calc.use_point,
      point_money: calc.point_money,
      invoice_money: calc.invoice_money,
      order_money: calc.order_money,
      balance_money: calc.balance_money,
      pay_money: calc.pay_money,
      is_invoice: invoice,
      invoice_type: invoice ? Number(p.invoice_type) === 2 ? 2 : 1 : 1,
      invoice_title: invoice ? text(p.invoice_title, 255) : '',
      invoice_title_type: invoice ? Number(p.invoice_title_type) === 2 ? 2 : 1 : 0,
      taxpayer_number: invoice ? text(p.taxpayer_number, 255) : '',
      invoice_content: invoice ? text(p.invoice_content, 255) : '',
      invoice_full_address: invoice ? text(p.invoice_full_address, 255) : '',
      is_tax_invoice: invoice ? flag(p.is_tax_invoice) : 0,
      invoice_email: invoice ? text(p.invoice_email, 255) : '',
      create_time: now,
      auto_close_time: now + autoClose * 60,
    })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  const orderId = order.order_id;

  const goodsRows = await trx
    .insertInto('order_goods')
    .values(
      calc.lines.map((l) => ({
        order_id: orderId,
        order_no: orderNo,
        member_id: req.member_id,
        goods_id: l.goods_id,
        sku_id: l.sku_id,
        sku_name: l.sku.sku_name,
        sku_image: l.sku.sku_image || (l.sku.goods_image.split(',')[0] ?? ''),
        sku_no: l.sku.sku_no,
        sku_spec_format: JSON.stringify(l.sku.sku_spec_format),
        goods_name: l.sku.goods_name,
        goods_class: l.sku.goods_class,
        is_virtual: l.sku.goods_class === 1 ? 0 : 1,
        unit: l.sku.unit,
        price: l.price,
        cost_price: l.sku.cost_price,
        num: l.num,
        goods_money: l.goods_money,
        promotion_money: l.promotion_money,
        coupon_money: l.coupon_money,
        point_money: l.point_money,
        use_point: l.use_point,
        real_goods_money: l.real_goods_money,
        delivery_status_name: translate('zh-cn', 'ORDER_GOODS_DELIVERY_0'),
        create_time: now,
      })),
    )
    .returning(['order_goods_id', 'goods_id', 'sku_id'])
    .execute();
  await runOrderCreateHooks(trx, { order_id: orderId, member_id: req.member_id, params: p, lines: goodsRows, now, lang: req.lang ?? 'zh-cn' });
  await orderLog(trx, {
    order_id: orderId,
    action: translate('zh-cn', 'ORDER_LOG_CREATE'),
    action_key: 'create',
    action_way: 1,
    uid: req.member_id,
    order_status: OrderStatus.WAIT_PAY,
    order_status_name: statusName('zh-cn', orderType, OrderStatus.WAIT_PAY),
    now,
  });

  if (calc.coupon_id) await spendCoupon(trx, req.member_id, calc.coupon_id, orderId, now);
  if (calc.use_point > 0) {
    await changeAccount(trx, { member_id: req.member_id, account_type: 'point', delta: -calc.use_point, from_type: 'pointcash', remark: `订单${orderNo}积分抵现`, related_id: orderId });
  }
  let split = { balance: 0, balance_money: 0 };
  if (calc.balance_money > 0) {
    split = await payWithBalance(trx, req.member_id, calc.balance_money, { from_type: 'order', remark: `订单${orderNo}余额支付`, related_id: orderId });
  }
  if (calc.input.cart_ids.length) {
    await trx.deleteFrom('goods_cart').where('member_id', '=', req.member_id).where('cart_id', 'in', calc.input.cart_ids).execute();
  }
  await createPayRow(trx, {
    event: ORDER_PAY_EVENT,
    out_trade_no: outTradeNo,
    member_id: req.member_id,
    body: orderName,
    money_fen: calc.pay_money,
    relate_id: orderId,
    balance: split.balance,
    balance_money: split.balance_money,
    now,
  });

  // Last, the hottest rows: every order of a goods updates its goods row, every order of a flash
  // sale the activity's row, and their locks are held until the commit. Taken after the order's own
  // rows are written, they are held for a few statements instead of the whole transaction (the
  // profile in bench/README.md). The promotion's own stock and member limits first (they run out
  // first in a flash sale), then the sale stock with its stock_ledger rows, in one statement for a
  // one-line order; any shortage throws and the transaction writes nothing.
  const takes = promotion && hook?.reserve
    ? await hook.reserve(trx, promotion, {
        member_id: req.member_id,
        promotion_type: promotion.type,
        promotion_id: promotion.id,
        create_time: now,
        lines: calc.lines.map((l) => ({ sku_id: l.sku_id, goods_id: l.goods_id, num: l.num, goods_money: l.goods_money })),
      })
    : [];
  await reserveStock(trx, calc.lines.map((l) => ({ sku_id: l.sku_id, num: l.num })), { order_id: orderId, reason: 'order_create', create_time: now });
  if (promotion && hook) {
    await ledgerTakes(trx, promotion.type, promotion.id, takes, -1, 'order_create', orderId, now);
    if (hook.created) {
      const lines = goodsRows.map((g) => ({ ...g, num: calc.lines.find((l) => l.sku_id === g.sku_id)!.num, goods_money: calc.lines.find((l) => l.sku_id === g.sku_id)!.goods_money }));
      await hook.created(trx, promotion, { order_id: orderId, member_id: req.member_id, promotion_type: promotion.type, promotion_id: promotion.id, create_time: now, lines });
    }
  }
  if (calc.pay_money === 0) {
    const done = await completePayment(trx, outTradeNo, { pay_type: calc.balance_money > 0 ? PayType.BALANCE : PayType.ONLINE, now, uid: req.member_id });
    if (done !== 'paid') throw new Error(`order ${orderNo} could not complete its payment: ${done}`);
  }
  return outTradeNo;
}
