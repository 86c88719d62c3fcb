import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { loadWalletFixture } from './wallet.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('wallet seed', () => {
  const f = loadWalletFixture();

  it('switches withdrawal and recharge on and lists the recharge packages in the fixture order', async () => {
    expect((await s.call('/api/memberwithdraw/config')).data).toMatchObject({ is_use: 1, value: f.withdraw.value });
    expect((await s.call('/memberrecharge/api/memberrecharge/config')).data).toMatchObject({ is_use: 1, value: f.recharge.value });
    const page = await s.call<{ list: Array<{ recharge_name: string; face_value: string; buy_price: string; coupon_id: string }> }>('/memberrecharge/api/memberrecharge/page', { page: 1, page_size: 100 }, { lang: 'en-us' });
    expect(page.data.list.map((p) => [p.recharge_name, p.face_value, p.buy_price, p.coupon_id])).toEqual(f.recharge_packages.map((p) => [p.en, p.face_value, p.buy_price, p.coupon_id]));
  });

  it('puts the paid cards on sale, the recommended first, with their agreement in both languages', async () => {
    const list = await s.call<Array<{ level_name: string; charge_type: number; is_recommend: number; charge_rule: string }>>('/supermember/api/membercard/lists', undefined, { lang: 'en-us' });
    expect(list.data.map((c) => [c.level_name, c.charge_type, JSON.parse(c.charge_rule) as unknown])).toEqual(f.cards.map((c) => [c.en, c.charge_type, c.charge_rule]));
    expect((await s.call('/supermember/api/membercard/firstcard', undefined, { lang: 'en-us' })).data).toMatchObject({ level_name: 'Super member' });
    expect((await s.call('/supermember/api/membercard/agreement')).data).toMatchObject({ title: f.card_agreement['zh-cn']!.title });
    expect((await s.call('/supermember/api/membercard/agreement', undefined, { lang: 'en-us' })).data).toMatchObject({ title: f.card_agreement['en-us']!.title });
    const free = await s.call<Array<{ level_type: number }>>('/api/memberlevel/lists');
    expect(free.data.every((l) => l.level_type === 0)).toBe(true);
  });

  it('opens audited cancellation with its agreement, and gives the contact page a phone and service hours', async () => {
    expect((await s.call('/membercancel/api/membercancel/config')).data).toEqual(f.cancel);
    expect((await s.call('/membercancel/api/membercancel/agreement', undefined, { lang: 'en-us' })).data).toMatchObject({ title: f.cancel_agreement['en-us']!.title });
    expect((await s.call('/api/site/shopContact', undefined, { lang: 'en-us' })).data).toEqual({ mobile: '400-800-8888', service_hours: f.contact['en-us']!.service_hours, chat: 1 });
    expect((await s.call('/api/site/shopContact')).data).toMatchObject({ service_hours: f.contact['zh-cn']!.service_hours });
  });

  it('the flags of the wallet pages are on: withdrawal, recharge, the paid card and cancellation', async () => {
    const init = await s.call<{ addon_is_exist: Record<string, number> }>('/api/config/init');
    expect(init.data.addon_is_exist).toMatchObject({ memberwithdraw: 1, memberrecharge: 1, supermember: 1, membercancel: 1 });
  });
});
