import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createTestMember, type TestMember } from '../account/test-helpers.ts';
import { ConfigKey, setConfig } from '../config/queries.ts';
import { CONSUME_CONFIG_KEY } from '../gifts/consume.ts';
import { RECHARGE_CONFIG_KEY } from '../memberrecharge/config.ts';
import { WITHDRAW_CONFIG_KEY } from '../memberwithdraw/config.ts';
import { SIGNIN_CONFIG_KEY } from '../signin/config.ts';

let s: TestServer;
let m: TestMember;
beforeAll(async () => {
  s = await startTestServer();
  m = await createTestMember(s);
  await s.db().updateTable('member_recharge').set({ status: 2 }).execute();
  await s.db().insertInto('member_recharge').values({ recharge_name: '充100送10', face_value: 11000, buy_price: 10000, point: 100, growth: 20, i18n: JSON.stringify({ 'en-us': { recharge_name: 'Pay 100 get 110' } }) }).execute();
});
afterAll(() => s.close());

const rules = (lang: 'zh-cn' | 'en-us') => s.call<{ point: string[]; balance: string[]; growth: string[] }>('/api/member/accountrule', undefined, { token: m.token, lang });

describe('account rules', () => {
  it('lists how points, balance and growth are earned from the rules that are on, in the reader\'s language', async () => {
    await setConfig(s.db(), ConfigKey.REGISTER_REWARD, { point: 50, balance: '5.00', growth: 10, coupon: '' }, { is_use: 1 });
    await setConfig(s.db(), SIGNIN_CONFIG_KEY, { cycle: 7, reward: [{ day: 1, point: 5, growth: 1 }, { day: 7, point: 30 }] }, { is_use: 1 });
    await setConfig(s.db(), CONSUME_CONFIG_KEY, { return_point_rate: 5, return_growth_rate: 10 }, { is_use: 1 });
    await setConfig(s.db(), RECHARGE_CONFIG_KEY, { is_custom: 1 }, { is_use: 1 });
    await setConfig(s.db(), WITHDRAW_CONFIG_KEY, { min: '10', rate: 2, transfer_type: 'bank' }, { is_use: 1 });
    expect((await rules('en-us')).data).toEqual({
      point: ['Registering gives 50 points', 'Each daily sign-in gives 5 points', 'Signing in 7 days in a row gives 30 extra points', 'Paid orders give back points at 5% of the amount', 'Package "Pay 100 get 110" gives 100 points'],
      balance: [
        'Registering gives 5.00 yuan of balance',
        'Recharged money goes to the stored balance, which cannot be withdrawn',
        'Package "Pay 100 get 110": pay 100.00 yuan, get 110.00 yuan',
        'The cash balance can be withdrawn: at least 10.00 yuan, fee 2%',
      ],
      growth: ['Registering gives 10 growth', 'Each daily sign-in gives 1 growth', 'Paid orders give back growth at 10% of the amount', 'Package "Pay 100 get 110" gives 20 growth'],
    });
    expect((await rules('zh-cn')).data.growth[0]).toBe('会员注册，赠送10成长值');
  });

  it('leaves out the rules that are off', async () => {
    for (const key of [ConfigKey.REGISTER_REWARD, SIGNIN_CONFIG_KEY, CONSUME_CONFIG_KEY, RECHARGE_CONFIG_KEY, WITHDRAW_CONFIG_KEY]) {
      await s.db().updateTable('sys_config').set({ is_use: 0 }).where('config_key', '=', key).execute();
    }
    expect((await rules('en-us')).data).toEqual({ point: [], balance: [], growth: [] });
    expect((await s.call('/api/member/accountrule')).code).toBe(-1);
  });
});
