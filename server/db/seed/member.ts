import { localiseDiyImages, writeDiyImages } from './diy-images.ts';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config.ts';
import { toFen } from '../../lib/money.ts';
import { announcePassword, announceToken, ensureAdmin } from '../../modules/admin/service.ts';
import { setConfig } from '../../modules/config/queries.ts';
import { ensureDefaultImages } from '../../modules/config/images.ts';
import { hashPassword } from '../../modules/member/password.ts';
import type { Seed } from './types.ts';

interface MemberFixture {
  theme: { file: string; name: string };
  bottom_nav: { file: string };
  config: Array<{ key: string; desc?: string; is_use?: number; value: unknown }>;
  members: Array<{
    username: string;
    nickname: string;
    mobile: string;
    password: string;
    pay_password: string;
    balance: string;
    balance_money: string;
    point: number;
    growth: number;
    sex?: number;
  }>;
  diy: Array<{ file: string; name: string; title: string; type: string; type_name: string; is_default: number }>;
}

const fixturesDir = path.join(repoRoot, 'fixtures');
const readJson = <T>(rel: string): T => JSON.parse(fs.readFileSync(path.join(fixturesDir, rel), 'utf8')) as T;

/**
 * Member area seed (fixtures/seed/member.json): site config rows, the theme (from the NiuShop
 * theme catalogue), the bottom nav and the diy pages (NiuShop samples in fixtures/diy/), the demo
 * member (balances set directly; ledger rows are the account area's), the admin.
 */
export const memberSeed: Seed = {
  name: 'member',
  async run(db, opts) {
    const now = Math.floor(Date.now() / 1000);
    const fx = readJson<MemberFixture>('seed/member.json');

    for (const c of fx.config) {
      await setConfig(db, c.key, c.value, { desc: c.desc ?? '', is_use: c.is_use ?? 1, now });
    }
    const themes = readJson<{ value: Array<{ name: string; title: string; main_color: string; aux_color: string }> }>(fx.theme.file).value;
    const index = Math.max(0, themes.findIndex((t) => t.name === fx.theme.name));
    const theme = themes[index];
    if (theme) {
      await setConfig(db, 'SHOP_STYLE_CONFIG', { id: index + 1, title: theme.title, name: theme.name, main_color: theme.main_color, aux_color: theme.aux_color }, { desc: 'shop colour theme', now });
    }
    const nav = readJson<{ value: unknown }>(fx.bottom_nav.file).value;
    await setConfig(db, 'DIY_VIEW_SHOP_BOTTOM_NAV_CONFIG', nav, { desc: 'bottom navigation', now });

    for (const m of fx.members) {
      await db
        .insertInto('member')
        .values({
          username: m.username,
          nickname: m.nickname,
          mobile: m.mobile,
          password: await hashPassword(m.password),
          pay_password: m.pay_password ? await hashPassword(m.pay_password) : '',
          balance: toFen(m.balance),
          balance_money: toFen(m.balance_money),
          point: m.point,
          growth: m.growth,
          sex: m.sex ?? 0,
          reg_time: now,
        })
        .execute();
    }

    const diyImages = [];
    for (const d of fx.diy) {
      const localised = localiseDiyImages(readJson<{ value: Record<string, unknown> }>(d.file).value);
      const doc = localised.doc;
      diyImages.push(...localised.images);
      const row = await db
        .insertInto('diy_view')
        .values({ name: d.name, title: d.title, type: d.type, type_name: d.type_name, value: JSON.stringify(doc) as never, is_default: d.is_default, version: 1, create_time: now, modify_time: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('diy_view_version').values({ diy_id: row.id, version: 1, value: JSON.stringify(doc) as never, note: 'seed: NiuShop sample', create_time: now }).execute();
    }

    if (opts.images) {
      await ensureDefaultImages(opts.config.dataDir);
      await writeDiyImages(opts.config.dataDir, diyImages);
    }

    const made = await ensureAdmin(db, now);
    if (opts.config.mode !== 'test') {
      if (made.token) announceToken(made.token);
      if (made.password) announcePassword(made.username, made.password);
    }
  },
};
