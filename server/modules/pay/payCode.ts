/**
 * The member pay code (`GET /api/pay/memberpaycode`, NiuShop's PayBalance): an 18-digit auth code and
 * a 4-digit dynamic code a member shows a cashier, with its barcode (Code 128, bwip-js) and QR code
 * (the qrcode library, server/lib/qrcode.ts) as data URIs. A code lives PAY_CODE_TTL seconds; making
 * one deletes the member's older codes, so only the newest is ever valid. Codes are random digits
 * (crypto), unique by the table's index: a clash (1 in 10^18 per live code) draws again.
 */
import crypto from 'node:crypto';
import { toBuffer } from 'bwip-js/node';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { qrPng } from '../../lib/qrcode.ts';

/** Seconds a pay code stays valid (NiuShop: 120). */
export const PAY_CODE_TTL = 120;

export interface MemberPayCode {
  auth_code: string;
  barcode: string;
  qrcode: string;
  expire_time: number;
  dynamic_code: string;
}

/** `n` random decimal digits. */
export function randomDigits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(crypto.randomInt(10));
  return out;
}

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '23505';
}

/** The Code 128 barcode of `text` as PNG bytes. */
export function barcodePng(text: string): Promise<Buffer> {
  return toBuffer({ bcid: 'code128', text, scale: 3, height: 14, includetext: false, paddingwidth: 4, paddingheight: 2 });
}

const dataUri = (png: Buffer): string => `data:image/png;base64,${png.toString('base64')}`;

/** A fresh pay code for the member; the member's older codes stop working. */
export async function memberPayCode(db: Kysely<Database>, memberId: number, now: number): Promise<MemberPayCode> {
  const expire_time = now + PAY_CODE_TTL;
  const dynamic_code = randomDigits(4);
  let auth_code = '';
  for (let attempt = 0; ; attempt++) {
    auth_code = randomDigits(18);
    try {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('pay_balance').where('member_id', '=', memberId).execute();
        await trx.insertInto('pay_balance').values({ auth_code, member_id: memberId, dynamic_code, create_time: now, expire_time }).execute();
      });
      break;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
  const [barcode, qrcode] = await Promise.all([barcodePng(auth_code), qrPng(auth_code, 360)]);
  return { auth_code, barcode: dataUri(barcode), qrcode: dataUri(qrcode), expire_time, dynamic_code };
}
