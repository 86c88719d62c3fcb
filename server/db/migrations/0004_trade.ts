import { sql, type Kysely } from 'kysely';
import { now } from './0001_core.ts';

/**
 * Trade area: cart, orders, order goods, order log, pay records, offline payment vouchers,
 * the stock ledger of order events and the server-side order calculations (order_key).
 * Money columns are integer fen; times unix seconds (0 = not yet).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('goods_cart')
    .addColumn('cart_id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('num', 'integer', (c) => c.notNull().check(sql`num > 0`))
    .addColumn('form_data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('goods_cart_member_sku_uq', ['member_id', 'sku_id'])
    .execute();

  await db.schema
    .createTable('order')
    .addColumn('order_id', 'serial', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('out_trade_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('order_name', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('order_from', 'varchar(55)', (c) => c.notNull().defaultTo(''))
    .addColumn('order_from_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('order_scene', 'varchar(50)', (c) => c.notNull().defaultTo('online'))
    // 1 express, 2 store pickup, 3 local delivery, 4 virtual
    .addColumn('order_type', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('order_type_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('order_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_status_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    // 0 wait, 1 paying (offline voucher submitted), 2 paid
    .addColumn('pay_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_type', 'varchar(55)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_type_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_type', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_type_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_status_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_store_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_store_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_store_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_code', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('buyer_ask_delivery_time', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // address snapshot
    .addColumn('name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('telephone', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('province_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('city_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('district_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('community_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('full_address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('longitude', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('buyer_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('buyer_message', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    // money (fen)
    .addColumn('goods_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('goods_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('promotion_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('point_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_delivery_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('adjust_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_money', 'integer', (c) => c.notNull().defaultTo(0))
    // part of order_money paid from the member's balance (taken when chosen; returned on close)
    .addColumn('balance_money', 'integer', (c) => c.notNull().defaultTo(0))
    // what is left to pay through a gateway / offline
    .addColumn('pay_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_money', 'integer', (c) => c.notNull().defaultTo(0))
    // invoice (optional)
    .addColumn('is_invoice', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_type', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('invoice_title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_title_type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('taxpayer_number', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_content', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice_full_address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_tax_invoice', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_email', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    // lifecycle
    .addColumn('create_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .addColumn('auto_close_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('close_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('close_cause', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sign_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('finish_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_evaluate', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('evaluate_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('evaluate_status_name', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_lock', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_enable_refund', 'smallint', (c) => c.notNull().defaultTo(0))
    // refund summary: 0 none, 1 some goods under after-sales, 2 all refunded (set by the refund area)
    .addColumn('refund_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_delete', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_member_status_idx').on('order').columns(['member_id', 'order_status', 'create_time']).execute();
  await db.schema.createIndex('order_member_time_idx').on('order').columns(['member_id', 'create_time']).execute();
  await db.schema.createIndex('order_out_trade_no_idx').on('order').column('out_trade_no').execute();
  await db.schema
    .createIndex('order_unpaid_close_idx')
    .on('order')
    .column('auto_close_time')
    .where(sql.ref('order_status'), '=', 0)
    .execute();

  await db.schema
    .createTable('order_goods')
    .addColumn('order_goods_id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.order_id'))
    .addColumn('order_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('sku_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sku_image', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('sku_no', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sku_spec_format', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('goods_name', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('goods_class', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('is_virtual', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('unit', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('num', 'integer', (c) => c.notNull().check(sql`num > 0`))
    .addColumn('goods_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('promotion_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('point_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('adjust_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('real_goods_money', 'integer', (c) => c.notNull().defaultTo(0))
    // 0 waiting, 1 shipped, 2 received
    .addColumn('delivery_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_status_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    // refunds (written by the refund area): 0 none, 1 applied, 2 to transfer, 3 done, 4 buyer to return,
    // 5 seller to receive, 6 seller received, -1 refused, -2 closed, -3 partial
    .addColumn('refund_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_status_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_status_action', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_mode', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('refund_reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_images', 'varchar(3000)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_apply_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_real_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_delivery_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_delivery_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_delivery_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_delivery_remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_refuse_reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_money_type', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('is_refund_stock', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_action_time', 'bigint', (c) => c.notNull().defaultTo(0))
    // evaluation (written by the evaluate area): 0 not yet, 1 evaluated, 2 evaluated again
    .addColumn('is_evaluate', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('evaluate_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('order_goods_order_idx').on('order_goods').column('order_id').execute();
  await db.schema.createIndex('order_goods_member_refund_idx').on('order_goods').columns(['member_id', 'refund_status']).execute();

  await db.schema
    .createTable('order_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    // 'create' | 'pay' | 'close' | 'ship' | 'take_delivery' | 'finish' | 'offlinepay' | …
    .addColumn('action_key', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    // 1 buyer, 2 seller, 3 system
    .addColumn('action_way', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('uid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nick_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('order_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_status_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('action_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('order_log_order_idx').on('order_log').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('pay')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('out_trade_no', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('pay_type', 'varchar(55)', (c) => c.notNull().defaultTo(''))
    .addColumn('trade_no', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_no', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_body', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_detail', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    // left to pay through a gateway / offline (order.pay_money at the time of the attempt)
    .addColumn('pay_money', 'integer', (c) => c.notNull().defaultTo(0))
    // 0 waiting, 1 paying, 2 paid, -1 cancelled (replaced by resetpay), -2 closed
    .addColumn('pay_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('return_url', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('event', 'varchar(255)', (c) => c.notNull().defaultTo('OrderPayNotify'))
    .addColumn('relate_id', 'integer', (c) => c.notNull().defaultTo(0))
    // balance of the order taken from the member (fen): stored value, then withdrawable
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .addColumn('pay_time', 'bigint', (c) => c.notNull().defaultTo(0))
    // the gateway's transaction id of the notification that paid this record (one payment per transaction)
    .addColumn('notify_id', 'varchar(100)', (c) => c.unique())
    .addColumn('is_delete', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pay_relate_idx').on('pay').column('relate_id').execute();

  await db.schema
    .createTable('offline_pay')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('out_trade_no', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('relate_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imgs', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('desc', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    // 0 waiting for audit, 1 approved, 2 refused (can resubmit), 3 closed
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .addColumn('audit_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  // Stock moved by order events (reserve on create, release on close); the sku rows stay the catalogue's.
  await db.schema
    .createTable('stock_ledger')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delta', 'integer', (c) => c.notNull())
    // 'order_create' | 'order_close'
    .addColumn('reason', 'varchar(50)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('stock_ledger_sku_idx').on('stock_ledger').columns(['sku_id', 'id']).execute();

  // Order calculations (NiuShop's order_key): the goods the member chose, kept server-side so
  // every instance can recompute; create recomputes from this input and never trusts client prices.
  await db.schema
    .createTable('order_calc')
    .addColumn('order_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .addColumn('expire_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_calc_expire_idx').on('order_calc').column('expire_time').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['order_calc', 'stock_ledger', 'offline_pay', 'pay', 'order_log', 'order_goods', 'order', 'goods_cart']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
