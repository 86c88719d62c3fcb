import fs from 'node:fs';
import path from 'node:path';
import { emojiSvg } from '../../lib/emoji.ts';
import { toWebp, writePicture } from '../../lib/webp.ts';

/**
 * Demo pictures drawn locally with sharp from SVG. Goods, categories and stores show an
 * illustration of what they are (`icon`, from server/lib/emoji.ts, chosen by goods-illustrations.ts)
 * on a soft ground of their colour, composed three ways so a goods' pictures (and the spec values
 * that use them) differ; brands keep a logo-like picture: a colour gradient, a simple shape and
 * the latin initial (latin only, so no CJK font is needed). Every picture is written as
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
  /** an icon of server/lib/emoji.ts: the picture is that illustration (and `text` is not drawn) */
  icon?: string;
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

/**
 * An illustration on a soft ground of the job's colour (800 units square). `variant` picks the
 * composition: on a round stage; tilted on a card with the colour a little turned; close up.
 */
function illustrationSvg(job: ImageJob & { icon: string }, size: number): string {
  const layout = job.variant % 3;
  const base = layout === 1 ? turn(job.color, 35) : layout === 2 ? turn(job.color, -35) : job.color;
  const bg1 = shade(base, 0.9);
  const bg2 = shade(base, 0.74);
  const accent = shade(base, 0.45);
  const stage =
    layout === 0
      ? `<circle cx="400" cy="392" r="290" fill="#ffffff" fill-opacity="0.6"/>`
      : layout === 1
        ? `<rect x="150" y="140" width="500" height="500" rx="72" fill="#ffffff" fill-opacity="0.62" transform="rotate(-6 400 390)"/>`
        : `<circle cx="400" cy="400" r="330" fill="#ffffff" fill-opacity="0.35"/><circle cx="400" cy="400" r="250" fill="#ffffff" fill-opacity="0.45"/>`;
  const dots = `<circle cx="110" cy="120" r="46" fill="${accent}" fill-opacity="0.35"/><circle cx="690" cy="680" r="64" fill="${accent}" fill-opacity="0.28"/><circle cx="700" cy="150" r="18" fill="${accent}" fill-opacity="0.5"/>`;
  const icon =
    layout === 0
      ? emojiSvg(job.icon, { x: 180, y: 165, size: 440 })
      : layout === 1
        ? emojiSvg(job.icon, { x: 200, y: 185, size: 400, rotate: -10 })
        : emojiSvg(job.icon, { x: 135, y: 130, size: 530 });
  const shadow = `<ellipse cx="400" cy="${layout === 2 ? 690 : 655}" rx="${layout === 2 ? 230 : 190}" ry="24" fill="${shade(base, -0.45)}" fill-opacity="0.16"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>${dots}${stage}${shadow}${icon}${layout === 2 ? emojiSvg('sparkles', { x: 600, y: 90, size: 110 }) : ''}
</svg>`;
}

/** The colour with its hue turned by `deg` degrees (saturation and lightness kept). */
function turn(hex: string, deg: number): string {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return hex;
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (h * 60 + deg + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  const to = (v: number) => Math.round((v + m) * 255);
  return `#${((to(r1) << 16) | (to(g1) << 8) | to(b1)).toString(16).padStart(6, '0')}`;
}

export function svgFor(job: ImageJob, size = 800): string {
  if (job.icon) return illustrationSvg({ ...job, icon: job.icon }, size);
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
