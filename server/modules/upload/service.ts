import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { ApiError, Code } from '../../http/errors.ts';
import type { Db } from '../config/queries.ts';
import { webpPathOf, writePicture } from '../../lib/webp.ts';

/** Where each upload endpoint stores its pictures (NiuShop's folders). */
export type UploadKind = 'headimg' | 'evaluate_img' | 'refundimg' | 'offlinepay' | 'chat_img' | 'album';

/** The app's upload limit (server/http/app.ts MAX_UPLOAD_BYTES; not imported, app.ts imports the modules). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

const EXT: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };
const MIME: Record<ImageType, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

/** Thumbnails made beside every upload: `$util.img(path, {size})` inserts the suffix before the extension. */
export const VARIANTS = [
  { suffix: '_BIG', width: 800 },
  { suffix: '_MID', width: 400 },
  { suffix: '_SMALL', width: 200 },
] as const;

/** Images larger than this many pixels are refused (decompression bombs). */
const MAX_PIXELS = 40_000_000;

/** The picture type by its first bytes (never by the name or the client's MIME type). */
export function sniffImage(buf: Buffer): ImageType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 6 && (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a')) return 'gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** China date (the shop's calendar) as yyyymmdd. */
export function ymd(nowSec: number): string {
  const d = new Date((nowSec + 8 * 3600) * 1000);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

export interface StoredImage {
  pic_path: string;
  pic_name: string;
  file_ext: string;
  pic_spec: string;
  update_time: number;
  site_id: number;
}

export interface SaveImageInput {
  buffer: Buffer;
  kind: UploadKind;
  member_id: number;
  /** The client's file name (reported back as pic_name only). */
  filename?: string;
  dataDir: string;
  now: number;
}

function encoder(img: Sharp, type: ImageType): Sharp {
  switch (type) {
    case 'jpeg':
      return img.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return img.png({ compressionLevel: 9 });
    case 'gif':
      return img.gif();
    case 'webp':
      return img.webp({ quality: 85 });
  }
}

/**
 * Checks and stores an uploaded picture: jpeg, png, gif or webp by magic bytes, at most 5 MB,
 * decodable, not absurdly large. The picture is re-encoded (auto-rotated, metadata such as GPS
 * dropped) under `<dataDir>/upload/<kind>/<yyyymmdd>/<random>.<ext>` with _BIG / _MID / _SMALL
 * variants (800 / 400 / 200 px wide, never enlarged), and a WebP copy of each still JPEG or PNG.
 * Answers NiuShop's upload data.
 */
export async function saveImage(db: Db, input: SaveImageInput): Promise<StoredImage> {
  const { buffer } = input;
  if (!buffer.length) throw new ApiError(Code.ERROR, 'UPLOAD_EMPTY');
  if (buffer.length > MAX_IMAGE_BYTES) throw new ApiError(Code.ERROR, 'PAYLOAD_TOO_LARGE');
  const type = sniffImage(buffer);
  if (!type) throw new ApiError(Code.ERROR, 'UPLOAD_NOT_IMAGE');
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ApiError(Code.ERROR, 'UPLOAD_NOT_IMAGE');
  }
  if (!meta.width || !meta.height) throw new ApiError(Code.ERROR, 'UPLOAD_NOT_IMAGE');
  if (meta.width * meta.height > MAX_PIXELS) throw new ApiError(Code.ERROR, 'UPLOAD_TOO_MANY_PIXELS');

  const ext = EXT[type];
  const name = crypto.randomBytes(12).toString('hex');
  const rel = `upload/${input.kind}/${ymd(input.now)}`;
  const dir = path.join(input.dataDir, rel);
  fs.mkdirSync(dir, { recursive: true });
  const animated = type === 'gif' || type === 'webp';
  // Animated gif/webp keep their frames; stills are turned upright by their EXIF orientation.
  const base = () => (animated ? sharp(buffer, { limitInputPixels: MAX_PIXELS, animated: true }) : sharp(buffer, { limitInputPixels: MAX_PIXELS }).rotate());
  const written: string[] = [];
  let width = meta.width;
  let height = meta.pageHeight ?? meta.height;
  try {
    const main = path.join(dir, `${name}.${ext}`);
    const files: Array<[string, Sharp]> = [[main, base()], ...VARIANTS.map((v): [string, Sharp] => [path.join(dir, `${name}${v.suffix}.${ext}`), base().resize({ width: v.width, withoutEnlargement: true })])];
    for (const [file, img] of files) {
      const { data, info } = await encoder(img, type).toBuffer({ resolveWithObject: true });
      written.push(file);
      // JPEG and PNG get the WebP copy /upload/ answers to browsers that take it (server/lib/webp.ts).
      if (await writePicture(file, data)) written.push(webpPathOf(file));
      if (file === main && !animated) {
        width = info.width;
        height = info.height;
      }
    }
  } catch {
    for (const f of written) fs.rmSync(f, { force: true });
    throw new ApiError(Code.ERROR, 'UPLOAD_NOT_IMAGE');
  }
  const pic_path = `${rel}/${name}.${ext}`;
  const size = fs.statSync(path.join(input.dataDir, pic_path)).size;
  await db
    .insertInto('upload_file')
    .values({ member_id: input.member_id, kind: input.kind, path: pic_path, size, mimetype: MIME[type], width, height, create_time: input.now })
    .execute();
  return {
    pic_path,
    pic_name: (input.filename ?? '').slice(0, 100),
    file_ext: ext,
    pic_spec: `${width}*${height}`,
    update_time: input.now,
    site_id: 1,
  };
}

/** `images` of /api/upload/headimgBase64: a data URL (or bare base64) of a picture. */
export function decodeDataUrl(images: string): Buffer {
  const m = /^data:image\/[a-z0-9.+-]+;base64,/i.exec(images);
  const b64 = (m ? images.slice(m[0].length) : images).replace(/[\r\n\s]/g, '');
  if (!b64 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(b64)) throw new ApiError(Code.ERROR, 'UPLOAD_NOT_IMAGE');
  return Buffer.from(b64, 'base64');
}
