import crypto from 'node:crypto';

/**
 * Stateless member tokens (NiuShop tokens are stateless too): base64url(JSON payload) + "." +
 * HMAC-SHA256. The secret lives in the shared database, so every instance verifies every token.
 * `v` is the member's token version: bumping it (password change, cancellation) revokes old tokens.
 */
export interface TokenPayload {
  member_id: number;
  iat: number;
  exp: number;
  v: number;
}

export type TokenCheck =
  | { ok: true; payload: TokenPayload }
  | { ok: false; reason: 'error' | 'expired' };

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export function signToken(secret: string, payload: TokenPayload): string {
  const body = b64(JSON.stringify(payload));
  const sig = crypto.createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${sig}`;
}

export function verifyToken(secret: string, token: string, nowSec: number): TokenCheck {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 1000) return { ok: false, reason: 'error' };
  const body = token.slice(0, dot);
  const sig = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = crypto.createHmac('sha256', secret).update(body).digest();
  if (sig.length !== expected.length || !crypto.timingSafeEqual(sig, expected)) return { ok: false, reason: 'error' };
  let payload: TokenPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
  } catch {
    return { ok: false, reason: 'error' };
  }
  if (!Number.isInteger(payload.member_id) || payload.member_id <= 0) return { ok: false, reason: 'error' };
  if (payload.exp && payload.exp < nowSec) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}

export const TOKEN_LIFETIME_SEC = 48 * 3600;
/** When a valid token has less than this left, the answer carries a `refreshtoken`. */
export const TOKEN_REFRESH_WINDOW_SEC = 300;
