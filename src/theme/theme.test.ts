import { describe, expect, it } from 'vitest';
import { applyTheme, blend, lightSteps, paintTheme, serverTheme, THEME_NAMES, THEMES, themeStyleText, themeVariables } from './index.ts';

// Every variable NiuShop pages use, derived from the default theme's keys.
const expectedNames = (): string[] => {
  const names = ['--base-color', '--base-help-color', '--tab-bar-height', '--base-help-text', '--goods-btn-shallow-text'];
  for (const [k, v] of Object.entries(THEMES.default)) {
    if (typeof v === 'string') names.push('--' + k.replace(/_/g, '-'));
    else for (const k2 of Object.keys(v)) names.push('--' + k2.replace(/_/g, '-'));
  }
  for (let i = 9; i >= 5; i--) names.push(`--base-color-light-${i}`);
  return names.sort();
};

describe('themes', () => {
  it('has the eight themes', () => {
    expect(Object.keys(THEMES).sort()).toEqual([...THEME_NAMES].sort());
  });

  it.each(THEME_NAMES)('%s defines every variable with a valid colour', (name) => {
    const vars = themeVariables(name);
    expect(Object.keys(vars).sort()).toEqual(expectedNames());
    for (const [k, v] of Object.entries(vars)) {
      if (k === '--tab-bar-height') continue;
      expect(v, k).toMatch(/^(#[0-9a-fA-F]{6}|rgba?\(\d{1,3},\d{1,3},\d{1,3}(,(0|1|0?\.\d+))?\))$/);
      if (v.startsWith('rgb(')) expect(v.split(',')).toHaveLength(3); // rgb() never carries alpha
    }
  });

  it('exposes NiuShop names for the groups and the special keys', () => {
    const vars = themeVariables('blue');
    expect(vars['--base-color']).toBe('#36ABFF');
    expect(vars['--base-help-color']).toBe('#FA6400');
    expect(vars['--main-color']).toBe('#36ABFF');
    expect(vars['--promotion-color']).toBe('#36ABFF'); // trailing space of the source removed
    expect(vars['--goods-btn-color']).toBe('#36ABFF');
    expect(vars['--pintuan-promotion-color']).toBe('#D43119'); // darkened to 4.5:1 on white (issue 13)
    expect(vars['--groupby-promotion-aux-color']).toBe('#F7B500');
    expect(vars['--tab-bar-height']).toBe('56px');
    expect(themeVariables('default')['--goods-price']).toBe('#CA421F');
    expect(themeVariables('default')['--price-color']).toBe('#CA421F');
  });

  it('computes the light steps exactly (main colour mixed with white)', () => {
    // #F4391c = (244, 57, 28): 90 % white → (254, 235, 232), 50 % → (250, 156, 142)
    expect(lightSteps('#F4391c')).toEqual({
      '--base-color-light-9': '#feebe8',
      '--base-color-light-8': '#fdd7d2',
      '--base-color-light-7': '#fcc4bb',
      '--base-color-light-6': '#fbb0a4',
      '--base-color-light-5': '#fa9c8e',
    });
    expect(blend('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(blend('#123456', '#ffffff', 0)).toBe('#123456');
    expect(blend('#123456', '#ffffff', 3)).toBe('#ffffff');
    expect(blend('rgb(1,2,3)', '#ffffff', 0.5)).toBe('rgb(1,2,3)');
  });

  it('falls back to default for unknown names', () => {
    expect(themeVariables('nope')).toEqual(themeVariables('default'));
    expect(themeVariables(undefined)).toEqual(themeVariables('default'));
  });

  it('applies the variables to an element and to the root by default', () => {
    const el = document.createElement('div');
    expect(applyTheme('green', el)).toBe('green');
    expect(el.style.getPropertyValue('--base-color')).toBe('#19C650');
    expect(el.style.getPropertyValue('--base-color-light-9')).toBe(blend('#19C650', '#ffffff', 0.9));
    expect(el.dataset.theme).toBe('green');

    expect(applyTheme('unknown')).toBe('default');
    expect(document.documentElement.style.getPropertyValue('--base-color')).toBe('#CB2F17');
  });

  it('paintTheme loads the table and paints; the latest call wins', async () => {
    const el = document.createElement('div');
    const first = paintTheme('blue', el);
    const second = paintTheme('pink', el);
    expect(await first).toBeUndefined(); // overtaken
    expect(await second).toBe('pink');
    expect(el.dataset.theme).toBe('pink');
    expect(el.style.getPropertyValue('--base-color')).toBe(THEMES.pink.main_color);
  });

  it('paintTheme keeps the theme the server painted, until another is painted', async () => {
    const root = document.documentElement;
    root.removeAttribute('style');
    delete root.dataset.theme;
    const style = document.createElement('style');
    style.id = 'h5-theme';
    style.dataset.theme = 'gold';
    document.head.appendChild(style);
    try {
      expect(serverTheme()).toBe('gold');
      expect(await paintTheme('gold')).toBe('gold');
      expect(root.dataset.theme).toBe('gold');
      expect(root.style.getPropertyValue('--base-color')).toBe(''); // the server's <style> has them
      expect(await paintTheme('purple')).toBe('purple');
      expect(root.style.getPropertyValue('--base-color')).toBe(THEMES.purple.main_color);
      expect(await paintTheme('gold')).toBe('gold'); // back: the inline variables must follow
      expect(root.style.getPropertyValue('--base-color')).toBe(THEMES.gold.main_color);
    } finally {
      style.remove();
      root.removeAttribute('style');
      delete root.dataset.theme;
    }
  });

  it('renders a declaration list for server inlining', () => {
    const text = themeStyleText('black');
    expect(text).toContain('--base-color:#452e31;');
    expect(text).toContain('--tab-bar-height:56px;');
  });
});
