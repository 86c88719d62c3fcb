import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { repoRoot } from '../../config.ts';
import type { Database } from '../schema.ts';
import type { Seed } from './types.ts';
import type { FormField } from '../tables/content.ts';
import { sanitizeRichText } from '../../modules/diy/richtext.ts';
import { setConfig } from '../../modules/config/queries.ts';
import { CONSUME_CONFIG_KEY } from '../../modules/gifts/consume.ts';
import { WEBVIEW_CONFIG_KEY } from '../../modules/content/webview.ts';

type En = Record<string, unknown>;
interface Fixture {
  help: Array<{ class_name: string; en: string; items: Array<{ title: string; content: string; link_address?: string; en: En }> }>;
  notices: Array<{ title: string; content: string; is_top?: number; en: En }>;
  articles: Array<{ category_name: string; en: string; items: Array<{ title: string; abstract: string; content: string; goods_id: number; status?: number; en?: En }> }>;
  notes: Array<{ group_name: string; en: string; items: Array<{ note_type: string; title: string; abstract: string; content: string; goods_ids: number[]; highlights: string; status?: number; en?: En }> }>;
  live_rooms: Array<{ room_id: number; name: string; en: string; anchor_name: string; goods_ids: number[]; live_status: number; start_hours: number; hours: number }>;
  forms: Array<{ form_name: string; en: string; form_type: string; is_use?: number; goods_ids?: number[]; fields: Array<FormField & { en: En }> }>;
  games: Array<{ game_type: 'turntable' | 'cards' | 'egg'; game_name: string; en: string; points: number; join_type: number; join_frequency: number; winning_rate: number; remark: string; en_remark: string; no_winning_desc: string; en_no_winning_desc: string }>;
  game_awards: Array<{ award_name: string; en: string; award_type: number; point?: number; balance?: number; relate_id?: number; weight: number; stock: number }>;
  recommend: { recommend_name: string; en: string; type: string; point: number; balance: number; coupon: string; max_fetch: number; days: number; remark: string; en_remark: string };
  birthday: { activity_name: string; en: string; activity_time_type: number; point: number; balance: number; coupon: string; type: string; days: number; blessing_content: string; en_blessing: string };
  festival: { activity_name: string; en: string; festival_name: string; en_festival: string; award_type: string; point: number; coupon: string; days: number; remark: string; en_remark: string };
  consume: Record<string, unknown>;
  webview_hosts: string[];
  addons: string[];
}

export function loadContentFixture(): Fixture {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures', 'seed', 'content.json'), 'utf8')) as Fixture;
}

const html = (s: string | undefined): string => (s ? sanitizeRichText(s).html : '');
const i18n = (en: En | undefined): string => JSON.stringify(en ? { 'en-us': en } : {});
function cleanEn(en: En | undefined): En | undefined {
  if (!en) return en;
  const out: En = {};
  for (const [k, v] of Object.entries(en)) out[k] = typeof v === 'string' && /content$/.test(k) ? html(v) : v;
  return out;
}

/** The form's fields in English: each field's `en` over its value (title, placeholder, options). */
function formJson(fields: Fixture['forms'][number]['fields'], lang: 'zh' | 'en'): FormField[] {
  return fields.map((f, i) => {
    const { en, ...field } = f;
    return { ...field, id: `f${i + 1}`, title: String(field.value.title ?? ''), value: lang === 'en' ? { ...field.value, ...en } : field.value };
  });
}

/**
 * Demo content of issue 17 (fixtures/seed/content.json): help, notices, articles, store notes with
 * goods, live rooms, forms (one attached to a goods), one running game of each kind with prizes,
 * the invite rule, the birthday and festival gifts and the spending reward, all bilingual, with
 * their addon flags on.
 */
export const contentSeed: Seed = {
  name: 'content',
  async run(db: Kysely<Database>) {
    const f = loadContentFixture();
    const now = Math.floor(Date.now() / 1000);
    const goods = new Map((await db.selectFrom('goods').select(['goods_id', 'goods_name', 'goods_image', 'sku_id', 'price']).execute()).map((g) => [g.goods_id, g]));
    const cover = (id: number) => (goods.get(id)?.goods_image ?? '').split(',')[0] ?? '';

    let sort = 0;
    for (const c of f.help) {
      const cls = await db.insertInto('help_class').values({ class_name: c.class_name, sort: sort++, i18n: i18n({ class_name: c.en }) }).returning('class_id').executeTakeFirstOrThrow();
      let s = 0;
      for (const it of c.items) {
        await db
          .insertInto('help')
          .values({ title: it.title, content: html(it.content), link_address: it.link_address ?? '', class_id: cls.class_id, sort: s++, i18n: i18n(cleanEn(it.en)), create_time: now - 86400 * (10 - s) })
          .execute();
      }
    }
    let n = 0;
    for (const it of f.notices) {
      n++;
      await db.insertInto('notice').values({ title: it.title, content: html(it.content), is_top: it.is_top ?? 0, sort: 0, i18n: i18n(cleanEn(it.en)), create_time: now - 3600 * n }).execute();
    }
    sort = 10;
    for (const c of f.articles) {
      const cat = await db.insertInto('article_category').values({ category_name: c.category_name, sort: sort--, i18n: i18n({ category_name: c.en }) }).returning('category_id').executeTakeFirstOrThrow();
      for (const it of c.items) {
        n++;
        await db
          .insertInto('article')
          .values({
            article_title: it.title,
            article_abstract: it.abstract,
            article_content: html(it.content),
            category_id: cat.category_id,
            cover_img: cover(it.goods_id),
            status: it.status ?? 1,
            initial_read_num: 100 + n * 37,
            initial_dianzan_num: 10 + n * 3,
            i18n: i18n(cleanEn(it.en)),
            create_time: now - 3600 * n,
          })
          .execute();
      }
    }
    sort = 0;
    for (const g of f.notes) {
      const grp = await db.insertInto('notes_group').values({ group_name: g.group_name, sort: sort++, i18n: i18n({ group_name: g.en }) }).returning('group_id').executeTakeFirstOrThrow();
      let s = 0;
      for (const it of g.items) {
        n++;
        await db
          .insertInto('notes')
          .values({
            note_type: it.note_type,
            note_title: it.title,
            note_abstract: it.abstract,
            group_id: grp.group_id,
            cover_img: it.goods_ids.map(cover).filter(Boolean).slice(0, 3).join(','),
            cover_type: it.goods_ids.length > 1 ? 1 : 0,
            goods_ids: it.goods_ids.join(','),
            goods_highlights: it.highlights,
            note_content: html(it.content),
            status: it.status ?? 1,
            initial_read_num: 50 + n * 11,
            initial_dianzan_num: 5 + n,
            sort: s++,
            i18n: i18n(cleanEn(it.en)),
            create_time: now - 3600 * n,
            release_time: now - 3600 * n,
          })
          .execute();
      }
    }
    for (const r of f.live_rooms) {
      const start = now + r.start_hours * 3600;
      const items = r.goods_ids.map((id) => goods.get(id)).filter((g) => g !== undefined).map((g) => ({ goods_id: g.goods_id, name: g.goods_name, cover_img: (g.goods_image.split(',')[0] ?? ''), price: (g.price / 100).toFixed(2) }));
      await db
        .insertInto('weapp_live_room')
        .values({ room_id: r.room_id, name: r.name, anchor_name: r.anchor_name, cover_img: items[0]?.cover_img ?? '', start_time: start, end_time: start + r.hours * 3600, live_status: r.live_status, goods: JSON.stringify(items), i18n: i18n({ name: r.en }) })
        .execute();
    }
    for (const form of f.forms) {
      const row = await db
        .insertInto('form')
        .values({ form_name: form.form_name, form_type: form.form_type, is_use: form.is_use ?? 1, json_data: JSON.stringify(formJson(form.fields, 'zh')), i18n: i18n({ form_name: form.en, json_data: formJson(form.fields, 'en') }) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const gid of form.goods_ids ?? []) if (goods.has(gid)) await db.insertInto('form_goods').values({ goods_id: gid, form_id: row.id }).execute();
    }
    for (const g of f.games) {
      const game = await db
        .insertInto('promotion_games')
        .values({
          game_name: g.game_name,
          game_type: g.game_type,
          points: g.points,
          start_time: now - 86400,
          end_time: now + 30 * 86400,
          remark: g.remark,
          winning_rate: g.winning_rate,
          no_winning_desc: g.no_winning_desc,
          join_type: g.join_type,
          join_frequency: g.join_frequency,
          i18n: i18n({ game_name: g.en, remark: g.en_remark, no_winning_desc: g.en_no_winning_desc }),
        })
        .returning('game_id')
        .executeTakeFirstOrThrow();
      for (const a of f.game_awards) {
        await db
          .insertInto('promotion_games_award')
          .values({ game_id: game.game_id, award_name: a.award_name, award_type: a.award_type, relate_id: a.relate_id ?? 0, point: a.point ?? 0, balance: a.balance ?? 0, award_num: a.stock, remaining_num: a.stock, award_winning_rate: a.weight, i18n: i18n({ award_name: a.en }) })
          .execute();
      }
    }
    const r = f.recommend;
    await db
      .insertInto('promotion_recommend')
      .values({ recommend_name: r.recommend_name, start_time: now - 86400, end_time: now + r.days * 86400, type: r.type, point: r.point, balance: r.balance, coupon: r.coupon, max_fetch: r.max_fetch, remark: r.remark, i18n: i18n({ recommend_name: r.en, remark: r.en_remark }) })
      .execute();
    const b = f.birthday;
    await db
      .insertInto('promotion_birthdaygift')
      .values({ activity_name: b.activity_name, activity_time_type: b.activity_time_type, type: b.type, point: b.point, balance: b.balance, coupon: b.coupon, blessing_content: b.blessing_content, start_time: now - 86400, end_time: now + b.days * 86400, i18n: i18n({ activity_name: b.en, blessing_content: b.en_blessing }) })
      .execute();
    const fe = f.festival;
    await db
      .insertInto('promotion_festival')
      .values({ activity_name: fe.activity_name, festival_name: fe.festival_name, award_type: fe.award_type, point: fe.point, coupon: fe.coupon, remark: fe.remark, start_time: now - 86400, end_time: now + fe.days * 86400, push_time: now - 86400, i18n: i18n({ activity_name: fe.en, festival_name: fe.en_festival, remark: fe.en_remark }) })
      .execute();

    await setConfig(db, CONSUME_CONFIG_KEY, f.consume, { desc: 'spending reward (memberconsume)', is_use: 1, now });
    await setConfig(db, WEBVIEW_CONFIG_KEY, { hosts: f.webview_hosts }, { desc: 'hosts the webview page may frame', is_use: 1, now });
    const flags = JSON.stringify(Object.fromEntries(f.addons.map((a) => [a, 1])));
    await sql`update sys_config set value = value || ${flags}::jsonb where config_key = 'ADDON_IS_EXIST'`.execute(db);
    // Customer service in the H5 is the shop's own chat (/pages_tool/chat/room).
    await sql`update sys_config set value = jsonb_set(value, '{h5}', '{"type": "niushop"}'::jsonb) where config_key = 'SERVICER_CONFIG'`.execute(db);
  },
};
