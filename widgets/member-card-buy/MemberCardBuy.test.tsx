import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { LANGS, paramsOf, recordNavigation, resetWorld, setLanguage, settle, showPage, toastText } from '../../src/sdk/testing/member.tsx';
import { periodPrices } from './MemberCardBuy.tsx';

const CARDS = [
  { level_id: 5, level_name: 'Super', level_type: 1, remark: 'Free shipping on everything', consume_discount: 95, is_free_shipping: 1, point_feedback: 2, send_point: 500, send_balance: '10.00', send_coupon: '8', charge_rule: '{"month":"19.90","quarter":"49.90","year":"168.00"}', charge_type: 0, bg_color: '#2b2b2b', level_text_color: '#f5d99a', is_recommend: 1 },
  { level_id: 6, level_name: 'Stored', level_type: 1, remark: '', consume_discount: 98, is_free_shipping: 0, point_feedback: 1, send_point: 200, send_balance: '0.00', send_coupon: '', charge_rule: '{"quarter":"99.00","year":"299.00"}', charge_type: 1, bg_color: '#8a5a2b', level_text_color: '#ffffff', is_recommend: 0 },
];

const TEXT = {
  'zh-cn': { periods: ['月卡¥19.90', '季卡¥49.90', '年卡¥168.00'], benefits: ['包邮', '9.5折消费折扣', '2倍积分'], gifts: '赠送500积分赠送10元红包赠送1张优惠券', agree: '请先阅读并同意《会员卡协议》', buy: '立即开通 ¥49.90', agreement: '《会员卡协议》', stored: '开卡金额全额存入储值余额' },
  'en-us': { periods: ['Monthly¥19.90', 'Quarterly¥49.90', 'Yearly¥168.00'], benefits: ['Free shipping', '5% off', '2'], gifts: '500 points¥10 balance1 coupon(s)', agree: 'Please read and accept the Member Card Agreement first', buy: 'Get it for ¥49.90', agreement: 'Member Card Agreement', stored: 'The whole price goes to your stored balance' },
} as const;

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe('periodPrices', () => {
  it('lists the periods on sale in NiuShop order and skips bad rules', () => {
    expect(periodPrices({ level_id: 1, level_name: 'a', charge_rule: '{"year":"9.00","week":"1.00","month":"0"}' })).toEqual([{ unit: 'week', price: '1.00' }, { unit: 'year', price: '9.00' }]);
    expect(periodPrices({ level_id: 1, level_name: 'a', charge_rule: 'not json' })).toEqual([]);
  });
});

describe.each(LANGS)('member-card-buy (%s)', (lang) => {
  const tx = TEXT[lang];
  beforeEach(() => setLanguage(lang));

  it('the card page: periods, benefits, gifts; buying needs the agreement, then opens the payment with the pay number', async () => {
    const { requests } = fakeFetch({ '/supermember/api/membercard/lists': ok(CARDS), '/supermember/api/ordercreate/create': ok({ out_trade_no: '20261127103000123456', order_id: 9 }) });
    const nav = recordNavigation();
    await showPage('pages_tool/member/card_buy', { member: { member_id: 1 } });
    expect(paramsOf(requests[0]!).lang).toBe(lang);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(tx.periods);
    const benefits = screen.getByTestId('mcb-benefits').textContent ?? '';
    for (const b of tx.benefits) expect(benefits).toContain(b);
    expect(screen.getByTestId('mcb-gifts').textContent).toBe(tx.gifts);
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    const buy = screen.getByRole('button', { name: tx.buy });
    await act(async () => {
      fireEvent.click(buy);
    });
    expect(toastText()).toBe(tx.agree);
    expect(requests.filter((r) => r.path === '/supermember/api/ordercreate/create')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(buy);
    });
    await settle();
    const create = requests.find((r) => r.path === '/supermember/api/ordercreate/create')!;
    expect(paramsOf(create)).toMatchObject({ level_id: '5', period_unit: 'quarter' });
    expect(nav).toEqual([{ how: 'navigate', url: '/pages_tool/pay/index?code=20261127103000123456' }]);
  });

  it('the route level_id chooses the card; the agreement link opens the agreement page', async () => {
    fakeFetch({ '/supermember/api/membercard/lists': ok(CARDS) });
    const nav = recordNavigation();
    await showPage('pages_tool/member/card_buy', { member: { member_id: 1 }, query: { level_id: '6' } });
    expect(screen.getByRole('tab', { name: 'Stored' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByTestId('mcb-benefits').textContent).toContain(tx.stored);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tx.agreement }));
    });
    expect(nav).toEqual([{ how: 'navigate', url: '/pages_tool/member/card_agreement' }]);
  });
});
