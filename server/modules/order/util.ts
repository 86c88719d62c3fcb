import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Params } from '../../http/params.ts';

type Trx = Transaction<Database>;

const digits = (n: number): string => {
  let s = '';
  while (s.length < n) s += String(crypto.randomInt(0, 1_000_000_000)).padStart(9, '0');
  return s.slice(0, n);
};

/** yyyymmddHHMMSS in China time (NiuShop's numbers start with the date). */
function stamp(unix: number): string {
  const d = new Date((unix + 8 * 3600) * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

/**
 * Order numbers and pay numbers: the date and time, then 10 random digits. Unique keys guard the
 * rest; with 10 digits a clash within one second stays unlikely even at thousands of orders a
 * second (6 digits clashed under a 170 orders/s load test).
 */
export const newOrderNo = (now: number): string => `${stamp(now)}${digits(10)}`;
export const newOutTradeNo = (now: number): string => `${stamp(now)}${digits(10)}`;
/** Pickup code shown to the shopper for store orders. */
export const newPickupCode = (): string => digits(8);
/** The development gateway's transaction ids. */
export const newTradeNo = (now: number): string => `DEV${stamp(now)}${digits(10)}`;

const KEY_RE = /^[A-Za-z0-9_\-:.]{1,100}$/;

/** The client's idempotency key: `idempotency_key` parameter or `Idempotency-Key` header (absent = none). */
export function idempotencyKey(params: Params, req: FastifyRequest): string | null {
  const fromParam = params.idempotency_key;
  const header = req.headers['idempotency-key'];
  const raw = fromParam !== undefined ? fromParam : Array.isArray(header) ? header[0] : header;
  if (raw === undefined || raw === '') return null;
  const key = String(raw);
  if (!KEY_RE.test(key)) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'idempotency_key' });
  return key;
}

export type Claim = { fresh: true } | { fresh: false; response: unknown };

/**
 * Claims an idempotency key inside the caller's transaction (insert first): a key used before answers
 * its stored response; a concurrent first use waits on the row and then sees the committed answer.
 * If the transaction rolls back, the claim goes with it and the key can be used again.
 */
export async function claimKey(trx: Trx, scope: string, memberId: number, key: string): Promise<Claim> {
  const ins = await trx
    .insertInto('sys_idempotency')
    .values({ scope, member_id: memberId, idem_key: key, response: null })
    .onConflict((oc) => oc.columns(['scope', 'member_id', 'idem_key']).doNothing())
    .returning('idem_key')
    .executeTakeFirst();
  if (ins) return { fresh: true };
  const row = await trx.selectFrom('sys_idempotency').select('response').where('scope', '=', scope).where('member_id', '=', memberId).where('idem_key', '=', key).executeTakeFirst();
  if (!row || row.response === null || row.response === undefined) throw new ApiError(Code.ERROR, 'ORDER_REPEAT_SUBMIT');
  return { fresh: false, response: (row.response as { data: unknown }).data };
}

export async function storeKey(trx: Trx, scope: string, memberId: number, key: string, data: unknown): Promise<void> {
  await trx
    .updateTable('sys_idempotency')
    .set({ response: JSON.stringify({ data }) as never })
    .where('scope', '=', scope)
    .where('member_id', '=', memberId)
    .where('idem_key', '=', key)
    .execute();
}

/** One row of the order's history (status transitions; the package trace is built from these). */
export async function orderLog(
  trx: Trx,
  o: { order_id: number; action: string; action_key: string; action_way: number; uid: number; order_status: number; order_status_name: string; now: number },
): Promise<void> {
  await trx
    .insertInto('order_log')
    .values({
      order_id: o.order_id,
      action: o.action,
      action_key: o.action_key,
      action_way: o.action_way,
      uid: o.uid,
      order_status: o.order_status,
      order_status_name: o.order_status_name,
      action_time: o.now,
    })
    .execute();
}
