import { describe, expect, it } from 'vitest';
import { asGame, blockerOf, landingSlot, wheelRotation, type GameInfo } from './game.ts';

const game = (extra: Partial<GameInfo> = {}): GameInfo => asGame({ game_id: 1, game_name: 'W', game_type: 'turntable', points: 10, status: 1, surplus_num: 3, award: [], draw_record: [], join_type: 1, join_frequency: 3, ...extra })!;

describe('games kit', () => {
  it('lands a win on its prize slot and a consolation on a "thanks" slot', () => {
    const slots = [{ award_id: 5, award_name: 'a' }, { award_id: -1, award_name: 'x' }, { award_id: 7, award_name: 'b' }, { award_id: -1, award_name: 'x' }];
    expect(landingSlot(slots, { is_winning: 1, award_id: 7 })).toBe(2);
    expect(landingSlot(slots, { is_winning: 0, award_id: 0 }, () => 0)).toBe(1);
    expect(landingSlot(slots, { is_winning: 0, award_id: 0 }, () => 0.99)).toBe(3);
    // a prize not on the wheel (more than eight) still stops somewhere honest: a "thanks" slot is not claimed as a prize
    expect(landingSlot(slots, { is_winning: 1, award_id: 9 }, () => 0)).toBe(1);
  });

  it('turns the wheel forward so the slot sits under the pointer', () => {
    for (const [current, index] of [[0, 0], [0, 3], [1845, 7], [720, 2]] as const) {
      const r = wheelRotation(current, index, 8);
      expect(r).toBeGreaterThanOrEqual(current + 5 * 360);
      expect(r).toBeLessThan(current + 6 * 360);
      // the slot's centre (index*45+22.5) plus the rotation is a whole turn: at the top
      expect((((index * 45 + 22.5 + r) % 360) + 360) % 360).toBeCloseTo(0);
    }
  });

  it('tells what stops a play before asking', () => {
    expect(blockerOf(game(), 100)).toBeNull();
    expect(blockerOf(game(), undefined)).toBeNull();
    expect(blockerOf(game({ status: 0 }), 100)).toBe('notStarted');
    expect(blockerOf(game({ status: 2 }), 100)).toBe('ended');
    expect(blockerOf(game({ level_allowed: 0 }), 100)).toBe('level');
    expect(blockerOf(game(), 9)).toBe('points');
    expect(asGame({ game_id: 0 })).toBeNull();
    expect(asGame('x')).toBeNull();
  });
});
