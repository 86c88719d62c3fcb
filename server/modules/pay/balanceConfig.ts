import { getConfig, type Db } from '../config/queries.ts';

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

export async function balanceConfig(db: Db): Promise<BalanceConfig> {
  const c = await getConfig(db, BALANCE_PAY_CONFIG, { balance_show: 1, pay_password_required: 1 } as Record<string, unknown>);
  return { balance_show: Number(c.balance_show) === 1 ? 1 : 0, pay_password_required: Number(c.pay_password_required) === 0 ? 0 : 1 };
}
