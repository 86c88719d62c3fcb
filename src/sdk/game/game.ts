/**
 * The games kit (turntable, scratch card, golden eggs; niushop-promotions.md §16): the game as the
 * info call answers it, what may be played now, and one play. The server draws the prize and
 * charges the points; the client only asks, then lets its animation land on the answer. Plays left
 * and the member's points follow the server's answer of each play.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { getActionEnv } from '../../actions/env.ts';
import { ensureLoggedIn } from '../../actions/requireLogin.ts';
import { isSuccess } from '../../data/client.ts';
import type { EndpointName } from '../../data/endpoints.ts';
import { call, toastFailure } from '../api.ts';
import type { GameInfoResponse, LotteryResponse } from '../../types/generated/api/games.ts';

/** The info answer (schemas/api/games.json `GameInfoResponse`): status 0 not started, 1 running, 2 ended, 3 closed; join_type 1 plays per day, 0 over the whole game; surplus_num plays left in the period, -1 without a limit. */
export type GameInfo = GameInfoResponse;
export type GameKind = GameInfo['game_type'];
export type GameAward = GameInfo['award'][number];
/** One play's answer (`LotteryResponse`). */
export type PlayResult = LotteryResponse;

const LOTTERY: Record<GameKind, EndpointName> = { turntable: 'game.turntableLottery', cards: 'game.cardsLottery', egg: 'game.eggLottery' };

/** The info answer read defensively (a page binding may hand anything). */
export function asGame(v: unknown): GameInfo | null {
  if (!v || typeof v !== 'object') return null;
  const g = v as Partial<GameInfo>;
  if (!(Number(g.game_id) > 0)) return null;
  return {
    ...(g as GameInfo),
    points: Number(g.points) || 0,
    status: (Number(g.status) || 0) as GameInfo['status'],
    surplus_num: Number.isFinite(Number(g.surplus_num)) ? Number(g.surplus_num) : 0,
    award: Array.isArray(g.award) ? g.award.filter((a) => a && typeof a === 'object') : [],
    draw_record: Array.isArray(g.draw_record) ? g.draw_record.filter((a) => a && typeof a === 'object') : [],
  };
}

/** What stops a play that the page can tell before asking (the server checks all of it again). */
export type Blocker = 'notStarted' | 'ended' | 'level' | 'points' | null;

export function blockerOf(g: GameInfo, points: number | undefined): Blocker {
  if (g.status === 0) return 'notStarted';
  if (g.status !== 1) return 'ended';
  if (g.level_allowed === 0) return 'level';
  if (points !== undefined && points < g.points) return 'points';
  return null;
}

export interface GamePlay {
  /** plays left (-1 no limit) */
  left: number;
  /** the member's points, undefined for a guest */
  points: number | undefined;
  busy: boolean;
  /** the last refusal's message (no plays left, not enough points…), as the server said it */
  refusal: string;
  /** Asks the server for one play; null when refused (its message toasted) or a guest sent to log in. */
  play: () => Promise<PlayResult | null>;
}

/** One game's plays: the counts start from the page's info answer and follow each play's answer. */
export function useGamePlay(game: GameInfo): GamePlay {
  const from = `${game.game_id}:${game.surplus_num}:${game.member_point ?? ''}`;
  const [local, setLocal] = useState<{ from: string; left: number; points: number | undefined } | null>(null);
  const counts = useMemo(() => (local && local.from === from ? local : { from, left: game.surplus_num, points: game.member_point }), [local, from, game.surplus_num, game.member_point]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const inFlight = useRef(false);

  const play = useCallback(async (): Promise<PlayResult | null> => {
    if (inFlight.current) return null;
    if (!ensureLoggedIn(getActionEnv())) return null;
    inFlight.current = true;
    setBusy(true);
    setRefusal('');
    const res = await call<PlayResult>(LOTTERY[game.game_type] ?? LOTTERY.turntable, { id: game.game_id });
    inFlight.current = false;
    setBusy(false);
    if (res && isSuccess(res) && res.data) {
      setLocal({ from, left: Number(res.data.surplus_num), points: Number(res.data.member_point) });
      return res.data;
    }
    if (res?.message) setRefusal(res.message);
    toastFailure(res);
    return null;
  }, [game.game_id, game.game_type, from]);

  return { left: counts.left, points: counts.points, busy, refusal, play };
}

/** The turntable's slot a result lands on: the won prize's slot, else a "thanks" slot (award_id -1). */
export function landingSlot(slots: readonly GameAward[], result: Pick<PlayResult, 'is_winning' | 'award_id'>, random: () => number = Math.random): number {
  if (result.is_winning) {
    const i = slots.findIndex((s) => s.award_id === result.award_id);
    if (i >= 0) return i;
  }
  const misses = slots.map((s, i) => (s.award_id === -1 ? i : -1)).filter((i) => i >= 0);
  if (misses.length) return misses[Math.floor(random() * misses.length) % misses.length]!;
  return 0;
}

/**
 * The wheel's next rotation (degrees, always forward) that brings slot `index` of `count` equal
 * sectors under the pointer at the top, after `turns` full turns.
 */
export function wheelRotation(current: number, index: number, count: number, turns = 5): number {
  const sector = 360 / count;
  const target = (360 - (index * sector + sector / 2)) % 360;
  const now = ((current % 360) + 360) % 360;
  return current + turns * 360 + ((target - now + 360) % 360);
}
