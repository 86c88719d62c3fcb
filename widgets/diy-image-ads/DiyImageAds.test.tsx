import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { fakeNavigation, loadNamespaces, renderWidget, resetActionEnv, sampleProps } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import DiyImageAds, { defaults } from './DiyImageAds.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['diy']);
});
afterEach(() => resetActionEnv());

describe('diy-image-ads', () => {
  it('renders nothing for the NiuShop defaults (one slide without an image)', () => {
    const { container } = renderWidget(DiyImageAds, defaults);
    expect(container.innerHTML).toBe('');
  });

  it('renders the home banner at its stored size (750 × 320) with the box radii and margins', () => {
    const { container } = renderWidget(DiyImageAds, defaults, sampleProps('home', 'ImageAds'), '2o7za2qmi900');
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/addon/diy_default1/shop/view/public/img/banner.png');
    expect(img.getAttribute('width')).toBe('750');
    expect(img.getAttribute('height')).toBe('320');
    expect(img.getAttribute('loading')).toBe('eager');
    const ratioBox = container.querySelector('[style*="aspect-ratio"]') as HTMLElement;
    expect(parseFloat(ratioBox.style.aspectRatio)).toBe(2.3438);
    const block = container.querySelector('[data-node-id="2o7za2qmi900"]') as HTMLElement;
    expect(block.style.paddingTop).toBe('12px');
    expect((block.firstElementChild as HTMLElement).style.borderTopLeftRadius).toBe('10px');
    expect(container.querySelector('a')).toBeNull(); // the sample banner has no link
    // One picture needs no code: the app keeps the server's markup (src/renderer/staticIslands.ts).
    expect(block.hasAttribute('data-static')).toBe(true);
  });

  it('several slides make a swiper with dots in the indicator colour, sized by the tallest slide', () => {
    const list = [
      { imageUrl: 'upload/a.jpg', imgWidth: 750, imgHeight: 300, link: { name: 'A', wap_url: '/pages/goods/detail?goods_id=1' } },
      { imageUrl: 'upload/b.jpg', imgWidth: 750, imgHeight: 375, link: { name: '' } },
      { imageUrl: '', imgWidth: 750, imgHeight: 900 },
    ];
    const { container } = renderWidget(DiyImageAds, defaults, { list, indicatorColor: '#ff0000', carouselStyle: 'line', indicatorLocation: 'right' });
    expect(container.querySelectorAll('.diy-image-ads-slide')).toHaveLength(2);
    expect(parseFloat((container.querySelector('[style*="aspect-ratio"]') as HTMLElement).style.aspectRatio)).toBe(2);
    const dots = container.querySelector('.diy-dots') as HTMLElement;
    expect(dots.className).toContain('diy-dots--line');
    expect(dots.style.justifyContent).toBe('flex-end');
    expect((container.querySelector('.diy-dot--on') as HTMLElement).style.background).toMatch(/#ff0000|rgb\(255, 0, 0\)/);
    const imgs = container.querySelectorAll('img');
    expect(imgs[1]!.getAttribute('loading')).toBe('lazy');
    // A swiper plays and follows the scroll: it needs its code.
    expect(container.querySelector('[data-static]')).toBeNull();
  });

  it('a tap on a slide and on a hot area navigates', () => {
    const nav = fakeNavigation();
    const list = [
      {
        imageUrl: 'upload/a.jpg', imgWidth: 750, imgHeight: 300, link: { name: 'A', wap_url: '/pages/goods/detail?goods_id=1' },
        heatMapData: [{ left: 10, top: 10, width: 20, height: 20, link: { name: 'B', title: 'coupons', wap_url: '/pages_tool/goods/coupon' } }],
      },
    ];
    const { container } = renderWidget(DiyImageAds, defaults, { list });
    const links = container.querySelectorAll('a');
    fireEvent.click(links[0]!);
    expect(nav.navigate).toHaveBeenLastCalledWith('/pages/goods/detail?goods_id=1');
    fireEvent.click(container.querySelector('a[aria-label="coupons"]')!);
    expect(nav.navigate).toHaveBeenLastCalledWith('/pages_tool/goods/coupon');
  });
});
