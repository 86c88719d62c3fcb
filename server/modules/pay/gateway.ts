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
}

/**
 * The development payment gateway. Its hosted checkout page is served by this same server under
 * /devpay/checkout (a plain HTML form, no scripts); "Pay" makes it post a signed notification to
 * /api/pay/notify/devpay about 200 ms later (through fastify's inject, as a separate request) and
 * sends the browser back to the shop's result page. Not offered in production mode.
 */
export class DevPayGateway implements PaymentGateway {
  readonly name = 'devpay';
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private closed = false;

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
    for (const f of DEVPAY_NOTIFY_FIELDS) {
      const v = params[f];
      if (typeof v !== 'string' && typeof v !== 'number') return Promise.resolve(null);
      if (String(v).length > 100) return Promise.resolve(null);
    }
    if (!signatureOk(this.secret, params, DEVPAY_NOTIFY_FIELDS)) return Promise.resolve(null);
    const ts = Number(params.timestamp);
    const fee = Number(params.total_fee);
    if (!Number.isSafeInteger(ts) || Math.abs(this.now() - ts) > DEVPAY_MAX_AGE_SEC) return Promise.resolve(null);
    if (!Number.isSafeInteger(fee) || fee < 0) return Promise.resolve(null);
    return Promise.resolve({ out_trade_no: String(params.out_trade_no), trade_no: String(params.trade_no), total_fee: fee, status: String(params.status) });
  }

  /** The gateway "pays": posts the signed notification to the shop after the delay. */
  scheduleNotification(app: FastifyInstance, req: PaymentRequest, tradeNo: string): void {
    if (this.closed) return;
    const body = signedDevpayNotification(this.secret, { out_trade_no: req.out_trade_no, total_fee: req.total_fee, trade_no: tradeNo, timestamp: this.now() });
    let done!: () => void;
    const settled = new Promise<void>((resolve) => (done = resolve));
    this.pending.add(settled);
    const finish = () => {
      this.pending.delete(settled);
      done();
    };
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      app
        .inject({ method: 'POST', url: '/api/pay/notify/devpay', payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
        .then((res) => {
          if (res.body !== 'success') app.log.warn({ out_trade_no: req.out_trade_no, answer: res.body }, 'devpay notification refused');
        })
        .catch((err: unknown) => app.log.error(err))
        .finally(finish);
    }, this.opts.notifyDelayMs ?? 200);
    timer.unref();
    this.timers.set(timer, finish);
  }

  /** Resolves when every scheduled notification has been delivered (tests). */
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
