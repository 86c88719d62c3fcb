import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { repoRoot } from '../../config.ts';
import type { Database } from '../schema.ts';
import type { Seed } from './types.ts';
import { toFen } from '../../lib/money.ts';
import { seedAreas, byIds, fullAddressOf } from '../../modules/area/queries.ts';
import { freeLevels, levelForGrowth } from '../../modules/level/service.ts';
import { SIGNIN_CONFIG_KEY } from '../../modules/signin/config.ts';

interface AccountFixture {
  demo_member_mobile: string;
  levels: Array<{
    level_name: string;
    /** The level's name and remark in en-us (member_level.i18n). */
    en?: string;
    en_remark?: string;
    growth: number;
    consume_discount: number;
    is_free_shipping: number;
    point_feedback: number;
    send_point: number;
    send_balance: string;
    remark: string;
    bg_color: string;
    level_text_color: string;
    is_default: number;
    sort: number;
  }>;
  signin: { is_use: number; cycle: number; reward: Array<{ day: number; point?: number; growth?: number }> };
  demo_addresses: Array<{ name: string; mobile: string; telephone: string; province_id: number; city_id: number; district_id: number; address: string; is_default: number }>;
}

/** Every fixtures/seed/account*.json, merged (later files add levels and addresses). */
function loadFixtures(): AccountFixture {
  const dir = path.join(repoRoot, 'fixtures', 'seed');
  const files = fs.readdirSync(dir).filter((f) => /^account.*\.json$/.test(f)).sort();
  const out: AccountFixture = { demo_member_mobile: '13800000000', levels: [], signin: { is_use: 0, cycle: 7, reward: [] }, demo_addresses: [] };
  for (const f of files) {
    const part = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Partial<AccountFixture>;
    if (part.demo_member_mobile) out.demo_member_mobile = part.demo_member_mobile;
    if (part.levels) out.levels.push(...part.levels);
    if (part.signin) out.signin = part.signin;
    if (part.demo_addresses) out.demo_addresses.push(...part.demo_addresses);
  }
  return out;
}

async function run(db: Kysely<Database>): Promise<void> {
  const fx = loadFixtures();
  await seedAreas(db);

  if (fx.levels.length) {
    await db
      .insertInto('member_level')
      .values(fx.levels.map(({ en, en_remark, ...l }) => ({ ...l, level_type: 0, status: 1, send_balance: toFen(l.send_balance), i18n: JSON.stringify(en ? { 'en-us': { level_name: en, ...(en_remark ? { remark: en_remark } : {}) } } : {}) })))
      .execute();
  }

  const { signin } = fx;
  await db
    .insertInto('sys_config')
    .values({ config_key: SIGNIN_CONFIG_KEY, value: JSON.stringify({ cycle: signin.cycle, reward: signin.reward }) as never, is_use: signin.is_use, config_desc: '会员签到奖励设置' })
    .onConflict((oc) => oc.column('config_key').doNothing())
    .execute();

  // The demo member (seeded by the member area): level from growth, opening ledger rows, an address.
  const demo = await db
    .selectFrom('member')
    .select(['member_id', 'point', 'balance', 'balance_money', 'growth'])
    .where('mobile', '=', fx.demo_member_mobile)
    .executeTakeFirst();
  if (!demo) return;
  const level = levelForGrowth(await freeLevels(db), Number(demo.growth));
  if (level) {
    await db.updateTable('member').set({ member_level: level.level_id, member_level_name: level.level_name, member_level_type: 0 }).where('member_id', '=', demo.member_id).execute();
  }
  const opening = (['point', 'balance', 'balance_money', 'growth'] as const)
    .map((t) => ({ account_type: t, value: Number(demo[t]) }))
    .filter((o) => o.value > 0)
    .map((o) => ({ member_id: demo.member_id, account_type: o.account_type, account_data: o.value, from_type: 'adjust', type_name: '调整', remark: '演示账户期初', create_time: Math.floor(Date.now() / 1000) - 86400 }));
  if (opening.length) await db.insertInto('member_account').values(opening).execute();

  for (const a of fx.demo_addresses) {
    const areas = await byIds(db, [a.province_id, a.city_id, a.district_id]);
    const find = (id: number) => areas.find((x) => x.id === id);
    const p = find(a.province_id);
    const c = find(a.city_id);
    const d = find(a.district_id);
    if (!p || !c || !d) throw new Error(`account seed: unknown area in demo address ${a.province_id}/${a.city_id}/${a.district_id}`);
    await db
      .insertInto('member_address')
      .values({ ...a, member_id: demo.member_id, full_address: fullAddressOf(p, c, d), type: 1 })
      .execute();
  }
}

export const accountSeed: Seed = { name: 'account', run };
