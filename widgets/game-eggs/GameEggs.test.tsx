import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureActions, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import GameEggs, { CRACK_MS, defaults } from './GameEggs.tsx';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['game']);
}
const info = (extra: Record<string, unknown> = {}) => ({
  game_id: 3, game_name: 'Golden eggs', game_type: 'egg', points: 20, start_time: 1700000000, end_time: 1800000000, status: 1, remark: '', no_winning_desc: 'Empty', join_type: 0, join_frequency: 10,
  award: [{ award_id: 9, award_name: '1 yuan balance' }], draw_record: [{ member_nick_name: 'd***o', award_name: '20 points', create_time: 1700000100 }], is_show_winner: 1, surplus_num: 10, ...extra,
});
const mount = (extra: Record<string, unknown> = {}) => render(<GameEggs props={{ ...defaults, info: info(extra) }} node={{ id: 'g', type: 'game-eggs' }} emit={async () => {}} renderSlot={() => null} />);

describe('game-eggs', () => {
  afterEach(() => {
    resetActionEnv();
    vi.useRealTimers();
  });
  beforeEach(() => configureActions({ isLoggedIn: () => true }));

  it('the tapped egg cracks on the server answer; prizes and winners listed (en-us)', async () => {
    await lang('en-us');
    fakeFetch({ '/egg/api/egg/lottery': ok({ record_id: 5, is_winning: 1, award_id: 9, award_name: '1 yuan balance', award_type: 2, point: 0, balance: '1.00', relate_name: '', no_winning_desc: '', surplus_num: 9, member_point: 80 }) });
    mount({ member_point: 100, level_allowed: 1 });
    expect(screen.getByTestId('game-left').textContent).toBe('10 plays left');
    expect(screen.getByRole('region', { name: 'Prizes' }).textContent).toContain('1 yuan balance');
    expect(screen.getByRole('region', { name: 'Winners' }).textContent).toContain('d***o');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Egg 2' }));
    });
    expect(screen.getByRole('button', { name: 'Egg 2' }).className).toContain('ge-egg--hit');
    await act(async () => {
      vi.advanceTimersByTime(CRACK_MS + 50);
    });
    expect(screen.getByTestId('game-result').textContent).toContain('1.00 yuan balance added to your account');
    expect(screen.getByTestId('game-points').textContent).toBe('My points: 80');
  });

  it('a guest is sent to log in and nothing is asked (zh-cn); too few points is shown', async () => {
    await lang('zh-cn');
    const navigate = vi.fn();
    configureActions({ isLoggedIn: () => false, navigator: { navigate, back: vi.fn(), redirect: vi.fn(), reLaunch: vi.fn(), switchTab: vi.fn() } as never });
    const { requests } = fakeFetch({});
    const a = mount();
    expect(screen.getByText('登录后即可参与')).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '第1个金蛋' }));
    });
    expect(requests).toHaveLength(0);
    expect(navigate).toHaveBeenCalled();
    a.unmount();
    mount({ member_point: 5, level_allowed: 1 });
    expect(screen.getByTestId('game-blocker').textContent).toBe('积分不足，每次需要20积分');
  });
});
