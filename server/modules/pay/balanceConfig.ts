import { configFrom, getConfig, type Db } from '../config/queries.ts';

/** The sys_config key of the balance-payment setting (TradeConfig.BALANCE of the order area). */
export const BALANCE_PAY_CONFIG = 'BALANCE_PAY_CONFIG';

/**
 * The shop's balance-payment setting (`BALANCE_PAY_CONFIG`), as `/api/pay/getBalanceConfig` answers it:
 * `balance_show` offers the balance on the pay screen; `pay_password_required` (on unless the merchant
 * turns it off, as NiuShop's client always asks) makes every balance payment need the pay password.
 */
export interface BalanceConfig {
  balance_show: 0 | 1;
  pay_password_required: 0 | 1;
}

const BALANCE_DEFAULTS: Record<string, unknown> = { balance_show: 1, pay_password_required: 1 };

export async function balanceConfig(db: Db): Promise<BalanceConfig> {
  return balanceConfigFrom(await getConfig(db, BALANCE_PAY_CONFIG, BALANCE_DEFAULTS));
}

/** The setting from its stored value (read with others by getConfigs). */
export function balanceConfigFrom(value: unknown): BalanceConfig {
  const c = configFrom(value, BALANCE_DEFAULTS);
  return { balance_show: Number(c.balance_show) === 1 ? 1 : 0, pay_password_required: Number(c.pay_password_required) === 0 ? 0 : 1 };
}
