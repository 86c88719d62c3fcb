import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { defaultAddonFlags, useSiteStore } from '../../src/sdk/index.ts';
import { fakeNavigation, renderWidget, resetActionEnv, sampleProps } from '../../src/sdk/testing/index.ts';
import DiyGraphicNav, { defaults } from './DiyGraphicNav.tsx';

afterEach(() => {
  resetActionEnv();
  useSiteStore.setState({ initStatus: false, addonIsExist: defaultAddonFlags() });
});

/** The demo shop's addon flags (fixtures/seed/member.json ADDON_IS_EXIST, then the promotion, topic and content seeds). */
const DEMO_ADDONS_ON = [
  'coupon', 'memberrecharge', 'memberregister', 'membersignin', 'memberwithdraw', 'store', 'membercancel', 'supermember',
  'seckill', 'groupbuy', 'bargain', 'bundling', 'bale', 'topic',
  'notes', 'live', 'form', 'turntable', 'cards', 'egg', 'memberrecommend', 'birthdaygift', 'memberconsume', 'servicer',
];
const siteWith = (on: readonly string[]) =>
  useSiteStore.setState({ initStatus: true, addonIsExist: { ...defaultAddonFlags(), ...Object.fromEntries(on.map((a) => [a, 1])) } });
const titles = (container: HTMLElement) => [...container.querySelectorAll('.diy-graphic-nav-item')].map((a) => a.textContent?.trim());

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

  // NiuShop's GraphicNav renders every entry of its list; an entry leaves only when its page's addon is off.
  it('home sample, demo shop: 8 of 10 entries (拼团 and 积分 belong to the pintuan and pointexchange addons, off)', () => {
    siteWith(DEMO_ADDONS_ON);
    const { container } = renderWidget(DiyGraphicNav, defaults, sampleProps('home', 'GraphicNav'));
    expect(titles(container)).toHaveLength(8);
    expect(titles(container)).not.toContain('拼团');
    expect(titles(container)).not.toContain('积分');
  });

  it('member sample, demo shop: 12 of 18 entries (the 6 of off addons leave; unbuilt pages such as 我的预售, 裂变红包, 盲盒 stay)', () => {
    siteWith(DEMO_ADDONS_ON);
    const { container } = renderWidget(DiyGraphicNav, defaults, sampleProps('member', 'GraphicNav'));
    const shown = titles(container);
    expect(shown).toHaveLength(12);
    for (const gone of ['我的拼单', '积分兑换', '分销中心', '我的礼品卡', '好友瓜分券', '拼团返利']) expect(shown).not.toContain(gone);
    for (const stays of ['我的预售', '裂变红包', '盲盒', '我的砍价', '签到', '邀请有礼']) expect(shown).toContain(stays);
  });

  it('every addon on: every entry of both samples (10 and 18)', () => {
    siteWith(Object.keys(defaultAddonFlags()));
    expect(titles(renderWidget(DiyGraphicNav, defaults, sampleProps('home', 'GraphicNav')).container)).toHaveLength(10);
    expect(titles(renderWidget(DiyGraphicNav, defaults, sampleProps('member', 'GraphicNav')).container)).toHaveLength(18);
  });

  it("a merchant's nav whose targets are all pages not built yet still shows whole, and links to them", () => {
    siteWith(DEMO_ADDONS_ON);
    const list = ['/pages_promotion/presale/order_list', '/pages_tool/hongbao/my_hongbao', '/pages_promotion/blindbox/my_box', '/pages_tool/some/unknown'].map((wap_url, i) => ({
      title: `e${i}`, iconType: 'img', imageUrl: '', link: { name: `L${i}`, wap_url },
    }));
    const { container } = renderWidget(DiyGraphicNav, defaults, { list });
    expect(titles(container)).toEqual(['e0', 'e1', 'e2', 'e3']);
    expect(container.querySelectorAll('a')[3]!.getAttribute('href')).toBe('/h5/pages_tool/some/unknown');
  });

  it('before the site config is in, no entry is left out', () => {
    const { container } = renderWidget(DiyGraphicNav, defaults, sampleProps('member', 'GraphicNav'));
    expect(titles(container)).toHaveLength(18);
  });
});
