import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * NiuShop's sample diy documents point at images of NiuShop's own install (addon/…, public/…)
 * that this shop does not have. The seed rewrites each such path to an image made here
 * (upload/diy/<hash>.png, with the _BIG/_MID/_SMALL variants img() may ask for), sized from the
 * component's imgWidth/imgHeight when it gives them, so the demo pages load without 404s.
 */
const FOREIGN = /^(addon|public)\/[\w./-]+\.(png|jpe?g|gif)$/i;
const SUFFIXES = ['', '_BIG', '_MID', '_SMALL'] as const;

interface Wanted {
  rel: string;
  width: number;
  height: number;
  hue: number;
}

function sizeOf(owner: Record<string, unknown>): { width: number; height: number } {
  const w = Number(owner.imgWidth);
  const h = Number(owner.imgHeight);
  if (w > 0 && h > 0) {
    const scale = Math.min(1, 750 / w);
    return { width: Math.max(16, Math.round(w * scale)), height: Math.max(16, Math.round(h * scale)) };
  }
  return { width: 160, height: 160 };
}

/** Returns a copy of the document with foreign image paths replaced, and the images to make. */
export function localiseDiyImages<T>(doc: T): { doc: T; images: Wanted[] } {
  const images = new Map<string, Wanted>();
  const walk = (value: unknown, owner: Record<string, unknown> | null): unknown => {
    if (typeof value === 'string') {
      if (!FOREIGN.test(value)) return value;
      const hash = crypto.createHash('sha1').update(value).digest('hex').slice(0, 12);
      const rel = `upload/diy/${hash}.png`;
      if (!images.has(rel)) images.set(rel, { rel, ...sizeOf(owner ?? {}), hue: parseInt(hash.slice(0, 4), 16) % 360 });
      return rel;
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, owner));
    if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(obj)) out[k] = walk(v, obj);
      return out;
    }
    return value;
  };
  return { doc: walk(doc, null) as T, images: [...images.values()] };
}

function svg({ width, height, hue }: Wanted): string {
  const r = Math.round(Math.min(width, height) * 0.18);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},85%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,55%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="rgba(255,255,255,0.45)"/>
</svg>`;
}

/** Makes the images under <dataDir>/upload/diy; files already there are kept. */
export async function writeDiyImages(dataDir: string, images: Wanted[]): Promise<void> {
  await Promise.all(
    images.map(async (img) => {
      const base = path.join(dataDir, img.rel);
      fs.mkdirSync(path.dirname(base), { recursive: true });
      const png = await sharp(Buffer.from(svg(img))).png().toBuffer();
      for (const suffix of SUFFIXES) {
        const file = base.replace(/\.png$/, `${suffix}.png`);
        if (!fs.existsSync(file)) fs.writeFileSync(file, png);
      }
    }),
  );
}
