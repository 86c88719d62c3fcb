import type { Db } from '../account/ledger.ts';

/** Sign-in settings (addon membersignin) in sys_config: value `{cycle, reward}`, switch in `is_use`. */
export const SIGNIN_CONFIG_KEY = 'MEMBER_SIGNIN_CONFIG';

export interface SigninReward {
  day: number;
  point?: number;
  growth?: number;
  coupon?: number | string;
}

export interface SigninConfig {
  is_use: number;
  cycle: number;
  /** reward[0] = the daily reward; the others are streak rewards on the day the streak reaches `day`. */
  reward: SigninReward[];
}

const DEFAULT: SigninConfig = { is_use: 0, cycle: 30, reward: [{ day: 1, point: 0, growth: 0 }] };

function int(v: unknown, fallback = 0): number {
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? Math.trunc(n) : fallback;
}

export async function readSigninConfig(db: Db): Promise<SigninConfig> {
  const row = await db.selectFrom('sys_config').select(['value', 'is_use']).where('config_key', '=', SIGNIN_CONFIG_KEY).executeTakeFirst();
  if (!row) return DEFAULT;
  const v = (row.value ?? {}) as { cycle?: unknown; reward?: unknown };
  const reward = Array.isArray(v.reward)
    ? (v.reward as Array<Record<string, unknown>>).map((r) => ({ day: int(r.day, 1), point: int(r.point), growth: int(r.growth), ...(r.coupon !== undefined ? { coupon: r.coupon as number | string } : {}) }))
    : DEFAULT.reward;
  return { is_use: Number(row.is_use) === 1 ? 1 : 0, cycle: Math.max(1, int(v.cycle, 30)), reward: reward.length ? reward : DEFAULT.reward };
}
