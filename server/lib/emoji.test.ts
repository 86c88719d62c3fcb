import { describe, expect, it } from 'vitest';
import { emojiSvg, hasEmoji } from './emoji.ts';

describe('emoji illustrations (Fluent Emoji Flat, Iconify JSON)', () => {
  it('places an icon as a nested svg on its own view box', () => {
    const svg = emojiSvg('t-shirt', { x: 10, y: 20, size: 100 });
    expect(svg).toMatch(/^<svg x="10" y="20" width="100" height="100" viewBox="0 0 32 32">/);
    expect(svg).toContain('<path');
    expect(emojiSvg('t-shirt', { x: 0, y: 0, size: 50, rotate: -10 })).toMatch(/^<g transform="rotate\(-10 25 25\)">/);
  });

  it('gives every placement its own ids, so one icon twice in a picture keeps its gradients', () => {
    // butter is one of the few icons of the set whose body has ids (a gradient)
    const a = emojiSvg('butter', { x: 0, y: 0, size: 1 });
    const b = emojiSvg('butter', { x: 0, y: 0, size: 1 });
    const ids = (s: string) => [...s.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(a).length).toBeGreaterThan(0);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
    const refs = [...a.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ids(a)).toContain(ref);
  });

  it('resolves an alias to its parent, mirrored as the alias says', () => {
    expect(hasEmoji('backhand-index-pointing-right')).toBe(true);
    const body = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    const left = body(emojiSvg('backhand-index-pointing-left', { x: 0, y: 0, size: 32 }));
    const right = body(emojiSvg('backhand-index-pointing-right', { x: 0, y: 0, size: 32 }));
    expect(right).toBe(`<g transform="translate(32 0) scale(-1 1)">${left}</g>`);
  });

  it('refuses a name the set lacks', () => {
    expect(hasEmoji('no-such-icon')).toBe(false);
    expect(() => emojiSvg('no-such-icon', { x: 0, y: 0, size: 1 })).toThrow(/no icon named no-such-icon/);
  });
});
