/**
 * Reading NiuShop's loosely typed diy values: numbers that arrive as strings, colours that must be
 * colours, image paths. Pure TS with no React or DOM: the adapter (and so the server) uses it too.
 */
import { img } from '../bindings/functions/image.ts';

const NUMERIC = /^\s*(-?\d+(?:\.\d+)?|-?\.\d+)\s*(px|rpx|%)?\s*$/i;

/** A number from a number or numeric string ("12", "12.5px"); `fallback` otherwise (NaN, '', objects). */
export function num(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string') {
    const m = NUMERIC.exec(value);
    if (m) {
      const n = Number(m[1]);
      return Number.isFinite(n) ? n : fallback;
    }
  }
  return fallback;
}

/** `num` clamped into [min, max]. */
export function clampNum(value: unknown, min: number, max: number, fallback = 0): number {
  const n = num(value, fallback);
  return Math.min(max, Math.max(min, n));
}

/** Ids of a diy id field (array or comma list): positive integers, without repeats, at most 100. */
export function idList(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const out: number[] = [];
  for (const v of list) {
    const n = Math.trunc(Number(v));
    if (Number.isFinite(n) && n > 0 && !out.includes(n)) out.push(n);
    if (out.length >= 100) break;
  }
  return out;
}

/** Largest size we accept for margins, radii and similar (px @375). */
export const MAX_SIZE = 500;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNC = /^(?:rgba?|hsla?)\(\s*[-+0-9.%\s,/]+\)$/i;
const NAMED = /^[a-z]{3,30}$/i;
const VAR = /^var\(--[a-z0-9-]{1,60}\)$/i;

/**
 * A CSS colour, or undefined: `#rgb[a]`, `#rrggbb[aa]`, `rgb()/rgba()/hsl()/hsla()` with numbers,
 * a colour keyword, or a theme variable `var(--base-color)`. Anything else (including values that
 * could smuggle in other declarations or URLs) is refused.
 */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const s = value.trim();
  if (s === '' || s.length > 60) return undefined;
  if (HEX.test(s) || FUNC.test(s) || VAR.test(s)) return s;
  if (NAMED.test(s)) return s.toLowerCase();
  return undefined;
}

/** The colours of a NiuShop colour list (`["#FF7B1D", "#FF1544"]`, or one string), unsafe ones dropped. */
export function colorList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const c of list.slice(0, 8)) {
    const safe = safeColor(c);
    if (safe) out.push(safe);
  }
  return out;
}

/**
 * One colour → that colour; two or more → `linear-gradient(<deg>deg, c1, c2, …)`; none → undefined.
 * NiuShop's gradient angle fields (`iconColorDeg`, `iconBgColorDeg`, `gradientAngle`) are CSS degrees.
 */
export function gradient(colors: unknown, deg: unknown = 0): string | undefined {
  const list = colorList(colors);
  if (list.length === 0) return undefined;
  if (list.length === 1) return list[0];
  return `linear-gradient(${clampNum(deg, -360, 360)}deg, ${list.join(', ')})`;
}

/** Two colours (start, end) as a gradient, as promotion blocks store them (`bgColorStart/End`). */
export function gradientOf(start: unknown, end: unknown, deg: unknown = 90): string | undefined {
  return gradient([start, end].filter((c) => safeColor(c) !== undefined), deg);
}

function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/**
 * A site image path (NiuShop's `$util.img` rules through `img()` of the bindings: first of a comma
 * list, `big|mid|small` suffix, leading '/' for relative paths) or '' when empty or unusable.
 * Only http(s), site paths and data:image URLs come out.
 */
export function imageUrl(path: unknown, size?: 'big' | 'mid' | 'small'): string {
  if (typeof path !== 'string') return '';
  const s = path.trim();
  if (s === '' || s.length > 2000) return '';
  if (/^data:/i.test(s)) return /^data:image\/(png|jpe?g|gif|webp|svg\+xml);/i.test(s) ? s : '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(s) && !/^https?:\/\//i.test(s)) return '';
  if (s.startsWith('//') || /[\\"'<>`]/.test(s) || hasControl(s)) return '';
  return img(s, size);
}

/** `url("…")` for a background image, or undefined when the path is empty or unusable. */
export function cssUrl(path: unknown): string | undefined {
  const url = imageUrl(path);
  return url ? `url("${url.replace(/\(/g, '%28').replace(/\)/g, '%29')}")` : undefined;
}
