import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AccountType } from '../../db/tables/account.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { fromTypeName } from './fromTypes.ts';
import { parseRemark, remarkText, type RemarkVars } from './remarks.ts';

export type { AccountType };
export const ACCOUNT_TYPES: readonly AccountType[] = ['point', 'balance', 'balance_money', 'growth'];

/** Any Kysely handle over our database: a transaction (the normal case) or the root. */
export type Db = Kysely<Database> | Transaction<Database>;

export interface AccountChange {
  member_id: number;
  account_type: AccountType;
  /** Signed integer change: points / growth, or fen for balance and balance_money. */
  delta: number;
  /** What caused it: order, refund, signin, upgrade, adjust, register, … (see fromTypes.ts). */
  from_type: string;
  /** Stored display name; defaults to the from_type's Chinese name. */
  type_name?: string;
  /** Free text; a zh-cn text matching an ACCOUNT_REMARK_* template is stored with its key too. */
  remark?: string;
  /** ACCOUNT_REMARK_* message key (server/i18n/locales/<lng>/account.json): listings show it in the reader's language. */
  remark_key?: string;
  remark_vars?: RemarkVars;
  /** Order id, refund id … (kept in related_id and, as NiuShop does, in type_tag). */
  related_id?: number;
}

/** The row's remark: key + variables when known, and the zh-cn text kept in `remark`. */
function remarkOf(change: AccountChange): { remark: string; remark_key: string; remark_vars: string } {
  const vars = change.remark_vars ?? {};
  if (change.remark_key) {
    const zh = remarkText('zh-cn', change.remark_key, vars);
    if (zh === null) throw new Error(`unknown ledger remark key ${change.remark_key}`);
    return { remark: (change.remark || zh).slice(0, 255), remark_key: change.remark_key, remark_vars: JSON.stringify(vars) };
  }
  const text = (change.remark ?? '').slice(0, 255);
  const parsed = parseRemark(text);
  return { remark: text, remark_key: parsed?.key ?? '', remark_vars: JSON.stringify(parsed?.vars ?? {}) };
}

const NAMES: Record<AccountType, { zh: string; en: string }> = {
  point: { zh: '积分', en: 'points' },
  balance: { zh: '储值余额', en: 'stored balance' },
  balance_money: { zh: '现金余额', en: 'cash balance' },
  growth: { zh: '成长值', en: 'growth' },
};

/** Highest value an account may reach (points/growth as NiuShop's 99999999; money in fen within int4). */
const MAX: Record<AccountType, number> = { point: 99_999_999, growth: 99_999_999, balance: 2_000_000_000, balance_money: 2_000_000_000 };

export function insufficient(account_type: AccountType): ApiError {
  const n = NAMES[account_type];
  return new ApiError(Code.ERROR, 'ACCOUNT_INSUFFICIENT', { name_zh: n.zh, name_en: n.en }, { account_type });
}

/**
 * The ledger's primitive, without the level step (server/modules/account/ledger.ts adds it): the
 * level module grants its upgrade gifts through this, so neither imports the other in a circle.
 *
 * Changes one account of a member and writes its ledger row, inside the caller's transaction.
 * One atomic statement: `update member set x = x + delta where member_id = ? and x + delta >= 0`,
 * so concurrent changes can never take an account below zero. Returns the new value.
 * Throws ApiError ACCOUNT_INSUFFICIENT (data.account_type) when it would go below zero.
 */
export async function changeOneAccount(db: Db, change: AccountChange): Promise<number> {
  return inTransaction(db, (trx) => change1(trx, change));
}

/** Runs in the caller's transaction, or in a new one when given the root handle (row and ledger stay together). */
export function inTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}

async function change1(trx: Transaction<Database>, change: AccountChange): Promise<number> {
  const { member_id, account_type, delta } = change;
  if (!ACCOUNT_TYPES.includes(account_type)) throw new Error(`unknown account type ${String(account_type)}`);
  if (!Number.isSafeInteger(delta)) throw new Error(`account delta must be an integer, got ${String(delta)}`);
  const col = sql.ref(account_type);
  if (delta === 0) {
    const cur = await sql<{ v: number }>`select ${col} as v from member where member_id = ${member_id}`.execute(trx);
    if (!cur.rows[0]) throw new ApiError(Code.ERROR, 'ACCOUNT_MEMBER_NOT_EXIST');
    return Number(cur.rows[0].v);
  }
  const res = await sql<{ v: number }>`
    update member set ${col} = ${col} + ${delta}
    where member_id = ${member_id} and ${col} + ${delta} >= 0 and ${col} + ${delta} <= ${MAX[account_type]}
    returning ${col} as v`.execute(trx);
  const row = res.rows[0];
  if (!row) {
    const cur = await sql<{ v: number }>`select ${col} as v from member where member_id = ${member_id}`.execute(trx);
    if (!cur.rows[0]) throw new ApiError(Code.ERROR, 'ACCOUNT_MEMBER_NOT_EXIST');
    if (delta > 0) throw new ApiError(Code.ERROR, 'ACCOUNT_OVERFLOW', { name_zh: NAMES[account_type].zh, name_en: NAMES[account_type].en }, { account_type });
    throw insufficient(account_type);
  }
  const related = change.related_id ?? 0;
  await trx
    .insertInto('member_account')
    .values({
      member_id,
      account_type,
      account_data: delta,
      from_type: change.from_type,
      type_name: change.type_name ?? fromTypeName(change.from_type, 'zh-cn'),
      type_tag: related ? String(related) : '',
      ...remarkOf(change),
      related_id: related,
    })
    .execute();
  return Number(row.v);
}

