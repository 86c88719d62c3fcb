import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { repoRoot } from '../../config.ts';
import type { Database } from '../schema.ts';
import type { SpecGroup, SpecValue } from '../tables/catalogue.ts';
import { skuGoodsSpecFormat } from '../../modules/goods/spec.ts';
import type { Seed } from './types.ts';
import type { CatalogueFixture, FixtureCategory } from './catalogue-types.ts';
import { renderImages, type ImageJob } from './catalogue-images.ts';
import { illustrationFor } from './goods-illustrations.ts';

export const DEMO_MOBILE = '13800000000';

export function loadCatalogueFixture(): CatalogueFixture {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures', 'seed', 'catalogue.json'), 'utf8')) as CatalogueFixture;
}

/** The demo catalogue's en-us texts (fixtures/seed/catalogue-en.json): goods names by id, units, categories, spec values. */
export interface CatalogueEnglish {
  goods: Record<string, string>;
  units: Record<string, string>;
  categories: Record<string, [string, string?]>;
  spec_values: Record<string, string>;
}

export function loadCatalogueEnglish(): CatalogueEnglish {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures', 'seed', 'catalogue-en.json'), 'utf8')) as CatalogueEnglish;
}

/** An `i18n` column's value with the en-us texts given (empty ones left out). */
const enI18n = (texts: Record<string, string | undefined>): string => {
  const en = Object.fromEntries(Object.entries(texts).filter(([, v]) => v));
  return JSON.stringify(Object.keys(en).length ? { 'en-us': en } : {});
};

const goodsImage = (goodsId: number, n: number): string => `upload/goods/${goodsId}/${n}.jpg`;
const list = (ids: number[]): string => (ids.length ? `,${ids.join(',')},` : '');

async function chunked<T>(rows: T[], size: number, fn: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await fn(rows.slice(i, i + size));
}

async function bumpSequence(db: Kysely<Database>, table: string, column: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), greatest(1, (select coalesce(max(${sql.ref(column)}), 0) from ${sql.table(table)})))`.execute(db);
}

/** Goods, coupons, stores and delivery templates from fixtures/seed/catalogue.json. */
export const catalogueSeed: Seed = {
  name: 'catalogue',
  async run(db, opts) {
    const f = loadCatalogueFixture();
    const en = loadCatalogueEnglish();
    const now = Math.floor(Date.now() / 1000);
    const images: ImageJob[] = [];

    // Categories: three levels, explicit ids.
    const cats: Array<Record<string, unknown>> = [];
    const categoryName = new Map<number, string>();
    const walk = (nodes: FixtureCategory[], level: number, pid: number, ancestors: Array<{ id: number; name: string }>) => {
      for (const c of nodes) {
        const chain = [...ancestors, { id: c.category_id, name: c.name }];
        const image = level === 3 || level === 1 ? `upload/category/${c.category_id}.jpg` : '';
        if (image) {
          const icon = illustrationFor([...chain].reverse().map((x) => x.name));
          images.push({ rel: image, color: ['#3b82f6', '#ec4899', '#f59e0b', '#10b981'][(chain[0]!.id - 1) % 4]!, text: `C${c.category_id}`, variant: 0, size: 400, icon });
        }
        categoryName.set(c.category_id, c.name);
        cats.push({
          category_id: c.category_id,
          pid,
          level,
          category_name: c.name,
          short_name: c.short_name,
          image,
          is_show: c.is_show ?? 0,
          sort: c.sort,
          is_recommend: c.is_recommend ?? 0,
          category_id_1: chain[0]?.id ?? 0,
          category_id_2: chain[1]?.id ?? 0,
          category_id_3: chain[2]?.id ?? 0,
          category_full_name: chain.map((x) => x.name).join('/'),
          i18n: enI18n({ category_name: en.categories[c.name]?.[0], short_name: en.categories[c.name]?.[1] ?? en.categories[c.short_name]?.[0] }),
        });
        if (c.children) walk(c.children, level + 1, c.category_id, chain);
      }
    };
    walk(f.categories, 1, 0, []);
    await db.insertInto('goods_category').values(cats as never).execute();

    await db
      .insertInto('goods_brand')
      .values(
        f.brands.map((b) => {
          images.push({ rel: `upload/brand/${b.brand_id}.jpg`, color: '#334155', text: b.brand_initial, variant: b.brand_id, size: 400 });
          return { ...b, image_url: `upload/brand/${b.brand_id}.jpg`, create_time: now - b.brand_id * 3600 };
        }),
      )
      .execute();

    await db.insertInto('goods_service').values(f.services.map((s, i) => ({ ...s, sort: i }))).execute();

    for (const t of f.templates) {
      await db.insertInto('express_template').values({ template_id: t.template_id, template_name: t.template_name, fee_type: t.fee_type, is_default: t.is_default } as never).execute();
      await db.insertInto('express_template_item').values(t.items.map((it) => ({ ...it, template_id: t.template_id }))).execute();
    }

    const brandName = new Map(f.brands.map((b) => [b.brand_id, b.brand_name]));
    const goodsRows: Record<string, unknown>[] = [];
    const skuRows: Record<string, unknown>[] = [];
    const relRows: Array<{ goods_id: number; category_id: number }> = [];
    const evalRows: Record<string, unknown>[] = [];
    for (const g of f.goods) {
      const pics = Array.from({ length: g.image_count }, (_, i) => goodsImage(g.goods_id, i + 1));
      const icon = illustrationFor([g.goods_name, g.short_name, ...[...g.category_path].reverse().map((id) => categoryName.get(id))]);
      pics.forEach((rel, i) => images.push({ rel, color: g.color, text: g.short_name, variant: i, icon }));
      const groups: SpecGroup[] = g.specs.map((s, si) => ({
        spec_id: s.spec_id,
        spec_name: s.spec_name,
        value: s.values.map((v, vi) => ({ spec_id: s.spec_id, spec_name: s.spec_name, spec_value_id: v.spec_value_id, spec_value_name: v.spec_value_name, image: si === 0 ? pics[vi % pics.length]! : '' })),
      }));
      const skuSpecs = g.skus.map((k) => ({
        sku_id: k.sku_id,
        sku_spec_format: k.spec_values.map((name, si): SpecValue => {
          const v = groups[si]!.value.find((x) => x.spec_value_name === name)!;
          return { spec_id: v.spec_id, spec_name: v.spec_name, spec_value_id: v.spec_value_id, spec_value_name: v.spec_value_name, image: v.image };
        }),
      }));
      const perSku = skuGoodsSpecFormat(groups, skuSpecs);
      const share = Math.floor(g.sale_num / g.skus.length);
      const enName = en.goods[String(g.goods_id)];
      g.skus.forEach((k, i) => {
        const firstValue = skuSpecs[i]!.sku_spec_format[0];
        skuRows.push({
          sku_id: k.sku_id,
          goods_id: g.goods_id,
          sku_name: [g.goods_name, ...k.spec_values].join(' '),
          sku_no: `SN${String(g.goods_id).padStart(4, '0')}${String(i + 1).padStart(2, '0')}`,
          sku_spec_format: JSON.stringify(skuSpecs[i]!.sku_spec_format),
          price: k.price,
          market_price: k.market_price,
          cost_price: Math.round(k.price * 0.6),
          discount_price: k.price,
          stock: k.stock,
          real_stock: k.stock,
          sale_num: share + (i === 0 ? g.sale_num - share * g.skus.length : 0),
          sku_image: firstValue?.image || pics[0]!,
          sku_images: pics.join(','),
          weight: k.weight,
          is_default: i === 0 ? 1 : 0,
          goods_spec_format: JSON.stringify(perSku.get(k.sku_id) ?? []),
          i18n: enI18n({ sku_name: enName && [enName, ...k.spec_values.map((v) => en.spec_values[v] ?? v)].join(' ') }),
        });
      });
      const first = g.skus[0]!;
      goodsRows.push({
        goods_id: g.goods_id,
        goods_name: g.goods_name,
        category_id: list(g.category_path),
        brand_id: g.brand_id,
        brand_name: brandName.get(g.brand_id) ?? '',
        goods_image: pics.join(','),
        goods_content: g.goods_content,
        introduction: g.introduction,
        keywords: g.keywords,
        unit: g.unit,
        goods_state: g.goods_state,
        sku_id: first.sku_id,
        price: first.price,
        market_price: first.market_price,
        cost_price: Math.round(first.price * 0.6),
        goods_stock: g.skus.reduce((a, k) => a + k.stock, 0),
        sale_num: g.sale_num,
        virtual_sale: g.virtual_sale,
        evaluate: g.evaluations.length,
        max_buy: g.max_buy,
        min_buy: g.min_buy,
        is_limit: g.is_limit,
        limit_type: g.limit_type,
        is_free_shipping: g.is_free_shipping,
        shipping_template: g.shipping_template,
        goods_spec_format: JSON.stringify(groups),
        goods_attr_format: JSON.stringify(g.attrs.map((a, i) => ({ attr_id: i + 1, attr_name: a.attr_name, attr_value_id: 0, attr_value_name: a.attr_value_name, sort: i }))),
        goods_service_ids: g.goods_service_ids,
        sort: g.sort,
        create_time: g.create_time,
        modify_time: g.create_time,
        i18n: enI18n({ goods_name: enName, unit: en.units[g.unit] }),
      });
      for (const c of g.category_path) relRows.push({ goods_id: g.goods_id, category_id: c });
      for (const e of g.evaluations) {
        const sku = g.skus[e.sku_index] ?? first;
        evalRows.push({
          goods_id: g.goods_id,
          sku_id: sku.sku_id,
          sku_name: [g.goods_name, ...sku.spec_values].join(' '),
          sku_price: sku.price,
          sku_image: pics[0],
          member_id: 0,
          member_name: e.member_name,
          content: e.content,
          scores: e.scores,
          explain_type: e.explain_type,
          explain_first: e.explain_first,
          again_content: e.again_content,
          again_time: e.again_content ? now - Math.max(0, e.days_ago - 7) * 86400 : 0,
          is_anonymous: e.is_anonymous,
          create_time: now - e.days_ago * 86400,
        });
      }
    }
    await chunked(goodsRows, 50, (part) => db.insertInto('goods').values(part as never).execute());
    await chunked(skuRows, 100, (part) => db.insertInto('goods_sku').values(part as never).execute());
    await chunked(relRows, 200, (part) => db.insertInto('goods_category_rel').values(part).execute());
    await chunked(evalRows, 100, (part) => db.insertInto('goods_evaluate').values(part as never).execute());

    await db
      .insertInto('promotion_coupon_type')
      .values(
        f.coupons.map((c, i) => ({
          coupon_type_id: c.coupon_type_id,
          coupon_name: c.coupon_name,
          type: c.type,
          money: c.money ?? 0,
          discount: c.discount ?? '0',
          discount_limit: c.discount_limit ?? 0,
          at_least: c.at_least,
          count: c.count,
          lead_count: c.lead_count,
          max_fetch: c.max_fetch,
          validity_type: c.validity_type,
          fixed_term: c.fixed_term ?? 0,
          end_time: c.validity_type === 0 ? now + (c.end_days ?? 30) * 86400 : 0,
          goods_type: c.goods_type,
          goods_ids: list(c.goods_ids ?? []),
          category_ids: list(c.category_ids ?? []),
          is_show: c.is_show ?? 1,
          sort: 100 - i,
        })) as never,
      )
      .execute();

    await db
      .insertInto('store')
      .values(
        f.stores.map((s) => {
          images.push({ rel: `upload/store/${s.store_id}.jpg`, color: '#0f766e', text: `Store ${s.store_id}`, variant: s.store_id, size: 400, icon: s.is_default ? 'department-store' : 'convenience-store' });
          return { ...s, store_image: `upload/store/${s.store_id}.jpg`, store_images: `upload/store/${s.store_id}.jpg`, status: 1, is_express: 1 };
        }) as never,
      )
      .execute();

    const configs: Array<[string, unknown, string]> = [
      ['GOODS_SEARCH_WORDS', f.search_words, 'hot and default search words'],
      ['DELIVERY_TYPE_CONFIG', { express: 1, store: 1, local: 0 }, 'enabled delivery types'],
    ];
    for (const [key, value, desc] of configs) {
      await db
        .insertInto('sys_config')
        .values({ config_key: key, value: JSON.stringify(value) as never, config_desc: desc })
        .onConflict((oc) => oc.column('config_key').doNothing())
        .execute();
    }

    for (const [table, column] of [
      ['goods_category', 'category_id'],
      ['goods_brand', 'brand_id'],
      ['goods_service', 'id'],
      ['goods', 'goods_id'],
      ['goods_sku', 'sku_id'],
      ['promotion_coupon_type', 'coupon_type_id'],
      ['store', 'store_id'],
      ['express_template', 'template_id'],
    ] as const) {
      await bumpSequence(db, table, column);
    }

    await giveDemoCoupons(db, f, now);

    if (opts.images) await renderImages(opts.config.dataDir, images);
  },
};

/** Two unused coupons for the demo member, when the member seed (0002) has created it. */
async function giveDemoCoupons(db: Kysely<Database>, f: CatalogueFixture, now: number): Promise<void> {
  const exists = await sql<{ t: string | null }>`select to_regclass('member')::text as t`.execute(db);
  if (!exists.rows[0]?.t) return;
  const found = await sql<{ member_id: number }>`select member_id from member where mobile = ${DEMO_MOBILE} limit 1`.execute(db);
  const memberId = found.rows[0]?.member_id;
  if (!memberId) return;
  for (const typeId of f.demo_member_coupons) {
    const t = await db.updateTable('promotion_coupon_type').set((eb) => ({ lead_count: eb('lead_count', '+', 1) })).where('coupon_type_id', '=', typeId).returningAll().executeTakeFirstOrThrow();
    const end = t.validity_type === 0 ? t.end_time : t.validity_type === 1 ? now + t.fixed_term * 86400 : 0;
    await db
      .insertInto('promotion_coupon')
      .values({
        coupon_type_id: t.coupon_type_id,
        coupon_code: `DEMO${typeId}${String(memberId).padStart(4, '0')}`,
        coupon_name: t.coupon_name,
        member_id: memberId,
        type: t.type,
        money: t.money,
        discount: t.discount,
        discount_limit: t.discount_limit,
        at_least: t.at_least,
        goods_type: t.goods_type,
        goods_ids: t.goods_ids,
        category_ids: t.category_ids,
        use_channel: t.use_channel,
        get_type: 2,
        fetch_time: now,
        start_time: now,
        end_time: end,
      })
      .execute();
  }
}
