import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { repoRoot } from '../../config.ts';
import { toFen } from '../../lib/money.ts';
import { addBale } from '../../modules/promotion/bale/admin.ts';
import { addBargain } from '../../modules/promotion/bargain/admin.ts';
import { addBundle } from '../../modules/promotion/bundling/admin.ts';
import { addGroupbuy } from '../../modules/promotion/groupbuy/admin.ts';
import { addSeckill, addSeckillSlot } from '../../modules/promotion/seckill/admin.ts';
import { DAY_SEC } from '../../modules/promotion/time.ts';
import type { Seed } from './types.ts';

/** fixtures/seed/promotion.json */
export interface PromotionFixture {
  seckill: {
    /** daily slots, China time "HH:MM" ("24:00" = midnight); together they cover the whole day, so one is always open */
    slots: Array<{ name: string; start: string; end: string }>;
    /** `slots` are indexes into the slots above; prices are `percent` of each sku's selling price */
    activities: Array<{ seckill_name: string; goods_id: number; slots: number[]; percent: number; stock: number; max_buy: number; limit_period: 'day' | 'activity'; sort: number }>;
    starts_days_ago: number;
    days: number;
  };
  groupbuy: Array<{ goods_id: number; percent: number; buy_num: number; days: number; rule: string }>;
  bargain: Array<{ bargain_name: string; goods_id: number; floor_percent: number; first_cut_percent: number; bargain_num: number; bargain_time: number; stock: number; buy_type: 0 | 1; days: number }>;
  /** packages of each goods' default sku at `price` (yuan); shipping_fee_type 1: the shop pays the delivery */
  bundling: Array<{ bl_name: string; goods_ids: number[]; price: string; shipping_fee_type: 1 | 2 }>;
  /** any `num` of the goods' skus in stock for `price` (yuan); shipping_fee_type 0: the shop pays the delivery */
  bale: Array<{ name: string; num: number; price: string; goods_ids: number[]; days: number; shipping_fee_type: 0 | 1 }>;
}

export function loadPromotionFixture(): PromotionFixture {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures', 'seed', 'promotion.json'), 'utf8')) as PromotionFixture;
}

/** "HH:MM" → seconds since midnight. */
export function clockSeconds(hhmm: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new Error(`promotion.json: bad time "${hhmm}"`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60;
}

/** `percent` of a price in whole 10 fen, at least 1 fen and below the price. */
export const percentOf = (price: number, percent: number): number => Math.max(1, Math.min(Math.floor((price * percent) / 1000) * 10, price > 1 ? price - 1 : price));

/**
 * Running examples of the buy-now promotions, so the home's Seckill and Bargain blocks and the
 * promotion lists show goods on a fresh start: seckill slots covering the whole day (one is open
 * whenever the shop is looked at, the next upcoming), activities from a day before the seed for
 * `days`, groupbuys and bargains on demo goods, two bundles and a bale (see the flags below). Runs after the catalogue seed
 * through the merchant functions the dev helpers use (goods missing or off sale are skipped).
 */
export const promotionSeed: Seed = {
  name: 'promotion',
  async run(db) {
    const f = loadPromotionFixture();
    const now = Math.floor(Date.now() / 1000);
    const goodsIds = [...new Set([...[...f.seckill.activities, ...f.groupbuy, ...f.bargain].map((a) => a.goods_id), ...[...f.bundling, ...f.bale].flatMap((a) => a.goods_ids)])];
    const skus = await db
      .selectFrom('goods_sku as s')
      .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
      .select(['s.sku_id', 's.goods_id', 's.discount_price', 's.stock', 'g.sku_id as default_sku_id'])
      .where('s.goods_id', 'in', goodsIds)
      .where('g.goods_state', '=', 1)
      .where('g.is_delete', '=', 0)
      .orderBy('s.sku_id')
      .execute();
    const skusOf = (goodsId: number) => skus.filter((s) => s.goods_id === goodsId && s.stock > 0);

    const slotIds: number[] = [];
    for (const t of f.seckill.slots) slotIds.push(await addSeckillSlot(db, { name: t.name, start: clockSeconds(t.start), end: clockSeconds(t.end) }, now));
    for (const a of f.seckill.activities) {
      const mine = skusOf(a.goods_id);
      if (!mine.length) continue;
      await addSeckill(
        db,
        {
          seckill_name: a.seckill_name,
          goods_id: a.goods_id,
          start_time: now - f.seckill.starts_days_ago * DAY_SEC,
          end_time: now + f.seckill.days * DAY_SEC,
          slot_ids: a.slots.map((i) => slotIds[i]!),
          limit_period: a.limit_period,
          sort: a.sort,
          skus: mine.map((s) => ({ sku_id: s.sku_id, seckill_price: percentOf(s.discount_price, a.percent), stock: Math.min(a.stock, s.stock), max_buy: a.max_buy })),
        },
        now,
      );
    }

    for (const g of f.groupbuy) {
      const mine = skusOf(g.goods_id);
      const shown = mine.find((s) => s.sku_id === s.default_sku_id) ?? mine[0];
      if (!shown) continue;
      await addGroupbuy(db, { goods_id: g.goods_id, groupbuy_price: percentOf(shown.discount_price, g.percent), buy_num: g.buy_num, start_time: now - DAY_SEC, end_time: now + g.days * DAY_SEC, rule: g.rule }, now);
    }

    for (const b of f.bargain) {
      const mine = skusOf(b.goods_id);
      if (!mine.length) continue;
      await addBargain(
        db,
        {
          bargain_name: b.bargain_name,
          goods_id: b.goods_id,
          buy_type: b.buy_type,
          bargain_type: 1,
          bargain_num: b.bargain_num,
          bargain_time: b.bargain_time,
          start_time: now - DAY_SEC,
          end_time: now + b.days * DAY_SEC,
          skus: mine.map((s) => ({
            sku_id: s.sku_id,
            floor_price: percentOf(s.discount_price, b.floor_percent),
            first_bargain_price: Math.floor((s.discount_price * b.first_cut_percent) / 100),
            bargain_stock: Math.min(b.stock, s.stock),
          })),
        },
        now,
      );
    }

    for (const b of f.bundling) {
      const shown = b.goods_ids.map((id) => skusOf(id).find((s) => s.sku_id === s.default_sku_id) ?? skusOf(id)[0]);
      if (shown.some((s) => !s)) continue;
      await addBundle(db, { bl_name: b.bl_name, bl_price: toFen(b.price), sku_ids: shown.map((s) => s!.sku_id), shipping_fee_type: b.shipping_fee_type }, now);
    }

    for (const b of f.bale) {
      const mine = b.goods_ids.flatMap((id) => skusOf(id));
      if (!mine.length) continue;
      await addBale(db, { name: b.name, num: b.num, price: toFen(b.price), sku_ids: mine.map((s) => s.sku_id), start_time: now - DAY_SEC, end_time: now + b.days * DAY_SEC, shipping_fee_type: b.shipping_fee_type }, now);
    }

    // Every promotion the seed runs is on: the home's Seckill and Bargain blocks declare their goods
    // (widgets/diy-seckill/data.ts, widgets/diy-bargain/data.ts), so the server puts them in the first view.
    await sql`update sys_config set value = value || '{"seckill": 1, "groupbuy": 1, "bargain": 1, "bundling": 1, "bale": 1}'::jsonb where config_key = 'ADDON_IS_EXIST'`.execute(db);
  },
};
