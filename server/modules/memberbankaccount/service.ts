/**
 * Withdrawal accounts (niushop-member-and-tools.md §1.2): bank card, Alipay, WeChat change (only
 * for a member with a WeChat openid). The account added or edited becomes the default (NiuShop);
 * deleting the default makes the newest remaining one default, so a member with accounts always has
 * one. Every write locks the member row first, so the one-default rule holds under parallel
 * requests; a member reads and writes only their own rows (NiuShop's edit did not check the owner).
 */
import { sql, type Selectable } from 'kysely';
import type { MemberBankAccountTable, WithdrawType } from '../../db/tables/wallet.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { translate, type Lang } from '../../i18n/index.ts';
import type { Db } from '../account/ledger.ts';
import { pageWindow, paged, type Paged } from '../account/paging.ts';
import { checkAccountForm } from './rules.ts';

export type BankAccountRow = Selectable<MemberBankAccountTable>;

/** How many withdrawal accounts one member may keep. */
export const MAX_BANK_ACCOUNTS = 20;

/** The type's display name in the reader's language (NiuShop: 银行卡 / 支付宝 / 微信). */
export const withdrawTypeName = (type: string, lang: Lang): string => translate(lang, `WITHDRAW_ACCOUNT_TYPE_${type.toUpperCase()}`);

export function accountOut(r: BankAccountRow, lang: Lang) {
  return {
    id: r.id,
    member_id: r.member_id,
    realname: r.realname,
    mobile: r.mobile,
    withdraw_type: r.withdraw_type,
    withdraw_type_name: withdrawTypeName(r.withdraw_type, lang),
    branch_bank_name: r.branch_bank_name,
    bank_account: r.bank_account,
    is_default: r.is_default,
    create_time: Number(r.create_time),
    modify_time: Number(r.modify_time),
  };
}
export type BankAccountOut = ReturnType<typeof accountOut>;

export interface AccountInput {
  realname?: string;
  mobile?: string;
  withdraw_type?: string;
  branch_bank_name?: string;
  bank_account?: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim().replace(/\p{Extended_Pictographic}/gu, '') : v === undefined || v === null ? '' : String(v).trim());

/** Whether the member can be paid to WeChat change (an official-account or mini-program openid). */
export async function hasWechatOpenid(db: Db, member_id: number): Promise<boolean> {
  const m = await db.selectFrom('member').select(['wx_openid', 'weapp_openid']).where('member_id', '=', member_id).executeTakeFirst();
  return !!m && (m.wx_openid !== '' || m.weapp_openid !== '');
}

/** Checks the form and answers the columns to write (fields a type does not use are stored empty). */
async function prepare(db: Db, member_id: number, p: AccountInput) {
  const values = { realname: text(p.realname), mobile: text(p.mobile), withdraw_type: text(p.withdraw_type), branch_bank_name: text(p.branch_bank_name), bank_account: text(p.bank_account) };
  checkAccountForm(values);
  const type = values.withdraw_type as WithdrawType;
  if (type === 'wechatpay' && !(await hasWechatOpenid(db, member_id))) throw new ApiError(Code.ERROR, 'BANK_ACCOUNT_BIND_WECHAT');
  return {
    realname: values.realname,
    mobile: values.mobile,
    withdraw_type: type,
    branch_bank_name: type === 'bank' ? values.branch_bank_name : '',
    bank_account: type === 'wechatpay' ? '' : values.bank_account,
  };
}

async function lockMember(trx: Db, member_id: number): Promise<void> {
  await sql`select member_id from member where member_id = ${member_id} for update`.execute(trx);
}

async function owned(db: Db, member_id: number, id: number): Promise<BankAccountRow> {
  const row = await db.selectFrom('member_bank_account').selectAll().where('id', '=', id).where('member_id', '=', member_id).executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'BANK_ACCOUNT_NOT_EXIST');
  return row;
}

/** Makes `id` the member's only default (the member row is locked by the caller). */
async function makeDefault(trx: Db, member_id: number, id: number): Promise<void> {
  await trx.updateTable('member_bank_account').set({ is_default: 0 }).where('member_id', '=', member_id).where('is_default', '=', 1).where('id', '!=', id).execute();
  await trx.updateTable('member_bank_account').set({ is_default: 1 }).where('id', '=', id).where('member_id', '=', member_id).execute();
}

export const bankAccountService = {
  async page(db: Db, member_id: number, p: { page?: number; page_size?: number }, lang: Lang): Promise<Paged<BankAccountOut>> {
    const q = db.selectFrom('member_bank_account').where('member_id', '=', member_id);
    const { limit, offset, size } = pageWindow(p.page, p.page_size);
    const [c, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    ]);
    return paged(rows.map((r) => accountOut(r, lang)), Number(c.n), size);
  },

  /** The member's own account by id (BANK_ACCOUNT_NOT_EXIST otherwise). */
  async info(db: Db, member_id: number, id: number, lang: Lang): Promise<BankAccountOut> {
    return accountOut(await owned(db, member_id, id), lang);
  },

  /** The default account, or null when the member has none. */
  async defaultInfo(db: Db, member_id: number, lang: Lang): Promise<BankAccountOut | null> {
    const row = await db.selectFrom('member_bank_account').selectAll().where('member_id', '=', member_id).where('is_default', '=', 1).executeTakeFirst();
    return row ? accountOut(row, lang) : null;
  },

  /** Adds an account; it becomes the default. Answers its id. */
  async add(db: Db, member_id: number, p: AccountInput, now: number): Promise<number> {
    return db.transaction().execute(async (trx) => {
      await lockMember(trx, member_id);
      const data = await prepare(trx, member_id, p);
      const count = await trx.selectFrom('member_bank_account').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', member_id).executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_BANK_ACCOUNTS) throw new ApiError(Code.ERROR, 'BANK_ACCOUNT_TOO_MANY', { max: MAX_BANK_ACCOUNTS });
      await trx.updateTable('member_bank_account').set({ is_default: 0 }).where('member_id', '=', member_id).where('is_default', '=', 1).execute();
      const row = await trx.insertInto('member_bank_account').values({ ...data, member_id, is_default: 1, create_time: now, modify_time: now }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
  },

  /** Edits the member's own account; it becomes the default. */
  async edit(db: Db, member_id: number, id: number, p: AccountInput, now: number): Promise<number> {
    return db.transaction().execute(async (trx) => {
      await lockMember(trx, member_id);
      await owned(trx, member_id, id);
      const data = await prepare(trx, member_id, p);
      await trx.updateTable('member_bank_account').set({ ...data, modify_time: now }).where('id', '=', id).where('member_id', '=', member_id).execute();
      await makeDefault(trx, member_id, id);
      return id;
    });
  },

  async setDefault(db: Db, member_id: number, id: number): Promise<number> {
    return db.transaction().execute(async (trx) => {
      await lockMember(trx, member_id);
      await owned(trx, member_id, id);
      await makeDefault(trx, member_id, id);
      return 1;
    });
  },

  /** Deletes the member's own account; when it was the default, the newest remaining one becomes default. */
  async delete(db: Db, member_id: number, id: number): Promise<number> {
    return db.transaction().execute(async (trx) => {
      await lockMember(trx, member_id);
      const cur = await owned(trx, member_id, id);
      await trx.deleteFrom('member_bank_account').where('id', '=', id).where('member_id', '=', member_id).execute();
      if (cur.is_default) {
        const newest = await trx.selectFrom('member_bank_account').select('id').where('member_id', '=', member_id).orderBy('create_time', 'desc').orderBy('id', 'desc').executeTakeFirst();
        if (newest) await makeDefault(trx, member_id, newest.id);
      }
      return 1;
    });
  },
};
