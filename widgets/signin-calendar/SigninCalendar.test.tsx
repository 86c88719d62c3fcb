import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fail, fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { LANGS, resetWorld, setLanguage, settle, showPage, toastText } from '../../src/sdk/testing/member.tsx';
import { chinaDate, chinaToday, dayPoints, monthGrid, monthTitle, stripDays } from './calendar.ts';

const member = { member_id: 1, sign_days_series: 2 };
const CONFIG = { config_key: 'MEMBER_SIGNIN_CONFIG', is_use: 1, value: { cycle: 7, reward: [{ day: 1, point: 5, growth: 1 }, { day: 3, point: 10 }, { day: 7, point: 30, growth: 5 }] } };
// 2025-03-10 09:00 in China
const NOW = Date.UTC(2025, 2, 10, 1, 0, 0);

function server(opts: { isUse?: number } = {}) {
  let signed = 0;
  let streak = 2;
  return fakeFetch({
    '/api/membersignin/getSignStatus': () => ok({ ...CONFIG, is_use: opts.isUse ?? 1 }),
    '/api/membersignin/issign': () => ok(signed),
    '/api/membersignin/getSignRecords': () => ok([{ create_time: NOW / 1000 - 2 * 86400, sign_date: '2025-03-08' }, { create_time: NOW / 1000 - 86400, sign_date: '2025-03-09' }, ...(signed ? [{ create_time: NOW / 1000, sign_date: '2025-03-10' }] : [])]),
    '/api/member/info': () => ok({ member_id: 1, sign_days_series: streak }),
    '/api/memberaccount/sum': () => ok(signed ? 25 : 10),
    '/api/membersignin/signin': (req) => {
      if (signed) return fail(-1, req.body.lang === 'en-us' ? 'Already signed in today' : '您已签到');
      signed = 1;
      streak = 3;
      return ok({ point: 15, growth: 1, sign_days_series: 3, days: 3 });
    },
  });
}

beforeEach(() => {
  resetWorld();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetWorld();
});

describe('sign-in calendar arithmetic', () => {
  it('counts China days, lays out the month and the 7-day window', () => {
    expect(chinaToday(NOW)).toBe('2025-03-10');
    expect(chinaDate(Date.UTC(2025, 2, 9, 16, 30) / 1000)).toBe('2025-03-10'); // 00:30 in China
    const weeks = monthGrid('2025-03-10');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-03-01']); // 1 March 2025 is a Saturday
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(dayPoints(CONFIG.value.reward, 1)).toBe(5);
    expect(dayPoints(CONFIG.value.reward, 3)).toBe(15);
    expect(dayPoints(CONFIG.value.reward, 7)).toBe(35);
    expect(stripDays(2, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(stripDays(8, 30)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(stripDays(29, 30)).toEqual([24, 25, 26, 27, 28, 29, 30]);
  });

  it('names the month in the shopper\'s language', () => {
    expect(monthTitle('2026-11-21', 'en-us')).toBe('November 2026');
    expect(monthTitle('2026-11-21', 'zh-cn')).toBe('2026年11月');
    expect(monthTitle('2025-01-31', 'en-us')).toBe('January 2025');
  });
});

const TEXT = {
  'zh-cn': { streak2: '已连续签到 2 天', streak3: '已连续签到 3 天', earnToday: '今日签到可获得15积分', sign: '立即签到', signed: '已签到', got: '+15 积分', again: '您已签到', closed: '签到未开启', totals: '积分：10', month: '2025年3月', rules: ['每日签到奖励：5积分 1成长值', '连续签到3天额外奖励：10积分', '连续签到7天额外奖励：30积分 5成长值'] },
  'en-us': { streak2: '2 consecutive days', streak3: '3 consecutive days', earnToday: 'Sign in today to earn 15 points', sign: 'Sign in', signed: 'Signed in', got: '+15 points', again: 'Already signed in today', closed: 'Sign-in is not enabled', totals: 'Points: 10', month: 'March 2025', rules: ['Daily sign-in reward: +5 points · +1 growth', 'Extra reward for 3 consecutive days: +10 points', 'Extra reward for 7 consecutive days: +30 points · +5 growth'] },
} as const;

describe.each(LANGS)('signin-calendar (%s)', (lang) => {
  const tx = TEXT[lang];
  beforeEach(() => setLanguage(lang));

  it('signs in once: the rewards popup, the day marked, the streak; a second tap shows the server message', async () => {
    const { requests } = server();
    await showPage('pages_tool/member/signin', { member });
    expect(screen.getByTestId('sc-streak').textContent).toBe(tx.streak2);
    expect(screen.getByText(tx.earnToday)).toBeDefined();
    expect(screen.getByTestId('sc-point-total').textContent).toBe(tx.totals);
    expect(document.querySelector('[data-date="2025-03-09"]')?.getAttribute('data-signed')).toBe('1');
    expect(document.querySelector('[data-date="2025-03-10"]')?.getAttribute('data-signed')).toBeNull();
    expect(document.querySelector('.sc-month')?.textContent).toBe(tx.month);
    expect([...document.querySelectorAll('.sc-rules li')].slice(0, 3).map((li) => li.textContent)).toEqual(tx.rules);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tx.sign }));
    });
    await settle();
    const sign = requests.filter((r) => r.path === '/api/membersignin/signin');
    expect(sign).toHaveLength(1);
    expect(sign[0]!.method).toBe('POST');
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(screen.getByText(tx.got)).toBeDefined();
    expect(document.querySelector('[data-date="2025-03-10"]')?.getAttribute('data-signed')).toBe('1');
    expect(screen.getByTestId('sc-streak').textContent).toBe(tx.streak3);
    // the page reloaded its sources after signing
    expect(requests.filter((r) => r.path === '/api/membersignin/issign').length).toBeGreaterThanOrEqual(2);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tx.signed }));
    });
    await settle();
    expect(toastText()).toBe(tx.again);
    expect(requests.filter((r) => r.path === '/api/membersignin/signin')).toHaveLength(2);
  });

  it('sign-in switched off: says so and sends nothing', async () => {
    const { requests } = server({ isUse: 0 });
    await showPage('pages_tool/member/signin', { member });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tx.sign }));
    });
    expect(toastText()).toBe(tx.closed);
    expect(requests.some((r) => r.path === '/api/membersignin/signin')).toBe(false);
  });
});
