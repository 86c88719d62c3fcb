import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { sweep, type DueJob } from './index.ts';
import { makeGoods, placeOrder, orderOf, tradeMember } from '../modules/order/test-helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** A job over members whose `realname` says they are due: marks them done, throws for one. */
function markJob(failOn?: number): DueJob {
  return {
    name: 'test.mark',
    next: (trx, _now, after) =>
      trx.selectFrom('member').select('member_id as id').where('realname', '=', 'due').where('member_id', '>', after).orderBy('member_id').limit(1).forUpdate().skipLocked().executeTakeFirst(),
    async run(trx, id) {
      await trx.updateTable('member').set({ realname: 'done' }).where('member_id', '=', id).execute();
      if (id === failOn) throw new Error('boom');
      return true;
    },
  };
}

describe('due jobs', () => {
  it('handles each due row once, each in its own transaction; a failing row is rolled back alone', async () => {
    const a = await tradeMember(s, { address: false });
    const b = await tradeMember(s, { address: false });
    const c = await tradeMember(s, { address: false });
    await s.db().updateTable('member').set({ realname: 'due' }).where('member_id', 'in', [a.member_id, b.member_id, c.member_id]).execute();
    expect(await sweep(s.db(), markJob(b.member_id), 0)).toBe(2);
    const rows = await s.db().selectFrom('member').select(['member_id', 'realname']).where('member_id', 'in', [a.member_id, b.member_id, c.member_id]).orderBy('member_id').execute();
    expect(rows.map((r) => r.realname)).toEqual(['done', 'due', 'done']);
    // the next sweep takes the row left over
    expect(await sweep(s.db(), markJob(), 0)).toBe(1);
    expect(await sweep(s.db(), markJob(), 0)).toBe(0);
  });

  it('parallel sweeps share the rows: each row is handled exactly once', async () => {
    const ms = await Promise.all(Array.from({ length: 6 }, () => tradeMember(s, { address: false })));
    await s.db().updateTable('member').set({ realname: 'due' }).where('member_id', 'in', ms.map((m) => m.member_id)).execute();
    const counts = await Promise.all([sweep(s.db(), markJob(), 0), sweep(s.db(), markJob(), 0), sweep(s.db(), markJob(), 0)]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(6);
  });

  it('/dev/jobs/run sweeps a named job as if the clock read `at`', async () => {
    const m = await tradeMember(s);
    const g = await makeGoods(s);
    const placed = await placeOrder(s, m, { sku_id: g.sku_id, num: 1 });
    expect(placed.code).toBeGreaterThanOrEqual(0);
    const early = await s.call<number>('/dev/jobs/run', { name: 'order.autoClose' });
    expect(early.code).toBe(0);
    expect((await orderOf(s, placed.data)).order_status).toBe(0);
    const later = await s.call<number>('/dev/jobs/run', { name: 'order.autoClose', at: s.services.now() + 86400 });
    expect(later.data).toBeGreaterThanOrEqual(1);
    expect((await orderOf(s, placed.data)).order_status).toBe(-1);
    const unknown = await s.call('/dev/jobs/run', { name: 'no.such' }, { lang: 'en-us' });
    expect(unknown.code).toBe(-1);
    expect(unknown.message).toMatch(/name/);
  });
});
