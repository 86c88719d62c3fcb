import { uploadedPath } from '../upload/test-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createTestMember, memberAccounts, type TestMember } from '../account/test-helpers.ts';
import { refundMoneyOf } from './money.ts';
import { agreeRefund, approveRefund } from './seller.ts';
import { createTestOrder, someSkus } from './test-orders.ts';

let s: TestServer;
let m: TestMember;
let other: TestMember;
let skus: Array<{ sku_id: number; goods_id: number; price: number }>;

beforeAll(async () => {
  s = await startTestServer();
  m = await createTestMember(s, { balance: 50_000_000, balance_money: 10_000_000, nickname: '买家' });
  other = await createTestMember(s);
  skus = await someSkus(s, 3);
});
afterAll(async () => {
  await s.close();
});

interface Data {
  order_goods_info: { order_goods_id: number; refund_status: number };
  refund_money: string;
  refund_type: number[];
  refund_reason_type: string[];
}
interface Detail {
  refund_status: number;
  refund_status_name: string;
  refund_apply_money: string;
  refund_action: Array<{ event: string; title: string }>;
  refund_log_list: Array<{ action: string; action_way: number; refund_status: number; username: string }>;
}

const stockOf = async (sku_id: number) => (await s.db().selectFrom('goods_sku').select('stock').where('sku_id', '=', sku_id).executeTakeFirstOrThrow()).stock;
const item = (id: number) => s.db().selectFrom('order_goods').selectAll().where('order_goods_id', '=', id).executeTakeFirstOrThrow();
const orderRow = (id: number) => s.db().selectFrom('order').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
const yuan = (fen: number) => (fen / 100).toFixed(2);

describe('after-sales for the buyer', () => {
  it('computes the refundable money on the server: the real paid share, the freight with the last item before shipping', async () => {
    const [a, b] = [skus[0]!, skus[1]!];
    const o = await createTestOrder(s, m.member_id, { status: 1, lines: [{ sku_id: a.sku_id, num: 2, coupon_money: 150 }, { sku_id: b.sku_id, num: 1, coupon_money: 50 }], delivery_money: 1000, balance: 0 });
    const [g1, g2] = o.goods;
    const d1 = await s.call<Data>('/api/orderrefund/refundData', { order_goods_id: g1!.order_goods_id }, { token: m.token });
    expect(d1.code).toBe(0);
    expect(d1.data.refund_money).toBe(yuan(a.price * 2 - 150));
    expect(d1.data.refund_type).toEqual([1]);
    expect(d1.data.refund_reason_type).toEqual(['未按约定时间发货', '拍错/多拍/不喜欢', '协商一致退款', '其他']);
    const batch = await s.call<{ refund_money: string; order_goods_info: unknown[] }>('/api/orderrefund/refundDataBatch', { order_goods_ids: `${g1!.order_goods_id},${g2!.order_goods_id}` }, { token: m.token, lang: 'en-us' });
    expect(batch.data.order_goods_info).toHaveLength(2);
    expect(batch.data.refund_money).toBe(yuan(o.order_money));
    const en = await s.call<Data>('/api/orderrefund/refundData', { order_goods_id: g1!.order_goods_id }, { token: m.token, lang: 'en-us' });
    expect(en.data.refund_reason_type[3]).toBe('Other');
  });

  it('applies, withdraws and applies again, with the log and names in the request language', async () => {
    const o = await createTestOrder(s, m.member_id, { status: 1, lines: [{ sku_id: skus[0]!.sku_id, num: 1 }, { sku_id: skus[1]!.sku_id, num: 1 }] });
    const id = o.goods[0]!.order_goods_id;
    expect(await s.call('/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 2, refund_reason: '其他' }, { token: m.token })).toMatchObject({ code: -1, message: '未发货的商品只能申请仅退款' });
    expect(await s.call('/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 1 }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Please choose a refund reason' });
    const photo = await uploadedPath(s, m.member_id, 'refundimg');
    // only the member's own uploads: not another host, not an internal address, not someone else's picture
    for (const refund_images of ['https://cdn.example.com/a.jpg', 'http://192.168.1.1/a.jpg', `${photo},https://169.254.169.254/a.jpg`, await uploadedPath(s, m.member_id + 100000, 'refundimg')]) {
      expect(await s.call('/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 1, refund_reason: 'x', refund_images }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'refund_images: only pictures uploaded to this shop are accepted' });
    }
    expect(await s.call('/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 1, refund_reason: 'x', refund_images: 'https://cdn.example.com/a.jpg' }, { token: m.token })).toMatchObject({ code: -1, message: 'refund_images只能使用在本店上传的图片' });
    const r = await s.call<{ refund_no: string[]; refund_money: string }>('/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 1, refund_reason: 'Not shipped on time', refund_remark: '不要了', refund_images: photo }, { token: m.token, lang: 'en-us' });
    expect(r.code).toBe(0);
    expect(r.data.refund_no[0]).toMatch(/^R\d{20}$/);
    let g = await item(id);
    expect(g).toMatchObject({ refund_status: 1, refund_status_name: 'After-sales requested', refund_type: 1, refund_reason: 'Not shipped on time', refund_remark: '不要了', refund_images: photo, refund_apply_money: o.goods[0]!.real_goods_money, refund_mode: 1 });
    expect(await orderRow(o.order_id)).toMatchObject({ is_lock: 1, refund_status: 1 });
    expect(await s.call('/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 1, refund_reason: '其他' }, { token: m.token })).toMatchObject({ code: -1, message: '该商品已在售后中' });

    const detail = await s.call<Detail>('/api/orderrefund/detail', { order_goods_id: id }, { token: m.token });
    expect(detail.data).toMatchObject({ refund_status: 1, refund_status_name: '申请售后', refund_apply_money: yuan(o.goods[0]!.real_goods_money) });
    expect(detail.data.refund_action.map((a) => [a.event, a.title])).toEqual([['orderRefundCancel', '撤销售后']]);
    expect(detail.data.refund_log_list.map((l) => [l.action, l.action_way, l.username])).toEqual([['买家申请退款', 1, '买家']]);

    expect((await s.call('/api/orderrefund/cancel', { order_goods_id: id }, { token: m.token })).code).toBe(0);
    g = await item(id);
    expect(g).toMatchObject({ refund_status: 0, refund_type: 0, refund_reason: '', refund_apply_money: 0 });
    expect(await orderRow(o.order_id)).toMatchObject({ is_lock: 0, refund_status: 0 });
    expect(await s.call('/api/orderrefund/cancel', { order_goods_id: id }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'This request cannot be withdrawn in its current state' });
    const en = await s.call<Detail>('/api/orderrefund/detail', { order_goods_id: id }, { token: m.token, lang: 'en-us' });
    expect(en.data.refund_log_list.map((l) => l.action)).toEqual(['Buyer requested a refund', 'Buyer withdrew the request']);
    expect(en.data.refund_status_name).toBe('Request withdrawn');
    // the withdrawn request stays in the after-sales list, as withdrawn
    const withdrawn = await s.call<{ count: number; list: Array<{ order_goods_id: number; refund_status: number; refund_status_name: string }> }>('/api/orderrefund/lists', { page: 1, page_size: 10 }, { token: m.token });
    expect(withdrawn.data.list.find((x) => x.order_goods_id === id)).toMatchObject({ refund_status: 0, refund_status_name: '已撤销' });
    expect(withdrawn.data.list.find((x) => x.order_goods_id === o.goods[1]!.order_goods_id), 'an item never in after-sales').toBeUndefined();

    expect((await s.call('/api/orderrefund/refund', { order_goods_id: id, refund_type: 1, refund_reason: '其他' }, { token: m.token })).code).toBe(0);
    const list = await s.call<{ count: number; list: Array<{ order_goods_id: number; order_no: string; refund_status_name: string }> }>('/api/orderrefund/lists', { page: 1, page_size: 10 }, { token: m.token });
    expect(list.data.list.find((x) => x.order_goods_id === id)).toMatchObject({ order_no: o.order_no, refund_status_name: '申请售后' });
    expect((await s.call<{ count: number }>('/api/orderrefund/lists', {}, { token: other.token })).data.count).toBe(0);
  });

  it('approveRefund gives a balance payment back through the ledger, the stock back, and closes the order when all is refunded', async () => {
    const start = await memberAccounts(s, m.member_id);
    const [a, b] = [skus[0]!, skus[1]!];
    const stockA = await stockOf(a.sku_id);
    const price = a.price * 1 + b.price * 3 + 800;
    const o = await createTestOrder(s, m.member_id, { status: 1, lines: [{ sku_id: a.sku_id, num: 1 }, { sku_id: b.sku_id, num: 3 }], delivery_money: 800, balance: price });
    expect(await stockOf(a.sku_id)).toBe(stockA - 1);
    const paid = await memberAccounts(s, m.member_id);
    expect(paid.balance + paid.balance_money).toBe(start.balance + start.balance_money - price);

    const [g1, g2] = o.goods;
    expect((await s.call('/api/orderrefund/refund', { order_goods_ids: String(g1!.order_goods_id), refund_type: 1, refund_reason: '其他' }, { token: m.token })).code).toBe(0);
    const r1 = await s.db().transaction().execute((trx) => approveRefund(trx, g1!.order_goods_id));
    expect(r1).toMatchObject({ refund_money: a.price, to_gateway: 0, stock_returned: true, order_closed: false });
    expect(r1.to_balance + r1.to_balance_money).toBe(a.price);
    expect(await stockOf(a.sku_id)).toBe(stockA);
    expect(await item(g1!.order_goods_id)).toMatchObject({ refund_status: 3, refund_real_money: a.price, refund_money_type: 3, is_refund_stock: 1 });
    const rows = await s.db().selectFrom('member_account').selectAll().where('member_id', '=', m.member_id).where('from_type', '=', 'refund').where('related_id', '=', o.order_id).execute();
    expect(rows.reduce((x, r) => x + Number(r.account_data), 0)).toBe(a.price);
    expect(await orderRow(o.order_id)).toMatchObject({ order_status: 1, refund_money: a.price, is_lock: 0, refund_status: 1 });

    // the last item carries the freight; refunding it closes the order and everything comes back
    const d2 = await s.call<Data>('/api/orderrefund/refundData', { order_goods_id: g2!.order_goods_id }, { token: m.token });
    expect(d2.data.refund_money).toBe(yuan(b.price * 3 + 800));
    expect((await s.call('/api/orderrefund/refund', { order_goods_ids: String(g2!.order_goods_id), refund_type: 1, refund_reason: '其他' }, { token: m.token })).code).toBe(0);
    const r2 = await s.db().transaction().execute((trx) => approveRefund(trx, g2!.order_goods_id));
    expect(r2).toMatchObject({ refund_money: b.price * 3 + 800, order_closed: true });
    const end = await memberAccounts(s, m.member_id);
    expect(end).toMatchObject({ balance: start.balance, balance_money: start.balance_money });
    expect(await orderRow(o.order_id)).toMatchObject({ order_status: -1, refund_money: price, refund_status: 2, is_lock: 0, is_enable_refund: 0 });
    const log = await s.call<Detail>('/api/orderrefund/detail', { order_goods_id: g2!.order_goods_id }, { token: m.token });
    expect(log.data.refund_status_name).toBe('售后结束');
    expect(log.data.refund_log_list.map((l) => [l.action, l.action_way])).toEqual([
      ['买家申请退款', 1],
      ['退款完成', 2],
    ]);
    await expect(s.db().transaction().execute((trx) => approveRefund(trx, g2!.order_goods_id))).rejects.toMatchObject({ key: 'REFUND_STATUS_CHANGED' });
  });

  it('return-and-refund of a shipped gateway order: agree, buyer ships back, approve (no stock, money owed to the gateway)', async () => {
    const before = await memberAccounts(s, m.member_id);
    const c = skus[2]!;
    const o = await createTestOrder(s, m.member_id, { status: 3, lines: [{ sku_id: c.sku_id, num: 1 }, { sku_id: skus[0]!.sku_id, num: 1 }] });
    const id = o.goods[0]!.order_goods_id;
    const d = await s.call<Data>('/api/orderrefund/refundData', { order_goods_id: id }, { token: m.token });
    expect(d.data.refund_type).toEqual([1, 2]);
    expect((await s.call('/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 2, refund_reason: '其他' }, { token: m.token })).code).toBe(0);
    expect(await s.call('/api/orderrefund/delivery', { order_goods_id: id, refund_delivery_name: '顺丰', refund_delivery_no: 'SF1' }, { token: m.token })).toMatchObject({ code: -1, message: '当前售后状态不需要填写退货物流' });
    expect(await s.db().transaction().execute((trx) => agreeRefund(trx, id))).toBe(4);
    const det = await s.call<Detail>('/api/orderrefund/detail', { order_goods_id: id }, { token: m.token });
    expect(det.data.refund_action.map((a) => a.event)).toEqual(['orderRefundDelivery']);
    expect(await s.call('/api/orderrefund/delivery', { order_goods_id: id, refund_delivery_no: 'SF1' }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Please enter the carrier' });
    expect(await s.call('/api/orderrefund/delivery', { order_goods_id: id, refund_delivery_name: '顺丰' }, { token: m.token })).toMatchObject({ code: -1, message: '请输入物流单号' });
    expect((await s.call('/api/orderrefund/delivery', { order_goods_id: id, refund_delivery_name: '顺丰', refund_delivery_no: 'SF123456' }, { token: m.token })).code).toBe(0);
    expect(await item(id)).toMatchObject({ refund_status: 5, refund_delivery_name: '顺丰', refund_delivery_no: 'SF123456' });
    const stock = await stockOf(c.sku_id);
    const r = await s.db().transaction().execute((trx) => approveRefund(trx, id));
    expect(r).toMatchObject({ refund_money: c.price, to_balance: 0, to_balance_money: 0, to_gateway: c.price, stock_returned: false, order_closed: false });
    expect(await stockOf(c.sku_id)).toBe(stock);
    expect(await item(id)).toMatchObject({ refund_status: 3, refund_money_type: 1 });
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance: before.balance, balance_money: before.balance_money });
  });

  it('splits a mixed payment in proportion and returns exactly the balance paid by the end', async () => {
    const start = await memberAccounts(s, m.member_id);
    const [a, b] = [skus[0]!, skus[1]!];
    const total = a.price + b.price;
    const balance = Math.floor(total / 3);
    const o = await createTestOrder(s, m.member_id, { status: 1, lines: [{ sku_id: a.sku_id, num: 1 }, { sku_id: b.sku_id, num: 1 }], balance });
    for (const g of o.goods) {
      expect((await s.call('/api/orderrefund/refund', { order_goods_id: g.order_goods_id, refund_type: 1, refund_reason: '其他' }, { token: m.token })).code).toBe(0);
    }
    const r1 = await s.db().transaction().execute((trx) => approveRefund(trx, o.goods[0]!.order_goods_id));
    expect(r1.to_balance + r1.to_balance_money).toBe(Math.floor((a.price * balance) / total));
    const r2 = await s.db().transaction().execute((trx) => approveRefund(trx, o.goods[1]!.order_goods_id));
    expect(r1.to_balance + r1.to_balance_money + r2.to_balance + r2.to_balance_money).toBe(balance);
    expect(r1.to_gateway + r2.to_gateway).toBe(total - balance);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance: start.balance, balance_money: start.balance_money });
  });

  it('refuses other members, unpaid and finished orders, mixed orders; one application wins a race', async () => {
    const o = await createTestOrder(s, m.member_id, { status: 1, lines: [{ sku_id: skus[0]!.sku_id, num: 1 }] });
    const id = o.goods[0]!.order_goods_id;
    for (const path of ['/api/orderrefund/refundData', '/api/orderrefund/detail', '/api/orderrefund/cancel']) {
      expect(await s.call(path, { order_goods_id: id }, { token: other.token, lang: 'en-us' }), path).toMatchObject({ code: -1, message: 'Order item not found' });
    }
    expect(await s.call('/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 1, refund_reason: 'x' }, { token: other.token })).toMatchObject({ code: -1, message: '没有找到该订单商品' });
    const unpaid = await createTestOrder(s, m.member_id, { status: 0, lines: [{ sku_id: skus[0]!.sku_id, num: 1 }] });
    const finished = await createTestOrder(s, m.member_id, { status: 10, lines: [{ sku_id: skus[0]!.sku_id, num: 1 }] });
    for (const x of [unpaid, finished]) {
      expect(await s.call('/api/orderrefund/refund', { order_goods_ids: String(x.goods[0]!.order_goods_id), refund_type: 1, refund_reason: 'x' }, { token: m.token }), String(x.order_id)).toMatchObject({ code: -1, message: '该订单当前不能申请售后' });
    }
    expect(await s.call('/api/orderrefund/refundDataBatch', { order_goods_ids: `${id},${finished.goods[0]!.order_goods_id}` }, { token: m.token })).toMatchObject({ code: -1, message: '一次只能对同一订单的商品申请售后' });

    const results = await Promise.all(Array.from({ length: 5 }, () => s.call('/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 1, refund_reason: '其他' }, { token: m.token })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    const logs = await s.db().selectFrom('order_refund_log').select('id').where('order_goods_id', '=', id).execute();
    expect(logs).toHaveLength(1);
  });

  it('names malformed parameters and writes nothing', async () => {
    const o = await createTestOrder(s, m.member_id, { status: 1, lines: [{ sku_id: skus[1]!.sku_id, num: 1 }] });
    const id = o.goods[0]!.order_goods_id;
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/orderrefund/refundData', {}, 'Missing parameter order_goods_id'],
      ['/api/orderrefund/detail', { order_goods_id: 'x' }, 'Parameter order_goods_id is not valid'],
      ['/api/orderrefund/refundDataBatch', {}, 'Missing parameter order_goods_ids'],
      ['/api/orderrefund/refundDataBatch', { order_goods_ids: '1,a' }, 'Parameter order_goods_ids is not valid'],
      ['/api/orderrefund/refund', { order_goods_ids: String(id), refund_reason: 'x' }, 'Missing parameter refund_type'],
      ['/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 3, refund_reason: 'x' }, 'Parameter refund_type is not valid'],
      ['/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 1, refund_reason: 'x', refund_images: 'a.jpg' }, 'Parameter refund_images is not valid'],
      ['/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 1, refund_reason: 'x', refund_images: Array.from({ length: 6 }, (_, i) => `upload/r/${i}.jpg`).join(',') }, 'refund_images: at most 5 pictures'],
      ['/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 1, refund_reason: 'x', refund_remark: 'y'.repeat(256) }, 'Parameter refund_remark is too long'],
      ['/api/orderrefund/delivery', {}, 'Missing parameter order_goods_id'],
      ['/api/orderrefund/lists', { page_size: 1000 }, 'Parameter page_size is out of range'],
    ];
    for (const [path, params, message] of cases) {
      expect(await s.call(path, params, { token: m.token, lang: 'en-us' }), `${path} ${JSON.stringify(params).slice(0, 60)}`).toMatchObject({ code: -1, message });
    }
    expect(await item(id)).toMatchObject({ refund_status: 0 });
    expect(await s.call('/api/orderrefund/lists', {})).toMatchObject({ code: -1, message: '您尚未登录，请先进行登录' });
  });
});

describe('refundMoneyOf', () => {
  const order = { order_id: 1, order_status: 1, order_money: 10_000, delivery_money: 1000, invoice_money: 0, invoice_delivery_money: 0 };
  const g = (id: number, real: number, status = 0, apply = 0, realMoney = 0) => ({ order_goods_id: id, real_goods_money: real, refund_status: status, refund_apply_money: apply, refund_real_money: realMoney });
  it('adds freight only to the last item and only before shipping', () => {
    expect(refundMoneyOf(order, [g(1, 4000), g(2, 5000)], 1)).toBe(4000);
    expect(refundMoneyOf(order, [g(1, 4000, 3, 4000, 4000), g(2, 5000)], 2)).toBe(6000);
    expect(refundMoneyOf({ ...order, order_status: 3 }, [g(1, 4000, 3, 4000, 4000), g(2, 5000)], 2)).toBe(5000);
  });
  it('never refunds more than the order paid', () => {
    expect(refundMoneyOf(order, [g(1, 9000, 1, 9000), g(2, 5000)], 2)).toBe(1000);
    expect(refundMoneyOf({ ...order, order_money: 0 }, [g(1, 500)], 1)).toBe(0);
    expect(refundMoneyOf(order, [g(1, -5)], 1)).toBe(1000);
  });
});

describe('the merchant side in development (/dev/refund/*)', () => {
  it('refuses, agrees and approves a case through the same rules; a wrong state is a clean refusal', async () => {
    const o = await createTestOrder(s, m.member_id, { status: 1, lines: [{ sku_id: skus[2]!.sku_id, num: 1 }], balance: 0 });
    const id = o.goods[0]!.order_goods_id;
    const apply = () => s.call('/api/orderrefund/refund', { order_goods_ids: String(id), refund_type: 1, refund_reason: '其他' }, { token: m.token });
    expect((await apply()).code).toBe(0);
    expect((await s.call('/dev/refund/refuse', { order_goods_id: id, reason: '已发货' })).code).toBe(0);
    expect(await item(id)).toMatchObject({ refund_status: -1 });
    expect((await apply()).code).toBe(0);
    expect(await s.call('/dev/refund/approve', { order_goods_id: id + 100000 }, { lang: 'en-us' })).toMatchObject({ code: -1 });
    expect((await s.call<{ refund_status: number }>('/dev/refund/agree', { order_goods_id: id })).data).toEqual({ refund_status: 2 });
    const r = await s.call<{ to_balance: number }>('/dev/refund/approve', { order_goods_id: id });
    expect(r.code).toBe(0);
    expect(await item(id)).toMatchObject({ refund_status: 3 });
    expect(await s.call('/dev/refund/approve', { order_goods_id: id }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'The after-sales state has changed, please refresh and try again' });
  });
});
