/**
 * The bargain kit (NiuShop's bargain addon, niushop-promotions.md §4): what a launch allows now,
 * read the way the server's order hook decides it, so a page never offers what the order refuses.
 */
import { toFen } from '../../data/money.ts';

/** A launch as /bargain/api/* answer it (launch_info, launchPage and bargainingList rows). */
export interface BargainLaunch {
  launch_id?: number;
  bargain_id?: number;
  bargain_goods_id?: number;
  bargain_name?: string;
  goods_id?: number;
  sku_id?: number;
  sku_name?: string;
  sku_image?: string;
  price?: string;
  floor_price?: string;
  curr_price?: string;
  buy_type?: number;
  need_num?: number;
  curr_num?: number;
  start_time?: number;
  end_time?: number;
  /** 0 running, 1 floor reached, 2 failed */
  status?: number;
  member_id?: number;
  nickname?: string;
  headimg?: string;
  order_id?: number;
  pay_status?: number;
  /** 1: the viewer launched it */
  self?: number;
  my_bargain_money?: string;
  /** 1: the viewer (not the launcher) already helped */
  cut?: number;
  bargain_status?: number;
  current_time?: number;
}

export const LaunchStatus = { RUNNING: 0, SUCCESS: 1, FAILED: 2 } as const;

/**
 * What a launch is now: `ordered` (an order holds it), `running` (helps still count: status 0 and
 * its time not over at `now`), `success` (at the floor), `failed` (ended above the floor, or its
 * time is over and the expiry sweep has not run yet).
 */
export type LaunchPhase = 'ordered' | 'running' | 'success' | 'failed';

export function launchPhase(l: BargainLaunch, now: number): LaunchPhase {
  if ((Number(l.order_id) || 0) > 0) return 'ordered';
  const status = Number(l.status);
  if (status === LaunchStatus.SUCCESS) return 'success';
  if (status === LaunchStatus.RUNNING) {
    const end = Number(l.end_time) || 0;
    if (!now || !end || end > now) return 'running';
    return toFen(l.curr_price ?? 0) <= toFen(l.floor_price ?? 0) ? 'success' : 'failed';
  }
  return 'failed';
}

/** The launcher may order now: not ordered yet, and at the floor, or still running when any price is allowed (buy_type 0). */
export function canBuy(l: BargainLaunch, now: number): boolean {
  const phase = launchPhase(l, now);
  return phase === 'success' || (phase === 'running' && Number(l.buy_type) === 0);
}

/** Fen cut so far and fen still to go, and the share of the way to the floor (0–100). */
export function launchProgress(l: BargainLaunch): { cut: number; left: number; percent: number } {
  const price = toFen(l.price ?? 0);
  const floor = toFen(l.floor_price ?? 0);
  const curr = toFen(l.curr_price ?? l.price ?? 0);
  const span = Math.max(0, price - floor);
  const cut = Math.min(span, Math.max(0, price - curr));
  const left = Math.max(0, curr - floor);
  return { cut, left, percent: span > 0 ? Math.round((cut / span) * 100) : 100 };
}

/** The page a friend opens to help: the activity and the launch. */
export function bargainSharePath(bargainId: unknown, launchId: unknown): string {
  return `/pages_promotion/bargain/detail?b_id=${Number(bargainId) || 0}&l_id=${Number(launchId) || 0}`;
}
