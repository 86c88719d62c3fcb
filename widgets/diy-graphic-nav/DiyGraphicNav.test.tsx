import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Sdk from '../../src/sdk/index.ts';
import { fireEvent, screen } from '@testing-library/react';
import { fakeNavigation, renderWidget, resetActionEnv, sampleProps } from '../../src/sdk/testing/index.ts';
import DiyGraphicNav, { defaults } from './DiyGraphicNav.tsx';

// Which pages are built changes as the shop grows; these tests pin it (all built) except where said.
const built = vi.hoisted(() => ({ all: true }));
vi.mock('../../src/sdk/index.ts', async (orig) => {
  const real = await orig<typeof Sdk>();
  const { isLinkShown } = await import('../../src/sdk/testing/index.ts');
  return { ...real, useLinkShown: () => (link: unknown) => built.all || isLinkShown(link) };
});

afterEach(() => {
  resetActionEnv();
  built.all = true;
});

describe('diy-graphic-nav', () => {
  it('renders the NiuShop defaults: four empty image entries in a 4-column grid, nothing tappable', () => {
    const { container } = renderWidget(DiyGraphicNav, defaults);
    const grid = container.querySelector('[style*="grid-template-columns"]') as HTMLElement;
    expect(grid.style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
    expect(grid.children).toHaveLength(4);
    expect(container.querySelector('a')).toBeNull();
  });

  it("renders the home sample: 10 icon entries, 5 per row, gradient circles, the 'hot' label, links", () => {
    const { container } = renderWidget(DiyGraphicNav, defaults, sampleProps('home', 'GraphicNav'), '113ohzka4n40');
    const grid = container.querySelector('[style*="grid-template-columns"]') as HTMLElement;
    expect(grid.style.gridTemplateColumns).toBe('repeat(5, minmax(0, 1fr))');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(10);
    expect(links[0]!.getAttribute('href')).toBe('/h5/pages_promotion/groupbuy/list');
    expect(screen.getByText('团购')).toBeDefined();
    expect(screen.getByText('热门')).toBeDefined(); // only the seckill entry has its label on
    const icon = container.querySelector('.diy-icon') as HTMLElement;
    expect(icon.style.width).toBe('40px');
    expect(icon.style.borderRadius).toBe('50%');
    expect(icon.getAttribute('style')).toContain('linear-gradient(90deg, #FF9F3E, #FF4116)');
    expect(icon.querySelector('svg path')?.getAttribute('fill')).toBe('#FFFFFF');
    expect(screen.getByText('团购').style.fontSize).toBe('14px');
  });

  it('renders the member sample: image entries of 30 px with their paths', () => {
    const { container } = renderWidget(DiyGraphicNav, defaults, sampleProps('member', 'GraphicNav'));
    const imgs = container.querySelectorAll('img');
    expect(imgs).toHaveLength(18);
    expect(imgs[0]!.getAttribute('src')).toBe('/public/uniapp/member/index/menu/default_person.png');
    expect(imgs[0]!.getAttribute('width')).toBe('30');
    expect(screen.getByText('个人资料').style.fontSize).toBe('13px');
  });

  it('slides one row or pages with dots', () => {
    const list = Array.from({ length: 12 }, (_, i) => ({ title: `n${i}`, iconType: 'icon', icon: 'icondiy icon-system-home', link: { name: 'X', wap_url: `/pages/goods/list?i=${i}` } }));
    const one = renderWidget(DiyGraphicNav, defaults, { list, showStyle: 'singleSlide', rowCount: 4 });
    expect(one.container.querySelector('.diy-scroll-x')!.children).toHaveLength(12);
    // A grid or a row of links needs no code (src/renderer/staticIslands.ts); pages with dots do.
    expect(one.container.querySelector('.diy-graphic-nav')!.hasAttribute('data-static')).toBe(true);
    one.unmount();
    const paged = renderWidget(DiyGraphicNav, defaults, { list, showStyle: 'pageSlide', rowCount: 4, pageCount: 2 });
    expect(paged.container.querySelector('.diy-snap')!.children).toHaveLength(2);
    expect(paged.container.querySelectorAll('.diy-dot')).toHaveLength(2);
    expect(paged.container.querySelector('.diy-dot--on')).not.toBeNull();
    expect(paged.container.querySelector('[data-static]')).toBeNull();
  });

  it('text-only and image-only modes', () => {
    const list = [{ title: 'Only text', iconType: 'icon', icon: 'icondiy icon-system-home', link: { name: '' } }];
    const textOnly = renderWidget(DiyGraphicNav, defaults, { list, mode: 'text' });
    expect(textOnly.container.querySelector('.diy-icon')).toBeNull();
    expect(screen.getByText('Only text')).toBeDefined();
    textOnly.unmount();
    const imgOnly = renderWidget(DiyGraphicNav, defaults, { list, mode: 'img' });
    expect(screen.queryByText('Only text')).toBeNull();
    expect(imgOnly.container.querySelector('.diy-icon')).not.toBeNull();
  });

  it('a tap navigates to the entry link', () => {
    const nav = fakeNavigation();
    renderWidget(DiyGraphicNav, defaults, sampleProps('home', 'GraphicNav'));
    fireEvent.click(screen.getByText('秒杀'));
    expect(nav.navigate).toHaveBeenCalledWith('/pages_promotion/seckill/list');
  });

  it('hides entries whose page is not built yet', () => {
    built.all = false;
    const { container } = renderWidget(DiyGraphicNav, defaults, {
      list: [
        { title: 'orders', link: { name: 'x', wap_url: '/pages/order/list' }, imageUrl: '', iconType: 'img' },
        { title: 'fenxiao', link: { name: 'y', wap_url: '/pages_promotion/fenxiao/index' }, imageUrl: '', iconType: 'img' },
      ],
    });
    expect(container.textContent).toContain('orders');
    expect(container.textContent).not.toContain('fenxiao');
  });
});
