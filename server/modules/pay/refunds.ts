import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Services } from '../../http/services.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { DueJob } from '../../jobs/index.ts';
import type { PaymentGateway } from './gateway.ts';
import { PayType } from './payType.ts';

type Trx = Transaction<Database>;

/** pay_refund.status */
export const GatewayRefundStatus = { WAITING: 0, DONE: 1, REFUSED: -1, OFFLINE: 2 } as const;

/** Why money goes back; with the key, one refund per (source, key). Later areas add theirs (e.g. 'pintuan_fail'). */
export const RefundSource = {
  /** a payment that arrived for a pay row no longer payable; key: the gateway's transaction id */
  LATE_PAYMENT: 'late_payment',
  /** an approved after-sales refund of a paid order; key: the order item */
  ORDER_REFUND: 'order_refund',
} as const;

/** Seconds before the n-th resend while no result came: 1, 2, 4 … minutes, at most an hour. */
export const retryDelaySec = (attempts: number): number => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

export interface NewGatewayRefund {
  source: string;
  source_key: string;
  pay_type: string;
  out_trade_no: string;
  /** the gateway transaction to refund ('' for offline payments) */
  trade_no: string;
  member_id: number;
  /** fen to give back */
  refund_fee: number;
  /** fen that transaction collected */
  total_fee: number;
  reason: string;
  now: number;
}

const newRefundNo = (): string => `RF${Date.now()}${crypto.randomInt(0, 1e9).toString().padStart(9, '0')}`;

export async function refundLog(db: Kysely<Database>, refundId: number, action: string, detail: string, now: number): Promise<void> {
  await db.insertInto('pay_refund_log').values({ refund_id: refundId, action, detail: detail.slice(0, 500), create_time: now }).execute();
}

/**
 * Records money to give back the way it came, inside the caller's transaction: once per source and
 * key (a repeat answers the first row and records nothing). Gateway payments wait for the `pay.refund`
 * sweep (or `dispatchRefund` right after the commit), which sends the request until the gateway's
 * signed result arrives; offline payments are marked for the merchant to return by hand.
 */
export async function requestGatewayRefund(trx: Trx, r: NewGatewayRefund): Promise<{ id: number; created: boolean }> {
  if (!Number.isSafeInteger(r.refund_fee) || r.refund_fee <= 0) throw new Error(`refund must be whole fen > 0, got ${String(r.refund_fee)}`);
  const offline = r.pay_type === PayType.OFFLINE;
  const row = await trx
    .insertInto('pay_refund')
    .values({
      refund_no: newRefundNo(),
      source: r.source,
      source_key: r.source_key.slice(0, 100),
      pay_type: r.pay_type,
      out_trade_no: r.out_trade_no,
      trade_no: r.trade_no,
      member_id: r.member_id,
      refund_fee: r.refund_fee,
      total_fee: r.total_fee,
      reason: r.reason.slice(0, 255),
      status: offline ? GatewayRefundStatus.OFFLINE : GatewayRefundStatus.WAITING,
      next_try_time: r.now,
      create_time: r.now,
    })
    .onConflict((oc) => oc.columns(['source', 'source_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) {
    const first = await trx.selectFrom('pay_refund').select('id').where('source', '=', r.source).where('source_key', '=', r.source_key.slice(0, 100)).executeTakeFirstOrThrow();
    return { id: first.id, created: false };
  }
  await refundLog(trx, row.id, offline ? 'offline' : 'created', `${r.source} ${r.out_trade_no} ${fenToYuan(r.refund_fee)} ${r.reason}`.trim(), r.now);
  return { id: row.id, created: true };
}

/** A payment the gateway collected for a row that can no longer be paid: recorded and refunded in full. */
export function recordLatePayment(
  trx: Trx,
  p: { pay_type: string; out_trade_no: string; trade_no: string; total_fee: number; member_id: number; reason: string; now: number },
): Promise<{ id: number; created: boolean }> {
  return requestGatewayRefund(trx, {
    source: RefundSource.LATE_PAYMENT,
    source_key: `${p.pay_type}:${p.trade_no}`,
    pay_type: p.pay_type,
    out_trade_no: p.out_trade_no,
    trade_no: p.trade_no,
    member_id: p.member_id,
    refund_fee: p.total_fee,
    total_fee: p.total_fee,
    reason: p.reason,
    now: p.now,
  });
}

// The sweep gets the database handle, not the services: the gateways of the shop running on a handle.
const gatewaysByDb = new WeakMap<Kysely<Database>, () => Record<string, PaymentGateway> | undefined>();
export function bindRefundGateways(services: Pick<Services, 'db' | 'paymentGateways'>): void {
  gatewaysByDb.set(services.db, () => services.paymentGateways);
}

/** Claims a waiting refund for sending (one attempt, the next try pushed back), in the caller's transaction. */
async function claim(trx: Trx, id: number, now: number): Promise<boolean> {
  const row = await trx
    .updateTable('pay_refund')
    .set((eb) => ({ sending: 1, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', GatewayRefundStatus.WAITING)
    .returning('attempts')
    .executeTakeFirst();
  if (!row) return false;
  await trx.updateTable('pay_refund').set({ next_try_time: now + retryDelaySec(row.attempts) }).where('id', '=', id).execute();
  return true;
}

/**
 * Sends the claimed refunds (outside any transaction: a gateway call may take a while, and the
 * embedded database has one connection). Each row is taken by one sender; a failure is logged and the
 * row waits for its next try. Sending again is harmless: the gateway refunds once per refund_no.
 */
async function sendClaimed(db: Kysely<Database>, now: number, only?: number): Promise<number> {
  const gateways = gatewaysByDb.get(db)?.() ?? {};
  let sent = 0;
  for (;;) {
    const row = await db
      .updateTable('pay_refund')
      .set({ sending: 0 })
      .where('sending', '=', 1)
      .where('status', '=', GatewayRefundStatus.WAITING)
      .$if(only !== undefined, (q) => q.where('id', '=', only!))
      .where('id', '=', (
        db
          .selectFrom('pay_refund')
          .select('id')
          .where('sending', '=', 1)
          .where('status', '=', GatewayRefundStatus.WAITING)
          .$if(only !== undefined, (q) => q.where('id', '=', only!))
          .orderBy('id')
          .limit(1)
      ))
      .returningAll()
      .executeTakeFirst();
    if (!row) return sent;
    const gateway = gateways[row.pay_type];
    try {
      if (!gateway?.refund) throw new Error(`no refund through ${row.pay_type}`);
      await gateway.refund({ refund_no: row.refund_no, trade_no: row.trade_no, out_trade_no: row.out_trade_no, refund_fee: row.refund_fee, total_fee: row.total_fee, reason: row.reason });
      await refundLog(db, row.id, 'sent', `attempt ${row.attempts}`, now);
      sent++;
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      await db.updateTable('pay_refund').set({ last_error: msg.slice(0, 255) }).where('id', '=', row.id).execute();
      await refundLog(db, row.id, 'error', `attempt ${row.attempts}: ${msg}`, now);
      console.warn(`[pay] refund ${row.refund_no} not sent (attempt ${row.attempts}): ${msg}`);
    }
  }
}

/**
 * The refund timer: every waiting refund whose next try is due is sent (again) until the gateway's
 * result arrives: right away, then after 1, 2, 4 … minutes (at most an hour apart).
 */
export const refundJob: DueJob = {
  name: 'pay.refund',
  next: (trx, now, after) =>
    trx
      .selectFrom('pay_refund')
      .select('id')
      .where('status', '=', GatewayRefundStatus.WAITING)
      .where('next_try_time', '<=', now)
      .where('id', '>', after)
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst(),
  run: (trx, id, now) => claim(trx, id, now),
  async after(db, now) {
    await sendClaimed(db, now);
  },
};

/** Sends one refund now, after the transaction that recorded it committed (the sweep retries on failure). */
export async function dispatchRefund(db: Kysely<Database>, id: number, now: number): Promise<void> {
  const claimed = await db.transaction().execute((trx) => claim(trx, id, now));
  if (claimed) await sendClaimed(db, now, id);
}

export interface RefundNotification {
  refund_no: string;
  trade_no: string;
  refund_fee: number;
  /** 'SUCCESS' refunded, 'FAIL' refused for good */
  status: string;
  reason: string;
}

/**
 * The gateway's verified refund result: the waiting refund becomes refunded (1) or refused (-1),
 * once; a repeat or a result for a finished refund answers success and changes nothing.
 */
export async function handleRefundNotification(db: Kysely<Database>, n: RefundNotification, now: number): Promise<'success' | 'fail'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('pay_refund').selectAll().where('refund_no', '=', n.refund_no).forUpdate().executeTakeFirst();
    if (!row || row.trade_no !== n.trade_no) return 'fail';
    if (row.status !== GatewayRefundStatus.WAITING) return 'success';
    if (n.status === 'SUCCESS') {
      if (n.refund_fee !== row.refund_fee) return 'fail';
      await trx.updateTable('pay_refund').set({ status: GatewayRefundStatus.DONE, finish_time: now, sending: 0 }).where('id', '=', row.id).execute();
      await refundLog(trx, row.id, 'refunded', fenToYuan(n.refund_fee), now);
    } else {
      await trx.updateTable('pay_refund').set({ status: GatewayRefundStatus.REFUSED, finish_time: now, sending: 0, last_error: n.reason.slice(0, 255) }).where('id', '=', row.id).execute();
      await refundLog(trx, row.id, 'refused', n.reason, now);
      console.warn(`[pay] the gateway refused refund ${row.refund_no}: ${n.reason}`);
    }
    return 'success';
  });
}
