import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { repoRoot } from '../../config.ts';
import { emojiSvg } from '../../lib/emoji.ts';
import { writePicture } from '../../lib/webp.ts';
import { loadCatalogueFixture } from './catalogue.ts';
import { illustrationFor } from './goods-illustrations.ts';
import type { Database } from '../schema.ts';
import type { Seed } from './types.ts';

/** fixtures/seed/topic.json */
export interface TopicFixture {
  topics: Array<{
    topic_id: number;
    topic_name: string;
    remark: string;
    bg_color: string;
    /** the generated banner: gradient colour and latin text (no CJK font needed), with the first goods' illustrations */
    banner: { color: string; title: string; subtitle: string };
    /** the topic started this many hours before the seed ran … */
    starts_hours_ago: number;
    /** … and runs this many days from the seed */
    days: number;
    /** topic price = this percent of the sku's selling price, rounded down to 10 fen */
    percent: number;
    /** every sku of the goods unless `sku_ids` names some; `percent` overrides the topic's */
    goods: Array<{ goods_id: number; sku_ids?: number[]; percent?: number }>;
  }>;
}

export function loadTopicFixture(): TopicFixture {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures', 'seed', 'topic.json'), 'utf8')) as TopicFixture;
}

export const topicBanner = (topicId: number): string => `upload/topic/${topicId}.jpg`;

/** A topic price below the selling price: `percent` of it, whole 10 fen, at least 1 fen. */
export function topicPriceOf(price: number, percent: number): number {
  const p = Math.floor((price * percent) / 1000) * 10;
  return Math.max(1, Math.min(p, price > 1 ? price - 1 : price));
}

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where the illustrations of the topic's first goods stand, right of the text: [x, y, size, rotate]. */
const BANNER_SLOTS: Array<[number, number, number, number]> = [
  [622, 22, 104, 8],
  [516, 190, 96, -8],
  [636, 196, 92, 6],
];

export function bannerSvg(b: TopicFixture['topics'][number]['banner'], icons: string[] = []): string {
  const goods = icons
    .slice(0, BANNER_SLOTS.length)
    .map((icon, i) => {
      const [x, y, size, rotate] = BANNER_SLOTS[i]!;
      return `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size * 0.62}" fill="#ffffff" opacity="0.14"/>${emojiSvg(icon, { x, y, size, rotate })}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320" viewBox="0 0 750 320">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
<rect width="750" height="320" fill="url(#g)"/>
<circle cx="640" cy="70" r="150" fill="#ffffff" opacity="0.08"/><circle cx="700" cy="300" r="110" fill="#ffffff" opacity="0.06"/>${goods}
<rect x="48" y="70" width="86" height="8" rx="4" fill="#fde68a"/>
<text x="48" y="160" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-weight="bold" font-size="64" fill="#ffffff">${esc(b.title)}</text>
<text x="50" y="220" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="30" fill="#e5e7eb">${esc(b.subtitle)}</text>
</svg>`;
}

/** The banner and NiuShop's _BIG / _MID / _SMALL variants (widths 750 / 750 / 375 / 188), with WebP copies; existing files are kept. */
async function renderBanner(dataDir: string, rel: string, banner: TopicFixture['topics'][number]['banner'], icons: string[]): Promise<void> {
  const base = path.join(dataDir, rel);
  const stem = base.slice(0, -'.jpg'.length);
  const targets = [
    [base, 750],
    [`${stem}_BIG.jpg`, 750],
    [`${stem}_MID.jpg`, 375],
    [`${stem}_SMALL.jpg`, 188],
  ].filter(([file]) => !fs.existsSync(file as string)) as Array<[string, number]>;
  if (!targets.length) return;
  const { default: sharp } = await import('sharp');
  fs.mkdirSync(path.dirname(base), { recursive: true });
  const master = await sharp(Buffer.from(bannerSvg(banner, icons))).jpeg({ quality: 82 }).toBuffer();
  for (const [file, width] of targets) await writePicture(file, await sharp(master).resize({ width }).jpeg({ quality: 82 }).toBuffer());
}

async function bumpSequence(db: Kysely<Database>, table: string, column: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), greatest(1, (select coalesce(max(${sql.ref(column)}), 0) from ${sql.table(table)})))`.execute(db);
}

/**
 * Two topics running from (about) now for 30 days with their goods at lower prices, banners drawn
 * with sharp, and the `topic` addon flag switched on. Runs after the catalogue seed (it prices
 * from the seeded skus; goods or skus that are missing or off sale are skipped).
 */
export const topicSeed: Seed = {
  name: 'topic',
  async run(db, opts) {
    const f = loadTopicFixture();
    const now = Math.floor(Date.now() / 1000);
    const goodsIds = [...new Set(f.topics.flatMap((t) => t.goods.map((g) => g.goods_id)))];
    const skus = goodsIds.length
      ? await db
          .selectFrom('goods_sku as s')
          .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
          .select(['s.sku_id', 's.goods_id', 's.discount_price', 'g.sku_id as default_sku_id'])
          .where('s.goods_id', 'in', goodsIds)
          .where('g.goods_state', '=', 1)
          .where('g.is_delete', '=', 0)
          .orderBy('s.sku_id')
          .execute()
      : [];

    const goodsNames = new Map(opts.images ? loadCatalogueFixture().goods.map((g) => [g.goods_id, g.goods_name]) : []);
    for (const t of f.topics) {
      await db
        .insertInto('promotion_topic')
        .values({
          topic_id: t.topic_id,
          topic_name: t.topic_name,
          topic_adv: topicBanner(t.topic_id),
          remark: t.remark,
          start_time: now - t.starts_hours_ago * 3600,
          end_time: now + t.days * 86400,
          status: 2,
          bg_color: t.bg_color,
          create_time: now - t.starts_hours_ago * 3600 - 86400 + t.topic_id,
          modify_time: now,
        } as never)
        .execute();
      const rows: Array<{ topic_id: number; goods_id: number; sku_id: number; topic_price: number; is_default: number }> = [];
      for (const g of t.goods) {
        const mine = skus.filter((s) => s.goods_id === g.goods_id && (!g.sku_ids || g.sku_ids.includes(s.sku_id)));
        if (!mine.length) continue;
        const shown = mine.find((s) => s.sku_id === s.default_sku_id) ?? mine[0]!;
        for (const s of mine) {
          rows.push({ topic_id: t.topic_id, goods_id: s.goods_id, sku_id: s.sku_id, topic_price: topicPriceOf(s.discount_price, g.percent ?? t.percent), is_default: s === shown ? 1 : 0 });
        }
      }
      if (rows.length) await db.insertInto('promotion_topic_goods').values(rows).execute();
      if (opts.images) {
        // the banner shows the topic's first goods, each as its illustration (as their own pictures do)
        const icons = t.goods.map((g) => illustrationFor([goodsNames.get(g.goods_id)]));
        await renderBanner(opts.config.dataDir, topicBanner(t.topic_id), t.banner, icons);
      }
    }
    await bumpSequence(db, 'promotion_topic', 'topic_id');

    // The feature works: /api/config/init tells the shop front it is there.
    await sql`update sys_config set value = value || '{"topic": 1}'::jsonb where config_key = 'ADDON_IS_EXIST'`.execute(db);
  },
};
