import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TtlCache } from '../../cache/index.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { makeGoods, payment, tradeMember, type TestMember } from '../order/test-helpers.ts';
import { textIn, translation } from '../content/i18n.ts';
import { loadCatalogueEnglish, loadCatalogueFixture } from '../../db/seed/catalogue.ts';
import type { Lang } from '../../i18n/index.ts';

/**
 * Goods, sku, unit and category names per language (goods.i18n, goods_sku.i18n,
 * goods_category.i18n; docs/merchant-texts.md): the shopper's language, else the shop's own text.
 */
let s: TestServer;
let m: TestMember;
const en = loadCatalogueEnglish();
const fx = loadCatalogueFixture();
/** Seeded goods 1: two specs, unit 台. */
const X5 = fx.goods.find((g) => g.goods_id === 1)!;
const X5_EN = en.goods['1']!;

beforeAll(async () => {
  s = await startTestServer();
  m = await tradeMember(s);
});
afterAll(async () => {
  s.services.publicCache?.dispose();
  await s.close();
});
beforeEach(() => {
  // As production runs it: public reads cached (test mode has it off), so a key without the language would show.
  s.services.publicCache?.dispose();
  s.services.publicCache = new TtlCache({ ttlMs: 60_000 });
});

type Item = { goods_id: number; sku_id: number; goods_name: string; sku_name: string; unit: string };
type Node = { category_id: number; category_name: string; short_name: string; child_list?: Node[] };
const listIn = async (lang: Lang, params: Record<string, unknown> = {}) =>
  (await s.call<{ list: Item[] }>('/api/goodssku/page', { page: 1, page_size: 100, ...params }, { lang })).data.list;
const detailIn = async (lang: Lang, sku_id: number, token?: string) =>
  (await s.call<{ goods_sku_detail: Item & { sku_spec_format: string } }>('/api/goodssku/detail', { sku_id }, { lang, token })).data.goods_sku_detail;

describe('goods names per language', () => {
  it('lists, details and sku lists in the shopper language, the same cached keys never mixed', async () => {
    const zh = (await listIn('zh-cn')).find((g) => g.goods_id === 1)!;
    const eng = (await listIn('en-us')).find((g) => g.goods_id === 1)!;
    expect(zh).toMatchObject({ goods_name: X5.goods_name, unit: '台' });
    expect(eng).toMatchObject({ goods_name: X5_EN, unit: 'unit' });
    expect(eng.sku_name.startsWith(X5_EN)).toBe(true);
    // zh again after en (and the other way round): each language has its own cached answer
    expect((await listIn('zh-cn')).find((g) => g.goods_id === 1)!.goods_name).toBe(X5.goods_name);

    const dzh = await detailIn('zh-cn', 1);
    const den = await detailIn('en-us', 1);
    expect(dzh).toMatchObject({ goods_name: X5.goods_name, unit: '台', sku_name: `${X5.goods_name} 8GB+128GB 曜石黑` });
    expect(den).toMatchObject({ goods_name: X5_EN, unit: 'unit', sku_name: `${X5_EN} 8GB+128GB Obsidian black` });
    // a member's detail too
    expect((await detailIn('en-us', 1, m.token)).goods_name).toBe(X5_EN);
    const skus = await s.call<Item[]>('/api/goodssku/goodsSku', { goods_id: 1 }, { lang: 'en-us' });
    expect(skus.data.map((k) => k.goods_name)).toEqual(X5.skus.map(() => X5_EN));
    const info = await s.call<Item>('/api/goodssku/getInfoForCategory', { sku_id: 2 }, { lang: 'en-us' });
    if (info.code === 0 && info.data) expect(info.data.sku_name).toBe(`${X5_EN} 8GB+128GB Cloud white`);
  });

  it('searches the shopper language names (and the shop own names)', async () => {
    const hits = await listIn('en-us', { keyword: 'Smartphone' });
    expect(hits.map((g) => g.goods_id)).toContain(1);
    expect(hits.every((g) => /smartphone/i.test(g.goods_name + g.sku_name))).toBe(true);
    expect((await listIn('en-us', { keyword: '智能手机' })).map((g) => g.goods_id)).toContain(1);
    // zh-cn readers do not match English names
    expect((await listIn('zh-cn', { keyword: 'Smartphone' })).map((g) => g.goods_id)).not.toContain(1);
  });

  it('names categories in the shopper language', async () => {
    const tree = async (lang: Lang) => (await s.call<Node[]>('/api/goodscategory/tree', { level: 3 }, { lang })).data;
    expect((await tree('en-us')).map((c) => c.category_name)).toEqual(['Electronics', 'Fashion', 'Food', 'Home & Living']);
    expect((await tree('zh-cn')).map((c) => c.category_name)).toEqual(['数码电器', '服饰鞋包', '食品生鲜', '家居生活']);
    expect((await tree('en-us'))[0]!.short_name).toBe('Digital');
    const info = await s.call<{ category_name: string; category_full_name: string; child_list: Node[] }>('/api/goodscategory/info', { category_id: 3 }, { lang: 'en-us' });
    expect(info.code).toBe(0);
    expect(info.data.category_name).toBe('Smartphones');
    expect(info.data.category_full_name).toBe('Electronics$_SPLIT_$Phones$_SPLIT_$Smartphones');
    expect(JSON.stringify(info.data)).not.toContain('i18n');
  });

  it('falls back to the shop own text when a goods has no translation, or a blank one', async () => {
    const g = await makeGoods(s, { name: '无译名商品' });
    expect((await detailIn('en-us', g.sku_id)).goods_name).toBe('无译名商品');
    await s.db().updateTable('goods').set({ unit: '件', i18n: JSON.stringify({ 'en-us': { goods_name: '  ', unit: '' } }) }).where('goods_id', '=', g.goods_id).execute();
    s.services.publicCache?.clear();
    expect(await detailIn('en-us', g.sku_id)).toMatchObject({ goods_name: '无译名商品', unit: '件' });
    expect((await listIn('en-us', { goods_id_arr: String(g.goods_id) })).map((x) => x.goods_name)).toEqual(['无译名商品']);
  });

  it('the merchant sets and removes a translation with /dev/goods/translate; cached reads follow at once', async () => {
    const g = await makeGoods(s, { name: '待翻译商品' });
    expect((await detailIn('en-us', g.sku_id)).goods_name).toBe('待翻译商品');
    const set = await s.call<{ before: { goods_name: string }; after: { goods_name: string; unit: string; skus: Array<{ sku_name: string }> } }>('/dev/goods/translate', { goods_id: g.goods_id, language: 'en-us', goods_name: 'Translated goods', unit: 'pc' });
    expect(set.code).toBe(0);
    expect(set.data.before.goods_name).toBe('');
    expect(set.data.after).toMatchObject({ goods_name: 'Translated goods', unit: 'pc' });
    expect(set.data.after.skus.map((k) => k.sku_name)).toEqual(['Translated goods']);
    expect(await detailIn('en-us', g.sku_id)).toMatchObject({ goods_name: 'Translated goods', unit: 'pc' });
    expect((await detailIn('zh-cn', g.sku_id)).goods_name).toBe('待翻译商品');
    const cleared = await s.call('/dev/goods/translate', { goods_id: g.goods_id, language: 'en-us', clear: 1 });
    expect(cleared.code).toBe(0);
    expect((await detailIn('en-us', g.sku_id)).goods_name).toBe('待翻译商品');
    expect((await s.db().selectFrom('goods').select('i18n').where('goods_id', '=', g.goods_id).executeTakeFirstOrThrow()).i18n).toEqual({});
    expect((await s.call('/dev/goods/translate', { goods_id: g.goods_id, language: 'zh-cn', goods_name: 'x' })).code).toBe(-1);
  });

  it('translation() and its SQL twin textIn() pick the same text', async () => {
    const cases: unknown[] = [{}, { 'en-us': { goods_name: 'Name' } }, { 'en-us': { goods_name: ' ' } }, { 'en-us': { goods_name: '' } }, { 'en-us': {} }, { 'en-us': { goods_name: 5 } }, { 'zh-cn': { goods_name: '别名' } }];
    for (const i18n of cases) {
      for (const lang of ['zh-cn', 'en-us'] as Lang[]) {
        const row = await sql<{ goods_name: string }>`select ${textIn(lang, 't', 'goods_name')} as goods_name from (select '本名'::text as goods_name, ${JSON.stringify(i18n)}::jsonb as i18n) t`.execute(s.db());
        expect(row.rows[0]!.goods_name, `${lang} ${JSON.stringify(i18n)}`).toBe(translation(i18n, 'goods_name', lang) ?? '本名');
      }
    }
  });
});

describe('trade in the buyer language', () => {
  it('cart, order confirm and the order rows: the order keeps the name it was bought under', async () => {
    const b = await tradeMember(s);
    const add = await s.call<number>('/api/cart/add', { sku_id: 1, num: 1 }, { token: b.token, lang: 'en-us' });
    expect(add.code).toBe(0);
    const cartIn = async (lang: Lang) => (await s.call<Array<{ sku_id: number; goods_name: string; sku_name: string }>>('/api/cart/goodsLists', undefined, { token: b.token, lang })).data;
    expect((await cartIn('en-us')).find((l) => l.sku_id === 1)).toMatchObject({ goods_name: X5_EN, sku_name: `${X5_EN} 8GB+128GB Obsidian black` });
    expect((await cartIn('zh-cn')).find((l) => l.sku_id === 1)!.goods_name).toBe(X5.goods_name);
    const lists = (await s.call<Array<{ sku_id: number; goods_name: string }>>('/api/cart/lists', undefined, { token: b.token, lang: 'en-us' })).data;
    expect(JSON.stringify(lists)).toContain(X5_EN);

    const p = await s.call<{ order_key: string; goods_list: Array<{ goods_name: string; sku_name: string }> }>('/api/ordercreate/payment', { sku_id: 1, num: 1 }, { token: b.token, lang: 'en-us' });
    expect(p.code).toBe(0);
    expect(p.data.goods_list[0]).toMatchObject({ goods_name: X5_EN, sku_name: `${X5_EN} 8GB+128GB Obsidian black` });
    const zhCalc = await payment(s, b, { sku_id: 1, num: 1 });
    expect((zhCalc.data as unknown as { goods_list: Array<{ goods_name: string }> }).goods_list[0]!.goods_name).toBe(X5.goods_name);

    const c = await s.call<string>('/api/ordercreate/create', { order_key: p.data.order_key }, { token: b.token, lang: 'en-us' });
    expect(c.code).toBe(0);
    const order = await s.db().selectFrom('order').select(['order_id', 'order_name']).where('out_trade_no', '=', c.data).executeTakeFirstOrThrow();
    const rows = await s.db().selectFrom('order_goods').select(['goods_name', 'sku_name']).where('order_id', '=', order.order_id).execute();
    expect(rows).toEqual([{ goods_name: X5_EN, sku_name: `${X5_EN} 8GB+128GB Obsidian black` }]);
    expect(order.order_name).toContain(X5_EN);
    // read later in the other language: the record of what was bought, as it was bought
    const d = await s.call<{ order_goods: Array<{ goods_name: string }> }>('/api/order/detail', { order_id: order.order_id }, { token: b.token, lang: 'zh-cn' });
    expect(d.data.order_goods[0]!.goods_name).toBe(X5_EN);
  });

  it('collections and footprints in the shopper language', async () => {
    const b = await tradeMember(s);
    expect((await s.call('/api/goodscollect/add', { goods_id: 1, sku_id: 1 }, { token: b.token })).code).toBe(0);
    expect((await s.call('/api/goodsbrowse/add', { goods_id: 1, sku_id: 1 }, { token: b.token })).code).toBe(0);
    const page = async (api: string, lang: Lang) => (await s.call<{ list: Array<{ goods_name: string; sku_name: string }> }>(api, { page: 1, page_size: 10 }, { token: b.token, lang })).data.list[0]!;
    expect(await page('/api/goodscollect/page', 'en-us')).toMatchObject({ goods_name: X5_EN });
    expect(await page('/api/goodscollect/page', 'zh-cn')).toMatchObject({ goods_name: X5.goods_name });
    expect(await page('/api/goodsbrowse/page', 'en-us')).toMatchObject({ goods_name: X5_EN, unit: 'unit' });
    expect(await page('/api/goodsbrowse/page', 'zh-cn')).toMatchObject({ goods_name: X5.goods_name, unit: '台' });
  });
});

describe('promotion lists in the shopper language', () => {
  type Named = { goods_id: number; goods_name: string };
  const enName = (g: Named) => en.goods[String(g.goods_id)];
  /** Every row in en-us carries its goods' English name; the same rows in zh-cn do not. */
  const bothWays = (zh: Named[], eng: Named[]) => {
    expect(eng.length).toBeGreaterThan(0);
    expect(eng.map((g) => g.goods_name)).toEqual(eng.map(enName));
    expect(zh.map((g) => g.goods_name)).not.toContain(enName(zh[0]!));
  };

  it('seckill, group buy, bargain, bundling and bale lists name their goods in the shopper language', async () => {
    const slots = (await s.call<{ list: Array<{ id: number }> }>('/seckill/api/seckill/lists', {})).data.list;
    expect(slots.length).toBeGreaterThan(0);
    const seckill = async (lang: Lang) => (await s.call<{ list: Named[] }>('/seckill/api/seckillgoods/page', { seckill_time_id: slots[0]!.id, page_size: 50 }, { lang })).data.list;
    bothWays(await seckill('zh-cn'), await seckill('en-us'));

    const groupbuy = async (lang: Lang) => (await s.call<{ list: Named[] }>('/groupbuy/api/goods/page', { page_size: 50 }, { lang })).data.list;
    bothWays(await groupbuy('zh-cn'), await groupbuy('en-us'));

    const bargain = async (lang: Lang) => (await s.call<{ list: Named[] }>('/bargain/api/goods/page', { page_size: 50 }, { lang })).data.list;
    bothWays(await bargain('zh-cn'), await bargain('en-us'));

    const bl = await s.db().selectFrom('promotion_bundling_goods').select('sku_id').orderBy('id').executeTakeFirstOrThrow();
    const bundles = async (lang: Lang) => (await s.call<Array<{ bundling_goods: Named[] }>>('/bundling/api/bundling/lists', { sku_id: bl.sku_id }, { lang })).data.flatMap((b) => b.bundling_goods);
    bothWays(await bundles('zh-cn'), await bundles('en-us'));

    const bale = async (lang: Lang) => (await s.call<{ sku_list: Named[] }>('/bale/api/bale/detail', { bale_id: 1 }, { lang })).data.sku_list;
    bothWays(await bale('zh-cn'), await bale('en-us'));
  });
});

describe('the demo catalogue is bilingual', () => {
  it('every seeded goods, sku and visible category has its en-us name', async () => {
    const goods = await s.db().selectFrom('goods').select(['goods_id', 'goods_name', 'unit', 'i18n']).where('goods_id', '<=', fx.goods.length).execute();
    expect(goods).toHaveLength(fx.goods.length);
    for (const g of goods) {
      expect(translation(g.i18n, 'goods_name', 'en-us'), g.goods_name).toBe(en.goods[String(g.goods_id)]);
      expect(translation(g.i18n, 'unit', 'en-us'), g.unit).toMatch(/^[a-z]+$/);
    }
    const skus = await s.db().selectFrom('goods_sku').select(['sku_name', 'i18n']).where('goods_id', '<=', fx.goods.length).execute();
    for (const k of skus) expect(translation(k.i18n, 'sku_name', 'en-us') ?? '', k.sku_name).not.toMatch(/[\u4e00-\u9fff]/);
    const cats = await s.db().selectFrom('goods_category').select(['category_name', 'i18n']).execute();
    for (const c of cats) expect(translation(c.i18n, 'category_name', 'en-us') ?? '', c.category_name).toMatch(/^[A-Z]/);
  });
});

describe('POST /dev/goods/translate in production mode', () => {
  it('is not found, and changes nothing', async () => {
    const p = await startTestServer({ mode: 'production' });
    try {
      const before = await p.db().selectFrom('goods').select(['goods_id', 'i18n']).where('goods_id', '=', 1).executeTakeFirstOrThrow();
      const res = await p.call('/dev/goods/translate', { goods_id: 1, language: 'en-us', goods_name: 'x' }, { lang: 'en-us' });
      expect(res).toMatchObject({ code: -1, message: 'No such API: /dev/goods/translate' });
      expect(await p.db().selectFrom('goods').select(['goods_id', 'i18n']).where('goods_id', '=', 1).executeTakeFirstOrThrow()).toEqual(before);
    } finally {
      await p.close();
    }
  });
});
