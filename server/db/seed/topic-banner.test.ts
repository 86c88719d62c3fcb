import { describe, expect, it } from 'vitest';
import { emojiSvg } from '../../lib/emoji.ts';
import { bannerSvg, loadTopicFixture } from './topic.ts';

const bodyOf = (icon: string) => emojiSvg(icon, { x: 0, y: 0, size: 1 }).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

describe('topic banners', () => {
  it('show the topic’s first goods as their illustrations beside its title', () => {
    const banner = loadTopicFixture().topics[0]!.banner;
    const svg = bannerSvg(banner, ['mobile-phone', 'headphone', 'electric-plug', 'battery']).replace(/e\d+_/g, '');
    expect(svg).toContain(`>${banner.title}</text>`);
    for (const icon of ['mobile-phone', 'headphone', 'electric-plug']) expect(svg).toContain(bodyOf(icon));
    // three at most: the fourth has no room
    expect(svg).not.toContain(bodyOf('battery'));
    expect(bannerSvg(banner)).not.toContain('viewBox="0 0 32 32"');
  });
});
