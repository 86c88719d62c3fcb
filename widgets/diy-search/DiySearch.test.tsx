import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeNavigation, loadNamespaces, renderWidget, resetActionEnv, sampleProps } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import DiySearch, { defaults } from './DiySearch.tsx';

beforeAll(async () => {
  await loadNamespaces(['diy']);
});
afterEach(async () => {
  resetActionEnv();
  await i18n.changeLanguage('zh-cn');
});

describe('diy-search', () => {
  it('renders the defaults with the "search goods" placeholder in both languages', async () => {
    await i18n.changeLanguage('en-us');
    const en = renderWidget(DiySearch, defaults);
    expect(screen.getByText('Search goods')).toBeDefined();
    en.unmount();
    await i18n.changeLanguage('zh-cn');
    await loadNamespaces(['diy']);
    renderWidget(DiySearch, defaults);
    expect(screen.getByText('搜索商品')).toBeDefined();
  });

  it("renders the home sample: its placeholder, the element colour, a pill, the strip's white background", () => {
    const { container } = renderWidget(DiySearch, defaults, sampleProps('home', 'Search'), '5wtw72w1wj80');
    const box = screen.getByRole('link', { name: '请输入搜索关键词' });
    expect(box.getAttribute('href')).toBe('/h5/pages_tool/goods/search');
    expect(box.getAttribute('style')).toMatch(/background-color: (#F6F9FF|rgb\(246, 249, 255\))/i);
    expect(box.style.borderRadius).toBe('18px');
    const block = container.querySelector('[data-node-id="5wtw72w1wj80"]') as HTMLElement;
    expect(block.getAttribute('style')).toMatch(/background-color: (#FFFFFF|rgb\(255, 255, 255\))/i);
    expect(block.style.paddingTop).toBe('10px');
    expect(block.style.position).toBe('');
  });

  it('a tap opens the goods search page; fixed sticks; style 3 links its icon', () => {
    const nav = fakeNavigation();
    const { container } = renderWidget(DiySearch, defaults, {
      title: 'Find',
      positionWay: 'fixed',
      searchStyle: 3,
      iconType: 'icon',
      icon: 'icondiy icon-system-category',
      searchLink: { name: 'SHOP_CATEGORY', wap_url: '/pages/goods/category' },
    }, 's');
    fireEvent.click(screen.getByText('Find'));
    expect(nav.navigate).toHaveBeenCalledWith('/pages_tool/goods/search');
    expect((container.querySelector('[data-node-id="s"]') as HTMLElement).style.position).toBe('sticky');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(2);
    fireEvent.click(links[1]!);
    expect(nav.navigate).toHaveBeenLastCalledWith('/pages/goods/category');
  });
});
