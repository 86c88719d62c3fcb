import type { Generated, JSONColumnType } from 'kysely';

/**
 * Tables of the trade area (cart, order, pay). Interfaces in Kysely's style; migrations/0004_trade.ts
 * creates them. Money columns are integer fen; times unix seconds (0 = not yet).
 */

export interface GoodsCartTable {
  cart_id: Generated<number>;
  member_id: number;
  sku_id: number;
  goods_id: Generated<number>;
  /** > 0 (CHECK) */
  num: number;
  form_data: Generated<string>;
  create_time: Generated<number>;
  update_time: Generated<number>;
}

/**
 * order_status: 0 wait pay, 1 wait send (express/local), 2 wait pickup (store), 3 shipped,
 * 4 received / picked up, 10 finished, -1 closed. pay_status: 0 wait, 1 paying (offline voucher), 2 paid.
 */
export interface OrderTable {
  order_id: Generated<number>;
  order_no: string;
  out_trade_no: Generated<string>;
  member_id: number;
  order_name: Generated<string>;
  order_from: Generated<string>;
  order_from_name: Generated<string>;
  order_scene: Generated<string>;
  /** 1 express, 2 store pickup, 3 local delivery, 4 virtual */
  order_type: Generated<number>;
  order_type_name: Generated<string>;
  order_status: Generated<number>;
  order_status_name: Generated<string>;
  pay_status: Generated<number>;
  pay_type: Generated<string>;
  pay_type_name: Generated<string>;
  pay_time: Generated<number>;
  /** 'express' | 'store' | 'local' */
  delivery_type: Generated<string>;
  delivery_type_name: Generated<string>;
  delivery_status: Generated<number>;
  delivery_status_name: Generated<string>;
  delivery_store_id: Generated<number>;
  delivery_store_name: Generated<string>;
  /** JSON text of the pickup store snapshot ('' when none) */
  delivery_store_info: Generated<string>;
  /** pickup code (store orders) */
  delivery_code: Generated<string>;
  buyer_ask_delivery_time: Generated<string>;
  name: Generated<string>;
  mobile: Generated<string>;
  telephone: Generated<string>;
  province_id: Generated<number>;
  city_id: Generated<number>;
  district_id: Generated<number>;
  community_id: Generated<number>;
  address: Generated<string>;
  full_address: Generated<string>;
  longitude: Generated<string>;
  latitude: Generated<string>;
  buyer_ip: Generated<string>;
  buyer_message: Generated<string>;
  goods_num: Generated<number>;
  goods_money: Generated<number>;
  delivery_money: Generated<number>;
  promotion_money: Generated<number>;
  coupon_id: Generated<number>;
  coupon_money: Generated<number>;
  use_point: Generated<number>;
  point_money: Generated<number>;
  invoice_money: Generated<number>;
  invoice_delivery_money: Generated<number>;
  adjust_money: Generated<number>;
  /** goods + delivery + invoice − promotion − coupon − points (what the order costs) */
  order_money: Generated<number>;
  /** part of order_money taken from the member's balance (returned on close) */
  balance_money: Generated<number>;
  /** order_money − balance_money: left to pay through a gateway / offline */
  pay_money: Generated<number>;
  refund_money: Generated<number>;
  is_invoice: Generated<number>;
  invoice_type: Generated<number>;
  invoice_title: Generated<string>;
  invoice_title_type: Generated<number>;
  taxpayer_number: Generated<string>;
  invoice_content: Generated<string>;
  invoice_full_address: Generated<string>;
  is_tax_invoice: Generated<number>;
  invoice_email: Generated<string>;
  create_time: Generated<number>;
  /** when an unpaid order closes by itself (0 = never) */
  auto_close_time: Generated<number>;
  close_time: Generated<number>;
  close_cause: Generated<string>;
  delivery_time: Generated<number>;
  sign_time: Generated<number>;
  finish_time: Generated<number>;
  is_evaluate: Generated<number>;
  /** 0 not yet, 1 evaluated, 2 evaluated again */
  evaluate_status: Generated<number>;
  evaluate_status_name: Generated<string>;
  /** 1 while after-sales runs (refund area) */
  is_lock: Generated<number>;
  is_enable_refund: Generated<number>;
  /** 0 none, 1 some goods under after-sales, 2 all refunded (refund area) */
  refund_status: Generated<number>;
  remark: Generated<string>;
  /** deleted by the member (closed orders only) */
  is_delete: Generated<number>;
  /** the promotion the order was bought under: '' normal, 'topic', … (migration 0009) */
  promotion_type: Generated<string>;
  /** its name when the order was made (zh-cn; answers name it in the reader's language) */
  promotion_type_name: Generated<string>;
  /** the activity's own progress (e.g. pintuan 拼团中), '' when it has none */
  promotion_status_name: Generated<string>;
  /** the activity's id in its own tables (topic_id, …), 0 for a normal order */
  promotion_id: Generated<number>;
}

export interface OrderGoodsTable {
  order_goods_id: Generated<number>;
  order_id: number;
  order_no: Generated<string>;
  member_id: number;
  goods_id: number;
  sku_id: number;
  sku_name: Generated<string>;
  sku_image: Generated<string>;
  sku_no: Generated<string>;
  /** JSON text as NiuShop sends it ('[{spec_name, spec_value_name, …}]') */
  sku_spec_format: Generated<string>;
  goods_name: Generated<string>;
  goods_class: Generated<number>;
  is_virtual: Generated<number>;
  unit: Generated<string>;
  price: Generated<number>;
  cost_price: Generated<number>;
  num: number;
  /** price × num */
  goods_money: Generated<number>;
  promotion_money: Generated<number>;
  coupon_money: Generated<number>;
  point_money: Generated<number>;
  use_point: Generated<number>;
  adjust_money: Generated<number>;
  /** goods_money − promotion − coupon − points share: what this line really costs */
  real_goods_money: Generated<number>;
  /** 0 waiting, 1 shipped, 2 received */
  delivery_status: Generated<number>;
  delivery_status_name: Generated<string>;
  delivery_no: Generated<string>;
  refund_status: Generated<number>;
  refund_status_name: Generated<string>;
  refund_status_action: Generated<string>;
  refund_no: Generated<string>;
  refund_type: Generated<number>;
  refund_mode: Generated<number>;
  refund_reason: Generated<string>;
  refund_remark: Generated<string>;
  refund_images: Generated<string>;
  refund_apply_money: Generated<number>;
  refund_real_money: Generated<number>;
  refund_delivery_money: Generated<number>;
  refund_delivery_name: Generated<string>;
  refund_delivery_no: Generated<string>;
  refund_delivery_remark: Generated<string>;
  refund_refuse_reason: Generated<string>;
  refund_address: Generated<string>;
  refund_money_type: Generated<number>;
  is_refund_stock: Generated<number>;
  refund_time: Generated<number>;
  refund_action_time: Generated<number>;
  is_evaluate: Generated<number>;
  evaluate_status: Generated<number>;
  create_time: Generated<number>;
}

export interface OrderLogTable {
  id: Generated<number>;
  order_id: number;
  action: Generated<string>;
  /** 'create' | 'pay' | 'offlinepay' | 'close' | 'ship' | 'take_delivery' | … */
  action_key: Generated<string>;
  /** 1 buyer, 2 seller, 3 system */
  action_way: Generated<number>;
  uid: Generated<number>;
  nick_name: Generated<string>;
  order_status: Generated<number>;
  order_status_name: Generated<string>;
  action_time: Generated<number>;
}

/** pay_status: 0 waiting, 1 paying, 2 paid, -1 cancelled (replaced by resetpay), -2 closed */
export interface PayTable {
  id: Generated<number>;
  out_trade_no: string;
  member_id: number;
  pay_type: Generated<string>;
  trade_no: Generated<string>;
  pay_no: Generated<string>;
  pay_body: Generated<string>;
  pay_detail: Generated<string>;
  pay_money: Generated<number>;
  pay_status: Generated<number>;
  return_url: Generated<string>;
  /** the pay event whose handler runs when paid (server/modules/pay/events.ts): 'OrderPayNotify', … */
  event: string;
  /** the event's own id (order_id for OrderPayNotify); read together with `event` */
  relate_id: Generated<number>;
  balance: Generated<number>;
  balance_money: Generated<number>;
  create_time: Generated<number>;
  pay_time: Generated<number>;
  /** gateway transaction id that paid this record (unique) */
  notify_id: string | null;
  is_delete: Generated<number>;
}

/** status: 0 waiting for audit, 1 approved, 2 refused, 3 closed */
export interface OfflinePayTable {
  id: Generated<number>;
  out_trade_no: string;
  member_id: number;
  relate_id: Generated<number>;
  pay_money: Generated<number>;
  /** comma list of uploaded voucher paths */
  imgs: Generated<string>;
  desc: Generated<string>;
  status: Generated<number>;
  audit_remark: Generated<string>;
  create_time: Generated<number>;
  update_time: Generated<number>;
  audit_time: Generated<number>;
}

export interface StockLedgerTable {
  id: Generated<number>;
  sku_id: number;
  goods_id: Generated<number>;
  delta: number;
  reason: string;
  order_id: Generated<number>;
  create_time: Generated<number>;
}

/** What `/api/ordercreate/payment` was asked for, kept under its order_key. */
export interface OrderCalcInput {
  /** cart rows the goods came from (deleted on create), empty for "buy now" */
  cart_ids: number[];
  lines: Array<{ sku_id: number; num: number }>;
}

export interface OrderCalcTable {
  order_key: string;
  member_id: number;
  input: JSONColumnType<OrderCalcInput>;
  create_time: Generated<number>;
  expire_time: number;
}

export interface TradeTables {
  goods_cart: GoodsCartTable;
  order: OrderTable;
  order_goods: OrderGoodsTable;
  order_log: OrderLogTable;
  pay: PayTable;
  offline_pay: OfflinePayTable;
  stock_ledger: StockLedgerTable;
  order_calc: OrderCalcTable;
}
