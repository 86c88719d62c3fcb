import type { TestServer } from '../../test/harness.ts';
import { payWithBalance } from '../account/ledger.ts';
import { reserveStock } from '../goods/stock.ts';

/** Order statuses a test may start from: 1 wait send, 3 shipped, 4 received, 10 finished, 0 unpaid. */
export interface TestOrderOptions {
  status: 0 | 1 | 2 | 3 | 4 | 10;
  /** skus and quantities; coupon_money (fen) is this line's share of the order coupon */
  lines: Array<{ sku_id: number; num: number; coupon_money?: number; use_point?: number; point_money?: number }>;
  delivery_money?: number;
  /** fen of the order paid from the member's balance (stored first, then cash) */
  balance?: number;
  order_type?: number;
}

export interface TestOrder {
  order_id: number;
  order_no: string;
  out_trade_no: string;
  order_money: number;
  goods: Array<{ order_goods_id: number; sku_id: number; goods_id: number; num: number; real_goods_money: number }>;
}

let seq = 0;

/** Skus of the seeded catalogue with enough stock, each of a different goods (tests only). */
export async function someSkus(s: TestServer, n: number): Promise<Array<{ sku_id: number; goods_id: number; price: number; stock: number }>> {
  const rows = await s.db().selectFrom('goods_sku').select(['sku_id', 'goods_id', 'price', 'stock']).where('stock', '>=', 20).where('price', '>', 0).orderBy('sku_id').limit(200).execute();
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.goods_id) && seen.add(r.goods_id)).slice(0, n);
}

/**
 * Writes an order the way the order area does (stock taken, balance paid through the ledger, a pay
 * row with the split), directly in the database, in the given status (tests only).
 */
export async function createTestOrder(s: TestServer, member_id: number, o: TestOrderOptions): Promise<TestOrder> {
  seq += 1;
  const now = s.services.now();
  const skus = await s.db().selectFrom('goods_sku').innerJoin('goods', 'goods.goods_id', 'goods_sku.goods_id').select(['goods_sku.sku_id', 'goods_sku.goods_id', 'goods_sku.price', 'goods_sku.sku_name', 'goods_sku.sku_image', 'goods.goods_name']).where('goods_sku.sku_id', 'in', o.lines.map((l) => l.sku_id)).execute();
  const lines = o.lines.map((l) => {
    const sku = skus.find((x) => x.sku_id === l.sku_id)!;
    const goods_money = sku.price * l.num;
    const real = goods_money - (l.coupon_money ?? 0) - (l.point_money ?? 0);
    return { ...l, sku, goods_money, real };
  });
  const goodsMoney = lines.reduce((a, l) => a + l.goods_money, 0);
  const couponMoney = lines.reduce((a, l) => a + (l.coupon_money ?? 0), 0);
  const pointMoney = lines.reduce((a, l) => a + (l.point_money ?? 0), 0);
  const delivery = o.delivery_money ?? 0;
  const orderMoney = goodsMoney - couponMoney - pointMoney + delivery;
  const balance = o.balance ?? 0;
  const order_no = `T${now}${process.pid}${seq}`;
  const out_trade_no = `P${now}${process.pid}${seq}`;
  const paid = o.status !== 0;
  const shipped = o.status === 3 || o.status === 4 || o.status === 10;
  const received = o.status === 4 || o.status === 10;
  return s.db().transaction().execute(async (trx) => {
    await reserveStock(trx, lines.map((l) => ({ sku_id: l.sku_id, num: l.num })));
    const split = balance > 0 ? await payWithBalance(trx, member_id, balance, { remark: `订单${order_no}支付` }) : { balance: 0, balance_money: 0 };
    const order = await trx
      .insertInto('order')
      .values({
        order_no,
        out_trade_no,
        member_id,
        order_name: lines.map((l) => l.sku.sku_name).join(','),
        order_type: o.order_type ?? 1,
        order_status: o.status,
        pay_status: paid ? 2 : 0,
        pay_type: paid ? (pay(orderMoney, balance) ? 'devpay' : 'BALANCE') : '',
        pay_time: paid ? now : 0,
        delivery_type: 'express',
        delivery_status: received ? 2 : shipped ? 1 : 0,
        goods_num: lines.reduce((a, l) => a + l.num, 0),
        goods_money: goodsMoney,
        delivery_money: delivery,
        coupon_money: couponMoney,
        point_money: pointMoney,
        use_point: lines.reduce((a, l) => a + (l.use_point ?? 0), 0),
        order_money: orderMoney,
        balance_money: balance,
        pay_money: orderMoney - balance,
        is_enable_refund: paid ? 1 : 0,
        is_evaluate: received ? 1 : 0,
        create_time: now,
      })
      .returning('order_id')
      .executeTakeFirstOrThrow();
    const goods = [];
    for (const l of lines) {
      const g = await trx
        .insertInto('order_goods')
        .values({
          order_id: order.order_id,
          order_no,
          member_id,
          goods_id: l.sku.goods_id,
          sku_id: l.sku_id,
          sku_name: l.sku.sku_name,
          sku_image: l.sku.sku_image,
          goods_name: l.sku.goods_name,
          price: l.sku.price,
          num: l.num,
          goods_money: l.goods_money,
          coupon_money: l.coupon_money ?? 0,
          point_money: l.point_money ?? 0,
          use_point: l.use_point ?? 0,
          real_goods_money: l.real,
          delivery_status: received ? 2 : shipped ? 1 : 0,
          is_evaluate: received ? 1 : 0,
          create_time: now,
        })
        .returning('order_goods_id')
        .executeTakeFirstOrThrow();
      goods.push({ order_goods_id: g.order_goods_id, sku_id: l.sku_id, goods_id: l.sku.goods_id, num: l.num, real_goods_money: l.real });
    }
    await trx
      .insertInto('pay')
      .values({ out_trade_no, member_id, event: 'OrderPayNotify', pay_money: orderMoney - balance, pay_status: paid ? 2 : 0, pay_type: paid ? (pay(orderMoney, balance) ? 'devpay' : 'BALANCE') : '', relate_id: order.order_id, balance: split.balance, balance_money: split.balance_money, create_time: now, pay_time: paid ? now : 0 })
      .execute();
    return { order_id: order.order_id, order_no, out_trade_no, order_money: orderMoney, goods };
  });
}

const pay = (orderMoney: number, balance: number) => orderMoney - balance > 0;
