import fs from 'node:fs';
import path from 'node:path';
import { toWebp, writePicture } from '../../lib/webp.ts';

/**
 * Demo product pictures drawn locally with sharp from SVG: a colour gradient, a simple shape and
 * the goods' latin short name (latin only, so no CJK font is needed). Every picture is written as
 * `<n>.jpg` (800) plus NiuShop's `_BIG` (800), `_MID` (400) and `_SMALL` (200) variants, each with
 * its WebP copy (server/lib/webp.ts). Files that already exist are kept, so re-seeding a data
 * directory is quick.
 */
export interface ImageJob {
  /** path relative to the data directory, e.g. upload/goods/12/1.jpg */
  rel: string;
  color: string;
  text: string;
  /** picks the shape */
  variant: number;
  /** square size of the base picture */
  size?: number;
}

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(f > 0 ? v + (255 - v) * f : v * (1 + f))));
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

export function svgFor(job: ImageJob, size = 800): string {
  const c1 = shade(job.color, 0.55);
  const c2 = shade(job.color, -0.15);
  const shapes = [
    `<circle cx="400" cy="360" r="190" fill="${shade(job.color, 0.85)}" opacity="0.9"/><circle cx="400" cy="360" r="120" fill="${job.color}"/>`,
    `<rect x="230" y="190" width="340" height="340" rx="48" fill="${shade(job.color, 0.85)}" opacity="0.9"/><rect x="300" y="260" width="200" height="200" rx="24" fill="${job.color}"/>`,
    `<polygon points="400,150 600,520 200,520" fill="${shade(job.color, 0.85)}" opacity="0.9"/><circle cx="400" cy="400" r="80" fill="${job.color}"/>`,
  ];
  const text = esc(job.text.slice(0, 14));
  const fontSize = text.length > 9 ? 64 : 84;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>
${shapes[job.variant % shapes.length]}
<text x="400" y="680" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${text}</text>
</svg>`;
}

const VARIANTS: Array<[string, number]> = [
  ['', 800],
  ['_BIG', 800],
  ['_MID', 400],
  ['_SMALL', 200],
];

async function render(dataDir: string, job: ImageJob): Promise<void> {
  const base = path.join(dataDir, job.rel);
  const ext = path.extname(base);
  const stem = base.slice(0, -ext.length);
  const targets = VARIANTS.map(([suffix, size]) => ({ file: `${stem}${suffix}${ext}`, size: Math.round((size * (job.size ?? 800)) / 800) })).filter((t) => !fs.existsSync(t.file));
  if (targets.length === 0) return;
  const { default: sharp } = await import('sharp');
  fs.mkdirSync(path.dirname(base), { recursive: true });
  const master = await sharp(Buffer.from(svgFor(job, job.size ?? 800))).jpeg({ quality: 80 }).toBuffer();
  // The picture and _BIG have one size: each size is encoded once, JPEG and its WebP copy.
  const bySize = new Map<number, { jpeg: Buffer; webp: Buffer }>();
  for (const t of targets) {
    let made = bySize.get(t.size);
    if (!made) {
      const img = t.size === (job.size ?? 800) ? sharp(master) : sharp(master).resize(t.size, t.size);
      const jpeg = await img.jpeg({ quality: 80 }).toBuffer();
      made = { jpeg, webp: await toWebp(jpeg) };
      bySize.set(t.size, made);
    }
    await writePicture(t.file, made.jpeg, made.webp);
  }
}

/** Renders the jobs a few at a time (sharp uses its own threads as well). */
export async function renderImages(dataDir: string, jobs: ImageJob[], concurrency = 4): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await render(dataDir, job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}
