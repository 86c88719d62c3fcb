/**
 * The member's invite poster: a 720×1150 JPEG (as NiuShop's default layout) with the shop name,
 * the member's nickname, the campaign's name and a QR code of the invite link (the H5 home with
 * `source_member`), made with sharp and qrcode and stored under upload/poster/invite/ (WebP copy
 * beside it). Made again only when its content changes (the file name carries a hash of it).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import type { Lang } from '../../i18n/index.ts';
import { writePicture } from '../../lib/webp.ts';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

export interface PosterInput {
  memberId: number;
  link: string;
  shopName: string;
  nickname: string;
  title: string;
  lang: Lang;
}

export async function invitePoster(dataDir: string, p: PosterInput): Promise<string> {
  const hash = crypto.createHash('sha256').update(JSON.stringify(p)).digest('hex').slice(0, 12);
  const rel = `upload/poster/invite/${p.memberId}_${hash}.jpg`;
  const file = path.join(dataDir, rel);
  if (fs.existsSync(file)) return rel;
  const qr = await QRCode.toBuffer(p.link, { type: 'png', width: 320, margin: 1, errorCorrectionLevel: 'M' });
  const en = p.lang === 'en-us';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1150" viewBox="0 0 720 1150">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff4544"/><stop offset="1" stop-color="#ff8a3d"/></linearGradient></defs>
<rect width="720" height="1150" fill="url(#g)"/>
<text x="360" y="150" text-anchor="middle" font-family="Noto Sans CJK SC, WenQuanYi Zen Hei, DejaVu Sans, sans-serif" font-weight="bold" font-size="60" fill="#ffffff">${esc(clip(p.title, 14))}</text>
<text x="360" y="230" text-anchor="middle" font-family="Noto Sans CJK SC, WenQuanYi Zen Hei, DejaVu Sans, sans-serif" font-size="32" fill="#fff3e0">${esc(clip(p.shopName, 20))}</text>
<rect x="120" y="330" width="480" height="600" rx="24" fill="#ffffff"/>
<text x="360" y="420" text-anchor="middle" font-family="Noto Sans CJK SC, WenQuanYi Zen Hei, DejaVu Sans, sans-serif" font-size="34" fill="#303133">${esc(clip(p.nickname, 16))}</text>
<text x="360" y="470" text-anchor="middle" font-family="Noto Sans CJK SC, WenQuanYi Zen Hei, DejaVu Sans, sans-serif" font-size="26" fill="#909399">${en ? 'invites you to join' : '邀请您加入'}</text>
<text x="360" y="1010" text-anchor="middle" font-family="Noto Sans CJK SC, WenQuanYi Zen Hei, DejaVu Sans, sans-serif" font-size="28" fill="#ffffff">${en ? 'Scan the code to register' : '长按识别二维码注册'}</text>
</svg>`;
  const { default: sharp } = await import('sharp');
  const bytes = await sharp(Buffer.from(svg))
    .composite([{ input: qr, left: 200, top: 540 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await writePicture(file, bytes);
  return rel;
}
