/**
 * Money the shop sends out (withdrawals now; distribution commission later): one `pay_transfer` row
 * per source row, made inside the source's transaction, sent to the provider of its type by the
 * `transfer.send` due job (and `dispatchTransfer` right after the commit) until the provider's signed
 * result arrives (1, 2, 4 … minutes apart, at most an hour). The result is taken once: the row goes
 * to 1 paid or -1 failed and its source's `onResult` runs in the same transaction (a withdrawal then
 * becomes paid, or failed with its money given back). Sending again is harmless: a provider pays
 * once per transfer_no.
 */
import crypto from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PayTransferTable } from '../../db/tables/wallet.ts';
import type { Services } from '../../http/services.ts';
import type { DueJob } from '../../jobs/index.ts';
import { retryDelaySec } from '../pay/refunds.ts';
import type { TransferProvider, TransferResult } from './provider.ts';

type Trx = Transaction<Database>;
export type TransferRow = Selectable<PayTransferTable>;

export const TransferStatus = { WAITING: 0, DONE: 1, FAILED: -1 } as const;

/** What owns a kind of transfer, told the result once. */
export interface TransferSource {
  name: string;
  /** Inside the result's transaction, once per transfer: `ok` paid, else failed for good with `reason`. */
  onResult(trx: Trx, row: TransferRow, r: { ok: boolean; reason: string; now: number }): Promise<void>;
}

const sources = new Map<string, TransferSource>();

export function registerTransferSource(source: TransferSource): TransferSource {
  const known = sources.get(source.name);
  if (known && known !== source) throw new Error(`transfer source ${source.name} is registered twice`);
  sources.set(source.name, source);
  return source;
}

export interface NewTransfer {
  source: string;
  relate_id: number;
  member_id: number;
  transfer_type: string;
  realname: string;
  account_number: string;
  bank_name: string;
  /** fen */
  amount: number;
  now: number;
}

const newTransferNo = (): string => `TF${Date.now()}${crypto.randomInt(0, 1e9).toString().padStart(9, '0')}`;

/** Records a transfer in the caller's transaction (once per source row: a repeat answers the first). */
export async function createTransfer(trx: Trx, t: NewTransfer): Promise<{ id: number; created: boolean }> {
  if (!sources.has(t.source)) throw new Error(`unknown transfer source ${t.source}`);
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0) throw new Error(`transfer must be whole fen > 0, got ${String(t.amount)}`);
  const row = await trx
    .insertInto('pay_transfer')
    .values({
      transfer_no: newTransferNo(),
      source: t.source,
      relate_id: t.relate_id,
      member_id: t.member_id,
      transfer_type: t.transfer_type,
      realname: t.realname,
      account_number: t.account_number,
      bank_name: t.bank_name,
      amount: t.amount,
      status: TransferStatus.WAITING,
      next_try_time: t.now,
      create_time: t.now,
    })
    .onConflict((oc) => oc.columns(['source', 'relate_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) return { id: row.id, created: true };
  const first = await trx.selectFrom('pay_transfer').select('id').where('source', '=', t.source).where('relate_id', '=', t.relate_id).executeTakeFirstOrThrow();
  return { id: first.id, created: false };
}

// The sweep gets the database handle, not the services: the providers of the shop running on a handle.
const providersByDb = new WeakMap<Kysely<Database>, () => Record<string, TransferProvider> | undefined>();
export function bindTransferProviders(services: Pick<Services, 'db' | 'transferProviders'>): void {
  providersByDb.set(services.db, () => services.transferProviders);
}

async function claim(trx: Trx, id: number, now: number): Promise<boolean> {
  const row = await trx
    .updateTable('pay_transfer')
    .set((eb) => ({ sending: 1, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', TransferStatus.WAITING)
    .returning('attempts')
    .executeTakeFirst();
  if (!row) return false;
  await trx.updateTable('pay_transfer').set({ next_try_time: now + retryDelaySec(row.attempts) }).where('id', '=', id).execute();
  return true;
}

/** Sends the claimed transfers, outside any transaction (a provider call may take a while); failures wait for their next try. */
async function sendClaimed(db: Kysely<Database>, only?: number): Promise<number> {
  const providers = providersByDb.get(db)?.() ?? {};
  let sent = 0;
  for (;;) {
    const row = await db
      .updateTable('pay_transfer')
      .set({ sending: 0 })
      .where('sending', '=', 1)
      .where('status', '=', TransferStatus.WAITING)
      .$if(only !== undefined, (q) => q.where('id', '=', only!))
      .where('id', '=', (
        db
          .selectFrom('pay_transfer')
          .select('id')
          .where('sending', '=', 1)
          .where('status', '=', TransferStatus.WAITING)
          .$if(only !== undefined, (q) => q.where('id', '=', only!))
          .orderBy('id')
          .limit(1)
      ))
      .returningAll()
      .executeTakeFirst();
    if (!row) return sent;
    try {
      const provider = providers[row.transfer_type];
      if (!provider) throw new Error(`no transfer provider for ${row.transfer_type}`);
      await provider.transfer({ transfer_no: row.transfer_no, transfer_type: row.transfer_type, realname: row.realname, account_number: row.account_number, bank_name: row.bank_name, amount: row.amount });
      sent++;
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      await db.updateTable('pay_transfer').set({ last_error: msg.slice(0, 255) }).where('id', '=', row.id).execute();
      console.warn(`[transfer] ${row.transfer_no} not sent (attempt ${row.attempts}): ${msg}`);
    }
  }
}

/** The transfer timer: every waiting transfer whose next try is due is sent (again) until its result arrives. */
export const transferJob: DueJob = {
  name: 'transfer.send',
  next: (trx, now, after) =>
    trx
      .selectFrom('pay_transfer')
      .select('id')
      .where('status', '=', TransferStatus.WAITING)
      .where('next_try_time', '<=', now)
      .where('id', '>', after)
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst(),
  run: (trx, id, now) => claim(trx, id, now),
  async after(db) {
    await sendClaimed(db);
  },
};

/** Sends one transfer now, after the transaction that recorded it committed (the sweep retries on failure). */
export async function dispatchTransfer(db: Kysely<Database>, id: number, now: number): Promise<void> {
  const claimed = await db.transaction().execute((trx) => claim(trx, id, now));
  if (claimed) await sendClaimed(db, id);
}

/**
 * A provider's verified result, taken once: the waiting transfer becomes paid (1) or failed (-1) and
 * its source is told in the same transaction. A repeat, or a result for a finished transfer, answers
 * 'success' and changes nothing; an unknown transfer or another amount answers 'fail'. Results that
 * are not final (neither SUCCESS nor FAIL) are acknowledged and wait for the final one.
 */
export async function handleTransferResult(db: Kysely<Database>, r: TransferResult, now: number): Promise<'success' | 'fail'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('pay_transfer').selectAll().where('transfer_no', '=', r.transfer_no).forUpdate().executeTakeFirst();
    if (!row || row.amount !== r.amount) return 'fail';
    if (row.status !== TransferStatus.WAITING) return 'success';
    if (r.status !== 'SUCCESS' && r.status !== 'FAIL') return 'success';
    const ok = r.status === 'SUCCESS';
    const done = await trx
      .updateTable('pay_transfer')
      .set({ status: ok ? TransferStatus.DONE : TransferStatus.FAILED, sending: 0, finish_time: now, provider_no: r.payout_no.slice(0, 100), result_reason: r.reason.slice(0, 255) })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const source = sources.get(row.source);
    if (!source) throw new Error(`unknown transfer source ${row.source}`);
    await source.onResult(trx, done, { ok, reason: r.reason, now });
    return 'success';
  });
}

/** A result posted by the named provider: verified, then taken (`success` / `fail` for the provider). */
export async function receiveTransferResult(services: Services, providerName: string, params: Record<string, unknown>): Promise<'success' | 'fail'> {
  const provider = Object.values(services.transferProviders ?? {}).find((p) => p.name === providerName);
  const r = provider ? await provider.verifyResult(params) : null;
  if (!r) return 'fail';
  return handleTransferResult(services.db, r, services.now());
}
