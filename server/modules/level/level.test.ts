import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { changeAccount } from '../account/ledger.ts';
import { createTestMember, memberAccounts } from '../account/test-helpers.ts';
import { levelForMember, recomputeLevel } from './service.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

interface Level {
  level_id: number;
  level_name: string;
  growth: number;
  consume_discount: number;
  send_point: number;
  send_balance: string;
}

const growth = (member_id: number, delta: number) =>
  s.db().transaction().execute((trx) => changeAccount(trx, { member_id, account_type: 'growth', delta, from_type: 'adjust' }));
const upgradeRows = (member_id: number) =>
  s.db().selectFrom('member_account').select(['account_type', 'account_data', 'remark']).where('member_id', '=', member_id).where('from_type', '=', 'upgrade').orderBy('id').execute();

describe('member levels', () => {
  it('lists the four free levels by growth (no token)', async () => {
    const res = await s.call<Level[]>('/api/memberlevel/lists');
    expect(res.code).toBe(0);
    expect(res.data.map((l) => [l.level_name, l.growth, l.consume_discount])).toEqual([
      ['普通会员', 0, 100],
      ['白银会员', 100, 98],
      ['黄金会员', 500, 95],
      ['钻石会员', 2000, 90],
    ]);
    expect(res.data[2]).toMatchObject({ send_point: 200, send_balance: '5.00' });
  });

  it('places a member by growth and upgrades as growth passes thresholds, with gifts through the ledger', async () => {
    const m = await createTestMember(s);
    await growth(m.member_id, 1);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ member_level_name: '普通会员', point: 0 });
    await growth(m.member_id, 98); // 99: still 普通
    expect((await memberAccounts(s, m.member_id)).member_level_name).toBe('普通会员');
    await growth(m.member_id, 1); // 100: 白银
    let acc = await memberAccounts(s, m.member_id);
    expect(acc).toMatchObject({ member_level_name: '白银会员', point: 50, balance: 0 });
    await growth(m.member_id, 10); // no new gift while staying on a level
    expect((await memberAccounts(s, m.member_id)).point).toBe(50);
    await growth(m.member_id, 2000); // 2110: passes 黄金 and reaches 钻石: gifts of both
    acc = await memberAccounts(s, m.member_id);
    expect(acc).toMatchObject({ member_level_name: '钻石会员', point: 50 + 200 + 500, balance: 500 + 2000 });
    const rows = await upgradeRows(m.member_id);
    expect(rows.map((r) => [r.account_type, Number(r.account_data)])).toEqual([
      ['point', 50],
      ['point', 200],
      ['balance', 500],
      ['point', 500],
      ['balance', 2000],
    ]);
    const info = await s.db().transaction().execute((trx) => levelForMember(trx, m.member_id));
    expect(info).toMatchObject({ level_name: '钻石会员', consume_discount: 90, is_free_shipping: 1 });
  });

  it('moves down without gifts when growth is taken back, and does not regrant on the way up again', async () => {
    const m = await createTestMember(s);
    await growth(m.member_id, 150);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ member_level_name: '白银会员', point: 50 });
    await growth(m.member_id, -100);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ member_level_name: '普通会员', point: 50 });
    expect((await upgradeRows(m.member_id)).length).toBe(1);
  });

  it('levelForMember falls back to the growth when no level is stored, null for unknown members', async () => {
    const m = await createTestMember(s, { growth: 600 });
    expect((await levelForMember(s.db(), m.member_id))?.level_name).toBe('黄金会员');
    expect(await levelForMember(s.db(), 987654321)).toBeNull();
    const change = await s.db().transaction().execute((trx) => recomputeLevel(trx, m.member_id));
    expect(change).toMatchObject({ changed: true, upgraded: true, level_name: '黄金会员' });
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ member_level_name: '黄金会员', point: 250, balance: 500 });
    expect(await s.db().transaction().execute((trx) => recomputeLevel(trx, m.member_id))).toMatchObject({ changed: false });
  });
});

describe('level names in the shopper language (member_level.i18n, docs/merchant-texts.md)', () => {
  interface Info {
    member_level: number;
    member_level_name: string;
    member_level_info: { level_name: string; remark: string } | null;
  }

  it('the level list: the demo levels in en-us, their own names in zh-cn', async () => {
    const en = await s.call<Array<{ level_name: string; remark: string }>>('/api/memberlevel/lists', undefined, { lang: 'en-us' });
    expect(en.data.map((l) => l.level_name)).toEqual(['Regular member', 'Silver member', 'Gold member', 'Diamond member']);
    expect(en.data[1]!.remark).toBe('Reach 100 growth to become a silver member: 2% off');
    const zh = await s.call<Array<{ level_name: string }>>('/api/memberlevel/lists', undefined, { lang: 'zh-cn' });
    expect(zh.data.map((l) => l.level_name)).toEqual(['普通会员', '白银会员', '黄金会员', '钻石会员']);
  });

  it("member info: the member's free level name (member_level_name and member_level_info) follows the request's language", async () => {
    const m = await createTestMember(s, { growth: 600 });
    await s.db().transaction().execute((trx) => recomputeLevel(trx, m.member_id));
    const en = await s.call<Info>('/api/member/info', {}, { token: m.token, lang: 'en-us' });
    expect(en.code).toBe(0);
    expect([en.data.member_level_name, en.data.member_level_info?.level_name]).toEqual(['Gold member', 'Gold member']);
    const zh = await s.call<Info>('/api/member/info', {}, { token: m.token, lang: 'zh-cn' });
    expect([zh.data.member_level_name, zh.data.member_level_info?.level_name]).toEqual(['黄金会员', '黄金会员']);
  });

  it('falls back to the shop language when a level has no translation, or an empty one', async () => {
    const [none] = await s
      .db()
      .insertInto('member_level')
      .values({ level_name: '传说会员', level_type: 0, growth: 90000, status: 1, sort: 9, i18n: JSON.stringify({ 'en-us': { level_name: '  ', remark: '' } }) })
      .returning('level_id')
      .execute();
    const m = await createTestMember(s, { growth: 90000 });
    await s.db().transaction().execute((trx) => recomputeLevel(trx, m.member_id));
    const en = await s.call<Info>('/api/member/info', {}, { token: m.token, lang: 'en-us' });
    expect(en.data.member_level).toBe(none!.level_id);
    expect([en.data.member_level_name, en.data.member_level_info?.level_name]).toEqual(['传说会员', '传说会员']);
    const list = await s.call<Array<{ level_id: number; level_name: string }>>('/api/memberlevel/lists', undefined, { lang: 'en-us' });
    expect(list.data.find((l) => l.level_id === none!.level_id)!.level_name).toBe('传说会员');
    await s.db().updateTable('member').set({ member_level: 0, member_level_name: '' }).where('member_id', '=', m.member_id).execute();
    await s.db().deleteFrom('member_level').where('level_id', '=', none!.level_id).execute();
  });
});
