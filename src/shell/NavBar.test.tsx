import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetActionEnv } from '../actions/env.ts';
import { fakeNavigation } from '../diy/testing.tsx';
import { i18n } from '../i18n/index.ts';
import { initialSiteState, useSiteStore } from '../stores/site.ts';
import { initialStoreState, useStoreStore } from '../stores/store.ts';
import { NavBar, NAV_SOLID_AFTER } from './NavBar.tsx';

const HOME = { name: 'INDEX', title: 'Home', wap_url: '/pages/index/index' };

beforeEach(async () => {
  await i18n.changeLanguage('en-us');
});
afterEach(async () => {
  resetActionEnv();
  useStoreStore.setState(initialStoreState());
  useSiteStore.setState(initialSiteState());
  window.scrollTo(0, 0);
  await i18n.changeLanguage('zh-cn');
});

const header = () => document.querySelector('header.sh-navbar') as HTMLElement;

describe('NavBar styles', () => {
  it('style 1: the title, centred or left, plain without a link', () => {
    const { rerender } = render(<NavBar title="Shop" nav={{ style: 1 }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toHaveProperty('className', 'sh-navbar-title');
    expect(header().dataset.navStyle).toBe('1');
    expect(header().classList.contains('sh-navbar--left')).toBe(false);
    rerender(<NavBar title="Shop" align="left" nav={{ style: 1 }} />);
    expect(header().classList.contains('sh-navbar--left')).toBe(true);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a new title is a new heading, not the old one rewritten (its centred text would count as a layout shift)', () => {
    const { rerender } = render(<NavBar title="Home" />);
    const before = screen.getByRole('heading', { level: 1, name: 'Home' });
    rerender(<NavBar title="Home" back />);
    expect(screen.getByRole('heading', { level: 1 })).toBe(before);
    rerender(<NavBar title="Official template" back />);
    const after = screen.getByRole('heading', { level: 1, name: 'Official template' });
    expect(after).not.toBe(before);
    expect(before.isConnected).toBe(false);
  });

  it('style 1 with a link: the title follows it through the app navigator', async () => {
    const nav = fakeNavigation();
    render(<NavBar title="Shop" nav={{ style: 1, link: HOME }} />);
    const link = await screen.findByRole('link', { name: 'Shop' });
    expect(link.getAttribute('href')).toBe('/h5/pages/index/index');
    fireEvent.click(link);
    expect(nav.navigate).toHaveBeenCalledWith('/pages/index/index');
  });

  it('style 2: the logo (28 px high) before the title, left aligned, linked', async () => {
    const nav = fakeNavigation();
    render(<NavBar title="My shop" nav={{ style: 2, image: '/upload/logo.png', link: HOME }} />);
    const link = await screen.findByRole('link', { name: 'My shop' });
    const logo = link.querySelector('img') as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/upload/logo.png');
    expect(logo.getAttribute('height')).toBe('28');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My shop');
    expect(header().classList.contains('sh-navbar--left')).toBe(true);
    expect(header().classList.contains('sh-navbar--s2')).toBe(true);
    fireEvent.click(link);
    expect(nav.navigate).toHaveBeenCalledWith('/pages/index/index');
  });

  it('style 3: the image (85 × 30) and a search box opening the search page; the title stays as a hidden heading', async () => {
    const nav = fakeNavigation();
    render(<NavBar title="My shop" nav={{ style: 3, image: '/upload/logo.png' }} />);
    const search = await screen.findByRole('link', { name: 'Search for goods' });
    expect(search.getAttribute('href')).toBe('/h5/pages_tool/goods/search');
    const img = header().querySelector('.sh-navbar-image img') as HTMLImageElement;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['85', '30']);
    expect(screen.getByRole('heading', { level: 1, name: 'My shop' }).className).toBe('sh-vh');
    fireEvent.click(search);
    expect(nav.navigate).toHaveBeenCalledWith('/pages_tool/goods/search');
  });

  it('style 3 in Chinese: NiuShop placeholder', async () => {
    await i18n.changeLanguage('zh-cn');
    render(<NavBar title="店" nav={{ style: 3 }} />);
    expect(await screen.findByText('请输入商品名称')).toBeTruthy();
  });

  it('style 4: the current store and "nearby stores", to the store list when switching is allowed, else the store', async () => {
    const nav = fakeNavigation();
    const { unmount } = render(<NavBar title="Shop" nav={{ style: 4 }} />);
    expect(await screen.findByText('Locating...')).toBeTruthy();
    expect(screen.getByText('Nearby stores')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();

    act(() => useStoreStore.setState({ defaultStoreInfo: { store_id: 7, store_name: 'Main street' } }));
    const again = render(<NavBar title="Shop" nav={{ style: 4 }} />);
    const store = await screen.findByRole('link', { name: /Main street/ });
    expect(store.getAttribute('href')).toBe('/h5/pages_tool/store/detail?store_id=7');
    fireEvent.click(store);
    expect(nav.navigate).toHaveBeenLastCalledWith('/pages_tool/store/detail?store_id=7');
    again.unmount();

    act(() => {
      useStoreStore.setState({ globalStoreInfo: { store_id: 9, store_name: 'Riverside' } });
      useSiteStore.setState({ storeConfig: { store_business: 'store', is_allow_change: 1 } });
    });
    render(<NavBar title="Shop" back nav={{ style: 4 }} />);
    const list = await screen.findByRole('link', { name: /Riverside/ });
    expect(list.getAttribute('href')).toBe('/h5/pages_tool/store/list');
    expect(header().classList.contains('sh-navbar--back')).toBe(true);
  });

  it('transparent: no background at the top, the colour once scrolled past 20 px', () => {
    render(<NavBar title="Me" background="#ff0000" nav={{ style: 1, transparent: true }} />);
    expect(header().classList.contains('sh-navbar--clear')).toBe(true);
    expect(header().style.getPropertyValue('--sh-nav-bg')).toBe('#ff0000');
    act(() => {
      window.scrollTo(0, NAV_SOLID_AFTER + 1);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header().classList.contains('sh-navbar--clear')).toBe(false);
    act(() => {
      window.scrollTo(0, 0);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header().classList.contains('sh-navbar--clear')).toBe(true);
  });

  it('an unknown style renders as style 1', () => {
    render(<NavBar title="Shop" nav={{ style: 9 as unknown as 1 }} />);
    expect(header().dataset.navStyle).toBe('1');
    expect(screen.getByRole('heading', { name: 'Shop' }).className).toBe('sh-navbar-title');
  });
});
