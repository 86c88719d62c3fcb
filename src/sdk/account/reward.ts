/**
 * The new-member reward after registering (spec §4, NiuShop's register-reward component):
 * - only when the memberregister addon exists, its config is fetched;
 * - it shows when `is_use` is 1 and any of point, balance, growth is positive or coupons exist;
 * - otherwise, or when the config call fails (code < 0), the shopper is just redirected;
 * - point / balance / growth / coupon go to points detail, balance detail, level, coupons;
 *   the default (closing) goes to `back`, else home.
 */
import { getActionEnv } from '../../actions/env.ts';
import { HOME_PATH, safeBackPath } from '../../routes/paths.ts';
import { isSuccess, request } from '../../data/client.ts';
import { useSiteStore } from '../../stores/site.ts';

export type RewardChoice = 'point' | 'balance' | 'growth' | 'coupon' | 'default';

export const REWARD_PATHS: Record<Exclude<RewardChoice, 'default'>, string> = {
  point: '/pages_tool/member/point_detail',
  balance: '/pages_tool/member/balance_detail',
  growth: '/pages_tool/member/level',
  coupon: '/pages_tool/member/coupon',
};

export interface RewardCoupon {
  coupon_name: string;
  type: string;
  money: string;
  discount: string;
  at_least: string;
}

export interface RegisterReward {
  point: number;
  /** Yuan, two decimals. */
  balance: string;
  growth: number;
  coupon_list: RewardCoupon[];
}

interface RewardConfig {
  is_use?: unknown;
  value?: { point?: unknown; balance?: unknown; growth?: unknown; coupon_list?: unknown };
}

const num = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** The reward to show for a config answer, or null (spec §4 rules). */
export function rewardOf(config: unknown): RegisterReward | null {
  if (!config || typeof config !== 'object') return null;
  const c = config as RewardConfig;
  const v = c.value && typeof c.value === 'object' ? c.value : {};
  const coupons = Array.isArray(v.coupon_list) ? (v.coupon_list as Array<Record<string, unknown>>) : [];
  const reward: RegisterReward = {
    point: num(v.point),
    balance: String(v.balance ?? '0'),
    growth: num(v.growth),
    coupon_list: coupons.map((x) => ({
      coupon_name: String(x.coupon_name ?? ''),
      type: String(x.type ?? ''),
      money: String(x.money ?? ''),
      discount: String(x.discount ?? ''),
      at_least: String(x.at_least ?? '0'),
    })),
  };
  if (num(c.is_use) !== 1) return null;
  if (reward.point > 0 || num(reward.balance) > 0 || reward.growth > 0 || reward.coupon_list.length > 0) return reward;
  return null;
}

/** Fetches the config when the addon exists; null means "no popup, just redirect". */
export async function fetchRegisterReward(): Promise<RegisterReward | null> {
  if (Number(useSiteStore.getState().addonIsExist.memberregister) !== 1) return null;
  try {
    const res = await request('memberregister.config');
    return isSuccess(res) ? rewardOf(res.data) : null;
  } catch {
    return null;
  }
}

/** Where a choice leads. */
export function rewardTarget(choice: RewardChoice, back?: string): string {
  if (choice !== 'default') return REWARD_PATHS[choice];
  return safeBackPath(back, HOME_PATH);
}

/** Goes there, replacing the current page (NiuShop's redirectTo). */
export function goReward(choice: RewardChoice, back?: string): void {
  getActionEnv().navigator.redirect(rewardTarget(choice, back));
}
