import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { ApiError } from '../../http/errors.ts';
import { changeAccount, payWithBalance, refundToBalance } from './ledger.ts';
import { createTestMember, memberAccounts } from './test-helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const ledgerRows = (member_id: number) => s.db().selectFrom('member_account').selectAll().where('member_id', '=', member_id).orderBy('id').execute();

describe('changeAccount', () => {
  it('adds and takes, returns the new value and writes one ledger row per change', async () => {
    const m = await createTestMember(s, { point: 10 });
    const v1 = await s.db().transaction().execute((trx) => changeAccount(trx, { member_id: m.member_id, account_type: 'point', delta: 5, from_type: 'adjust', remark: 'gift', related_id: 7 }));
    expect(v1).toBe(15);
    const v2 = await s.db().transaction().execute((trx) => changeAccount(trx, { member_id: m.member_id, account_type: 'point', delta: -15, from_type: 'order' }));
    expect(v2).toBe(0);
    const rows = await ledgerRows(m.member_id);
    expect(rows.map((r) => [r.account_type, Number(r.account_data), r.from_type, r.type_name])).toEqual([
      ['point', 5, 'adjust', '调整'],
      ['point', -15, 'order', '消费'],
    ]);
    expect(rows[0]).toMatchObject({ remark: 'gift', related_id: 7, type_tag: '7' });
  });

  it('refuses to go below zero with ACCOUNT_INSUFFICIENT and writes nothing', async () => {
    const m = await createTestMember(s, { balance: 100 });
    const err = await s
      .db()
      .transaction()
      .execute((trx) => changeAccount(trx, { member_id: m.member_id, account_type: 'balance', delta: -101, from_type: 'order' }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).key).toBe('ACCOUNT_INSUFFICIENT');
    expect((err as ApiError).data).toEqual({ account_type: 'balance' });
    expect((await memberAccounts(s, m.member_id)).balance).toBe(100);
    expect(await ledgerRows(m.member_id)).toHaveLength(0);
  });

  it('names the account in both languages', async () => {
    const { translate } = await import('../../i18n/index.ts');
    const { insufficient } = await import('./ledger.ts');
    for (const [t, zh, en] of [
      ['point', '积分不足', 'Insufficient points'],
      ['balance', '储值余额不足', 'Insufficient stored balance'],
      ['balance_money', '现金余额不足', 'Insufficient cash balance'],
      ['growth', '成长值不足', 'Insufficient growth'],
    ] as const) {
      const e = insufficient(t);
      expect(translate('zh-cn', e.key, e.vars)).toBe(zh);
      expect(translate('en-us', e.key, e.vars)).toBe(en);
    }
  });

  it('rolls the ledger row back with the caller transaction', async () => {
    const m = await createTestMember(s, { point: 1 });
    await s
      .db()
      .transaction()
      .execute(async (trx) => {
        await changeAccount(trx, { member_id: m.member_id, account_type: 'point', delta: 9, from_type: 'adjust' });
        throw new Error('later step failed');
      })
      .catch(() => undefined);
    expect((await memberAccounts(s, m.member_id)).point).toBe(1);
    expect(await ledgerRows(m.member_id)).toHaveLength(0);
  });

  it('rejects non-integer deltas and unknown members', async () => {
    const m = await createTestMember(s);
    await expect(s.db().transaction().execute((trx) => changeAccount(trx, { member_id: m.member_id, account_type: 'balance', delta: 1.5, from_type: 'adjust' }))).rejects.toThrow(/integer/);
    const e = await s.db().transaction().execute((trx) => changeAccount(trx, { member_id: 99999999, account_type: 'point', delta: 1, from_type: 'adjust' })).catch((x: unknown) => x);
    expect((e as ApiError).key).toBe('ACCOUNT_MEMBER_NOT_EXIST');
  });

  it('opens its own transaction when given the root handle, and refuses to pass the ceiling', async () => {
    const m = await createTestMember(s, { point: 99_999_990 });
    expect(await changeAccount(s.db(), { member_id: m.member_id, account_type: 'point', delta: 9, from_type: 'adjust' })).toBe(99_999_999);
    const e = await changeAccount(s.db(), { member_id: m.member_id, account_type: 'point', delta: 1, from_type: 'adjust' }).catch((x: unknown) => x);
    expect((e as ApiError).key).toBe('ACCOUNT_OVERFLOW');
    expect(await ledgerRows(m.member_id)).toHaveLength(1);
  });

  it('never goes negative under concurrency: 20 parallel deductions over the balance', async () => {
    const m = await createTestMember(s, { balance: 1000 });
    const amounts = Array.from({ length: 20 }, (_, i) => 70 + i * 3); // sum 1970 > 1000
    const results = await Promise.allSettled(
      amounts.map((fen) => s.db().transaction().execute((trx) => changeAccount(trx, { member_id: m.member_id, account_type: 'balance', delta: -fen, from_type: 'order' }))),
    );
    const ok = amounts.filter((_, i) => results[i]!.status === 'fulfilled');
    const failed = results.filter((r) => r.status === 'rejected');
    for (const f of failed) expect(((f as PromiseRejectedResult).reason as ApiError).key).toBe('ACCOUNT_INSUFFICIENT');
    const spent = ok.reduce((a, b) => a + b, 0);
    expect(spent).toBeLessThanOrEqual(1000);
    const after = await memberAccounts(s, m.member_id);
    expect(after.balance).toBe(1000 - spent);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    const rows = await ledgerRows(m.member_id);
    expect(rows).toHaveLength(ok.length);
    expect(rows.reduce((a, r) => a + Number(r.account_data), 0)).toBe(-spent);
  });
});

describe('payWithBalance', () => {
  it('takes the stored balance first, then the cash balance', async () => {
    const m = await createTestMember(s, { balance: 300, balance_money: 500 });
    const split = await s.db().transaction().execute((trx) => payWithBalance(trx, m.member_id, 450, { related_id: 12, remark: 'order 12' }));
    expect(split).toEqual({ balance: 300, balance_money: 150 });
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance: 0, balance_money: 350 });
    const rows = await ledgerRows(m.member_id);
    expect(rows.map((r) => [r.account_type, Number(r.account_data), r.from_type, r.related_id])).toEqual([
      ['balance', -300, 'order', 12],
      ['balance_money', -150, 'order', 12],
    ]);
    await s.db().transaction().execute((trx) => refundToBalance(trx, m.member_id, split, { related_id: 12 }));
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance: 300, balance_money: 500 });
  });

  it('uses only the stored balance when it is enough, and refuses more than both', async () => {
    const m = await createTestMember(s, { balance: 300, balance_money: 100 });
    expect(await s.db().transaction().execute((trx) => payWithBalance(trx, m.member_id, 200))).toEqual({ balance: 200, balance_money: 0 });
    const e = await s.db().transaction().execute((trx) => payWithBalance(trx, m.member_id, 201)).catch((x: unknown) => x);
    expect((e as ApiError).key).toBe('ACCOUNT_INSUFFICIENT');
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance: 100, balance_money: 100 });
  });

  it('stays consistent when paid concurrently', async () => {
    const m = await createTestMember(s, { balance: 500, balance_money: 500 });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => s.db().transaction().execute((trx) => payWithBalance(trx, m.member_id, 100))));
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(10);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance: 0, balance_money: 0 });
  });
});
