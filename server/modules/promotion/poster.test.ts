import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { qrPng } from '../../lib/qrcode.ts';
import { makeGoods, orderOf, placeOrder, tradeMember, type TestMember } from '../order/test-helpers.ts';
import { wrap } from './poster.ts';
import { addSeckill, addSeckillSlot } from './seckill/admin.ts';
import { addGroupbuy } from './groupbuy/admin.ts';
import { posterSubject } from './posterSubjects.ts';

let s: TestServer;
let m: TestMember;
beforeAll(async () => {
  s = await startTestServer();
  m = await tradeMember(s, { balance: 100000, pay_password: '123456' });
});
afterAll(async () => {
  await s.close();
});

const file = (rel: string) => path.join(s.config.dataDir, rel);
async function size(rel: string) {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(file(rel)).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('QR codes', () => {
  it('a pickup code comes with a QR of the verification page', async () => {
    const g = await makeGoods(s, { price: 1000 });
    const c = await placeOrder(s, m, { sku_id: g.sku_id, num: 1, delivery: { delivery_type: 'store', store_id: 1 } }, { is_balance: 1, pay_password: '123456', delivery: { delivery_type: 'store', store_id: 1 } });
    const o = await orderOf(s, c.data);
    const d = await s.call<{ code_info: { code: string; qrcode: string } }>('/api/order/detail', { order_id: o.order_id }, { token: m.token });
    const info = d.data.code_info;
    expect(info.code).toBe(o.delivery_code);
    expect(info.qrcode).toMatch(/^upload\/qrcode\/verify\/[0-9a-f]{20}\.png$/);
    // the picture is the QR of the verification page of this code
    expect(fs.readFileSync(file(info.qrcode))).toEqual(await qrPng(`http://localhost:80/h5/pages_tool/verification/detail?code=${o.delivery_code}`));
  });

  it('a coupon type answers a QR of its receive page', async () => {
    const r = await s.call<{ qrcode: string }>('/coupon/api/coupon/typeinfo', { coupon_type_id: 3 });
    expect(r.code).toBe(0);
    expect(fs.readFileSync(file(r.data.qrcode))).toEqual(await qrPng('http://localhost:80/h5/pages_tool/goods/coupon_receive?coupon_type_id=3'));
  });
});

describe('posters and share images', () => {
  it('a goods poster is composed once (720×1150 JPEG) and again only when what it shows changes', async () => {
    const g = await makeGoods(s, { price: 12345, name: '海报测试商品，名字很长很长很长很长很长很长很长很长很长很长很长' });
    const a = await s.call<{ path: string }>('/api/goods/poster', { page: '/pages/goods/detail', qrcode_param: JSON.stringify({ goods_id: g.goods_id }) });
    expect(a.code).toBe(0);
    expect(a.data.path).toMatch(new RegExp(`^upload/poster/goods/${g.goods_id}_[0-9a-f]{16}\\.jpg$`));
    expect(await size(a.data.path)).toEqual({ width: 720, height: 1150, format: 'jpeg' });
    const made = fs.statSync(file(a.data.path)).mtimeMs;
    const again = await s.call<{ path: string }>('/api/goods/poster', { qrcode_param: JSON.stringify({ goods_id: g.goods_id }) });
    expect(again.data.path).toBe(a.data.path);
    expect(fs.statSync(file(a.data.path)).mtimeMs).toBe(made);
    // the sharer's own QR (source_member) and a new price each make another poster
    const mine = await s.call<{ path: string }>('/api/goods/poster', { qrcode_param: JSON.stringify({ goods_id: g.goods_id }) }, { token: m.token });
    expect(mine.data.path).not.toBe(a.data.path);
    await s.db().updateTable('goods_sku').set({ discount_price: 9900 }).where('sku_id', '=', g.sku_id).execute();
    const cheaper = await s.call<{ path: string }>('/api/goods/poster', { qrcode_param: JSON.stringify({ goods_id: g.goods_id }) });
    expect(cheaper.data.path).not.toBe(a.data.path);

    const share = await s.call<{ path: string }>('/api/goods/shareImg', { qrcode_param: JSON.stringify({ goods_id: g.goods_id }) });
    expect(share.data.path).toMatch(new RegExp(`^upload/share_img/goods_${g.goods_id}/[0-9a-f]{16}\\.jpg$`));
    expect(await size(share.data.path)).toEqual({ width: 600, height: 480, format: 'jpeg' });
  });

  it('a seckill poster shows the seckill price; unknown goods answer the poster popup’s message', async () => {
    const g = await makeGoods(s, { price: 5000 });
    const now = s.services.now();
    const slot = await addSeckillSlot(s.db(), { name: '全天', start: 0, end: 86400 }, now);
    const id = await addSeckill(s.db(), { seckill_name: '秒杀', goods_id: g.goods_id, start_time: now - 60, end_time: now + 86400, slot_ids: [slot], skus: [{ sku_id: g.sku_id, seckill_price: 990, stock: 5 }] }, now);
    const goods = await s.call<{ path: string }>('/api/goods/poster', { qrcode_param: JSON.stringify({ goods_id: g.goods_id }) });
    const sk = await s.call<{ path: string }>('/seckill/api/seckillgoods/poster', { qrcode_param: JSON.stringify({ id }) });
    expect(sk.code).toBe(0);
    expect(sk.data.path).not.toBe(goods.data.path);
    expect(await size(sk.data.path)).toMatchObject({ width: 720, height: 1150 });
    const none = await s.call('/api/goods/poster', { qrcode_param: JSON.stringify({ goods_id: 99999999 }) });
    expect(none).toMatchObject({ code: -1, message: '未获取到商品信息' });
    const bad = await s.call('/api/goods/poster', { qrcode_param: '{oops' }, { lang: 'en-us' });
    expect(bad.code).toBe(-1);
    expect(bad.message).toMatch(/qrcode_param/);
  });

  it('a chosen sku (sku_id) gets its own poster: its picture, name and price, and the promotion price of that sku; each sku cached', async () => {
    const g = await makeGoods(s, { price: 5000, name: '海报多规格' });
    const db = s.db();
    await db.updateTable('goods_sku').set({ sku_name: '海报多规格 红色', sku_image: 'upload/goods/red.jpg' }).where('sku_id', '=', g.sku_id).execute();
    const blue = await db
      .insertInto('goods_sku')
      .values({ goods_id: g.goods_id, sku_name: '海报多规格 蓝色', sku_spec_format: '[]' as never, goods_spec_format: '[]' as never, price: 6000, discount_price: 6000, stock: 10, sku_image: 'upload/goods/blue.jpg' })
      .returning('sku_id')
      .executeTakeFirstOrThrow();
    const now = s.services.now();
    // what each poster shows
    const red = await posterSubject(db, 'goods', { goods_id: g.goods_id, sku_id: g.sku_id }, 'zh-cn', now);
    const bl = await posterSubject(db, 'goods', { goods_id: g.goods_id, sku_id: blue.sku_id }, 'zh-cn', now);
    expect(red).toMatchObject({ goods: { image: 'upload/goods/red.jpg', name: '海报多规格 红色', price: '50.00' }, query: { goods_id: g.goods_id, sku_id: g.sku_id } });
    expect(bl).toMatchObject({ goods: { image: 'upload/goods/blue.jpg', name: '海报多规格 蓝色', price: '60.00' }, query: { goods_id: g.goods_id, sku_id: blue.sku_id } });
    // without a choice: the default sku under the goods' name; a sku of another goods: nothing
    expect(await posterSubject(db, 'goods', { goods_id: g.goods_id }, 'zh-cn', now)).toMatchObject({ goods: { name: '海报多规格', price: '50.00' }, query: { goods_id: g.goods_id } });
    const other = await makeGoods(s, { price: 100 });
    expect(await posterSubject(db, 'goods', { goods_id: g.goods_id, sku_id: other.sku_id }, 'zh-cn', now)).toBeNull();

    // over the API: sku_id in qrcode_param (NiuShop's call) or beside it; two skus, two posters; the same sku, the same file
    const poster = (q: Record<string, unknown>, extra: Record<string, unknown> = {}) => s.call<{ path: string }>('/api/goods/poster', { qrcode_param: JSON.stringify(q), ...extra });
    const a = await poster({ goods_id: g.goods_id, sku_id: g.sku_id });
    const b = await poster({ goods_id: g.goods_id, sku_id: blue.sku_id });
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect(b.data.path).not.toBe(a.data.path);
    const made = fs.statSync(file(b.data.path)).mtimeMs;
    const again = await poster({ goods_id: g.goods_id }, { sku_id: blue.sku_id });
    expect(again.data.path).toBe(b.data.path);
    expect(fs.statSync(file(b.data.path)).mtimeMs).toBe(made);
    expect((await poster({ goods_id: g.goods_id })).data.path).not.toBe(a.data.path);
    expect(await poster({ goods_id: g.goods_id, sku_id: other.sku_id })).toMatchObject({ code: -1, message: '未获取到商品信息' });

    // promotion posters: the seckill price of the chosen sku; the group price on the chosen sku's picture
    const slot = await addSeckillSlot(db, { name: '全天', start: 0, end: 86400 }, now);
    const id = await addSeckill(db, { seckill_name: '秒杀', goods_id: g.goods_id, start_time: now - 60, end_time: now + 86400, slot_ids: [slot], skus: [{ sku_id: g.sku_id, seckill_price: 990, stock: 5 }, { sku_id: blue.sku_id, seckill_price: 1990, stock: 5 }] }, now);
    expect(await posterSubject(db, 'seckill', { id, sku_id: blue.sku_id }, 'en-us', now)).toMatchObject({ goods: { name: '海报多规格 蓝色', image: 'upload/goods/blue.jpg', price: '19.90', original_price: '60.00', tag: 'Flash price' } });
    expect(await posterSubject(db, 'seckill', { id, sku_id: g.sku_id }, 'en-us', now)).toMatchObject({ goods: { name: '海报多规格 红色', price: '9.90', original_price: '50.00' } });
    expect(await posterSubject(db, 'seckill', { id, sku_id: other.sku_id }, 'en-us', now)).toBeNull();
    const sk = (sku: number) => s.call<{ path: string }>('/seckill/api/seckillgoods/poster', { qrcode_param: JSON.stringify({ id }), sku_id: sku });
    const skRed = await sk(g.sku_id);
    const skBlue = await sk(blue.sku_id);
    expect(skBlue.data.path).not.toBe(skRed.data.path);
    expect((await sk(blue.sku_id)).data.path).toBe(skBlue.data.path);
    const gb = await addGroupbuy(db, { goods_id: g.goods_id, groupbuy_price: 4000, buy_num: 2, start_time: now - 60, end_time: now + 86400 }, now);
    expect(await posterSubject(db, 'groupbuy', { groupbuy_id: gb, sku_id: blue.sku_id }, 'zh-cn', now)).toMatchObject({ goods: { image: 'upload/goods/blue.jpg', name: '海报多规格 蓝色', price: '40.00', original_price: '60.00' }, query: { groupbuy_id: gb, sku_id: blue.sku_id } });
    expect(await posterSubject(db, 'groupbuy', { groupbuy_id: gb, sku_id: other.sku_id }, 'zh-cn', now)).toBeNull();
  });

  it('wraps names on two lines, CJK counting double, the last clipped', () => {
    expect(wrap('abcdef', 4, 2)).toEqual(['abcd', 'ef']);
    expect(wrap('一二三四五六七八', 4, 2)).toEqual(['一二', '三…']);
  });
});
