import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/index.ts';
import { BackToTop, BACK_TO_TOP_AFTER } from './BackToTop.tsx';
import { EmptyState } from './EmptyState.tsx';
import { FeedbackHost } from './Feedback.tsx';
import { hideToast, showModal, showToast, TAP_SHIELD_MS } from './feedback.ts';
import { EndTip, InfiniteScroll } from './InfiniteScroll.tsx';
import { NavBar } from './NavBar.tsx';
import { Popup, POPUP_ANIMATION_MS } from './Popup.tsx';
import { PullToRefresh, PULL_OFFSET } from './PullToRefresh.tsx';
import { TabBar, cartBadge, isTabSelected, type TabBarConfig } from './TabBar.tsx';
import { configureActions, resetActionEnv } from '../actions/env.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en-us');
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetActionEnv();
  hideToast();
  await i18n.changeLanguage('zh-cn');
});

const touch = (y: number) => ({ touches: [{ clientX: 10, clientY: y }] });

describe('PullToRefresh', () => {
  it('refreshes only when released past the 80 px offset, with the texts', async () => {
    let resolve!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(
      <PullToRefresh onRefresh={onRefresh} getScrollTop={() => 0}>
        <p>content</p>
      </PullToRefresh>,
    );
    const area = screen.getByText('content').parentElement as HTMLElement;
    const indicator = area.firstElementChild as HTMLElement;

    fireEvent.touchStart(area, touch(100));
    fireEvent.touchMove(area, touch(100 + PULL_OFFSET - 1));
    expect(indicator.textContent).toBe('Pull down to refresh');
    fireEvent.touchEnd(area);
    expect(onRefresh).not.toHaveBeenCalled();

    fireEvent.touchStart(area, touch(100));
    fireEvent.touchMove(area, touch(100 + PULL_OFFSET));
    expect(indicator.textContent).toBe('Release to refresh');
    fireEvent.touchEnd(area);
    await act(async () => {
      await Promise.resolve();
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(indicator.textContent).toBe('Loading...');
    await act(async () => {
      resolve();
      await Promise.resolve();
    });
    expect(indicator.dataset.phase).toBe('idle');
  });

  it('does nothing when the page is scrolled down or disabled', () => {
    const onRefresh = vi.fn();
    const { unmount } = render(
      <PullToRefresh onRefresh={onRefresh} getScrollTop={() => 300}>
        <p>content</p>
      </PullToRefresh>,
    );
    const area = screen.getByText('content').parentElement as HTMLElement;
    fireEvent.touchStart(area, touch(0));
    fireEvent.touchMove(area, touch(200));
    fireEvent.touchEnd(area);
    expect(onRefresh).not.toHaveBeenCalled();
    unmount();
    render(
      <PullToRefresh onRefresh={onRefresh} enabled={false}>
        <p>plain</p>
      </PullToRefresh>,
    );
    expect(screen.getByText('plain').parentElement?.className ?? '').not.toContain('sh-ptr');
  });
});

describe('InfiniteScroll and the end tip', () => {
  it('asks for more when the sentinel comes within the offset, shows loading and no more data', () => {
    let callback: IntersectionObserverCallback = () => {};
    const observed: Array<{ margin: string | undefined }> = [];
    class FakeIO {
      constructor(cb: IntersectionObserverCallback, opts?: IntersectionObserverInit) {
        callback = cb;
        observed.push({ margin: opts?.rootMargin });
      }
      observe() {}
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const onLoadMore = vi.fn();
    const { rerender } = render(<InfiniteScroll onLoadMore={onLoadMore} hasMore loading={false} count={10} />);
    expect(observed[0]?.margin).toBe('0px 0px 80px 0px');
    act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<InfiniteScroll onLoadMore={onLoadMore} hasMore loading count={10} />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<InfiniteScroll onLoadMore={onLoadMore} hasMore={false} count={12} />);
    expect(screen.getByText('No more data')).toBeDefined();
    vi.unstubAllGlobals();
  });

  it('shows the end tip only with at least 2 items', () => {
    const { rerender, container } = render(<EndTip count={1} />);
    expect(container.textContent).toBe('');
    rerender(<EndTip count={2} />);
    expect(container.textContent).toBe('No more data');
  });
});

describe('BackToTop', () => {
  it('appears after 1000 px of scroll and scrolls to the top', () => {
    vi.useFakeTimers();
    const scrollTo = vi.fn((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
    const setY = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    render(<BackToTop />);
    setY(BACK_TO_TOP_AFTER);
    expect(screen.queryByRole('button')).toBeNull();
    setY(BACK_TO_TOP_AFTER + 1);
    const button = screen.getByRole('button', { name: 'Back to top' });
    fireEvent.click(button);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('TabBar', () => {
  // NiuShop's default diy_bottom_nav (reference/diy-samples/bottom-nav-default.json), trimmed.
  const tab = (text: string, wap_url: string) => ({
    text,
    link: { name: text, title: text, wap_url, parent: 'MALL_LINK' },
    icon_type: 'icon',
    selected_icon_type: 'icon',
    iconPath: 'icondiy icon-x',
    selectedIconPath: 'icondiy icon-y',
    style: { iconColor: ['#000000'] },
    selected_style: { iconColor: ['#FF4D4D'] },
  });
  const config: TabBarConfig = {
    type: 1,
    theme: 'default',
    backgroundColor: '#FFFFFF',
    textColor: '#333333',
    textHoverColor: '#FF4D4D',
    list: [tab('主页', '/pages/index/index'), tab('商品分类', '/pages/goods/category'), tab('购物车', '/pages/goods/cart'), tab('我的', '/pages/member/index')],
  };

  it('shows the merchant labels in zh-cn, ours in en-us for the stock ones, and a custom label as written', async () => {
    const custom: TabBarConfig = { ...config, list: [tab('逛逛', '/pages/index/index'), ...(config.list ?? []).slice(1)] };
    await i18n.changeLanguage('en-us');
    const { unmount } = render(<TabBar config={custom} currentPath="/" cartNumber={0} />);
    expect(screen.getAllByRole('link').map((t) => t.textContent)).toEqual(['逛逛', 'Category', 'Cart', 'Me']);
    unmount();
    await i18n.changeLanguage('zh-cn');
    render(<TabBar config={custom} currentPath="/" cartNumber={0} />);
    expect(screen.getAllByRole('link').map((t) => t.textContent)).toEqual(['逛逛', '商品分类', '购物车', '我的']);
  });

  it('selects the tab of the current route (aliases, query ignored) and switches on click', async () => {
    await i18n.changeLanguage('zh-cn');
    const onSwitch = vi.fn();
    render(<TabBar config={config} currentPath="/" cartNumber={0} onSwitch={onSwitch} />);
    const tabs = screen.getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['主页', '商品分类', '购物车', '我的']);
    expect(tabs[0]?.getAttribute('aria-current')).toBe('page');
    expect(tabs[1]?.getAttribute('aria-current')).toBeNull();
    fireEvent.click(tabs[0] as HTMLElement);
    expect(onSwitch).not.toHaveBeenCalled();
    fireEvent.click(tabs[2] as HTMLElement);
    expect(onSwitch).toHaveBeenCalledWith('/pages/goods/cart');
    expect(tabs[2]?.getAttribute('href')).toBe('/h5/pages/goods/cart');
  });

  it('selected colours: theme default uses var(--base-color) (#FF0036 fallback), diy uses textHoverColor', () => {
    const { unmount } = render(<TabBar config={config} currentPath="/pages/goods/category?category_id=3" />);
    const tabs = screen.getAllByRole('link');
    expect(tabs[1]?.getAttribute('aria-current')).toBe('page');
    expect(tabs[1]?.style.color).toBe('var(--base-color, #FF0036)');
    expect(tabs[0]?.style.color).toBe('#333');
    unmount();
    render(<TabBar config={{ ...config, theme: 'diy', textColor: '#111111', textHoverColor: '#00aa00' }} currentPath="/pages/member/index" />);
    const diy = screen.getAllByRole('link');
    expect(diy[3]?.style.color).toBe('#00aa00');
    expect(diy[0]?.style.color).toBe('#111111');
  });

  it('cart badge: the count, 99+ above 99, hidden at 0', () => {
    const { rerender } = render(<TabBar config={config} currentPath="/" cartNumber={5} />);
    expect(screen.getByTestId('cart-badge').textContent).toBe('5');
    rerender(<TabBar config={config} currentPath="/" cartNumber={100} />);
    expect(screen.getByTestId('cart-badge').textContent).toBe('99+');
    rerender(<TabBar config={config} currentPath="/" cartNumber={0} />);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(cartBadge(99)).toBe('99');
  });

  it('types: 2 icon only, 3 text only; img icons; default tabs without a config', () => {
    const imgConfig: TabBarConfig = {
      type: 2,
      list: [{ text: 'Home', link: { wap_url: '/pages/index/index' }, icon_type: 'img', iconPath: 'a.png', selectedIconPath: 'b.png', selected_icon_type: 'img' }],
    };
    const { container, unmount } = render(<TabBar config={imgConfig} currentPath="/" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('b.png');
    expect(container.textContent).toBe('');
    unmount();
    const text = render(<TabBar config={{ ...config, type: 3 }} currentPath="/" />);
    expect(text.container.querySelector('svg')).toBeNull();
    text.unmount();
    render(<TabBar config={null} currentPath="/pages/goods/cart" />);
    const tabs = screen.getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['Home', 'Category', 'Cart', 'Me']);
    expect(tabs[2]?.getAttribute('aria-current')).toBe('page');
  });

  it('matches diy pages by name', () => {
    expect(isTabSelected('/pages_tool/index/diy?name=A', '/pages_tool/index/diy?name=A')).toBe(true);
    expect(isTabSelected('/pages_tool/index/diy?name=A', '/pages_tool/index/diy?name=B')).toBe(false);
    expect(isTabSelected('/pages/index/index', '/pages_tool/index/diy?name=DIY_VIEW_INDEX')).toBe(true);
  });
});

describe('EmptyState', () => {
  it('says no related data with a go browsing button that goes home', async () => {
    const switchTab = vi.fn();
    configureActions({ navigator: { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), back: vi.fn(), switchTab } });
    const { unmount } = render(<EmptyState />);
    expect(screen.getByText('No related data')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Go browsing' }));
    expect(switchTab).toHaveBeenCalledWith('/');
    unmount();
    await act(async () => {
      await i18n.changeLanguage('zh-cn');
    });
    render(<EmptyState />);
    expect(screen.getByText('暂无相关数据')).toBeDefined();
    expect(screen.getByRole('button', { name: '去逛逛' })).toBeDefined();
  });
});

describe('Popup', () => {
  it('opens, closes by mask (when allowed) and by the close icon, unmounting after the animation', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = render(
      <Popup open={false} onClose={onClose} title="Pick">
        <p>body</p>
      </Popup>,
    );
    expect(screen.queryByText('body')).toBeNull();
    rerender(
      <Popup open onClose={onClose} title="Pick">
        <p>body</p>
      </Popup>,
    );
    expect(screen.getByRole('dialog')).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(document.querySelector('.sh-popup--open')).not.toBeNull();
    fireEvent.click(screen.getByTestId('popup-mask'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    rerender(
      <Popup open={false} onClose={onClose} title="Pick">
        <p>body</p>
      </Popup>,
    );
    expect(document.querySelector('.sh-popup--open')).toBeNull();
    expect(screen.getByText('body')).toBeDefined(); // still animating out
    act(() => {
      vi.advanceTimersByTime(POPUP_ANIMATION_MS);
    });
    expect(screen.queryByText('body')).toBeNull();
  });

  it('ignores the mask when maskClosable is false', () => {
    const onClose = vi.fn();
    render(
      <Popup open onClose={onClose} maskClosable={false} position="center">
        <p>x</p>
      </Popup>,
    );
    fireEvent.click(screen.getByTestId('popup-mask'));
    expect(onClose).not.toHaveBeenCalled();
    expect(document.querySelector('.sh-popup--center')).not.toBeNull();
  });
});

describe('toast and modal', () => {
  it('toast shows for 1500 ms by default', () => {
    vi.useFakeTimers();
    render(<FeedbackHost />);
    act(() => showToast('saved'));
    expect(screen.getByText('saved')).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.queryByText('saved')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('saved')).toBeNull();
  });

  it('modal resolves true on confirm and false on cancel; without cancel only confirm', async () => {
    render(<FeedbackHost />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = showModal({ title: 'Delete?', content: 'really' });
    });
    expect(screen.getByText('Delete?')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = showModal({ title: 'network lost', content: 'please check network', showCancel: false });
    });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  });

  it('a second tap on confirm meets the shield, not the page beneath, for a moment after the answer', async () => {
    vi.useFakeTimers();
    try {
      render(<FeedbackHost />);
      act(() => void showModal({ title: 'Pay?' }));
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(screen.getByTestId('tap-shield')).toBeDefined();
      act(() => vi.advanceTimersByTime(TAP_SHIELD_MS));
      expect(screen.queryByTestId('tap-shield')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('NavBar', () => {
  it('shows the title and a back arrow only when asked', () => {
    const onBack = vi.fn();
    const { rerender } = render(<NavBar title="Goods" />);
    expect(screen.getByRole('heading').textContent).toBe('Goods');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    rerender(<NavBar title="Goods" back onBack={onBack} background="#000" textColor="#fff" />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });
});
