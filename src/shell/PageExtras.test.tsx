import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetActionEnv } from '../actions/env.ts';
import { fakeNavigation } from '../diy/testing.tsx';
import { i18n } from '../i18n/index.ts';
import { readStored, writeStored } from '../stores/persist.ts';
import { initialSiteState, useSiteStore } from '../stores/site.ts';
import { applyShareMeta, PageExtras, popWindowBox, popWindowKey, shouldShowPopWindow, POPWINDOW_MAX_HEIGHT, POPWINDOW_MAX_WIDTH } from './PageExtras.tsx';
import { PageGlobals, wantsPopWindow, wantsShare } from './PageGlobals.tsx';
import { SERVER_SHARE_ATTR } from './shareMark.ts';
import { shareTags } from './shareTags.ts';
import { POPUP_ANIMATION_MS } from './Popup.tsx';

/** Pictures "load" on the next tick with the given natural size (or fail for /broken…). */
class FakeImage {
  static natural = { width: 600, height: 900 };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(value: string) {
    setTimeout(() => {
      if (value.includes('broken')) return this.onerror?.();
      this.naturalWidth = FakeImage.natural.width;
      this.naturalHeight = FakeImage.natural.height;
      this.onload?.();
    }, 0);
  }
}

const LINK = { name: 'GOODS', title: 'Goods', wap_url: '/pages/goods/list?category_id=3' };

beforeEach(async () => {
  vi.stubGlobal('Image', FakeImage);
  await i18n.changeLanguage('en-us');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetActionEnv();
  useSiteStore.setState(initialSiteState());
  document.head.querySelectorAll('meta[property^="og:"], meta[name="description"]').forEach((m) => m.remove());
  await i18n.changeLanguage('zh-cn');
});

describe('pop-up window rules', () => {
  it("follows NiuShop's count: 0 every view, 1 until closed, -1 never", () => {
    expect(shouldShowPopWindow(0, undefined)).toBe(true);
    expect(shouldShowPopWindow(0, -1)).toBe(true);
    expect(shouldShowPopWindow(1, undefined)).toBe(true);
    expect(shouldShowPopWindow(1, 1)).toBe(true);
    expect(shouldShowPopWindow('1', '')).toBe(true);
    expect(shouldShowPopWindow(1, -1)).toBe(false);
    expect(shouldShowPopWindow(-1, undefined)).toBe(false);
    expect(shouldShowPopWindow(undefined, undefined)).toBe(false);
  });

  it('remembers per page name under the h5_ prefix', () => {
    expect(popWindowKey('diy/DIY_VIEW_INDEX')).toBe('DIY_VIEW_INDEX_popwindow_count');
    expect(popWindowKey('pages_promotion/topics/detail')).toBe('pages_promotion_topics_detail_popwindow_count');
    expect(popWindowKey(undefined)).toBe('page_popwindow_count');
  });

  it('fits the picture in 290 × 410 keeping its proportions', () => {
    expect(popWindowBox(290, 410)).toEqual({ width: 290, height: 410 });
    expect(popWindowBox(600, 900)).toEqual({ width: 273, height: 410 });
    expect(popWindowBox(750, 300)).toEqual({ width: 290, height: 116 });
    expect(popWindowBox(100, 100)).toEqual({ width: 290, height: 290 });
    expect(popWindowBox(0, 0)).toEqual({ width: POPWINDOW_MAX_WIDTH, height: POPWINDOW_MAX_WIDTH });
    const tall = popWindowBox(100, 1000);
    expect(tall.height).toBe(POPWINDOW_MAX_HEIGHT);
  });

  it('asks for the extras only when there is something to show', () => {
    expect(wantsPopWindow({ popWindow: { image: '/a.png', count: 1 } })).toBe(true);
    expect(wantsPopWindow({ popWindow: { image: '/a.png', count: -1 } })).toBe(false);
    expect(wantsPopWindow({ popWindow: { image: '', count: 0 } })).toBe(false);
    expect(wantsPopWindow({})).toBe(false);
    expect(wantsShare({ share: { title: 'x' } })).toBe(true);
    expect(wantsShare({ share: {} })).toBe(false);
  });
});

describe('PopWindow', () => {
  it('count 1: opens once its picture loaded, sized from the meta; closing remembers -1 and it stays closed', async () => {
    render(<PageExtras meta={{ popWindow: { image: '/upload/pop.png', count: 1, width: 290, height: 410, link: LINK } }} pageId="diy/DIY_VIEW_INDEX" />);
    const dialog = await screen.findByRole('dialog', { name: 'Promotion' });
    const img = dialog.querySelector('img') as HTMLImageElement;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['290', '410']);
    expect(img.getAttribute('src')).toBe('/upload/pop.png');
    expect(readStored('DIY_VIEW_INDEX_popwindow_count')).toBe(1);
    // the mask does not close it
    fireEvent.click(screen.getByTestId('popup-mask'));
    expect(screen.getByRole('dialog').closest('.sh-popup')?.getAttribute('data-state')).toBe('open');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(readStored('DIY_VIEW_INDEX_popwindow_count')).toBe(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: POPUP_ANIMATION_MS + 500 });
  });

  it('count 1 after it was closed: not shown again', async () => {
    writeStored('DIY_VIEW_INDEX_popwindow_count', -1);
    render(<PageExtras meta={{ popWindow: { image: '/upload/pop.png', count: 1 } }} pageId="diy/DIY_VIEW_INDEX" />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('count 0: shown on every view, even after it was closed; sized from the picture itself', async () => {
    writeStored('DIY_VIEW_RANDOM_x_popwindow_count', -1);
    render(<PageExtras meta={{ popWindow: { image: '/upload/pop.png', count: 0 } }} pageId="diy/DIY_VIEW_RANDOM_x" />);
    const dialog = await screen.findByRole('dialog');
    const img = dialog.querySelector('img') as HTMLImageElement;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['273', '410']);
    expect(readStored('DIY_VIEW_RANDOM_x_popwindow_count')).toBe(0);
  });

  it('a tap on the picture follows its link through the app navigator and closes it', async () => {
    const nav = fakeNavigation();
    render(<PageExtras meta={{ popWindow: { image: '/upload/pop.png', count: 1, link: LINK } }} pageId="diy/DIY_VIEW_INDEX" />);
    const open = await screen.findByRole('link', { name: 'View the promotion' });
    expect(open.getAttribute('href')).toBe('/h5/pages/goods/list?category_id=3');
    fireEvent.click(open);
    expect(nav.navigate).toHaveBeenCalledWith('/pages/goods/list?category_id=3');
    expect(readStored('DIY_VIEW_INDEX_popwindow_count')).toBe(-1);
  });

  it('without a link the picture is not a link; a picture that fails to load is never shown', async () => {
    const { unmount } = render(<PageExtras meta={{ popWindow: { image: '/upload/pop.png', count: 0 } }} pageId="diy/a" />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    render(<PageExtras meta={{ popWindow: { image: '/upload/broken.png', count: 0 } }} pageId="diy/b" />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in Chinese', async () => {
    await i18n.changeLanguage('zh-cn');
    render(<PageExtras meta={{ popWindow: { image: '/upload/pop.png', count: 0, link: LINK } }} pageId="diy/a" />);
    expect(await screen.findByRole('dialog', { name: '活动弹窗' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看活动' })).toBeTruthy();
  });

  it('PageGlobals loads the extras lazily and shows the pop-up', async () => {
    render(<PageGlobals meta={{ popWindow: { image: '/upload/pop.png', count: 0 } }} pageId="diy/lazy" />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('share meta', () => {
  const content = (sel: string) => document.head.querySelector(sel)?.getAttribute('content');

  it('writes og tags and description, and puts back what was there', () => {
    const existing = document.createElement('meta');
    existing.setAttribute('name', 'description');
    existing.setAttribute('content', 'The shop');
    document.head.appendChild(existing);

    const undo = applyShareMeta(shareTags({ title: 'Spring sale', desc: 'All 20% off', image: 'https://cdn.example.com/s.jpg' }, 'Home', '', 'https://shop.example.com/h5/x'));
    expect(content('meta[property="og:title"]')).toBe('Spring sale');
    expect(content('meta[property="og:description"]')).toBe('All 20% off');
    expect(content('meta[name="description"]')).toBe('All 20% off');
    expect(content('meta[property="og:image"]')).toBe('https://cdn.example.com/s.jpg');
    expect(content('meta[property="og:url"]')).toBe('https://shop.example.com/h5/x');
    expect(content('meta[property="og:type"]')).toBe('website');
    undo();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(content('meta[name="description"]')).toBe('The shop');
    existing.remove();
  });

  it('PageGlobals keeps the tags the server wrote for its page (no extras chunk) and removes them when the page goes', async () => {
    document.head.insertAdjacentHTML('beforeend', `<meta property="og:title" content="From the server" ${SERVER_SHARE_ATTR}="diy/home">`);
    const { unmount } = render(<PageGlobals meta={{ share: { title: 'Client title' } }} pageId="diy/home" title="Home" />);
    await new Promise((r) => setTimeout(r, 20));
    expect(content('meta[property="og:title"]')).toBe('From the server');
    unmount();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();

    // Another page (no server tags for it) writes its own.
    render(<PageGlobals meta={{ share: { title: 'Client title' } }} pageId="diy/other" title="Other" />);
    await waitFor(() => expect(content('meta[property="og:title"]')).toBe('Client title'));
  });

  it('PageExtras: title falls back to the page title, image to the site square logo (absolute URLs)', async () => {
    useSiteStore.setState({ siteInfo: { logo_square: 'upload/logo_square.png' } });
    const { unmount } = render(<PageExtras meta={{ share: { desc: 'Come and see' } }} title="Home page" />);
    await waitFor(() => expect(content('meta[property="og:title"]')).toBe('Home page'));
    expect(content('meta[property="og:description"]')).toBe('Come and see');
    expect(content('meta[property="og:image"]')).toBe(new URL('/upload/logo_square.png', window.location.href).href);
    unmount();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();

    render(<PageExtras meta={{ share: { title: 'Shared', image: '/upload/share.jpg' } }} title="Home page" />);
    await waitFor(() => expect(content('meta[property="og:title"]')).toBe('Shared'));
    expect(content('meta[property="og:image"]')).toBe(new URL('/upload/share.jpg', window.location.href).href);
  });
});
