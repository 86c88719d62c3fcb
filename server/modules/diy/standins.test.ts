import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { emojiSvg } from '../../lib/emoji.ts';
import { standinKind, standinPng, standinSvg, toolIcon } from './standins.ts';

const MENU = 'public/uniapp/member/index/menu';

/** The drawn body of an icon (without its placement), to find it in a composed picture. */
const bodyOf = (icon: string) => emojiSvg(icon, { x: 0, y: 0, size: 1 }).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '').replace(/e\d+_/g, '');

async function pixels(svg: string): Promise<{ width: number; height: number; alpha: (x: number, y: number) => number }> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, alpha: (x, y) => data[(y * info.width + x) * info.channels + 3]! };
}

describe('diy stand-ins', () => {
  it('draws each member tool as the illustration of what it is', () => {
    const expected: Record<string, string> = {
      default_sign: 'tear-off-calendar',
      default_discount: 'ticket',
      default_address: 'round-pushpin',
      default_like: 'red-heart',
      default_toot: 'footprints',
      default_cash: 'credit-card',
      default_point_recond: 'coin',
      default_person: 'person',
      default_fenxiao: 'handshake',
      default_bargain: 'scissors',
      default_memberrecommend: 'party-popper',
      default_store: 'convenience-store',
      my_giftcard: 'wrapped-gift',
      my_divideticket: 'admission-tickets',
      my_hongbao: 'red-envelope',
      my_presale: 'hourglass-not-done',
      my_pinfan: 'money-with-wings',
      my_box: 'package',
    };
    for (const [name, icon] of Object.entries(expected)) {
      const source = `${MENU}/${name}.png`;
      expect(toolIcon(source), name).toBe(icon);
      expect(standinKind({ source, width: 160, height: 160 }), name).toBe('tool');
      expect(standinSvg({ source, width: 160, height: 160 }).replace(/e\d+_/g, ''), name).toContain(bodyOf(icon));
    }
  });

  it('tells textures, page backgrounds, banners and tiles apart by path and size', () => {
    expect(standinKind({ source: 'public/static/ext/diyview/img/icon_bg/bg_06.png', width: 160, height: 160 })).toBe('texture');
    expect(standinKind({ source: 'addon/seckill/component/view/seckill/img/style_title_3_bg.png', width: 160, height: 160 })).toBe('texture');
    expect(standinKind({ source: 'addon/seckill/component/view/seckill/img/style_title_3_name.png', width: 160, height: 160 })).toBe('tool');
    expect(standinKind({ source: 'addon/diy_default1/shop/view/public/img/bg.png', width: 750, height: 370 })).toBe('page');
    expect(standinKind({ source: 'addon/diy_default1/shop/view/public/img/banner.png', width: 750, height: 320 })).toBe('banner');
    expect(standinKind({ source: 'addon/diy_default1/shop/view/public/img/mf_left.png', width: 338, height: 450 })).toBe('tile');
    expect(standinKind({ source: 'public/static/img/diy_view/style/decorate-blue-1.jpg', width: 160, height: 160 })).toBe('style');
    expect(standinKind({ width: 100, height: 100 })).toBe('neutral');
  });

  it('draws at the size asked, tools and textures on a transparent ground', async () => {
    const tool = await pixels(standinSvg({ source: `${MENU}/default_sign.png`, width: 160, height: 160 }));
    expect([tool.width, tool.height]).toEqual([160, 160]);
    expect(tool.alpha(1, 1)).toBe(0);
    expect(tool.alpha(80, 80)).toBe(255);

    // a texture lets the nav icon's own colour show through everywhere
    const texture = await pixels(standinSvg({ source: 'public/static/ext/diyview/img/icon_bg/bg_06.png', width: 160, height: 160 }));
    let max = 0;
    for (let y = 0; y < 160; y += 8) for (let x = 0; x < 160; x += 8) max = Math.max(max, texture.alpha(x, y));
    expect(max).toBeGreaterThan(0);
    expect(max).toBeLessThan(80);

    const banner = await pixels(standinSvg({ source: 'addon/diy_default1/shop/view/public/img/banner.png', width: 750, height: 320 }));
    expect([banner.width, banner.height, banner.alpha(0, 0), banner.alpha(749, 319)]).toEqual([750, 320, 255, 255]);
    const tile = await pixels(standinSvg({ source: 'addon/diy_default1/shop/view/public/img/mf_right1.png', width: 354, height: 220 }));
    expect([tile.width, tile.height]).toEqual([354, 220]);
    // the page background fades out at the bottom into the page's own colour
    const page = await pixels(standinSvg({ source: 'addon/diy_default1/shop/view/public/img/bg.png', width: 750, height: 370 }));
    expect(page.alpha(10, 5)).toBeGreaterThan(200);
    expect(page.alpha(10, 369)).toBeLessThan(20);
  });

  it('shows products in banners and tiles, and a neutral picture for paths it does not know', () => {
    expect(standinSvg({ source: 'addon/diy_default1/shop/view/public/img/banner.png', width: 750, height: 320 }).replace(/e\d+_/g, '')).toContain(bodyOf('wrapped-gift'));
    expect(standinSvg({ source: 'addon/diy_default1/shop/view/public/img/mf_left.png', width: 338, height: 450 }).replace(/e\d+_/g, '')).toContain(bodyOf('red-apple'));
    const neutral = standinSvg({ width: 120, height: 80 });
    expect(neutral).toContain('fill="#F2F3F5"');
    expect(neutral.replace(/e\d+_/g, '')).toContain(bodyOf('framed-picture'));
  });

  it('encodes tools as small palette PNGs and pictures with gradients in full colour', async () => {
    const tool = await sharp(await standinPng({ source: `${MENU}/default_sign.png`, width: 160, height: 160 })).metadata();
    expect([tool.format, tool.width, tool.height, tool.hasAlpha]).toEqual(['png', 160, 160, true]);
    expect(tool.isPalette).toBe(true);
    const banner = await sharp(await standinPng({ source: 'addon/diy_default1/shop/view/public/img/banner.png', width: 750, height: 320 })).metadata();
    expect([banner.format, banner.width, banner.height, banner.isPalette]).toEqual(['png', 750, 320, false]);
  });
});
