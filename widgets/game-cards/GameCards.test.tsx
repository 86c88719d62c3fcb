import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureActions, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import GameCards, { defaults, WIPE_MS } from './GameCards.tsx';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['game']);
}
const info = { game_id: 2, game_name: 'Scratch card', game_type: 'cards', points: 5, start_time: 1700000000, end_time: 1800000000, status: 1, remark: '', no_winning_desc: 'Try again', join_type: 1, join_frequency: 5, award: [], draw_record: [], surplus_num: 5, member_point: 50, level_allowed: 1 };
const mount = () => render(<GameCards props={{ ...defaults, info }} node={{ id: 'g', type: 'game-cards' }} emit={async () => {}} renderSlot={() => null} />);

describe('game-cards', () => {
  afterEach(() => {
    resetActionEnv();
    vi.useRealTimers();
  });
  beforeEach(() => configureActions({ isLoggedIn: () => true }));

  it('nothing is under the coating until the server answered; the coating wipes over the consolation (en-us)', async () => {
    await lang('en-us');
    const { requests } = fakeFetch({ '/cards/api/cards/lottery': ok({ record_id: 3, is_winning: 0, award_id: 0, award_name: '', award_type: 0, point: 0, balance: '0.00', relate_name: '', no_winning_desc: 'Try again', surplus_num: 4, member_point: 45 }) });
    mount();
    expect(screen.queryByTestId('scratch-result')).toBeNull();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Scratch' }));
    });
    expect(requests.map((r) => r.path)).toEqual(['/cards/api/cards/lottery']);
    expect(screen.getByTestId('scratch-card').getAttribute('data-phase')).toBe('wiping');
    expect(screen.getByTestId('scratch-result').textContent).toBe('Try again');
    await act(async () => {
      vi.advanceTimersByTime(WIPE_MS + 50);
    });
    expect(screen.getByTestId('game-result').getAttribute('data-winning')).toBe('0');
    expect(screen.getByTestId('game-left').textContent).toBe('4 plays left today');
    fireEvent.click(screen.getByRole('button', { name: 'Play on' }));
    fireEvent.click(screen.getByRole('button', { name: 'Another card' }));
    expect(screen.getByTestId('scratch-card').getAttribute('data-phase')).toBe('covered');
  });

  it('a coupon prize in Chinese', async () => {
    await lang('zh-cn');
    fakeFetch({ '/cards/api/cards/lottery': ok({ record_id: 4, is_winning: 1, award_id: 2, award_name: '无门槛5元券', award_type: 3, point: 0, balance: '0.00', relate_name: '无门槛5元券', no_winning_desc: '', surplus_num: 4, member_point: 45 }) });
    mount();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '刮开看看' }));
    });
    await act(async () => {
      vi.advanceTimersByTime(WIPE_MS + 50);
    });
    expect(screen.getByTestId('game-result').textContent).toContain('优惠券「无门槛5元券」已放入您的账户');
  });
});
