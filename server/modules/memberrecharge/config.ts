import { toFen } from '../../lib/money.ts';
import { getConfigRow, type ConfigRow, type Db } from '../config/queries.ts';
import { yuan } from '../goods/format.ts';

/** NiuShop's MEMBER_RECHARGE_CONFIG: the row's `is_use` switches recharge on. */
export const RECHARGE_CONFIG_KEY = 'MEMBER_RECHARGE_CONFIG';

/** The config value on the wire: limits of a custom amount (our addition; NiuShop had none). */
export interface RechargeConfigValue {
  /** 1 = a custom amount may be recharged */
  is_custom: number;
  /** smallest custom amount (yuan) */
  min: string;
  /** largest custom amount (yuan; 0 = the built-in ceiling) */
  max: string;
}

/** The largest custom amount when the shop sets none: ¥50,000 (fen). */
export const CUSTOM_CEILING = 5_000_000;

export interface RechargeConfig {
  is_use: boolean;
  is_custom: boolean;
  min: number;
  max: number;
  value: RechargeConfigValue;
}

const fen = (v: unknown, fallback: number): number => {
  try {
    const n = toFen(String(v ?? ''));
    return n >= 0 ? n : fallback;
  } catch {
    return fallback;
  }
};

export async function rechargeConfig(db: Db): Promise<RechargeConfig> {
  const row = await getConfigRow<Record<string, unknown>>(db, RECHARGE_CONFIG_KEY);
  const v = row && typeof row.value === 'object' && row.value && !Array.isArray(row.value) ? row.value : {};
  const isCustom = v.is_custom === undefined ? 1 : Number(v.is_custom) === 1 ? 1 : 0;
  const min = Math.max(1, fen(v.min, 1));
  const setMax = fen(v.max, 0);
  const max = setMax > 0 ? Math.min(setMax, CUSTOM_CEILING) : CUSTOM_CEILING;
  return { is_use: row?.is_use === 1, is_custom: isCustom === 1, min, max, value: { is_custom: isCustom, min: yuan(min), max: yuan(max) } };
}

/** `/memberrecharge/api/memberrecharge/config`: the config row (is_use 0 when none is saved). */
export async function rechargeConfigRow(db: Db): Promise<ConfigRow<RechargeConfigValue>> {
  const row = await getConfigRow(db, RECHARGE_CONFIG_KEY);
  const cfg = await rechargeConfig(db);
  return {
    site_id: 1,
    app_module: 'shop',
    config_key: RECHARGE_CONFIG_KEY,
    value: cfg.value,
    config_desc: row?.config_desc ?? '',
    is_use: cfg.is_use ? 1 : 0,
    create_time: row?.create_time ?? 0,
    modify_time: row?.modify_time ?? 0,
  };
}
