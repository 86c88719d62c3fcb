import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Colour illustrations for the pictures the server draws (demo goods, diy stand-ins): Microsoft's
 * Fluent Emoji, flat style (MIT), in Iconify's JSON form (`@iconify-json/fluent-emoji-flat`, a
 * pinned dependency because the seed draws with it at first start). An icon is an SVG body on its
 * own view box (32×32 for this set); `emojiSvg` places one as a nested `<svg>` in a picture being
 * composed, so sharp (librsvg) draws it with everything else in one pass.
 */
interface IconData {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  hFlip?: boolean;
  vFlip?: boolean;
}
interface IconSet {
  icons: Record<string, IconData>;
  aliases?: Record<string, Partial<IconData> & { parent: string }>;
  width?: number;
  height?: number;
}

let loaded: IconSet | null = null;

/** The icon set, read once on first use (a read-only table; about 9 MB of JSON, parsed in ~0.1 s). */
function iconSet(): IconSet {
  if (!loaded) {
    const file = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
    loaded = JSON.parse(fs.readFileSync(file, 'utf8')) as IconSet;
  }
  return loaded;
}

/** The icon's data with an alias resolved to its parent (flips of the alias kept). */
function iconData(name: string): Required<Omit<IconData, 'hFlip' | 'vFlip'>> & { hFlip: boolean; vFlip: boolean } {
  const set = iconSet();
  const alias = set.aliases?.[name];
  const own = set.icons[alias ? alias.parent : name];
  if (!own) throw new Error(`emoji: no icon named ${name}`);
  return {
    body: own.body,
    left: own.left ?? 0,
    top: own.top ?? 0,
    width: own.width ?? set.width ?? 16,
    height: own.height ?? set.height ?? 16,
    hFlip: Boolean(own.hFlip) !== Boolean(alias?.hFlip),
    vFlip: Boolean(own.vFlip) !== Boolean(alias?.vFlip),
  };
}

/** Whether the set has an icon of that name. */
export function hasEmoji(name: string): boolean {
  const set = iconSet();
  return name in set.icons || name in (set.aliases ?? {});
}

export interface EmojiPlacement {
  /** left edge in the picture's units */
  x: number;
  y: number;
  /** width and height of the square the icon fills */
  size: number;
  /** degrees, around the square's centre */
  rotate?: number;
  opacity?: number;
}

let serial = 0;

/**
 * The icon as a nested `<svg>` at the given place. Ids inside the body (a few icons use gradients)
 * are made unique per placement, so the same icon twice in one picture keeps its own references.
 */
export function emojiSvg(name: string, at: EmojiPlacement): string {
  const icon = iconData(name);
  const tag = `e${(serial = (serial + 1) % 1_000_000)}_`;
  let body = icon.body.replace(/\bid="([^"]+)"/g, `id="${tag}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${tag}$1)`).replace(/href="#([^"]+)"/g, `href="#${tag}$1"`);
  if (icon.hFlip || icon.vFlip) {
    const sx = icon.hFlip ? -1 : 1;
    const sy = icon.vFlip ? -1 : 1;
    const tx = icon.hFlip ? 2 * icon.left + icon.width : 0;
    const ty = icon.vFlip ? 2 * icon.top + icon.height : 0;
    body = `<g transform="translate(${tx} ${ty}) scale(${sx} ${sy})">${body}</g>`;
  }
  const r = (n: number) => Math.round(n * 100) / 100;
  const svg = `<svg x="${r(at.x)}" y="${r(at.y)}" width="${r(at.size)}" height="${r(at.size)}" viewBox="${icon.left} ${icon.top} ${icon.width} ${icon.height}"${at.opacity !== undefined ? ` opacity="${at.opacity}"` : ''}>${body}</svg>`;
  if (!at.rotate) return svg;
  return `<g transform="rotate(${at.rotate} ${r(at.x + at.size / 2)} ${r(at.y + at.size / 2)})">${svg}</g>`;
}
