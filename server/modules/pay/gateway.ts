import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/schema.ts';
import { TradeConfig } from '../order/calc.ts';

/** A payment request handed to a gateway: where the shopper goes to pay `total_fee` fen. */
export interface PaymentRequest {
  out_trade_no: string;
  /** fen */
  total_fee: number;
  subject: string;
  /** where the gateway sends the browser back to (the H5 result page) */
  return_url: string;
}

/** A gateway's payment notification after its signature has been checked. */
export interface PaymentNotification {
  out_trade_no: string;
  /** the gateway's transaction id (unique per payment) */
  trade_no: string;
  /** fen */
  total_fee: number;
  /** 'SUCCESS' when paid */
  status: string;
}

/** A refund asked of a gateway: give `refund_fee` fen of transaction `trade_no` back to the payer. */
export interface RefundRequest {
  /** ours, unique: the gateway refunds once per refund_no however often it is asked */
  refund_no: string;
  trade_no: string;
  out_trade_no: string;
  refund_fee: number;
  total_fee: number;
  reason: string;
}

/** A gateway's refund result after its signature has been checked. */
export interface RefundNotification {
  refund_no: string;
  trade_no: string;
  refund_fee: number;
  /** 'SUCCESS' refunded; 'FAIL' refused for good (reason says why) */
  status: string;
  reason: string;
}

/**
 * An outside payment provider. A real one (WeChat Pay, Alipay) cannot be reached from this machine, so
 * the shop runs with DevPayGateway, which behaves like one: a hosted checkout page, an asynchronous
 * signed server-to-server notification, and the order paid only when that notification is verified.
 */
export interface PaymentGateway {
  readonly name: string;
  startPayment(req: PaymentRequest): Promise<{ url: string }>;
  /** null when the signature (or the notification's shape or age) does not check out */
  verifyNotification(params: Record<string, unknown>): Promise<PaymentNotification | null>;
  /**
   * Asks for a refund (a signed request). Resolves when the gateway accepted it; the result comes
   * later as a signed refund notification. Throws when the gateway cannot be reached or refuses the
   * request itself; asking again with the same refund_no never refunds twice.
   */
  refund?(req: RefundRequest): Promise<void>;
  verifyRefundNotification?(params: Record<string, unknown>): Promise<RefundNotification | null>;
}

declare module '../../http/services.ts' {
  interface Services {
    /** Payment gateways by pay_type (set by the pay area; tests may replace them). */
    paymentGateways?: Record<string, PaymentGateway>;
  }
}

/** The fields a DevPay notification carries and signs (besides `sign`). */
export const DEVPAY_NOTIFY_FIELDS = ['out_trade_no', 'trade_no', 'total_fee', 'status', 'timestamp', 'nonce'] as const;
/** The fields of a signed checkout link. */
export const DEVPAY_CHECKOUT_FIELDS = ['out_trade_no', 'total_fee', 'subject', 'return_url', 'timestamp'] as const;
/** The fields of a signed refund request (shop → gateway). */
export const DEVPAY_REFUND_FIELDS = ['refund_no', 'trade_no', 'out_trade_no', 'refund_fee', 'timestamp', 'nonce'] as const;
/** The fields of a signed refund result (gateway → shop). */
export const DEVPAY_REFUND_NOTIFY_FIELDS = ['refund_no', 'trade_no', 'refund_fee', 'status', 'reason', 'timestamp', 'nonce'] as const;
/** How old a notification may be (seconds) before it is refused. */
export const DEVPAY_MAX_AGE_SEC = 3600;

/** HMAC-SHA256 (hex) over `k=v` pairs of the given fields, sorted by key and joined by `&`. */
export function devpaySign(secret: string, params: Record<string, unknown>, fields: readonly string[]): string {
  const canonical = [...fields]
    .sort()
    .map((k) => `${k}=${String(params[k] ?? '')}`)
    .join('&');
  return crypto.createHmac('sha256', secret).update(canonical).digest('hex');
}

function signatureOk(secret: string, params: Record<string, unknown>, fields: readonly string[]): boolean {
  const given = typeof params.sign === 'string' ? params.sign : '';
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = devpaySign(secret, params, fields);
  return crypto.timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

/** The gateway secret: made once per installation, kept in sys_config DEVPAY_CONFIG so every instance agrees. */
export async function ensureDevpaySecret(db: Kysely<Database>): Promise<string> {
  const fresh = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('sys_config')
    .values({ config_key: TradeConfig.DEVPAY, value: JSON.stringify({ pay_status: 1, secret: fresh }) as never, config_desc: 'development payment gateway' })
    .onConflict((oc) => oc.column('config_key').doNothing())
    .execute();
  await sql`update sys_config set value = value || jsonb_build_object('secret', ${fresh}::text)
    where config_key = ${TradeConfig.DEVPAY} and not (value ? 'secret')`.execute(db);
  const row = await db.selectFrom('sys_config').select('value').where('config_key', '=', TradeConfig.DEVPAY).executeTakeFirstOrThrow();
  return String((row.value as { secret: string }).secret);
}

/** Builds a signed DevPay notification (what the gateway posts to /api/pay/notify/devpay); tests use it too. */
export function signedDevpayNotification(
  secret: string,
  p: { out_trade_no: string; total_fee: number; trade_no?: string; status?: string; timestamp?: number; nonce?: string },
): Record<string, string> {
  const out: Record<string, string> = {
    out_trade_no: p.out_trade_no,
    trade_no: p.trade_no ?? `DEV${Date.now()}${crypto.randomInt(0, 1e9)}`,
    total_fee: String(p.total_fee),
    status: p.status ?? 'SUCCESS',
    timestamp: String(p.timestamp ?? Math.floor(Date.now() / 1000)),
    nonce: p.nonce ?? crypto.randomBytes(8).toString('hex'),
  };
  out.sign = devpaySign(secret, out, DEVPAY_NOTIFY_FIELDS);
  return out;
}

export interface DevPayOptions {
  /** delay before the notification is sent (ms) */
  notifyDelayMs?: number;
  now?: () => number;
  /** the gateway's own books (devpay_trade, devpay_refund); a real gateway keeps them on its side */
  db?: Kysely<Database>;
  /** where refund results are posted (the shop's /api/pay/refundnotify/devpay); answers 'success' when taken */
  deliverRefund?: (body: Record<string, string>) => Promise<string>;
}

/** How often the gateway posts a refund result that was not answered 'success', and how far apart (ms). */
export const DEVPAY_REFUND_DELIVERIES = 3;

/**
 * The development payment gateway. Its hosted checkout page is served by this same server under
 * /devpay/checkout (a plain HTML form, no scripts); "Pay" records the collected payment in the
 * gateway's books and makes it post a signed notification to /api/pay/notify/devpay about 200 ms
 * later (through fastify's inject, as a separate request), then sends the browser back to the shop's
 * result page. Refunds behave like a real gateway's: a signed request, accepted at once and refunded
 * asynchronously (once per refund_no, never more than the payment collected), the result posted
 * signed to the shop, re-posted when not acknowledged. Not offered in production mode.
 */
export class DevPayGateway implements PaymentGateway {
  readonly name = 'devpay';
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private closed = false;
  /** Simulates an outage: refund requests fail as if the gateway could not be reached. */
  outage = false;

  constructor(
    private readonly secret: string,
    private readonly opts: DevPayOptions = {},
  ) {}

  private now(): number {
    return this.opts.now ? this.opts.now() : Math.floor(Date.now() / 1000);
  }

  startPayment(req: PaymentRequest): Promise<{ url: string }> {
    const q: Record<string, string> = {
      out_trade_no: req.out_trade_no,
      total_fee: String(req.total_fee),
      subject: req.subject.slice(0, 100),
      return_url: req.return_url,
      timestamp: String(this.now()),
    };
    q.sign = devpaySign(this.secret, q, DEVPAY_CHECKOUT_FIELDS);
    return Promise.resolve({ url: `/devpay/checkout?${new URLSearchParams(q).toString()}` });
  }

  /** The signed checkout fields of a link / form post, or null when they were tampered with. */
  checkout(params: Record<string, unknown>): PaymentRequest | null {
    if (!signatureOk(this.secret, params, DEVPAY_CHECKOUT_FIELDS)) return null;
    const fee = Number(params.total_fee);
    if (!Number.isSafeInteger(fee) || fee <= 0) return null;
    return { out_trade_no: String(params.out_trade_no), total_fee: fee, subject: String(params.subject ?? ''), return_url: String(params.return_url ?? '') };
  }

  verifyNotification(params: Record<string, unknown>): Promise<PaymentNotification | null> {
    if (!shapeOk(params, DEVPAY_NOTIFY_FIELDS) || !signatureOk(this.secret, params, DEVPAY_NOTIFY_FIELDS) || !this.fresh(params)) return Promise.resolve(null);
    const fee = Number(params.total_fee);
    if (!Number.isSafeInteger(fee) || fee < 0) return Promise.resolve(null);
    return Promise.resolve({ out_trade_no: String(params.out_trade_no), trade_no: String(params.trade_no), total_fee: fee, status: String(params.status) });
  }

  verifyRefundNotification(params: Record<string, unknown>): Promise<RefundNotification | null> {
    if (!shapeOk(params, DEVPAY_REFUND_NOTIFY_FIELDS) || !signatureOk(this.secret, params, DEVPAY_REFUND_NOTIFY_FIELDS) || !this.fresh(params)) return Promise.resolve(null);
    const fee = Number(params.refund_fee);
    if (!Number.isSafeInteger(fee) || fee <= 0) return Promise.resolve(null);
    return Promise.resolve({ refund_no: String(params.refund_no), trade_no: String(params.trade_no), refund_fee: fee, status: String(params.status), reason: String(params.reason ?? '') });
  }

  private fresh(params: Record<string, unknown>): boolean {
    const ts = Number(params.timestamp);
    return Number.isSafeInteger(ts) && Math.abs(this.now() - ts) <= DEVPAY_MAX_AGE_SEC;
  }

  /** The gateway collected a payment: its books keep it (so it can be refunded), and the signed notification for the shop. */
  async collect(p: { out_trade_no: string; total_fee: number; trade_no: string }): Promise<Record<string, string>> {
    if (this.opts.db) {
      await this.opts.db.insertInto('devpay_trade').values({ trade_no: p.trade_no, out_trade_no: p.out_trade_no, total_fee: p.total_fee, create_time: this.now() }).onConflict((oc) => oc.column('trade_no').doNothing()).execute();
    }
    return signedDevpayNotification(this.secret, { out_trade_no: p.out_trade_no, total_fee: p.total_fee, trade_no: p.trade_no, timestamp: this.now() });
  }

  /** The gateway "pays": collects, then posts the signed notification to the shop after the delay. */
  async pay(app: FastifyInstance, req: PaymentRequest, tradeNo: string): Promise<void> {
    if (this.closed) return;
    const body = await this.collect({ out_trade_no: req.out_trade_no, total_fee: req.total_fee, trade_no: tradeNo });
    this.later(this.opts.notifyDelayMs ?? 200, async () => {
      const res = await app.inject({ method: 'POST', url: '/api/pay/notify/devpay', payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      if (res.body !== 'success') app.log.warn({ out_trade_no: req.out_trade_no, answer: res.body }, 'devpay notification refused');
    });
  }

  /**
   * The shop's refund call: the request is signed with the merchant secret as a real adapter would,
   * and the gateway side checks it, accepts it and refunds asynchronously.
   */
  refund(req: RefundRequest): Promise<void> {
    const body: Record<string, string> = {
      refund_no: req.refund_no,
      trade_no: req.trade_no,
      out_trade_no: req.out_trade_no,
      refund_fee: String(req.refund_fee),
      timestamp: String(this.now()),
      nonce: crypto.randomBytes(8).toString('hex'),
    };
    body.sign = devpaySign(this.secret, body, DEVPAY_REFUND_FIELDS);
    return this.acceptRefund(body);
  }

  /** Gateway side of a refund request: signature, then accepted (result later) — or unreachable during an outage. */
  private acceptRefund(body: Record<string, string>): Promise<void> {
    if (this.outage || this.closed) return Promise.reject(new Error('devpay: the gateway cannot be reached'));
    if (!shapeOk(body, DEVPAY_REFUND_FIELDS) || !signatureOk(this.secret, body, DEVPAY_REFUND_FIELDS) || !this.fresh(body)) {
      return Promise.reject(new Error('devpay: refund request refused (signature)'));
    }
    const fee = Number(body.refund_fee);
    if (!Number.isSafeInteger(fee) || fee <= 0) return Promise.reject(new Error('devpay: refund request refused (refund_fee)'));
    this.later(this.opts.notifyDelayMs ?? 200, () => this.settleRefund(body.refund_no!, body.trade_no!, body.out_trade_no!, fee));
    return Promise.resolve();
  }

  /** Refunds once per refund_no (its books), never beyond what the payment collected; posts the result. */
  private async settleRefund(refundNo: string, tradeNo: string, outTradeNo: string, fee: number): Promise<void> {
    const db = this.opts.db;
    if (!db) return;
    const result = await db.transaction().execute(async (trx) => {
      const trade = await trx.selectFrom('devpay_trade').selectAll().where('trade_no', '=', tradeNo).forUpdate().executeTakeFirst();
      const done = await trx.selectFrom('devpay_refund').selectAll().where('refund_no', '=', refundNo).executeTakeFirst();
      if (done) return done;
      let status = 'SUCCESS';
      let reason = 'OK';
      if (!trade || trade.out_trade_no !== outTradeNo) [status, reason] = ['FAIL', 'TRADE_NOT_FOUND'];
      else if (trade.refunded_fee + fee > trade.total_fee) [status, reason] = ['FAIL', 'REFUND_EXCEEDS_PAYMENT'];
      else await trx.updateTable('devpay_trade').set((eb) => ({ refunded_fee: eb('refunded_fee', '+', fee) })).where('trade_no', '=', tradeNo).execute();
      return trx.insertInto('devpay_refund').values({ refund_no: refundNo, trade_no: tradeNo, refund_fee: fee, status, reason, create_time: this.now() }).returningAll().executeTakeFirstOrThrow();
    });
    const out: Record<string, string> = {
      refund_no: result.refund_no,
      trade_no: result.trade_no,
      refund_fee: String(result.refund_fee),
      status: result.status,
      reason: result.reason,
      timestamp: String(this.now()),
      nonce: crypto.randomBytes(8).toString('hex'),
    };
    out.sign = devpaySign(this.secret, out, DEVPAY_REFUND_NOTIFY_FIELDS);
    await this.postRefundResult(out, 1);
  }

  /** Posts a refund result; re-posts a few times, farther apart, while the shop does not answer 'success'. */
  private async postRefundResult(body: Record<string, string>, attempt: number): Promise<void> {
    const answer = this.opts.deliverRefund ? await this.opts.deliverRefund(body).catch(() => 'fail') : 'fail';
    if (answer === 'success' || attempt >= DEVPAY_REFUND_DELIVERIES) return;
    this.later((this.opts.notifyDelayMs ?? 200) * 2 ** attempt, () => this.postRefundResult(body, attempt + 1));
  }

  /** Runs `fn` after `ms` (a gateway's own timing, not the shop's); tracked so tests and shutdown can wait for it. */
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
        .catch((err: unknown) => console.error('[devpay]', err instanceof Error ? err.message : err))
        .finally(finish);
    }, ms);
    timer.unref();
    this.timers.set(timer, finish);
  }

  /** Resolves when every scheduled notification and refund has been delivered (tests). */
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

/** Every signed field present as a short string or number. */
function shapeOk(params: Record<string, unknown>, fields: readonly string[]): boolean {
  for (const f of fields) {
    const v = params[f];
    if (typeof v !== 'string' && typeof v !== 'number') return false;
    if (String(v).length > 100) return false;
  }
  return true;
}
