import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { toWebp, writePicture } from '../../lib/webp.ts';
import { standinPng } from './standins.ts';

/**
 * NiuShop's diy documents (the samples, and whatever a merchant copies out of a NiuShop install)
 * point at static images of NiuShop's own install: `addon/<addon>/…`, `app/component/…` (the
 * pictures of the core components' editor views), `public/static/…` and `public/uniapp/…`. This shop has none of those files, so every such path is rewritten to an image
 * made here (`upload/diy/<hash>.png`, with the _BIG/_MID/_SMALL variants `img()` may ask for), sized
 * from the owning component's imgWidth/imgHeight when it gives them. The seed and publishing
 * (publish.ts) both go through this one place; any other string (uploads, http(s) URLs, paths
 * outside those roots) is left as it is. The name depends only on the original path, so the
 * rewrite is idempotent and the same sample image is made once.
 */
export const NIUSHOP_STATIC_IMAGE = /^(addon\/[\w-]+|app\/component|public\/(static|uniapp))\/[\w./-]+\.(png|jpe?g|gif)$/i;
const SUFFIXES = ['', '_BIG', '_MID', '_SMALL'] as const;

export interface DiyImage {
  /** path under the data directory (and under /upload/… on the wire): `upload/diy/<hash>.png` */
  rel: string;
  width: number;
  height: number;
  /** the NiuShop path it stands for (standins.ts draws what that path shows) */
  source: string;
}

function sizeOf(owner: Record<string, unknown>): { width: number; height: number } {
  const w = Number(owner.imgWidth);
  const h = Number(owner.imgHeight);
  if (w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h)) {
    const scale = Math.min(1, 750 / w);
    return { width: Math.min(2000, Math.max(16, Math.round(w * scale))), height: Math.min(2000, Math.max(16, Math.round(h * scale))) };
  }
  return { width: 160, height: 160 };
}

/** The local image path a NiuShop static path becomes, or null when the string is not one. */
export function localImagePath(value: string): string | null {
  if (!NIUSHOP_STATIC_IMAGE.test(value) || value.includes('..')) return null;
  return `upload/diy/${crypto.createHash('sha1').update(value).digest('hex').slice(0, 12)}.png`;
}

/**
 * Returns a copy of the document with NiuShop static image paths replaced, and the images to make
 * (one per path; the first owner's size wins). `images` may be shared between calls to collect the
 * images of several documents.
 */
export function localiseDiyImages<T>(doc: T, images: Map<string, DiyImage> = new Map()): { doc: T; images: DiyImage[] } {
  const walk = (value: unknown, owner: Record<string, unknown> | null): unknown => {
    if (typeof value === 'string') {
      const rel = localImagePath(value);
      if (!rel) return value;
      if (!images.has(rel)) images.set(rel, { rel, ...sizeOf(owner ?? {}), source: value });
      return rel;
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, owner));
    if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      // defineProperty: a `__proto__` key stays a key (the validator reports it), never a prototype.
      for (const [k, v] of Object.entries(obj)) Object.defineProperty(out, k, { value: walk(v, obj), enumerable: true, writable: true, configurable: true });
      return out;
    }
    return value;
  };
  return { doc: walk(doc, null) as T, images: [...images.values()] };
}

/** Makes the images (and their WebP copies) under <dataDir>/upload/diy; files already there are kept. */
export async function writeDiyImages(dataDir: string, images: DiyImage[]): Promise<void> {
  await Promise.all(
    images.map(async (img) => {
      const base = path.join(dataDir, img.rel);
      const files = SUFFIXES.map((suffix) => base.replace(/\.png$/, `${suffix}.png`)).filter((f) => !fs.existsSync(f));
      if (!files.length) return;
      fs.mkdirSync(path.dirname(base), { recursive: true });
      const png = await standinPng(img);
      const webp = await toWebp(png);
      for (const file of files) await writePicture(file, png, webp);
    }),
  );
}
