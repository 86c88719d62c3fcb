import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { closeTestServer } from '../../modules/goods/test-members.ts';
import { emojiSvg } from '../../lib/emoji.ts';
import { renderImages, svgFor } from './catalogue-images.ts';
import { DEMO_MOBILE } from './catalogue.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await closeTestServer(s);
});

const count = async (table: 'goods' | 'goods_sku' | 'goods_brand' | 'goods_category' | 'goods_evaluate' | 'promotion_coupon_type' | 'store') =>
  Number((await s.db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('catalogue seed', () => {
  it('has the demo catalogue with the ids others rely on', async () => {
    expect(await count('goods')).toBeGreaterThanOrEqual(60);
    expect(await count('goods_brand')).toBeGreaterThanOrEqual(10);
    expect(await count('goods_category')).toBe(54);
    expect(await count('promotion_coupon_type')).toBeGreaterThanOrEqual(6);
    expect(await count('store')).toBe(2);
    expect(await count('goods_evaluate')).toBeGreaterThan(100);
    const bench = await s.db().selectFrom('goods_sku').select(['goods_id', 'stock']).where('sku_id', '=', 14).executeTakeFirstOrThrow();
    expect(bench).toEqual({ goods_id: 4, stock: 10 });
    const perGoods = await s.db().selectFrom('goods_sku').select(['goods_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('goods_id').execute();
    expect(perGoods.every((g) => Number(g.n) >= 1 && Number(g.n) <= 6)).toBe(true);
    // goods totals agree with their skus
    const mismatch = await sql<{ n: number }>`select count(*)::int as n from goods g where g.goods_stock <> (select sum(stock) from goods_sku s where s.goods_id = g.goods_id)`.execute(s.db());
    expect(mismatch.rows[0]!.n).toBe(0);
    const img = await s.db().selectFrom('goods').select('goods_image').where('goods_id', '=', 12).executeTakeFirstOrThrow();
    expect(img.goods_image).toBe('upload/goods/12/1.jpg,upload/goods/12/2.jpg,upload/goods/12/3.jpg');
    // sequences continue after the explicit ids
    const next = await s.db().insertInto('goods_brand').values({ brand_name: 'x' }).returning('brand_id').executeTakeFirstOrThrow();
    expect(next.brand_id).toBeGreaterThan(20);
  });

  it('gives the demo member two unused coupons when the member seed ran first', async () => {
    const exists = await sql<{ t: string | null }>`select to_regclass('member')::text as t`.execute(s.db());
    if (!exists.rows[0]?.t) return;
    const m = await sql<{ member_id: number }>`select member_id from member where mobile = ${DEMO_MOBILE}`.execute(s.db());
    if (!m.rows[0]) return;
    const coupons = await s.db().selectFrom('promotion_coupon').select(['coupon_type_id', 'state']).where('member_id', '=', m.rows[0].member_id).execute();
    expect(coupons.filter((c) => c.state === 1 && [1, 3].includes(c.coupon_type_id))).toHaveLength(2);
  });
});

describe('seed images', () => {
  it('writes the picture and its _BIG, _MID and _SMALL variants (WebP copies where they halve the bytes), keeping existing files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-img-'));
    try {
      await renderImages(dir, [{ rel: 'upload/goods/1/1.jpg', color: '#3b82f6', text: 'Phone', variant: 0 }]);
      const { default: sharp } = await import('sharp');
      const sizes: Record<string, number> = { '1.jpg': 800, '1_BIG.jpg': 800, '1_MID.jpg': 400, '1_SMALL.jpg': 200 };
      for (const [name, size] of Object.entries(sizes)) {
        const meta = await sharp(path.join(dir, 'upload/goods/1', name)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size, size]);
        // a WebP copy (answered to browsers that take it) only where it halves the bytes
        const copy = path.join(dir, 'upload/goods/1', `${name}.webp`);
        if (fs.existsSync(copy)) {
          const webp = await sharp(copy).metadata();
          expect([webp.format, webp.width, webp.height]).toEqual(['webp', size, size]);
          expect(fs.statSync(copy).size).toBeLessThanOrEqual(fs.statSync(path.join(dir, 'upload/goods/1', name)).size / 2);
        }
      }
      const file = path.join(dir, 'upload/goods/1/1_MID.jpg');
      const before = fs.statSync(file).mtimeMs;
      await renderImages(dir, [{ rel: 'upload/goods/1/1.jpg', color: '#000000', text: 'Other', variant: 1 }]);
      expect(fs.statSync(file).mtimeMs).toBe(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('draws a goods as its illustration (no text), three compositions, at the sizes and variants of the others', async () => {
    const body = emojiSvg('mobile-phone', { x: 0, y: 0, size: 1 }).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    const svgs = [0, 1, 2].map((variant) => svgFor({ rel: 'upload/goods/1/1.jpg', color: '#6366f1', text: 'X5 Phone', variant, icon: 'mobile-phone' }));
    for (const svg of svgs) {
      expect(svg.replace(/e\d+_/g, '')).toContain(body);
      expect(svg).not.toContain('<text');
    }
    expect(new Set(svgs.map((svg) => svg.replace(/e\d+_/g, ''))).size).toBe(3);
    // without an icon (brands) the logo-like picture with the latin text stays
    expect(svgFor({ rel: 'upload/brand/1.jpg', color: '#334155', text: 'X', variant: 0 })).toContain('>X</text>');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-img-'));
    try {
      await renderImages(dir, [{ rel: 'upload/category/3.jpg', color: '#3b82f6', text: 'C3', variant: 0, size: 400, icon: 'mobile-phone' }]);
      const { default: sharp } = await import('sharp');
      const sizes: Record<string, number> = { '3.jpg': 400, '3_BIG.jpg': 400, '3_MID.jpg': 200, '3_SMALL.jpg': 100 };
      for (const [name, size] of Object.entries(sizes)) {
        const meta = await sharp(path.join(dir, 'upload/category', name)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size, size]);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
