import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { date } from '../../src/sdk/index.ts';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { LANGS, recordNavigation, resetWorld, setLanguage, showPage } from '../../src/sdk/testing/member.tsx';

const EXPIRE = 1798675200; // 2027-01-01 (China time)
const SUPER = { level_id: 5, level_name: '超级会员', level_type: 1, consume_discount: 95, is_free_shipping: 1, point_feedback: 2, bg_color: '#2b2b2b', level_text_color: '#f5d99a' };
const CARD_EN = { ...SUPER, level_name: 'Super member' };
const member = (over: Record<string, unknown>) => ({ member_id: 1, nickname: 'demo', member_level: 5, member_level_name: '超级会员', member_level_type: 1, level_expire_time: EXPIRE, member_level_info: SUPER, ...over });

const TEXT = {
  'zh-cn': { name: '超级会员', expire: `有效期至 ${date(EXPIRE, 'YYYY-MM-DD')}`, benefits: ['包邮', '9.5折'], renew: '立即续费', none: '您还不是付费会员', open: '立即开通' },
  'en-us': { name: 'Super member', expire: `Valid until ${date(EXPIRE, 'YYYY-MM-DD')}`, benefits: ['Free shipping', '5% off'], renew: 'Renew', none: 'You are not a paid member yet', open: 'Get a card' },
} as const;

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe.each(LANGS)('member-card (%s)', (lang) => {
  const tx = TEXT[lang];
  beforeEach(() => setLanguage(lang));

  it("the member's card: name in the reader's language, expiry, benefits; renew opens the purchase of the same card", async () => {
    fakeFetch({ '/api/member/info': ok(member({})), '/supermember/api/membercard/lists': ok([lang === 'en-us' ? CARD_EN : SUPER]) });
    const nav = recordNavigation();
    await showPage('pages_tool/member/card', { member: { member_id: 1 } });
    expect(screen.getByTestId('mc-card').querySelector('strong')?.textContent).toBe(tx.name);
    expect(screen.getByTestId('mc-expire').textContent).toBe(tx.expire);
    const benefits = screen.getByTestId('mc-benefits').textContent ?? '';
    for (const b of tx.benefits) expect(benefits).toContain(b);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tx.renew }));
    });
    expect(nav).toEqual([{ how: 'navigate', url: '/pages_tool/member/card_buy?level_id=5' }]);
  });

  it('without a paid card: an invitation to buy one', async () => {
    fakeFetch({ '/api/member/info': ok(member({ member_level: 1, member_level_type: 0, level_expire_time: 0, member_level_info: null })), '/supermember/api/membercard/lists': ok([SUPER]) });
    const nav = recordNavigation();
    await showPage('pages_tool/member/card', { member: { member_id: 1 } });
    expect(screen.getByText(tx.none)).toBeDefined();
    expect(screen.queryByTestId('mc-expire')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tx.open }));
    });
    expect(nav).toEqual([{ how: 'navigate', url: '/pages_tool/member/card_buy' }]);
  });
});
