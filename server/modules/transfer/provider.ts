import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { devpaySign } from '../pay/gateway.ts';

/** Money to send to a payee: `amount` fen to the account. */
export interface TransferRequest {
  /** ours, unique: the provider pays once per transfer_no however often it is asked */
  transfer_no: string;
  /** bank, alipay, wechatpay */
  transfer_type: string;
  realname: string;
  /** card / Alipay account, or the WeChat openid */
  account_number: string;
  bank_name: string;
  amount: number;
}

/** A provider's transfer result after its signature has been checked. */
export interface TransferResult {
  transfer_no: string;
  /** the provider's payout id */
  payout_no: string;
  amount: number;
  /** 'SUCCESS' paid; 'FAIL' refused for good (reason says why) */
  status: string;
  reason: string;
}

/**
 * An outside payout service (bank transfer, Alipay transfer, WeChat merchant transfer). None can be
 * reached from this machine, so the shop runs with DevTransferProvider, which behaves like one: a
 * signed request accepted at once, the payout made asynchronously once per transfer_no, the result
 * posted back signed (and posted again while not acknowledged).
 */
export interface TransferProvider {
  readonly name: string;
  /** Asks for a payout. Resolves when accepted (the result comes later); throws when unreachable or refused outright. */
  transfer(req: TransferRequest): Promise<void>;
  /** null when the signature (or the shape or age) does not check out */
  verifyResult(params: Record<string, unknown>): Promise<TransferResult | null>;
}

declare module '../../http/services.ts' {
  interface Services {
    /** Transfer providers by transfer type (bank, alipay, wechatpay); set by the transfer area, tests may replace them. */
    transferProviders?: Record<string, TransferProvider>;
  }
}

/** Signed fields of a payout request (shop → provider) and of its result (provider → shop). */
export const DEVTRANSFER_REQUEST_FIELDS = ['transfer_no', 'transfer_type', 'account_number', 'amount', 'timestamp', 'nonce'] as const;
export const DEVTRANSFER_RESULT_FIELDS = ['transfer_no', 'payout_no', 'amount', 'status', 'reason', 'timestamp', 'nonce'] as const;
/** How old a signed message may be (seconds). */
export const DEVTRANSFER_MAX_AGE_SEC = 3600;
/** How often a result that was not answered 'success' is posted. */
export const DEVTRANSFER_DELIVERIES = 3;
/** Accounts the development provider refuses (as a real one refuses a closed or unknown account): starting with FAIL. */
export const DEVTRANSFER_BAD_ACCOUNT = /^fail/i;
const CONFIG_KEY = 'DEVTRANSFER_CONFIG';

/** The provider's secret: made once per installation, kept in sys_config so every instance agrees. */
export async function ensureDevtransferSecret(db: Kysely<Database>): Promise<string> {
  const fresh = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('sys_config')
    .values({ config_key: CONFIG_KEY, value: JSON.stringify({ secret: fresh }) as never, config_desc: 'development transfer provider' })
    .onConflict((oc) => oc.column('config_key').doNothing())
    .execute();
  await sql`update sys_config set value = value || jsonb_build_object('secret', ${fresh}::text) where config_key = ${CONFIG_KEY} and not (value ? 'secret')`.execute(db);
  const row = await db.selectFrom('sys_config').select('value').where('config_key', '=', CONFIG_KEY).executeTakeFirstOrThrow();
  return String((row.value as { secret: string }).secret);
}

function signatureOk(secret: string, params: Record<string, unknown>, fields: readonly string[]): boolean {
  const given = typeof params.sign === 'string' ? params.sign : '';
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return crypto.timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(devpaySign(secret, params, fields), 'hex'));
}

/** Every signed field present as a short string or number (an empty `reason` may arrive as no field at all). */
function shapeOk(params: Record<string, unknown>, fields: readonly string[]): boolean {
  return fields.every((f) => (f === 'reason' && params[f] === undefined) || ((typeof params[f] === 'string' || typeof params[f] === 'number') && String(params[f]).length <= 120));
}

export interface DevTransferOptions {
  /** delay before the result is posted (ms) */
  delayMs?: number;
  now?: () => number;
  /** the provider's books (devtransfer_payout) */
  db: Kysely<Database>;
  /** where results are posted (the shop's /api/transfer/notify/devtransfer); answers 'success' when taken */
  deliver?: (body: Record<string, string>) => Promise<string>;
}

/**
 * The development transfer provider. A request is signed with the merchant secret and checked on the
 * provider's side, accepted at once and paid about `delayMs` later: once per transfer_no (its books),
 * refused for accounts starting with FAIL; the signed result is posted to the shop, again while not
 * acknowledged. `outage` makes requests fail as if the provider could not be reached. Not used in
 * production mode.
 */
export class DevTransferProvider implements TransferProvider {
  readonly name = 'devtransfer';
  outage = false;
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private closed = false;

  constructor(
    private readonly secret: string,
    private readonly opts: DevTransferOptions,
  ) {}

  private now(): number {
    return this.opts.now ? this.opts.now() : Math.floor(Date.now() / 1000);
  }

  private fresh(params: Record<string, unknown>): boolean {
    const ts = Number(params.timestamp);
    return Number.isSafeInteger(ts) && Math.abs(this.now() - ts) <= DEVTRANSFER_MAX_AGE_SEC;
  }

  transfer(req: TransferRequest): Promise<void> {
    const body: Record<string, string> = {
      transfer_no: req.transfer_no,
      transfer_type: req.transfer_type,
      account_number: req.account_number,
      amount: String(req.amount),
      timestamp: String(this.now()),
      nonce: crypto.randomBytes(8).toString('hex'),
    };
    body.sign = devpaySign(this.secret, body, DEVTRANSFER_REQUEST_FIELDS);
    return this.accept(body);
  }

  /** Provider side of a request: unreachable during an outage; signature and amount checked; paid later. */
  private accept(body: Record<string, string>): Promise<void> {
    if (this.outage || this.closed) return Promise.reject(new Error('devtransfer: the provider cannot be reached'));
    if (!shapeOk(body, DEVTRANSFER_REQUEST_FIELDS) || !signatureOk(this.secret, body, DEVTRANSFER_REQUEST_FIELDS) || !this.fresh(body)) {
      return Promise.reject(new Error('devtransfer: request refused (signature)'));
    }
    const amount = Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0) return Promise.reject(new Error('devtransfer: request refused (amount)'));
    this.later(this.opts.delayMs ?? 200, () => this.settle(body.transfer_no!, body.transfer_type!, body.account_number!, amount));
    return Promise.resolve();
  }

  /** Pays once per transfer_no (a repeat answers the first result) and posts the signed result. */
  private async settle(transferNo: string, type: string, account: string, amount: number): Promise<void> {
    const bad = DEVTRANSFER_BAD_ACCOUNT.test(account) || account === '';
    await this.opts.db
      .insertInto('devtransfer_payout')
      .values({
        transfer_no: transferNo,
        payout_no: `DT${Date.now()}${crypto.randomInt(0, 1e9).toString().padStart(9, '0')}`,
        transfer_type: type,
        account_number: account,
        amount,
        status: bad ? 'FAIL' : 'SUCCESS',
        reason: bad ? 'PAYEE_ACCOUNT_INVALID' : 'OK',
        create_time: this.now(),
      })
      .onConflict((oc) => oc.column('transfer_no').doNothing())
      .execute();
    const row = await this.opts.db.selectFrom('devtransfer_payout').selectAll().where('transfer_no', '=', transferNo).executeTakeFirstOrThrow();
    const out: Record<string, string> = {
      transfer_no: row.transfer_no,
      payout_no: row.payout_no,
      amount: String(row.amount),
      status: row.status,
      reason: row.reason,
      timestamp: String(this.now()),
      nonce: crypto.randomBytes(8).toString('hex'),
    };
    out.sign = devpaySign(this.secret, out, DEVTRANSFER_RESULT_FIELDS);
    await this.post(out, 1);
  }

  private async post(body: Record<string, string>, attempt: number): Promise<void> {
    const answer = this.opts.deliver ? await this.opts.deliver(body).catch(() => 'fail') : 'fail';
    if (answer === 'success' || attempt >= DEVTRANSFER_DELIVERIES) return;
    this.later((this.opts.delayMs ?? 200) * 2 ** attempt, () => this.post(body, attempt + 1));
  }

  verifyResult(params: Record<string, unknown>): Promise<TransferResult | null> {
    if (!shapeOk(params, DEVTRANSFER_RESULT_FIELDS) || !signatureOk(this.secret, params, DEVTRANSFER_RESULT_FIELDS) || !this.fresh(params)) return Promise.resolve(null);
    const amount = Number(params.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0) return Promise.resolve(null);
    return Promise.resolve({ transfer_no: String(params.transfer_no), payout_no: String(params.payout_no), amount, status: String(params.status), reason: String(params.reason ?? '') });
  }

  /** A signed result as the provider would post it (tests: forged, repeated or late results). */
  signedResult(p: { transfer_no: string; payout_no: string; amount: number; status: string; reason?: string }): Record<string, string> {
    const out: Record<string, string> = { ...p, amount: String(p.amount), reason: p.reason ?? '', timestamp: String(this.now()), nonce: crypto.randomBytes(8).toString('hex') };
    out.sign = devpaySign(this.secret, out, DEVTRANSFER_RESULT_FIELDS);
    return out;
  }

  private later(ms: number, fn: () => Promise<void>): void {
    if (this.closed) return;
    let done!: () => void;
    const settled = new Promise<void>((resolve) => (done = resolve));
    this.pending.add(settled);
    const finish = () => {
      this.pending.delete(settled);
      done();
    };
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn()
        .catch((err: unknown) => console.error('[devtransfer]', err instanceof Error ? err.message : err))
        .finally(finish);
    }, ms);
    timer.unref();
    this.timers.set(timer, finish);
  }

  /** Resolves when every scheduled payout and result has been delivered (tests). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  close(): void {
    this.closed = true;
    for (const [t, finish] of this.timers) {
      clearTimeout(t);
      finish();
    }
    this.timers.clear();
  }
}
