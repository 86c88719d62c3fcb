/**
 * Goods and promotion posters and share images, composed on the server the way the invite poster
 * is (memberrecommend/poster.ts: an SVG drawn by sharp, the QR from the qrcode library), as JPEG
 * under upload/poster/goods/ and upload/share_img/goods_<id>/ (WebP copy beside them). Cached: the
 * file name carries a hash of everything drawn, so a poster is made once and made again only when
 * the goods' picture, name, price, the link or the sharer change.
 * - poster 720×1150 (NiuShop's default layout): the goods picture 620×620, the name on two lines,
 *   the price (and the struck original price and the promotion's label when a promotion prices it),
 *   a 220×220 QR of the page (below the price row) with `source_member`, "long-press to scan", the sharer's nickname;
 * - share image 600×480 (the card of a shared link): the picture, the name and the price.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '../../i18n/index.ts';
import { qrPng } from '../../lib/qrcode.ts';
import { writePicture } from '../../lib/webp.ts';

const FONT = 'Noto Sans CJK SC, WenQuanYi Zen Hei, DejaVu Sans, sans-serif';
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a name into at most `lines` lines of about `width` characters (CJK counts double), the last one clipped. */
export function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let cur = '';
  let w = 0;
  for (const ch of [...text]) {
    const cw = (ch.codePointAt(0) ?? 0) <= 0xff ? 1 : 2;
    if (w + cw > width) {
      out.push(cur);
      if (out.length === lines) {
        out[lines - 1] = `${out[lines - 1]!.slice(0, -1)}…`;
        return out;
      }
      cur = '';
      w = 0;
    }
    cur += ch;
    w += cw;
  }
  if (cur) out.push(cur);
  return out;
}

export interface PosterGoods {
  goods_id: number;
  /** path under the data directory ('upload/…'), '' for none */
  image: string;
  name: string;
  /** yuan strings */
  price: string;
  original_price?: string;
  /** the promotion's label (秒杀价, 团购价…), '' for the goods' own price */
  tag?: string;
}

/** The goods picture as a square of `size` pixels (a grey square when it is missing or unreadable). */
async function picture(dataDir: string, rel: string, w: number, h: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const file = rel && !rel.includes('..') && /^upload\//.test(rel) ? path.join(dataDir, rel) : '';
  if (file && fs.existsSync(file)) {
    try {
      return await sharp(file).resize(w, h, { fit: 'cover' }).png().toBuffer();
    } catch {
      // an unreadable picture draws as the placeholder
    }
  }
  return sharp({ create: { width: w, height: h, channels: 3, background: '#f2f3f5' } }).png().toBuffer();
}

async function save(dataDir: string, rel: string, make: () => Promise<Buffer>): Promise<string> {
  const file = path.join(dataDir, rel);
  if (fs.existsSync(file)) return rel;
  const bytes = await make();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await writePicture(file, bytes);
  return rel;
}

const hashOf = (v: unknown): string => crypto.createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 16);

export interface PosterInput {
  goods: PosterGoods;
  /** the page the QR opens (absolute URL) */
  link: string;
  /** the sharer's nickname, '' for none */
  nickname: string;
  lang: Lang;
}

export async function goodsPoster(dataDir: string, p: PosterInput): Promise<string> {
  const rel = `upload/poster/goods/${p.goods.goods_id}_${hashOf(p)}.jpg`;
  return save(dataDir, rel, async () => {
    const en = p.lang === 'en-us';
    const [img, qr] = await Promise.all([picture(dataDir, p.goods.image, 620, 620), qrPng(p.link, 220)]);
    const name = wrap(p.goods.name, 36, 2)
      .map((line, i) => `<text x="50" y="${730 + i * 44}" font-family="${FONT}" font-size="32" fill="#303133">${esc(line)}</text>`)
      .join('');
    // the tag's width by its characters (CJK about a full 24 px, Latin about half)
    const tagWidth = p.goods.tag ? 24 + [...p.goods.tag].reduce((w, ch) => w + ((ch.codePointAt(0) ?? 0) <= 0xff ? 13 : 25), 0) : 0;
    const tag = p.goods.tag ? `<rect x="50" y="830" width="${tagWidth}" height="40" rx="6" fill="#ff4544"/><text x="62" y="859" font-family="${FONT}" font-size="24" fill="#ffffff">${esc(p.goods.tag)}</text>` : '';
    const priceX = p.goods.tag ? 62 + tagWidth : 50;
    const original = p.goods.original_price && p.goods.original_price !== p.goods.price
      ? `<text x="${priceX + 50 + p.goods.price.length * 28}" y="864" font-family="${FONT}" font-size="26" fill="#909399" text-decoration="line-through">¥${esc(p.goods.original_price)}</text>`
      : '';
    const who = p.nickname ? `<text x="50" y="1000" font-family="${FONT}" font-size="28" fill="#606266">${esc(wrap(p.nickname, 20, 1)[0] ?? '')}</text><text x="50" y="1045" font-family="${FONT}" font-size="24" fill="#909399">${en ? 'recommends this to you' : '为您推荐'}</text>` : '';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1150" viewBox="0 0 720 1150">
<rect width="720" height="1150" fill="#ffffff"/>
${name}${tag}
<text x="${priceX}" y="866" font-family="${FONT}" font-weight="bold" font-size="44" fill="#ff4544">¥${esc(p.goods.price)}</text>${original}
${who}
<text x="560" y="1136" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#909399">${en ? 'Long-press to scan' : '长按识别二维码'}</text>
</svg>`;
    const { default: sharp } = await import('sharp');
    return sharp(Buffer.from(svg))
      .composite([
        { input: img, left: 50, top: 50 },
        { input: qr, left: 450, top: 890 },
      ])
      .jpeg({ quality: 85 })
      .toBuffer();
  });
}

export async function goodsShareImage(dataDir: string, g: PosterGoods, lang: Lang): Promise<string> {
  const rel = `upload/share_img/goods_${g.goods_id}/${hashOf({ g, lang })}.jpg`;
  return save(dataDir, rel, async () => {
    const img = await picture(dataDir, g.image, 600, 360);
    const line = wrap(g.name, 38, 1)[0] ?? '';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="480" viewBox="0 0 600 480">
<rect width="600" height="480" fill="#ffffff"/>
<text x="20" y="405" font-family="${FONT}" font-size="28" fill="#303133">${esc(line)}</text>
<text x="20" y="455" font-family="${FONT}" font-weight="bold" font-size="34" fill="#ff4544">${g.tag ? `${esc(g.tag)} ` : ''}¥${esc(g.price)}</text>
</svg>`;
    const { default: sharp } = await import('sharp');
    return sharp(Buffer.from(svg)).composite([{ input: img, left: 0, top: 0 }]).jpeg({ quality: 85 }).toBuffer();
  });
}
