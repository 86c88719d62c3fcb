import { sql } from 'kysely';
import type { Lang } from '../../i18n/index.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { AccountType } from '../../db/tables/account.ts';
import type { Db } from './ledger.ts';
import { fromTypeMap, fromTypeName } from './fromTypes.ts';
import { pageWindow, paged, type Paged } from './paging.ts';
import { parseRemark, remarkText, remarkVarsOf } from './remarks.ts';
import { chinaDayStart, chinaMonth, chinaMonthStart, nextMonth } from './time.ts';

const MONEY: ReadonlySet<AccountType> = new Set(['balance', 'balance_money']);

/** The wire form of an account amount: yuan string for money, integer otherwise. */
export function accountValue(type: AccountType, v: number): string | number {
  return MONEY.has(type) ? fenToYuan(v) : v;
}

function typesOf(accountType: string): AccountType[] {
  const list = accountType.split(',').map((t) => t.trim()) as AccountType[];
  if (list.some((t) => !['point', 'balance', 'balance_money', 'growth'].includes(t))) throw new ApiError(Code.ERROR, 'ACCOUNT_TYPE_INVALID');
  return list;
}

async function memberAccounts(db: Db, member_id: number) {
  const m = await db.selectFrom('member').select(['point', 'balance', 'balance_money', 'growth']).where('member_id', '=', member_id).executeTakeFirst();
  if (!m) throw new ApiError(Code.ERROR, 'ACCOUNT_MEMBER_NOT_EXIST');
  return { point: Number(m.point), balance: Number(m.balance), balance_money: Number(m.balance_money), growth: Number(m.growth) };
}

export interface AccountRowOut {
  id: number;
  member_id: number;
  account_type: AccountType;
  account_data: string | number;
  from_type: string;
  type_name: string;
  type_tag: string;
  remark: string;
  related_id: number;
  create_time: number;
}

/**
 * A ledger row's remark in the reader's language: its key rendered (remarks.ts); a row without one
 * (written before keys existed, or seeded) whose text is one of our templates is rendered the same
 * way; any other text shows as stored.
 */
export function remarkFor(lang: Lang, key: string, vars: unknown, text: string): string {
  const parsed = key ? { key, vars: remarkVarsOf(vars) } : parseRemark(text);
  return (parsed && remarkText(lang, parsed.key, parsed.vars)) ?? text;
}

export const accountService = {
  async info(db: Db, member_id: number, accountType: string): Promise<Record<string, string | number>> {
    const m = await memberAccounts(db, member_id);
    const out: Record<string, string | number> = {};
    for (const t of typesOf(accountType)) out[t] = accountValue(t, m[t]);
    return out;
  },

  async page(
    db: Db,
    member_id: number,
    p: { account_type: string; date?: string; from_type?: string; related_id?: number; page?: number; page_size?: number },
    now: number,
    lang: Lang,
  ): Promise<Paged<AccountRowOut>> {
    const types = typesOf(p.account_type);
    const month = p.date ?? chinaMonth(now);
    const start = chinaMonthStart(month);
    const end = chinaMonthStart(nextMonth(month));
    let q = db
      .selectFrom('member_account')
      .where('member_id', '=', member_id)
      .where('account_type', 'in', types)
      .where('create_time', '>=', start)
      .where('create_time', '<', end);
    if (p.from_type) q = q.where('from_type', '=', p.from_type);
    if (p.related_id) q = q.where('related_id', '=', p.related_id);
    const { limit, offset, size } = pageWindow(p.page, p.page_size);
    const [countRow, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    ]);
    const list = rows.map((r) => ({
      id: Number(r.id),
      member_id: r.member_id,
      account_type: r.account_type,
      account_data: accountValue(r.account_type, Number(r.account_data)),
      from_type: r.from_type,
      type_name: lang === 'zh-cn' ? r.type_name : fromTypeName(r.from_type, lang),
      type_tag: r.type_tag,
      remark: remarkFor(lang, r.remark_key, r.remark_vars, r.remark),
      related_id: r.related_id,
      create_time: Number(r.create_time),
    }));
    return paged(list, Number(countRow.n), size);
  },

  fromType(lang: Lang) {
    return fromTypeMap(lang);
  },

  /** Months (China time) in which the member has ledger rows, newest first; the current month when none. */
  async monthData(db: Db, member_id: number, now: number): Promise<string[]> {
    const rows = await sql<{ m: string }>`
      select distinct to_char(to_timestamp(create_time + 28800) at time zone 'UTC', 'YYYY-MM') as m
      from member_account where member_id = ${member_id} order by m desc limit 120`.execute(db);
    const months = rows.rows.map((r) => r.m);
    return months.length ? months : [chinaMonth(now)];
  },

  async sum(
    db: Db,
    member_id: number,
    p: { account_type: AccountType; from_type?: string; query_type?: 'income' | 'pay'; start_time?: number; end_time?: number },
  ): Promise<string | number> {
    let q = db.selectFrom('member_account').where('member_id', '=', member_id).where('account_type', '=', p.account_type);
    if (p.from_type) q = q.where('from_type', '=', p.from_type);
    if (p.query_type === 'income') q = q.where('account_data', '>', 0);
    if (p.query_type === 'pay') q = q.where('account_data', '<', 0);
    if (p.start_time && p.end_time) q = q.where('create_time', '>=', p.start_time).where('create_time', '<=', p.end_time);
    const r = await q.select(sql<string>`coalesce(sum(account_data), 0)`.as('s')).executeTakeFirstOrThrow();
    return accountValue(p.account_type, Number(r.s));
  },

  async point(db: Db, member_id: number, now: number): Promise<{ point: number; point_all: number; point_use: number; point_today: number }> {
    const m = await memberAccounts(db, member_id);
    const r = await db
      .selectFrom('member_account')
      .where('member_id', '=', member_id)
      .where('account_type', '=', 'point')
      .where('account_data', '>', 0)
      .select([
        sql<string>`coalesce(sum(account_data), 0)`.as('all'),
        sql<string>`coalesce(sum(case when create_time >= ${chinaDayStart(now)} then account_data else 0 end), 0)`.as('today'),
      ])
      .executeTakeFirstOrThrow();
    const all = Number(r.all);
    return { point: m.point, point_all: all, point_use: Math.max(0, all - m.point), point_today: Number(r.today) };
  },

  async usableBalance(db: Db, member_id: number): Promise<{ balance: string; balance_money: string; usable_balance: string }> {
    const m = await memberAccounts(db, member_id);
    return { balance: fenToYuan(m.balance), balance_money: fenToYuan(m.balance_money), usable_balance: fenToYuan(m.balance + m.balance_money) };
  },
};
