import type { TestServer } from '../../test/harness.ts';
import { createTestMember, type TestMember } from '../account/test-helpers.ts';
import { hashPassword } from '../member/password.ts';

export type { TestMember };

let seq = 0;

/** A member with balances (fen), points and optionally a pay password, plus a token (tests only). */
export async function tradeMember(
  s: TestServer,
  o: { balance?: number; balance_money?: number; point?: number; pay_password?: string; address?: boolean } = {},
): Promise<TestMember> {
  const m = await createTestMember(s, { balance: o.balance ?? 0, balance_money: o.balance_money ?? 0, point: o.point ?? 0 });
  if (o.pay_password) await s.db().updateTable('member').set({ pay_password: await hashPassword(o.pay_password) }).where('member_id', '=', m.member_id).execute();
  if (o.address !== false) await addAddress(s, m.member_id);
  return m;
}

/** A default express address in Shanghai (Xuhui). */
export async function addAddress(s: TestServer, memberId: number): Promise<number> {
  const row = await s
    .db()
    .insertInto('member_address')
    .values({ member_id: memberId, name: '张三', mobile: '13912345678', province_id: 31, city_id: 3101, district_id: 310104, address: '漕溪北路1号', full_address: '上海市-上海市-徐汇区', is_default: 1, type: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A goods with one sku (price in fen), free shipping unless told otherwise. */
export async function makeGoods(
  s: TestServer,
  o: { price?: number; stock?: number; name?: string; max_buy?: number; min_buy?: number; is_limit?: number; limit_type?: number; free_shipping?: number; goods_state?: number; support?: string } = {},
): Promise<{ goods_id: number; sku_id: number }> {
  seq += 1;
  const name = o.name ?? `测试商品${seq}`;
  const price = o.price ?? 1000;
  const g = await s
    .db()
    .insertInto('goods')
    .values({
      goods_name: name,
      price,
      goods_stock: o.stock ?? 100,
      max_buy: o.max_buy ?? 0,
      min_buy: o.min_buy ?? 0,
      is_limit: o.is_limit ?? 0,
      limit_type: o.limit_type ?? 1,
      is_free_shipping: o.free_shipping ?? 1,
      goods_state: o.goods_state ?? 1,
      support_trade_type: o.support ?? 'express,store',
      goods_image: 'upload/goods/test.jpg',
      goods_spec_format: JSON.stringify([]) as never,
      goods_attr_format: JSON.stringify([]) as never,
    })
    .returning('goods_id')
    .executeTakeFirstOrThrow();
  const sku = await s
    .db()
    .insertInto('goods_sku')
    .values({
      goods_id: g.goods_id,
      sku_name: name,
      sku_spec_format: JSON.stringify([]) as never,
      goods_spec_format: JSON.stringify([]) as never,
      price,
      discount_price: price,
      stock: o.stock ?? 100,
      sku_image: 'upload/goods/test.jpg',
    })
    .returning('sku_id')
    .executeTakeFirstOrThrow();
  await s.db().updateTable('goods').set({ sku_id: sku.sku_id }).where('goods_id', '=', g.goods_id).execute();
  return { goods_id: g.goods_id, sku_id: sku.sku_id };
}

export async function skuStock(s: TestServer, skuId: number): Promise<number> {
  const r = await s.db().selectFrom('goods_sku').select('stock').where('sku_id', '=', skuId).executeTakeFirstOrThrow();
  return r.stock;
}

/** /api/ordercreate/payment for "buy now"; returns the calculator answer. */
export async function payment(s: TestServer, m: TestMember, params: Record<string, unknown>) {
  return s.call<Record<string, unknown> & { order_key: string; pay_money: string; order_money: string; error: number; error_msg: string }>('/api/ordercreate/payment', params, { token: m.token });
}

/** payment + create; returns the create answer (data = out_trade_no on success). */
export async function placeOrder(s: TestServer, m: TestMember, params: Record<string, unknown>, create: Record<string, unknown> = {}) {
  const p = await payment(s, m, params);
  if (p.code < 0) return p as unknown as Awaited<ReturnType<TestServer['call']>> & { data: string };
  return s.call<string>('/api/ordercreate/create', { order_key: p.data.order_key, ...create }, { token: m.token });
}

export async function orderOf(s: TestServer, outTradeNo: string) {
  return s.db().selectFrom('order').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
}

export async function payOf(s: TestServer, outTradeNo: string) {
  return s.db().selectFrom('pay').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
}

/** A member coupon of the seeded "无门槛5元券" type (¥5 off, no threshold). */
export async function giveCoupon(s: TestServer, memberId: number, o: { money?: number; at_least?: number } = {}): Promise<number> {
  const now = s.services.now();
  const row = await s
    .db()
    .insertInto('promotion_coupon')
    .values({ coupon_type_id: 3, coupon_name: '测试券', member_id: memberId, type: 'reward', state: 1, money: o.money ?? 500, at_least: o.at_least ?? 0, goods_type: 1, fetch_time: now, start_time: now - 60, end_time: now + 86400 })
    .returning('coupon_id')
    .executeTakeFirstOrThrow();
  return row.coupon_id;
}
