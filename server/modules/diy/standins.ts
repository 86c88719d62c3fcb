import crypto from 'node:crypto';
import { emojiSvg } from '../../lib/emoji.ts';

/**
 * What a NiuShop static picture (`addon/…`, `public/…`; see images.ts) is drawn as here, chosen from
 * its path: NiuShop names its pictures for what they show (`menu/default_sign.png` is the sign-in
 * tool's icon, `icon_bg/bg_06.png` a texture laid over a nav icon's own colour, `img/banner.png` a
 * banner), so the stand-in shows the same thing with an illustration of server/lib/emoji.ts:
 *
 * - a tool or menu icon → that tool's illustration on a transparent ground;
 * - a background texture (`icon_bg/…`, `…_bg.png`) → soft light shapes on a transparent ground, so
 *   the colour the component paints under it shows, as with NiuShop's own;
 * - a page background (`…/bg.png`) → a warm band that fades out downwards;
 * - a banner (wide) → products on a coloured ground; a tile (Rubik cube and other pictures) → a
 *   themed pair of products on a pastel ground;
 * - a theme's preview (`diy_view/style/<colour>…`) → that colour;
 * - anything else → a neutral light picture with a picture glyph.
 * Pictures carry no words (the shop speaks two languages).
 */
export interface StandinRequest {
  /** the NiuShop path the document names; absent: a neutral picture */
  source?: string;
  width: number;
  height: number;
}

/** Tool and menu icons by the words of NiuShop's file names (first match wins). */
const TOOL_ICONS: Array<[RegExp, string]> = [
  [/sign/, 'tear-off-calendar'],
  [/address|location/, 'round-pushpin'],
  [/divideticket/, 'admission-tickets'],
  [/discount|coupon|ticket/, 'ticket'],
  [/like|collect|favou?rite|attention/, 'red-heart'],
  [/toot|footprint|trace/, 'footprints'],
  [/giftcard/, 'wrapped-gift'],
  [/cash|account|balance|wallet/, 'credit-card'],
  [/point/, 'coin'],
  [/fenxiao|distribut/, 'handshake'],
  [/bargain/, 'scissors'],
  [/memberrecommend|invite|recommend/, 'party-popper'],
  [/presale|deposit/, 'hourglass-not-done'],
  [/pinfan|rebate/, 'money-with-wings'],
  [/hongbao|redpacket/, 'red-envelope'],
  [/box|blind/, 'package'],
  [/store|shop/, 'convenience-store'],
  [/person|info|member|user/, 'person'],
  [/pintuan|group/, 'busts-in-silhouette'],
  [/seckill|flash/, 'high-voltage'],
  [/order/, 'clipboard'],
  [/help|service/, 'information'],
  [/notice/, 'megaphone'],
  [/article|news/, 'open-book'],
  [/cart/, 'shopping-cart'],
];

/** Themed sets of products for banners and tiles. */
const THEMES: Array<{ icons: string[]; from: string; to: string; pastel: string }> = [
  { icons: ['red-apple', 'grapes', 'strawberry', 'tangerine'], from: '#FF7A45', to: '#FF4D4F', pastel: '#FFF1E6' },
  { icons: ['laptop', 'headphone', 'mobile-phone', 'watch'], from: '#4F7CFF', to: '#7B5CFF', pastel: '#EAF0FF' },
  { icons: ['dress', 'running-shoe', 'handbag', 'sunglasses'], from: '#FF6FA8', to: '#FF8A5B', pastel: '#FFEFF5' },
  { icons: ['hot-beverage', 'cookie', 'chocolate-bar', 'croissant'], from: '#F5A623', to: '#FF7A45', pastel: '#FFF6E0' },
  { icons: ['couch-and-lamp', 'bed', 'cooking', 'potted-plant'], from: '#22C59A', to: '#1FA2FF', pastel: '#E6FAF3' },
  { icons: ['shopping-bags', 'wrapped-gift', 'party-popper', 'ribbon'], from: '#FF6A3D', to: '#FF2E63', pastel: '#FFECEC' },
];

/** The theme colours NiuShop names its style previews with. */
const STYLE_COLOURS: Record<string, [string, string]> = {
  default: ['#FF4544', '#FF7B47'],
  red: ['#FF4544', '#FF7B47'],
  green: ['#19C650', '#7ADB4E'],
  blue: ['#1786F8', '#5CB2FF'],
  pink: ['#FF547B', '#FF8FA8'],
  gold: ['#CFAF70', '#E7CD98'],
  yellow: ['#FFBB00', '#FFD54A'],
  purple: ['#A253FF', '#C48BFF'],
  black: ['#333333', '#666666'],
};

export type StandinKind = 'tool' | 'texture' | 'page' | 'banner' | 'tile' | 'style' | 'neutral';

const baseName = (source: string): string => (source.split('/').pop() ?? '').replace(/\.[a-z]+$/i, '').toLowerCase();
const hashOf = (s: string): number => parseInt(crypto.createHash('sha1').update(s).digest('hex').slice(0, 8), 16);

/** The tool illustration a NiuShop icon path stands for, or null. */
export function toolIcon(source: string): string | null {
  const name = baseName(source);
  for (const [re, icon] of TOOL_ICONS) if (re.test(name)) return icon;
  return null;
}

/** Which kind of stand-in a path gets (see the file's comment). */
export function standinKind(req: StandinRequest): StandinKind {
  const source = (req.source ?? '').toLowerCase();
  if (!source) return 'neutral';
  const name = baseName(source);
  if (/\/diy_view\/style\//.test(source)) return 'style';
  if (/\/icon_bg\//.test(source) || (/(^|_)bg(_\d+)?$/.test(name) && name !== 'bg')) return 'texture';
  if (name === 'bg' || /(^|_)(background|page_bg)$/.test(name)) return 'page';
  if (/\/menu\//.test(source) || /_name$/.test(name) || (Math.max(req.width, req.height) <= 200 && toolIcon(source))) return 'tool';
  if (req.width >= req.height * 1.8) return 'banner';
  return 'tile';
}

/** The theme a banner or tile shows: NiuShop's own template tiles get one each, others by hash. */
function themeOf(source: string): (typeof THEMES)[number] {
  const name = baseName(source);
  const fixed: Record<string, number> = { mf_left: 0, mf_right1: 1, mf_right2: 2, banner: 5, gg: 3 };
  return THEMES[fixed[name] ?? hashOf(source) % THEMES.length]!;
}

const r = (n: number) => Math.round(n * 10) / 10;
const frame = (w: number, h: number, inner: string, defs = '') => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs ? `<defs>${defs}</defs>` : ''}${inner}</svg>`;

/** A tool's illustration; a title's picture (`…_name`, laid on the title's own colour) on a white disc. */
function toolSvg(w: number, h: number, icon: string, onDisc: boolean): string {
  const m = Math.min(w, h);
  const size = m * (onDisc ? 0.62 : 0.86);
  const disc = onDisc ? `<circle cx="${r(w / 2)}" cy="${r(h / 2)}" r="${r(m * 0.48)}" fill="#ffffff"/>` : '';
  return frame(w, h, disc + emojiSvg(icon, { x: (w - size) / 2, y: (h - size) / 2, size }));
}

/** Soft light circles, for a texture laid over a colour. */
function textureSvg(w: number, h: number, seed: number): string {
  const m = Math.min(w, h);
  const circles = [
    [0.85, 0.1, 0.42, 0.14],
    [0.1, 0.95, 0.36, 0.1],
    [0.7, 0.85, 0.16, 0.12],
    [0.25, 0.2, 0.1, 0.16],
  ].map(([cx, cy, rr, op], i) => `<circle cx="${r(w * ((cx! + (seed >> i) % 7 / 100) % 1))}" cy="${r(h * cy!)}" r="${r(m * rr!)}" fill="#ffffff" fill-opacity="${op}"/>`);
  return frame(w, h, circles.join(''));
}

/** A warm band at the top of a page, fading into the page's own colour. */
function pageSvg(w: number, h: number): string {
  const defs = `<linearGradient id="p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#FF4116"/><stop offset="1" stop-color="#FF9F3E"/></linearGradient><linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient><mask id="m"><rect width="${w}" height="${h}" fill="url(#f)"/></mask>`;
  const inner = `<g mask="url(#m)"><rect width="${w}" height="${h}" fill="url(#p)"/><circle cx="${r(w * 0.88)}" cy="${r(h * 0.12)}" r="${r(h * 0.5)}" fill="#fff" fill-opacity="0.12"/><circle cx="${r(w * 0.08)}" cy="${r(h * 0.55)}" r="${r(h * 0.3)}" fill="#fff" fill-opacity="0.08"/></g>`;
  return frame(w, h, inner, defs);
}

/** Products on a coloured ground, a row of white discs under them. */
function bannerSvg(w: number, h: number, source: string): string {
  const t = themeOf(source);
  const defs = `<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient>`;
  const parts = [`<rect width="${w}" height="${h}" fill="url(#b)"/>`];
  parts.push(`<circle cx="${r(w * 0.12)}" cy="${r(h * 0.1)}" r="${r(h * 0.55)}" fill="#fff" fill-opacity="0.1"/>`);
  parts.push(`<circle cx="${r(w * 0.95)}" cy="${r(h * 0.95)}" r="${r(h * 0.7)}" fill="#fff" fill-opacity="0.1"/>`);
  // three products; the middle one larger and raised
  const slots = [
    { cx: 0.22, s: 0.5, dy: 0.06, rot: -8 },
    { cx: 0.5, s: 0.66, dy: -0.02, rot: 0 },
    { cx: 0.78, s: 0.5, dy: 0.06, rot: 8 },
  ];
  slots.forEach((slot, i) => {
    const size = Math.min(h * slot.s, w * 0.26);
    const cx = w * slot.cx;
    const cy = h * (0.5 + slot.dy);
    parts.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size * 0.62)}" fill="#fff" fill-opacity="0.92"/>`);
    parts.push(emojiSvg(t.icons[i]!, { x: cx - size / 2, y: cy - size / 2, size, rotate: slot.rot }));
  });
  const spark = Math.min(h * 0.18, w * 0.08);
  parts.push(emojiSvg('sparkles', { x: w * 0.36 - spark / 2, y: h * 0.1, size: spark }));
  parts.push(emojiSvg('sparkles', { x: w * 0.9 - spark / 2, y: h * 0.08, size: spark * 0.8 }));
  return frame(w, h, parts.join(''), defs);
}

/** A themed pair of products on a pastel ground. */
function tileSvg(w: number, h: number, source: string): string {
  const t = themeOf(source);
  const m = Math.min(w, h);
  const parts = [`<rect width="${w}" height="${h}" fill="${t.pastel}"/>`];
  parts.push(`<circle cx="${r(w * 0.5)}" cy="${r(h * 0.5)}" r="${r(m * 0.44)}" fill="#fff" fill-opacity="0.85"/>`);
  parts.push(`<circle cx="${r(w * 0.08)}" cy="${r(h * 0.1)}" r="${r(m * 0.16)}" fill="${t.from}" fill-opacity="0.12"/>`);
  parts.push(`<ellipse cx="${r(w * 0.5)}" cy="${r(h * 0.5 + m * 0.33)}" rx="${r(m * 0.3)}" ry="${r(m * 0.04)}" fill="${t.to}" fill-opacity="0.15"/>`);
  const big = m * 0.62;
  const small = m * 0.34;
  parts.push(emojiSvg(t.icons[0]!, { x: w * 0.5 - big * 0.64, y: h * 0.5 - big * 0.6, size: big }));
  parts.push(emojiSvg(t.icons[2]!, { x: w * 0.5 + big * 0.06, y: h * 0.5 - small * 0.1, size: small, rotate: 10 }));
  return frame(w, h, parts.join(''));
}

function styleSvg(w: number, h: number, source: string): string {
  const name = baseName(source);
  const key = Object.keys(STYLE_COLOURS).find((k) => name.split(/[-_]/).includes(k)) ?? 'default';
  const [a, b] = STYLE_COLOURS[key]!;
  const defs = `<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
  const m = Math.min(w, h);
  return frame(w, h, `<rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${r(w / 2)}" cy="${r(h / 2)}" r="${r(m * 0.28)}" fill="#fff" fill-opacity="0.9"/>${emojiSvg('shopping-bags', { x: w / 2 - m * 0.17, y: h / 2 - m * 0.17, size: m * 0.34 })}`, defs);
}

function neutralSvg(w: number, h: number): string {
  const m = Math.min(w, h);
  const size = m * 0.36;
  return frame(w, h, `<rect width="${w}" height="${h}" fill="#F2F3F5"/>${emojiSvg('framed-picture', { x: (w - size) / 2, y: (h - size) / 2, size, opacity: 0.45 })}`);
}

/** The stand-in picture for a NiuShop path, as SVG at the requested size. */
export function standinSvg(req: StandinRequest): string {
  const w = Math.max(1, Math.round(req.width));
  const h = Math.max(1, Math.round(req.height));
  const source = req.source ?? '';
  switch (standinKind(req)) {
    case 'tool':
      return toolSvg(w, h, toolIcon(source) ?? (/seckill/.test(source) ? 'high-voltage' : /pintuan/.test(source) ? 'shopping-bags' : 'sparkles'), /_name$/.test(baseName(source)));
    case 'texture':
      return textureSvg(w, h, hashOf(source));
    case 'page':
      return pageSvg(w, h);
    case 'banner':
      return bannerSvg(w, h, source);
    case 'tile':
      return tileSvg(w, h, source);
    case 'style':
      return styleSvg(w, h, source);
    default:
      return neutralSvg(w, h);
  }
}

/**
 * The stand-in as PNG. Tools and textures (flat colours on a transparent ground, shown small) as
 * palette PNGs, about a quarter smaller and never worth a WebP copy; banners, tiles and the page band
 * (gradients) in full colour, whose WebP copy (server/lib/webp.ts) is a third of it.
 */
export async function standinPng(req: StandinRequest): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const picture = sharp(Buffer.from(standinSvg(req)));
  const kind = standinKind(req);
  return (kind === 'tool' || kind === 'texture' ? picture.png({ compressionLevel: 9, palette: true }) : picture.png()).toBuffer();
}
