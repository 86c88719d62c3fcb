import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { closeTestServer, testMember } from './test-members.ts';
import { TtlCache } from '../../cache/index.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await closeTestServer(s);
});

type Node = { category_id: number; category_name: string; level: number; pid: number; child_list?: Node[] };
type Page<T = Record<string, unknown>> = { page_count: number; count: number; list: T[]; config?: unknown };
type Item = { goods_id: number; sku_id: number; goods_name: string; discount_price: string; price: string; sale_num: number; is_free_shipping: number; brand_id: number };

const onSale = async () =>
  Number((await s.db().selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).where('goods_state', '=', 1).where('is_delete', '=', 0).executeTakeFirstOrThrow()).n);

describe('category tree', () => {
  it('has three levels of visible categories in sort order, hidden ones left out', async () => {
    const res = await s.call<Node[]>('/api/goodscategory/tree');
    expect(res.code).toBe(0);
    const roots = res.data;
    expect(roots.map((r) => r.category_name)).toEqual(['数码电器', '服饰鞋包', '食品生鲜', '家居生活']);
    for (const r of roots) {
      expect(r.level).toBe(1);
      expect(r.child_list).toHaveLength(3);
      for (const c of r.child_list!) {
        expect(c.level).toBe(2);
        expect(c.pid).toBe(r.category_id);
        expect(c.child_list).toHaveLength(3);
        for (const l of c.child_list!) expect(l.child_list).toBeUndefined();
      }
    }
    const all = JSON.stringify(roots);
    expect(all).not.toContain('清仓');
  });

  it('stops at the asked level and lists flat', async () => {
    const two = await s.call<Node[]>('/api/goodscategory/tree', { level: 2 });
    expect(two.data[0]!.child_list![0]!.child_list).toBeUndefined();
    const flat = await s.call<Node[]>('/api/goodscategory/lists', { level: 1 });
    expect(flat.data).toHaveLength(4);
    const bad = await s.call('/api/goodscategory/tree', { level: 9 }, { lang: 'en-us' });
    expect(bad.code).toBe(-1);
    expect(bad.message).toContain('level');
  });

  it('gives category info with the full name and children', async () => {
    const res = await s.call<{ category_full_name: string; child_list: Node[] }>('/api/goodscategory/info', { category_id: 2 });
    expect(res.data.category_full_name).toBe('数码电器$_SPLIT_$手机通讯');
    expect(res.data.child_list).toHaveLength(3);
    expect((await s.call('/api/goodscategory/info', {})).message).toBe('缺少参数category_id');
    expect((await s.call('/api/goodscategory/info', { category_id: 53 })).code).toBe(-1);
  });
});

describe('goods page', () => {
  it('pages every goods on sale with page_count, count and a short last page', async () => {
    const total = await onSale();
    const first = await s.call<Page<Item>>('/api/goodssku/page', { page: 1, page_size: 10 });
    expect(first.code).toBe(0);
    expect(first.data.count).toBe(total);
    expect(first.data.page_count).toBe(Math.ceil(total / 10));
    expect(first.data.list).toHaveLength(10);
    expect(first.data.config).toBeTruthy();
    const last = await s.call<Page<Item>>('/api/goodssku/page', { page: first.data.page_count, page_size: 10 });
    expect(last.data.list.length).toBe(total - (first.data.page_count - 1) * 10);
    const item = first.data.list[0]!;
    expect(item.discount_price).toMatch(/^\d+\.\d{2}$/);
    expect(Object.keys(item)).toEqual(expect.arrayContaining(['goods_id', 'sku_id', 'sku_name', 'market_price', 'stock', 'goods_image', 'goods_spec_format', 'unit', 'sale_show']));
    // The off-sale goods never shows.
    const all = await s.call<Page<Item>>('/api/goodssku/page', { page_size: 0 });
    expect(all.data.list.map((g) => g.goods_id)).not.toContain(13);
    expect(all.data.list).toHaveLength(total);
  });

  it('filters by category at any level, brand, price range, free shipping, ids', async () => {
    const top = await s.call<Page<Item>>('/api/goodssku/page', { category_id: 1, page_size: 0 });
    const leaf = await s.call<Page<Item>>('/api/goodssku/page', { category_id: 3, page_size: 0 });
    expect(top.data.count).toBeGreaterThan(leaf.data.count);
    expect(leaf.data.count).toBeGreaterThan(0);
    for (const g of leaf.data.list) expect(top.data.list.map((x) => x.goods_id)).toContain(g.goods_id);

    const brand = await s.call<Page<Item>>('/api/goodssku/page', { brand_id: 1, page_size: 0 });
    expect(brand.data.count).toBeGreaterThan(0);
    expect(brand.data.list.every((g) => g.brand_id === 1)).toBe(true);

    const range = await s.call<Page<Item>>('/api/goodssku/page', { min_price: '50', max_price: '99.9', page_size: 0 });
    expect(range.data.count).toBeGreaterThan(0);
    for (const g of range.data.list) {
      expect(Number(g.discount_price)).toBeGreaterThanOrEqual(50);
      expect(Number(g.discount_price)).toBeLessThanOrEqual(99.9);
    }

    const free = await s.call<Page<Item>>('/api/goodssku/page', { is_free_shipping: 1, page_size: 0 });
    expect(free.data.count).toBeGreaterThan(0);
    expect(free.data.list.every((g) => g.is_free_shipping === 1)).toBe(true);

    const ids = await s.call<Page<Item>>('/api/goodssku/page', { goods_id_arr: '1,2,13', page_size: 0 });
    expect(ids.data.list.map((g) => g.goods_id).sort()).toEqual([1, 2]);
  });

  it('restricts to the goods a coupon applies to', async () => {
    const picked = await s.call<Page<Item>>('/api/goodssku/page', { coupon: 7, page_size: 0 });
    expect(picked.data.list.map((g) => g.goods_id).sort((a, b) => a - b)).toEqual([12, 14, 15]);
    const food = await s.call<Page<Item>>('/api/goodssku/page', { coupon: 5, page_size: 0 });
    const foodCat = await s.call<Page<Item>>('/api/goodssku/page', { category_id: 27, page_size: 0 });
    expect(food.data.count).toBe(foodCat.data.count);
    const notKitchen = await s.call<Page<Item>>('/api/goodssku/page', { coupon: 9, page_size: 0 });
    const kitchen = await s.call<Page<Item>>('/api/goodssku/page', { category_id: 45, page_size: 0 });
    expect(notKitchen.data.count + kitchen.data.count).toBe(await onSale());
    expect((await s.call<Page>('/api/goodssku/page', { coupon: 99999 })).data.count).toBe(0);
  });

  it('sorts by price, sales and time in both directions', async () => {
    const asc = (await s.call<Page<Item>>('/api/goodssku/page', { order: 'discount_price', sort: 'asc', page_size: 0 })).data.list.map((g) => Number(g.discount_price));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await s.call<Page<Item>>('/api/goodssku/page', { order: 'discount_price', sort: 'desc', page_size: 0 })).data.list.map((g) => Number(g.discount_price));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (await s.call<Page<Item>>('/api/goodssku/page', { order: 'sale_num', sort: 'desc', page_size: 0 })).data.list.map((g) => g.sale_num);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const newest = (await s.call<Page<Item>>('/api/goodssku/page', { order: 'create_time', sort: 'desc', page_size: 3 })).data.list.map((g) => g.goods_id);
    expect(newest).toEqual([64, 63, 62]);
  });

  it('searches names, introductions, keywords and sku names', async () => {
    const ear = await s.call<Page<Item>>('/api/goodssku/page', { keyword: '耳机', page_size: 0 });
    expect(ear.data.count).toBeGreaterThanOrEqual(2);
    expect(ear.data.list.every((g) => `${g.goods_name}${(g as unknown as { introduction: string }).introduction}`.includes('耳机'))).toBe(true);
    expect(ear.data.list.map((g) => g.goods_id)).toEqual(expect.arrayContaining([12, 54]));
    const byKeyword = await s.call<Page<Item>>('/api/goodssku/page', { keyword: '氮化镓' });
    expect(byKeyword.data.list.map((g) => g.goods_id)).toContain(5);
    const twoWords = await s.call<Page<Item>>('/api/goodssku/page', { keyword: '蓝牙 音箱' });
    expect(twoWords.data.list.map((g) => g.goods_id)).toEqual([14]);
    // wildcards match literally
    expect((await s.call<Page<Item>>('/api/goodssku/page', { keyword: '%' })).data.list.map((g) => g.goods_id).sort()).toEqual([31, 49]);
    expect((await s.call<Page>('/api/goodssku/page', { keyword: 'no-such-thing' })).data).toEqual({ page_count: 0, count: 0, list: [], config: expect.anything() });
  });

  it('names bad parameters in the request language', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ page_size: 1000 }, 'page_size'],
      [{ page: 0 }, 'page'],
      [{ min_price: 'abc' }, 'min_price'],
      [{ sort: 'up' }, 'sort'],
      [{ goods_id_arr: '1,x' }, 'goods_id_arr'],
      [{ category_id: -3 }, 'category_id'],
      [{ keyword: 'x'.repeat(51) }, 'keyword'],
    ];
    for (const [params, name] of cases) {
      const res = await s.call('/api/goodssku/page', params, { lang: 'en-us' });
      expect(res.code, name).toBe(-1);
      expect(res.message, name).toContain(name);
    }
  });

  it('serves the diy component variants, in-stock goods first', async () => {
    const comp = await s.call<Page<Item & { goods_stock: number }>>('/api/goodssku/pageComponents', { page: 1, page_size: 0, order: 'price' });
    const stocks = comp.data.list.map((g) => g.goods_stock > 0);
    expect(stocks.indexOf(false)).toBeGreaterThan(0);
    expect(stocks.slice(stocks.indexOf(false)).every((x) => !x)).toBe(true);
    const limited = await s.call<Page<Item>>('/api/goodssku/pageComponents', { page: 1, page_size: 4, num: 6, order: 'sales' });
    expect(limited.data.count).toBe(6);
    expect(limited.data.page_count).toBe(2);
    const page2 = await s.call<Page<Item>>('/api/goodssku/pageComponents', { page: 2, page_size: 4, num: 6, order: 'sales' });
    expect(page2.data.list).toHaveLength(2);
    const arr = await s.call<Item[]>('/api/goodssku/components', { num: 5, category_id: 14 });
    expect(Array.isArray(arr.data)).toBe(true);
    expect(arr.data).toHaveLength(5);
    const byCat = await s.call<Page<Item>>('/api/goodssku/pageByCategory', { category_id: 3, page: 1, page_size: 10 });
    expect(byCat.data.count).toBe((await s.call<Page<Item>>('/api/goodssku/page', { category_id: 3 })).data.count);
    const rec = await s.call<Page<Item>>('/api/goodssku/recommend', { page: 1, page_size: 4 });
    expect(rec.data.list).toHaveLength(4);
  });
});

describe('sku detail', () => {
  it('answers every field with spec-switch sku ids precomputed per sku', async () => {
    const res = await s.call<{ goods_sku_detail: Record<string, unknown> }>('/api/goodssku/detail', { sku_id: 2 });
    expect(res.code).toBe(0);
    const d = res.data.goods_sku_detail;
    expect(d.goods_id).toBe(1);
    for (const k of ['goods_name', 'sku_name', 'price', 'market_price', 'discount_price', 'stock', 'goods_content', 'goods_image_list', 'sku_images_list', 'goods_service', 'evaluate_list', 'evaluate_count', 'coupon_list', 'express_type', 'is_collect', 'max_buy', 'support_trade_type', 'unit']) {
      expect(d, k).toHaveProperty(k);
    }
    const spec = JSON.parse(String(d.goods_spec_format)) as Array<{ spec_name: string; value: Array<{ spec_value_name: string; sku_id?: number; selected?: boolean }> }>;
    const own = JSON.parse(String(d.sku_spec_format)) as Array<{ spec_value_id: number }>;
    expect(own).toHaveLength(2);
    // This sku's values are selected; every other value leads to the sku with just that value swapped.
    for (const g of spec) {
      expect(g.value.filter((v) => v.selected)).toHaveLength(1);
      expect(g.value.find((v) => v.selected)!.sku_id).toBe(2);
    }
    const targets = spec.flatMap((g) => g.value.filter((v) => !v.selected).map((v) => v.sku_id));
    for (const t of targets) {
      const other = await s.call<{ goods_sku_detail: { goods_id: number; goods_spec_format: string } }>('/api/goodssku/detail', { sku_id: t });
      expect(other.data.goods_sku_detail.goods_id).toBe(1);
      const otherSpec = JSON.parse(other.data.goods_sku_detail.goods_spec_format) as typeof spec;
      // going back is one tap too
      expect(otherSpec.flatMap((g) => g.value.map((v) => v.sku_id))).toContain(2);
    }
    expect((d.goods_service as unknown[]).length).toBeGreaterThan(0);
    expect((d.evaluate_list as unknown[]).length).toBeLessThanOrEqual(3);
    expect(d.express_type).toHaveProperty('express');
    expect(d.is_collect).toBe(0);
  });

  it('takes goods_id for the default sku, needs an id, answers null for goods off sale', async () => {
    const byGoods = await s.call<{ goods_sku_detail: { sku_id: number } }>('/api/goodssku/detail', { goods_id: 1 });
    expect(byGoods.data.goods_sku_detail.sku_id).toBe(1);
    const none = await s.call('/api/goodssku/detail', {});
    expect(none).toMatchObject({ code: -1, message: '缺少参数id' });
    const off = await s.call('/api/goodssku/detail', { goods_id: 13 });
    expect(off).toMatchObject({ code: 0, data: { goods_sku_detail: null } });
    const missing = await s.call('/api/goodssku/detail', { sku_id: 999999 });
    expect(missing.data).toEqual({ goods_sku_detail: null });
    expect((await s.call('/api/goodssku/detail', { sku_id: 'abc' }, { lang: 'en-us' })).message).toContain('sku_id');
  });

  it('lists all skus of a goods, sku info and the light category variant', async () => {
    const all = await s.call<Array<{ sku_id: number }>>('/api/goodssku/goodsSku', { goods_id: 1 });
    expect(all.data.map((x) => x.sku_id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await s.call<unknown[]>('/api/goodssku/goodsSku', { goods_id: 13 })).data).toEqual([]);
    const info = await s.call<{ sku_id: number; goods_name: string }>('/api/goodssku/info', { sku_id: 3 });
    expect(info.data.sku_id).toBe(3);
    const light = await s.call<Record<string, unknown>>('/api/goodssku/getInfoForCategory', { sku_id: 3 });
    expect(light.data).toHaveProperty('goods_spec_format');
    expect(light.data).not.toHaveProperty('goods_content');
    expect((await s.call('/api/goodssku/info', {})).message).toBe('缺少参数sku_id');
  });
});

describe('search words, services, brands, evaluations, clicks', () => {
  it('answers words, services and brands', async () => {
    expect((await s.call<{ words: string }>('/api/goods/hotSearchWords')).data.words.split(',').length).toBeGreaterThan(3);
    expect((await s.call<{ words: string }>('/api/goods/defaultSearchWords')).data.words).toBe('蓝牙耳机');
    const services = await s.call<Array<{ service_name: string }>>('/api/goods/service');
    expect(services.data.map((x) => x.service_name)).toContain('7天无理由退货');
    const own = await s.call<unknown[]>('/api/goods/service', { goods_id: 1 });
    expect(own.data).toHaveLength(3);
    const brands = await s.call<Page<{ brand_id: number }>>('/api/goodsbrand/page', { page: 1, page_size: 5 });
    expect(brands.data.count).toBeGreaterThanOrEqual(10);
    expect(brands.data.list).toHaveLength(5);
    const some = await s.call<Page<{ brand_id: number }>>('/api/goodsbrand/page', { brand_id_arr: '2,3' });
    expect(some.data.list.map((b) => b.brand_id).sort()).toEqual([2, 3]);
  });

  it('pages approved evaluations by type and counts them', async () => {
    const goodsId = (await s.db().selectFrom('goods').select('goods_id').where('evaluate', '>=', 4).orderBy('goods_id').executeTakeFirstOrThrow()).goods_id;
    const all = await s.call<Page<{ explain_type: number }>>('/api/goodsevaluate/page', { goods_id: goodsId, page_size: 2 });
    expect(all.data.count).toBeGreaterThanOrEqual(4);
    expect(all.data.list).toHaveLength(2);
    const totals = await s.call<{ total: number; haoping: number; zhongping: number; chaping: number }>('/api/goodsevaluate/getgoodsevaluate', { goods_id: goodsId });
    expect(totals.data.total).toBe(all.data.count);
    expect(totals.data.haoping + totals.data.zhongping + totals.data.chaping).toBe(totals.data.total);
    const good = await s.call<Page<{ explain_type: number }>>('/api/goodsevaluate/page', { goods_id: goodsId, explain_type: 1, page_size: 0 });
    expect(good.data.count).toBe(totals.data.haoping);
    expect((await s.call<number>('/api/goodsevaluate/count', { goods_id: goodsId })).data).toBe(totals.data.total);
    expect((await s.call<{ evaluate_id: number }>('/api/goodsevaluate/firstinfo', { goods_id: goodsId })).data.evaluate_id).toBeGreaterThan(0);
    expect((await s.call('/api/goodsevaluate/config')).data).toMatchObject({ evaluate_show: 1 });
    expect((await s.call('/api/goodsevaluate/page', { explain_type: 1 })).message).toBe('缺少参数goods_id');
  });

  it('counts clicks', async () => {
    const before = (await s.db().selectFrom('goods').select('click_num').where('goods_id', '=', 2).executeTakeFirstOrThrow()).click_num;
    const skuId = (await s.db().selectFrom('goods').select('sku_id').where('goods_id', '=', 2).executeTakeFirstOrThrow()).sku_id;
    expect((await s.call('/api/goods/modifyclicks', { sku_id: skuId })).code).toBe(0);
    expect((await s.db().selectFrom('goods').select('click_num').where('goods_id', '=', 2).executeTakeFirstOrThrow()).click_num).toBe(before + 1);
    expect((await s.call('/api/goods/modifyclicks', { sku_id: 999999 })).code).toBe(-1);
  });
});

describe('favourites and footprints', () => {
  it('keep each member to their own records', async () => {
    const a = await testMember(s, 'fa');
    const b = await testMember(s, 'fb');
    expect((await s.call('/api/goodscollect/add', { goods_id: 1, sku_id: 2 })).message).toBe('您尚未登录，请先进行登录');
    const added = await s.call<number>('/api/goodscollect/add', { goods_id: 1, sku_id: 2 }, { token: a.token });
    expect(added.code).toBe(0);
    expect((await s.call('/api/goodscollect/add', { goods_id: 1, sku_id: 2 }, { token: a.token })).code).toBe(-1);
    expect((await s.call<number>('/api/goodscollect/iscollect', { goods_id: 1 }, { token: a.token })).data).toBe(1);
    expect((await s.call<number>('/api/goodscollect/iscollect', { goods_id: 1 }, { token: b.token })).data).toBe(0);
    const detail = await s.call<{ goods_sku_detail: { is_collect: number } }>('/api/goodssku/detail', { sku_id: 2 }, { token: a.token });
    expect(detail.data.goods_sku_detail.is_collect).toBe(1);

    // B cannot delete A's favourite.
    const stolen = await s.call('/api/goodscollect/delete', { goods_id: 1 }, { token: b.token, lang: 'en-us' });
    expect(stolen).toMatchObject({ code: -1 });
    const page = await s.call<Page<{ goods_id: number; discount_price: string }>>('/api/goodscollect/page', { page: 1, page_size: 8 }, { token: a.token });
    expect(page.data.count).toBe(1);
    expect(page.data.list[0]!.goods_id).toBe(1);
    expect((await s.call<Page>('/api/goodscollect/page', {}, { token: b.token })).data.count).toBe(0);
    expect((await s.call('/api/goodscollect/delete', { goods_id: 1 }, { token: a.token })).code).toBe(0);
    expect((await s.call<Page>('/api/goodscollect/page', {}, { token: a.token })).data.count).toBe(0);

    // Footprints: one row per goods, moved to the newest sku.
    const f1 = await s.call<number>('/api/goodsbrowse/add', { goods_id: 1, sku_id: 2 }, { token: a.token });
    const f2 = await s.call<number>('/api/goodsbrowse/add', { goods_id: 1, sku_id: 3 }, { token: a.token });
    await s.call('/api/goodsbrowse/add', { goods_id: 5, sku_id: (await s.db().selectFrom('goods').select('sku_id').where('goods_id', '=', 5).executeTakeFirstOrThrow()).sku_id }, { token: a.token });
    expect(f1.data).toBe(f2.data);
    const fp = await s.call<Page<{ id: number; sku_id: number; goods_id: number }>>('/api/goodsbrowse/page', {}, { token: a.token });
    expect(fp.data.count).toBe(2);
    expect(fp.data.list.find((x) => x.goods_id === 1)!.sku_id).toBe(3);
    const notMine = await s.call('/api/goodsbrowse/delete', { id: String(f1.data) }, { token: b.token });
    expect(notMine.code).toBe(-1);
    expect((await s.call<Page>('/api/goodsbrowse/page', {}, { token: a.token })).data.count).toBe(2);
    expect((await s.call('/api/goodsbrowse/delete', { id: fp.data.list.map((x) => x.id).join(',') }, { token: a.token })).code).toBe(0);
    expect((await s.call<Page>('/api/goodsbrowse/page', {}, { token: a.token })).data.count).toBe(0);
  });

  it('rejects malformed input and writes nothing', async () => {
    const a = await testMember(s, 'fm');
    const count = async () => Number((await s.db().selectFrom('goods_collect').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', a.member_id).executeTakeFirstOrThrow()).n);
    expect((await s.call('/api/goodscollect/add', { goods_id: 1 }, { token: a.token })).message).toBe('缺少参数sku_id');
    expect((await s.call('/api/goodscollect/add', { goods_id: 1, sku_id: 20 }, { token: a.token, lang: 'en-us' })).message).toContain('sku_id');
    expect((await s.call('/api/goodscollect/add', { goods_id: 'x', sku_id: 1 }, { token: a.token, lang: 'en-us' })).message).toContain('goods_id');
    expect((await s.call('/api/goodscollect/add', { goods_id: 99999, sku_id: 1 }, { token: a.token })).code).toBe(-1);
    expect(await count()).toBe(0);
    expect((await s.call('/api/goodsbrowse/add', { goods_id: 1, sku_id: 20 }, { token: a.token })).code).toBe(-1);
    expect((await s.call('/api/goodsbrowse/delete', { id: 'a,b' }, { token: a.token, lang: 'en-us' })).message).toContain('id');
    expect((await s.call('/api/goodsbrowse/delete', {}, { token: a.token })).message).toBe('缺少参数id');
    expect((await s.call('/api/goodsbrowse/page', { page_size: 500 }, { token: a.token, lang: 'en-us' })).message).toContain('page_size');
  });
});

describe('catalogue cache', () => {
  it('serves guest reads from the TTL cache for a few seconds', async () => {
    s.services.publicCache = new TtlCache({ ttlMs: 60_000 });
    try {
      const before = await s.call<{ words: string }>('/api/goods/defaultSearchWords');
      await s.db().updateTable('sys_config').set({ value: JSON.stringify({ hot_words: 'a', default_words: 'changed' }) as never }).where('config_key', '=', 'GOODS_SEARCH_WORDS').execute();
      expect((await s.call<{ words: string }>('/api/goods/defaultSearchWords')).data.words).toBe(before.data.words);
      s.services.publicCache.clear();
      expect((await s.call<{ words: string }>('/api/goods/defaultSearchWords')).data.words).toBe('changed');
    } finally {
      s.services.publicCache = new TtlCache({ ttlMs: 0 });
    }
  });
});
