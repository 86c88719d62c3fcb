// Colour contrast of the themes and the shell's text tokens (WCAG 2.1 AA, issue 13 item 8): text
// of normal size needs 4.5:1 against what it stands on. The browser walk (e2e/routes.spec.ts) checks
// the pages in the shop's theme; this checks every theme's colours, so another theme cannot regress.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrast, DARK_TEXT, lightSteps, textOn } from './colour.ts';
import { THEME_NAMES, THEMES } from './themes.ts';

const AA = 4.5;
const WHITE = '#ffffff';
/** The page's grey (base.css --page-bg) and the light greys cards and chips use. */
const GREYS = ['#f7f7f7', '#f5f5f5', '#f2f2f2'];

const css = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'base.css'), 'utf8');
const token = (name: string): string => {
  const m = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css);
  if (!m) throw new Error(`base.css has no ${name}`);
  return m[1]!;
};

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#909399', '#ffffff')).toBeCloseTo(3.08, 2); // the old secondary grey
    expect(contrast('rgb(1,2,3)', '#ffffff')).toBe(1);
  });

  it.each(['--text-color', '--text-secondary'])('base.css %s reads on white and on the page greys', (name) => {
    for (const bg of [WHITE, ...GREYS]) expect(contrast(token(name), bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(AA);
  });

  it('base.css --text-placeholder reads in a field on white or on the page grey', () => {
    for (const bg of [WHITE, '#f7f7f7']) expect(contrast(token('--text-placeholder'), bg), bg).toBeGreaterThanOrEqual(AA);
  });

  it('text on a light colour is dark where the button text would not read', () => {
    expect(textOn('#F7B500', '#FFFFFF')).toBe(DARK_TEXT);
    expect(textOn('#444444', '#FFFFFF')).toBe('#FFFFFF');
    expect(textOn('#FFD009', '#303133')).toBe('#303133');
  });
});

// Themes whose main colour carries the white button text (and is text on white); green, blue and
// gold keep NiuShop's light main colours (a redesign of those themes, not a shade: see the issue).
const READABLE_MAIN = ['default', 'pink', 'purple', 'black'] as const;

describe.each(THEME_NAMES)('theme %s', (name) => {
  const theme = THEMES[name];
  const g = theme.goods_detail;

  it('prices and promotion colours read on white and on the page grey', () => {
    const text = {
      price_color: theme.price_color,
      goods_price: g.goods_price,
      goods_coupon: g.goods_coupon,
      pintuan_promotion_color: theme.pintuan.pintuan_promotion_color,
      bargain_promotion_color: theme.bargain.bargain_promotion_color,
      seckill_promotion_color: theme.seckill.seckill_promotion_color,
      giftcard_promotion_color: theme.giftcard.giftcard_promotion_color,
      groupby_promotion_color: theme.groupby.groupby_promotion_color,
    };
    for (const [key, c] of Object.entries(text)) {
      for (const bg of [WHITE, '#f7f7f7']) expect(contrast(c, bg), `${key} ${c} on ${bg}`).toBeGreaterThanOrEqual(AA);
    }
  });

  it('the text set on the aux colour and on the shallow goods button is the better of button text and dark text', () => {
    for (const bg of [theme.aux_color, g.goods_btn_color_shallow]) {
      const best = Math.max(contrast(theme.btn_text_color, bg), contrast(DARK_TEXT, bg));
      expect(contrast(textOn(bg, theme.btn_text_color), bg), bg).toBeCloseTo(contrast(theme.btn_text_color, bg) >= AA ? contrast(theme.btn_text_color, bg) : best, 5);
    }
  });

  if ((READABLE_MAIN as readonly string[]).includes(name)) {
    it('the main colour reads as text on white, on its lightest tint and under the button text', () => {
      const tint = lightSteps(theme.main_color)['--base-color-light-9']!;
      for (const bg of [WHITE, '#f7f7f7', tint]) expect(contrast(theme.main_color, bg), `main on ${bg}`).toBeGreaterThanOrEqual(AA);
      for (const key of ['main_color', 'bg_color', 'promotion_color'] as const) expect(contrast(theme.btn_text_color, theme[key]), `button text on ${key}`).toBeGreaterThanOrEqual(AA);
      expect(contrast(theme.btn_text_color, g.goods_btn_color), 'button text on goods_btn_color').toBeGreaterThanOrEqual(AA);
    });
  }
});
