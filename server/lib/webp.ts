import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * WebP copies of the shop's pictures. Every still JPEG or PNG stored under the upload directory
 * (uploads, their _BIG/_MID/_SMALL variants, the seeded and diy pictures) gets a sibling
 * `<file>.webp` when that at least halves its bytes; `/upload/…` answers it to browsers that accept
 * WebP (server/http/uploads.ts), so URLs in documents, orders and diy pages never change and any
 * client still gets the original.
 *
 * Why halves: WebP takes more CPU to decode than JPEG. Measured with Lighthouse on the goods list
 * (10 interleaved pairs, this 2-core machine): copies of the demo JPEGs (about 45 % smaller) gave
 * a median TBT of 187 ms against 92 ms without, for 0.05 s of LCP; the drawn PNGs of the diy pages
 * shrink to about a fifth, and home's LCP went from 1.6 to 1.1 s.
 */
export const WEBP_SUFFIX = '.webp';

/** Pictures a WebP copy is made of (GIF and WebP are served as they are). */
export const WEBP_SOURCE = /\.(jpe?g|png)$/i;

/** A copy is kept only when it saves at least this share of the original's bytes. */
const MIN_SAVING = 0.5;

/**
 * Lossy quality 80, the usual web setting (a PNG's alpha channel stays lossless); effort 2 of 6:
 * measured on an 800 px demo picture, 47 ms and 9.4 kB against 79 ms and 9.0 kB at the default 4.
 */
const OPTIONS = { quality: 80, effort: 2 } as const;

export const webpPathOf = (file: string): string => `${file}${WEBP_SUFFIX}`;

/** The WebP encoding of a still picture. */
export async function toWebp(source: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(source).webp(OPTIONS).toBuffer();
}

/** Writes a file aside and renames it, so a reader never gets half of it. */
function writeWhole(file: string, bytes: Buffer): void {
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
}

/**
 * Keeps `webp` as `<file>.webp` when it saves enough of the original's bytes, else removes a
 * stale copy. Returns whether kept.
 */
export function saveWebpCopy(file: string, originalBytes: number, webp: Buffer): boolean {
  const target = webpPathOf(file);
  if (webp.length > originalBytes * (1 - MIN_SAVING)) {
    fs.rmSync(target, { force: true });
    return false;
  }
  writeWhole(target, webp);
  return true;
}

/**
 * Makes `<file>.webp` from the picture's bytes (or the file itself). Stills only: callers do not
 * pass animated pictures. Returns whether a copy was kept.
 */
export async function writeWebpCopy(file: string, source?: Buffer): Promise<boolean> {
  if (!WEBP_SOURCE.test(file)) return false;
  const original = source ?? fs.readFileSync(file);
  return saveWebpCopy(file, original.length, await toWebp(original));
}

/**
 * Stores a picture whole and, for a JPEG or PNG, its WebP copy: the one way the shop writes the
 * pictures it serves. `webp`: the copy already encoded (one picture stored under several names).
 * Returns whether a copy was kept.
 */
export async function writePicture(file: string, bytes: Buffer, webp?: Buffer): Promise<boolean> {
  writeWhole(file, bytes);
  if (!WEBP_SOURCE.test(file)) return false;
  return saveWebpCopy(file, bytes.length, webp ?? (await toWebp(bytes)));
}

/**
 * Makes the copies that are missing (a data directory from before copies were made: `npm run
 * images -- webp`); returns how many were made. A picture whose copy would not halve its bytes is
 * encoded again on every call.
 */
export async function ensureWebpCopies(files: string[]): Promise<number> {
  let made = 0;
  for (const file of files) {
    if (WEBP_SOURCE.test(file) && fs.existsSync(file) && !fs.existsSync(webpPathOf(file)) && (await writeWebpCopy(file))) made++;
  }
  return made;
}

/** Every JPEG or PNG under a folder (the upload directory), as full paths. */
export function picturesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((rel) => WEBP_SOURCE.test(rel)).map((rel) => path.join(dir, rel));
}

/** Whether an `Accept` header takes WebP (`image/webp`, not with q=0). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  for (const part of accept.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    if (type?.trim() !== 'image/webp') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
