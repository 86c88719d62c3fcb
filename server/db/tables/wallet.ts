import type { Generated } from 'kysely';

/**
 * Tables of the member wallet and account lifecycle (issue 16): withdrawal accounts (migration
 * 0030_bank_account). Interfaces in Kysely's style; times unix seconds, money integer fen.
 */

export type WithdrawType = 'bank' | 'alipay' | 'wechatpay';

/** A member's withdrawal account (NiuShop member_bank_account). */
export interface MemberBankAccountTable {
  id: Generated<number>;
  member_id: number;
  realname: string;
  mobile: string;
  withdraw_type: WithdrawType;
  /** Bank name (bank cards only). */
  branch_bank_name: Generated<string>;
  /** Card or Alipay account number; '' for WeChat (paid to the openid). */
  bank_account: Generated<string>;
  is_default: Generated<number>;
  create_time: Generated<number>;
  modify_time: Generated<number>;
}

export interface WalletTables {
  member_bank_account: MemberBankAccountTable;
}
