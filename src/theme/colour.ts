// Colour maths for the theme: NiuShop derives its light tints of the main colour at run time
// (`util.colourBlend(main, '#ffffff', i / 10)`); we compute the same values, as exact lower-case hex.

/** Parses `#rgb` or `#rrggbb` into [r, g, b]; undefined for anything else (rgb(), names, …). */
export function parseHex(colour: string): [number, number, number] | undefined {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return undefined;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(channels: readonly number[]): string {
  return '#' + channels.map((c) => c.toString(16).padStart(2, '0')).join('');
}

/**
 * Mixes `c1` with `c2`; `ratio` is the share of `c2` (0 … 1, clamped), each channel rounded
 * like NiuShop's colourBlend. A colour that is not hex is returned unchanged.
 */
export function blend(c1: string, c2: string, ratio: number): string {
  const a = parseHex(c1);
  const b = parseHex(c2);
  if (!a || !b) return c1;
  const r = Math.max(0, Math.min(1, ratio));
  return toHex(a.map((v, i) => Math.round(v * (1 - r) + (b[i] as number) * r)));
}

/** The light steps 9 … 5: main colour with 90 % … 50 % white. */
export function lightSteps(main: string): Record<`--base-color-light-${number}`, string> {
  const out: Record<string, string> = {};
  for (let i = 9; i >= 5; i--) out[`--base-color-light-${i}`] = blend(main, '#ffffff', i / 10);
  return out;
}

/** WCAG relative luminance of a hex colour (0 black … 1 white); undefined for anything else. */
export function luminance(colour: string): number | undefined {
  const rgb = parseHex(colour);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (1 … 21); 1 when either is not hex. */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === undefined || lb === undefined) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Dark text for a light theme colour: the shell's text colour. */
export const DARK_TEXT = '#303133';

/** The text colour to set on `bg`: the theme's button text when it reads (4.5:1), else whichever of it and dark text reads better. */
export function textOn(bg: string, btnText: string): string {
  if (contrast(btnText, bg) >= 4.5) return btnText;
  return contrast(DARK_TEXT, bg) > contrast(btnText, bg) ? DARK_TEXT : btnText;
}
