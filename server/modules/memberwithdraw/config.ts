import { toFen } from '../../lib/money.ts';
import { getConfigRow, type ConfigRow, type Db } from '../config/queries.ts';
import { yuan } from '../goods/format.ts';

/** NiuShop's MEMBER_WITHDRAW_CONFIG: the row's `is_use` switches withdrawal on. */
export const WITHDRAW_CONFIG_KEY = 'MEMBER_WITHDRAW_CONFIG';
export const TRANSFER_TYPES = ['bank', 'alipay', 'wechatpay'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/** The wire form of the config value (money as yuan strings). */
export interface WithdrawConfigValue {
  /** 1 = an application waits for the merchant's audit; 0 = approved when made (NiuShop's meaning). */
  is_auto_audit: number;
  /** fee percent, integer 0–100 */
  rate: number;
  /** enabled transfer types, comma separated (bank, alipay, wechatpay) */
  transfer_type: string;
  /** 1 = an approved withdrawal is sent through the transfer provider at once */
  is_auto_transfer: number;
  /** smallest amount (yuan) */
  min: string;
  /** largest amount (yuan); 0 = no maximum */
  max: string;
}

/** The config as the rules use it (fen). */
export interface WithdrawConfig {
  is_use: boolean;
  is_auto_audit: boolean;
  is_auto_transfer: boolean;
  rate: number;
  types: TransferType[];
  min: number;
  max: number;
  value: WithdrawConfigValue;
}

const fen = (v: unknown): number => {
  try {
    return Math.max(0, toFen(String(v ?? 0)));
  } catch {
    return 0;
  }
};
const int01 = (v: unknown): number => (Number(v) === 1 ? 1 : 0);

export async function withdrawConfig(db: Db): Promise<WithdrawConfig> {
  const row = await getConfigRow<Record<string, unknown>>(db, WITHDRAW_CONFIG_KEY);
  const v = row && typeof row.value === 'object' && row.value && !Array.isArray(row.value) ? row.value : {};
  const rate = Math.min(100, Math.max(0, Math.trunc(Number(v.rate) || 0)));
  const types = TRANSFER_TYPES.filter((t) => String(v.transfer_type ?? '').split(',').map((s) => s.trim()).includes(t));
  const min = fen(v.min);
  const max = fen(v.max);
  const value: WithdrawConfigValue = { is_auto_audit: int01(v.is_auto_audit), rate, transfer_type: types.join(','), is_auto_transfer: int01(v.is_auto_transfer), min: yuan(min), max: yuan(max) };
  return { is_use: row?.is_use === 1, is_auto_audit: value.is_auto_audit === 1, is_auto_transfer: value.is_auto_transfer === 1, rate, types, min, max, value };
}

/** `/api/memberwithdraw/config`: NiuShop's config row (defaults with is_use 0 when none is saved). */
export async function withdrawConfigRow(db: Db): Promise<ConfigRow<WithdrawConfigValue>> {
  const row = await getConfigRow(db, WITHDRAW_CONFIG_KEY);
  const cfg = await withdrawConfig(db);
  return {
    site_id: 1,
    app_module: 'shop',
    config_key: WITHDRAW_CONFIG_KEY,
    value: cfg.value,
    config_desc: row?.config_desc ?? '',
    is_use: cfg.is_use ? 1 : 0,
    create_time: row?.create_time ?? 0,
    modify_time: row?.modify_time ?? 0,
  };
}
