import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces, pageFile } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import PromotionZoneBanner, { bannerPictures, defaults } from './PromotionZoneBanner.tsx';

const node = { id: 'zone', type: 'promotion-zone-banner' };
const show = (props: Record<string, unknown>, emit = vi.fn(async () => {})) => render(<PromotionZoneBanner props={{ ...defaults, ...props }} node={node} emit={emit} renderSlot={() => null} />);

describe('promotion-zone-banner', () => {
  beforeAll(() => loadNamespaces(['promotion']));
  afterEach(() => i18n.changeLanguage('zh-cn'));

  it('zh-cn: the built-in banner, the zone’s title in its font colour on its background colour', () => {
    show({ zone: 'seckill', config: { bg_color: '#F83530', font_color: '#FFFFFF', banner_type: 1, banner_adv: [] } });
    const banner = screen.getByTestId('zone-banner');
    expect(banner.style.getPropertyValue('--zone-bg')).toBe('#F83530');
    expect(banner.style.getPropertyValue('--zone-fg')).toBe('#FFFFFF');
    expect(screen.getByRole('heading', { name: '限时秒杀' })).toBeDefined();
    expect(banner.getAttribute('aria-busy')).toBeNull();
  });

  it('en-us: each zone its own title', async () => {
    await i18n.changeLanguage('en-us');
    const { unmount } = show({ zone: 'groupbuy', config: { bg_color: '#4CB130', banner_type: 1 } });
    expect(screen.getByRole('heading', { name: 'Group buys' })).toBeDefined();
    unmount();
    show({ zone: 'bargain', config: { bg_color: '#F58760', banner_type: 1 } });
    expect(screen.getByRole('heading', { name: 'Bargains' })).toBeDefined();
  });

  it('the merchant’s pictures (banner_type 2); one with a link emits it', () => {
    const emit = vi.fn(async () => {});
    show({ zone: 'seckill', config: { bg_color: '#000000', banner_type: 2, banner_adv: [{ image_url: 'upload/a.jpg', link: { wap_url: '/pages/goods/list' } }, { image_url: 'upload/b.jpg', link: {} }] } }, emit);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button'));
    expect(emit).toHaveBeenCalledWith('link', { url: '/pages/goods/list' });
  });

  it('before the config answers it keeps its place; a bad colour is not applied; type 2 without pictures is the built-in banner', () => {
    const { container, unmount } = show({ zone: 'seckill', config: null });
    expect(screen.getByTestId('zone-banner').getAttribute('aria-busy')).toBe('true');
    expect(container.textContent).toBe('');
    unmount();
    show({ zone: 'seckill', config: { bg_color: 'red;background:url(x)', banner_type: 2, banner_adv: [] } });
    expect(screen.getByTestId('zone-banner').style.getPropertyValue('--zone-bg')).toBe('');
    expect(screen.getByRole('heading', { name: '限时秒杀' })).toBeDefined();
    expect(bannerPictures({ banner_type: 1, banner_adv: [{ image_url: 'a.jpg' }] })).toEqual([]);
  });

  it('the seckill, group-buy and bargain zone pages ask for their own style', async () => {
    for (const zone of ['seckill', 'groupbuy', 'bargain']) {
      const p = await pageFile(`pages_promotion/${zone}/list`);
      expect(p.data?.zone).toMatchObject({ api: 'config.promotionZoneConfig', params: { name: zone } });
      expect(p.content[0]).toMatchObject({ type: 'promotion-zone-banner', props: { zone, config: '${data.zone}' } });
    }
  });
});
