import crypto from 'node:crypto';

/**
 * Member passwords (login and pay passwords): scrypt with a random salt, stored as
 * `scrypt$N$r$p$<salt b64url>$<hash b64url>`. NiuShop's own `md5(md5(pw) . 'NiuCloud')` hashes
 * (32 hex digits, from imported data) still verify; `needsRehash` tells the caller to upgrade them.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function scrypt(plain: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(plain.normalize('NFC'), salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(plain, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  if (!hash) return false;
  if (/^[0-9a-f]{32}$/i.test(hash)) {
    const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');
    const legacy = Buffer.from(md5(md5(plain) + 'NiuCloud'));
    return crypto.timingSafeEqual(legacy, Buffer.from(hash.toLowerCase()));
  }
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (!Number.isInteger(n) || !Number.isInteger(r) || !Number.isInteger(p) || n > 1 << 20) return false;
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length !== KEYLEN) return false;
  const key = await scrypt(plain, Buffer.from(parts[4] ?? '', 'base64url'), n, r, p);
  return crypto.timingSafeEqual(key, expected);
}

/** True for hashes made with other parameters than today's (legacy md5, older scrypt costs). */
export function needsRehash(hash: string): boolean {
  return !hash.startsWith(`scrypt$${N}$${R}$${P}$`);
}
