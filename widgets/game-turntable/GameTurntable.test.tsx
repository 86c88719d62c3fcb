import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureActions, fail, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import GameTurntable, { defaults, SPIN_MS } from './GameTurntable.tsx';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['game']);
}
const slots = [5, -1, 7, -1, 8, -1, 9, -1].map((id, i) => ({ award_id: id, award_name: id === -1 ? 'Thanks' : `Prize ${i}` }));
const info = (extra: Record<string, unknown> = {}) => ({
  game_id: 1, game_name: 'Lucky wheel', game_type: 'turntable', points: 10, start_time: 1700000000, end_time: 1800000000, status: 1, remark: '3 spins a day', no_winning_desc: 'Better luck next time',
  join_type: 1, join_frequency: 3, award: slots, draw_record: [], surplus_num: 3, member_point: 100, level_allowed: 1, ...extra,
});
const mount = (props: Record<string, unknown>, emit = vi.fn(async () => {})) => {
  render(<GameTurntable props={{ ...defaults, ...props }} node={{ id: 'g', type: 'game-turntable' }} emit={emit} renderSlot={() => null} />);
  return emit;
};

describe('game-turntable', () => {
  beforeEach(async () => {
    await lang('en-us');
    configureActions({ isLoggedIn: () => true });
  });
  afterEach(() => {
    resetActionEnv();
    vi.useRealTimers();
  });

  it('shows the facts before a play, asks the server, lands on its prize and shows it; counts follow the answer', async () => {
    const { requests } = fakeFetch({ '/turntable/api/turntable/lottery': ok({ record_id: 1, is_winning: 1, award_id: 7, award_name: 'Prize 2', award_type: 1, point: 20, balance: '0.00', relate_name: '', no_winning_desc: '', surplus_num: 2, member_point: 110 }) });
    const emit = mount({ info: info() });
    expect(screen.getByTestId('game-cost').textContent).toBe('10 points a play');
    expect(screen.getByTestId('game-left').textContent).toBe('3 plays left today');
    expect(screen.getByTestId('game-points').textContent).toBe('My points: 100');
    expect(screen.getAllByTestId('wheel-slot')).toHaveLength(8);
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    });
    expect(requests.map((r) => [r.path, r.body.id])).toEqual([['/turntable/api/turntable/lottery', '1']]);
    expect(screen.getByTestId('wheel').getAttribute('data-landed')).toBe('2');
    expect(screen.queryByTestId('game-result')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(SPIN_MS + 300);
    });
    expect(screen.getByTestId('wheel').getAttribute('data-landed-name')).toBe('Prize 2');
    expect(screen.getByTestId('game-result-name').textContent).toBe('Prize 2');
    expect(screen.getByTestId('game-result').textContent).toContain('20 points added to your account');
    expect(screen.getByTestId('game-left').textContent).toBe('2 plays left today');
    expect(screen.getByTestId('game-points').textContent).toBe('My points: 110');
    fireEvent.click(screen.getByRole('button', { name: 'My prize records' }));
    expect(emit).toHaveBeenCalledWith('records', { id: 1 });
  });

  it('a refusal shows the server message and does not spin (zh-cn)', async () => {
    await lang('zh-cn');
    fakeFetch({ '/turntable/api/turntable/lottery': fail(-1, '今天的参与次数已用完') });
    mount({ info: info({ surplus_num: 0 }) });
    expect(screen.getByTestId('game-left').textContent).toBe('今日剩余0次');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '抽奖' }));
    });
    expect(screen.getByTestId('game-refusal').textContent).toBe('今天的参与次数已用完');
    expect(screen.getByTestId('wheel').getAttribute('data-landed')).toBe('');
  });

  it('known blockers are shown and stop the tap; a missing game says so', () => {
    const { requests } = fakeFetch({});
    mount({ info: info({ level_allowed: 0, level_name: 'Gold' }) });
    expect(screen.getByTestId('game-blocker').textContent).toBe('Only members of level Gold may play');
    expect((screen.getByRole('button', { name: 'Spin' }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests).toHaveLength(0);
    mount({ info: null, loaded: true });
    expect(screen.getByText('The game does not exist or has been taken down')).toBeDefined();
  });
});
