import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signToken } from '../../http/token.ts';
import { SIGNIN_CONFIG_KEY } from '../signin/config.ts';

let s: TestServer;
let demo: { member_id: number; point: number; balance: number; balance_money: number; growth: number; member_level_name: string };
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  demo = await s.db().selectFrom('member').select(['member_id', 'point', 'balance', 'balance_money', 'growth', 'member_level_name']).where('mobile', '=', '13800000000').executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 1000);
  token = signToken(s.services.tokenSecret, { member_id: demo.member_id, iat: now, exp: now + 3600, v: 0 });
});
afterAll(async () => {
  await s.close();
});

describe('account seed', () => {
  it('opens the demo member’s ledger with rows matching its accounts', async () => {
    const rows = await s.db().selectFrom('member_account').select(['account_type', 'account_data', 'from_type']).where('member_id', '=', demo.member_id).where('from_type', '=', 'adjust').execute();
    for (const t of ['point', 'balance', 'balance_money', 'growth'] as const) {
      const sum = rows.filter((r) => r.account_type === t).reduce((a, r) => a + Number(r.account_data), 0);
      expect(sum, t).toBe(Number(demo[t]));
    }
  });

  it('puts the demo member on the level its growth reaches', async () => {
    const levels = await s.db().selectFrom('member_level').select(['level_name', 'growth']).orderBy('growth').execute();
    const expected = levels.filter((l) => l.growth <= Number(demo.growth)).pop()!;
    expect(demo.member_level_name).toBe(expected.level_name);
  });

  it('gives the demo member a default address in 北京市 朝阳区, and the sign-in config', async () => {
    const page = await s.call<{ list: Array<{ full_address: string; is_default: number; province_id: number; city_id: number; district_id: number }> }>('/api/memberaddress/page', {}, { token });
    expect(page.data.list[0]).toMatchObject({ full_address: '北京市-北京市-朝阳区', is_default: 1, province_id: 11, city_id: 1101, district_id: 110105 });
    const cfg = await s.db().selectFrom('sys_config').select(['value', 'is_use']).where('config_key', '=', SIGNIN_CONFIG_KEY).executeTakeFirstOrThrow();
    expect(cfg).toMatchObject({ is_use: 1, value: { cycle: 7 } });
    const info = await s.call<{ balance: string }>('/api/memberaccount/usableBalance', {}, { token });
    expect(info.code).toBe(0);
  });
});
