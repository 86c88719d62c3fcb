import { uploadedPath } from '../upload/test-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createTestMember, type TestMember } from '../account/test-helpers.ts';
import { createTestOrder, someSkus } from '../refund/test-orders.ts';

let s: TestServer;
let m: TestMember;
let other: TestMember;
let skus: Array<{ sku_id: number; goods_id: number }>;

beforeAll(async () => {
  s = await startTestServer();
  m = await createTestMember(s, { nickname: '评价人' });
  other = await createTestMember(s);
  skus = await someSkus(s, 2);
  // Shown at once (no audit) unless a test says otherwise.
  await s.db().insertInto('sys_config').values({ config_key: 'ORDER_EVALUATE_CONFIG', value: JSON.stringify({ evaluate_status: 1, evaluate_show: 1, evaluate_audit: 0 }) as never }).onConflict((oc) => oc.column('config_key').doUpdateSet({ value: JSON.stringify({ evaluate_status: 1, evaluate_show: 1, evaluate_audit: 0 }) as never })).execute();
});
afterAll(async () => {
  await s.close();
});

const goodsEvaluateCount = async (goods_id: number) => (await s.db().selectFrom('goods').select('evaluate').where('goods_id', '=', goods_id).executeTakeFirstOrThrow()).evaluate;
const reviews = (order_id: number) => s.db().selectFrom('goods_evaluate').selectAll().where('order_id', '=', order_id).orderBy('order_goods_id').execute();

describe('/api/goodsevaluate/add and /again', () => {
  it('writes one review per item of a received order, marks it evaluated and counts it on the goods', async () => {
    const o = await createTestOrder(s, m.member_id, { status: 4, lines: [{ sku_id: skus[0]!.sku_id, num: 1 }, { sku_id: skus[1]!.sku_id, num: 2 }] });
    const before = await goodsEvaluateCount(skus[0]!.goods_id);
    const [a, b, c] = [await uploadedPath(s, m.member_id, 'evaluate_img'), await uploadedPath(s, m.member_id, 'evaluate_img', 'png'), await uploadedPath(s, m.member_id, 'evaluate_img')];
    // only the member's own uploads
    for (const images of ['https://cdn.example.com/a.jpg', `${a},http://127.0.0.1:5432/x.png`, await uploadedPath(s, m.member_id + 100000, 'evaluate_img')]) {
      const bad = [{ order_goods_id: o.goods[0]!.order_goods_id, content: 'x', images, scores: 5 }];
      expect(await s.call('/api/goodsevaluate/add', { order_id: o.order_id, goods_evaluate: JSON.stringify(bad) }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'images: only pictures uploaded to this shop are accepted' });
    }
    const items = [
      { order_goods_id: o.goods[0]!.order_goods_id, goods_id: 999, sku_id: 999, sku_name: 'forged', content: '很好用', images: `${a},${b}`, scores: 5 },
      { order_goods_id: o.goods[1]!.order_goods_id, content: '', scores: 2 },
    ];
    const res = await s.call<number>('/api/goodsevaluate/add', { order_id: o.order_id, is_anonymous: 1, member_name: 'forged', goods_evaluate: JSON.stringify(items) }, { token: m.token });
    expect(res).toMatchObject({ code: 0, data: 2 });
    const rows = await reviews(o.order_id);
    expect(rows.map((r) => [r.goods_id, r.sku_id, r.content, r.scores, r.explain_type, r.member_name, r.is_anonymous, r.is_audit])).toEqual([
      [skus[0]!.goods_id, skus[0]!.sku_id, '很好用', 5, 1, '评价人', 1, 1],
      [skus[1]!.goods_id, skus[1]!.sku_id, '此用户没有填写评价。', 2, 3, '评价人', 1, 1],
    ]);
    expect(rows[0]!.images).toBe(`${a},${b}`);
    expect(await goodsEvaluateCount(skus[0]!.goods_id)).toBe(before + 1);
    const order = await s.db().selectFrom('order').select(['evaluate_status', 'is_evaluate']).where('order_id', '=', o.order_id).executeTakeFirstOrThrow();
    expect(order).toEqual({ evaluate_status: 1, is_evaluate: 1 });
    const og = await s.db().selectFrom('order_goods').select('evaluate_status').where('order_id', '=', o.order_id).execute();
    expect(og.every((g) => g.evaluate_status === 1)).toBe(true);

    // once only
    const again = await s.call('/api/goodsevaluate/add', { order_id: o.order_id, goods_evaluate: JSON.stringify(items) }, { token: m.token, lang: 'en-us' });
    expect(again).toMatchObject({ code: -1, message: 'This order has already been reviewed' });

    // follow-up
    expect(await s.call('/api/goodsevaluate/again', { order_id: o.order_id, goods_evaluate: JSON.stringify([{ order_goods_id: o.goods[0]!.order_goods_id, again_content: 'x', again_images: 'https://cdn.example.com/c.jpg' }]) }, { token: m.token })).toMatchObject({ code: -1, message: 'again_images只能使用在本店上传的图片' });
    const follow = await s.call<number>('/api/goodsevaluate/again', { order_id: o.order_id, goods_evaluate: JSON.stringify([{ order_goods_id: o.goods[0]!.order_goods_id, again_content: '用了一周还不错', again_images: c }]) }, { token: m.token });
    expect(follow).toMatchObject({ code: 0, data: 1 });
    const after = await reviews(o.order_id);
    expect(after[0]).toMatchObject({ again_content: '用了一周还不错', again_images: c });
    expect(Number(after[0]!.again_time)).toBeGreaterThan(0);
    expect((await s.db().selectFrom('order').select('evaluate_status').where('order_id', '=', o.order_id).executeTakeFirstOrThrow()).evaluate_status).toBe(2);
    const twice = await s.call('/api/goodsevaluate/again', { order_id: o.order_id, goods_evaluate: JSON.stringify([{ order_goods_id: o.goods[1]!.order_goods_id, again_content: 'x' }]) }, { token: m.token });
    expect(twice).toMatchObject({ code: -1, message: '该订单已追评' });
  });

  it('refuses orders not received, not the member’s, not yet reviewed (again), and writes nothing', async () => {
    const shipped = await createTestOrder(s, m.member_id, { status: 3, lines: [{ sku_id: skus[0]!.sku_id, num: 1 }] });
    const item = (o: { goods: Array<{ order_goods_id: number }> }) => JSON.stringify([{ order_goods_id: o.goods[0]!.order_goods_id, content: 'ok', scores: 4 }]);
    expect(await s.call('/api/goodsevaluate/add', { order_id: shipped.order_id, goods_evaluate: item(shipped) }, { token: m.token })).toMatchObject({ code: -1, message: '订单收货后才能评价' });
    const done = await createTestOrder(s, m.member_id, { status: 10, lines: [{ sku_id: skus[0]!.sku_id, num: 1 }] });
    expect(await s.call('/api/goodsevaluate/add', { order_id: done.order_id, goods_evaluate: item(done) }, { token: other.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Order not found' });
    expect(await s.call('/api/goodsevaluate/again', { order_id: done.order_id, goods_evaluate: JSON.stringify([{ order_goods_id: done.goods[0]!.order_goods_id, again_content: 'x' }]) }, { token: m.token })).toMatchObject({ code: -1, message: '该订单尚未评价，不能追评' });
    // an item of another order
    expect(await s.call('/api/goodsevaluate/add', { order_id: done.order_id, goods_evaluate: item(shipped) }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Review item 1: order_goods_id is not valid' });
    expect(await reviews(shipped.order_id)).toHaveLength(0);
    expect(await reviews(done.order_id)).toHaveLength(0);
    // finished orders can be reviewed
    expect((await s.call('/api/goodsevaluate/add', { order_id: done.order_id, goods_evaluate: item(done) }, { token: m.token })).code).toBe(0);
  });

  it('validates every item: scores 1–5, explain_type, at most 6 safe image paths, content length', async () => {
    const o = await createTestOrder(s, m.member_id, { status: 4, lines: [{ sku_id: skus[0]!.sku_id, num: 1 }] });
    const id = o.goods[0]!.order_goods_id;
    const bad: Array<[unknown, string]> = [
      [[{ order_goods_id: id, scores: 6 }], 'Review item 1: scores is not valid'],
      [[{ order_goods_id: id, scores: 0 }], 'Review item 1: scores is not valid'],
      [[{ order_goods_id: id, explain_type: 4 }], 'Review item 1: explain_type is not valid'],
      [[{ order_goods_id: id, images: Array.from({ length: 7 }, (_, i) => `upload/e/${i}.jpg`).join(',') }], 'images: at most 6 pictures'],
      [[{ order_goods_id: id, images: 'javascript:alert(1)' }], 'Parameter images is not valid'],
      [[{ order_goods_id: id, images: 'upload/../../etc/passwd' }], 'Parameter images is not valid'],
      [[{ order_goods_id: id, content: 'x'.repeat(501) }], 'Review item 1: the text cannot be longer than 500 characters'],
      [[{ order_goods_id: 'abc' }], 'Review item 1: order_goods_id is not valid'],
      [[{ order_goods_id: id }, { order_goods_id: id }], 'Review item 2: order_goods_id is not valid'],
      [[], 'Missing parameter goods_evaluate'],
      ['not json', 'Parameter goods_evaluate is not valid'],
    ];
    for (const [payload, message] of bad) {
      const r = await s.call('/api/goodsevaluate/add', { order_id: o.order_id, goods_evaluate: typeof payload === 'string' ? payload : JSON.stringify(payload) }, { token: m.token, lang: 'en-us' });
      expect(r, JSON.stringify(payload).slice(0, 80)).toMatchObject({ code: -1, message });
    }
    expect(await s.call('/api/goodsevaluate/add', { goods_evaluate: '[]' }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Missing parameter order_id' });
    expect(await s.call('/api/goodsevaluate/add', { order_id: o.order_id }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Missing parameter goods_evaluate' });
    expect(await s.call('/api/goodsevaluate/add', { order_id: o.order_id, goods_evaluate: '[]' })).toMatchObject({ code: -1, message: '您尚未登录，请先进行登录' });
    expect(await reviews(o.order_id)).toHaveLength(0);
    expect((await s.db().selectFrom('order').select('evaluate_status').where('order_id', '=', o.order_id).executeTakeFirstOrThrow()).evaluate_status).toBe(0);
  });

  it('holds reviews for audit when the shop audits them (no count until approved)', async () => {
    await s.db().updateTable('sys_config').set({ value: JSON.stringify({ evaluate_status: 1, evaluate_show: 1, evaluate_audit: 1 }) as never }).where('config_key', '=', 'ORDER_EVALUATE_CONFIG').execute();
    const o = await createTestOrder(s, m.member_id, { status: 4, lines: [{ sku_id: skus[1]!.sku_id, num: 1 }] });
    const before = await goodsEvaluateCount(skus[1]!.goods_id);
    const r = await s.call('/api/goodsevaluate/add', { order_id: o.order_id, goods_evaluate: JSON.stringify([{ order_goods_id: o.goods[0]!.order_goods_id, content: '待审核', scores: 3 }]) }, { token: m.token });
    expect(r.code).toBe(0);
    expect((await reviews(o.order_id))[0]).toMatchObject({ is_audit: 0, explain_type: 2 });
    expect(await goodsEvaluateCount(skus[1]!.goods_id)).toBe(before);
  });

  it('concurrent submissions of one order write one set of reviews', async () => {
    await s.db().updateTable('sys_config').set({ value: JSON.stringify({ evaluate_status: 1, evaluate_show: 1, evaluate_audit: 0 }) as never }).where('config_key', '=', 'ORDER_EVALUATE_CONFIG').execute();
    const o = await createTestOrder(s, m.member_id, { status: 4, lines: [{ sku_id: skus[0]!.sku_id, num: 1 }] });
    const body = { order_id: o.order_id, goods_evaluate: JSON.stringify([{ order_goods_id: o.goods[0]!.order_goods_id, content: 'hi', scores: 5 }]) };
    const results = await Promise.all(Array.from({ length: 5 }, () => s.call('/api/goodsevaluate/add', body, { token: m.token })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(await reviews(o.order_id)).toHaveLength(1);
  });
});
