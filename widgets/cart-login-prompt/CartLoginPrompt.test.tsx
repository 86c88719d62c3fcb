import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useGuestCartStore } from '../../src/sdk/index.ts';
import { click, recordNavigation, resetWorld, setLanguage, widget, type Lang } from '../../src/sdk/testing/account.tsx';
import CartLoginPrompt, { defaults } from './CartLoginPrompt.tsx';

beforeEach(() => resetWorld());
afterEach(() => resetWorld());

describe.each(['zh-cn', 'en-us'] as Lang[])('cart login prompt (%s)', (lang) => {
  beforeEach(() => setLanguage(lang));

  it('asks the guest to log in and opens the login page returning to the cart', async () => {
    const nav = recordNavigation();
    render(widget(CartLoginPrompt, defaults));
    expect(screen.getByText(lang === 'en-us' ? 'You are not logged in' : '您还未登录')).toBeDefined();
    await click(screen.getByText(lang === 'en-us' ? 'Log in' : '去登录'));
    expect(nav).toEqual([{ how: 'navigate', url: '/pages_tool/login/login?back=%2Fpages%2Fgoods%2Fcart' }]);
  });
});

describe.each(['zh-cn', 'en-us'] as Lang[])('cart login prompt over a guest cart (%s)', (lang) => {
  beforeEach(() => setLanguage(lang));
  afterEach(() => useGuestCartStore.getState().clear());

  it('is a bar above the goods, saying they will be kept with the account', async () => {
    const nav = recordNavigation();
    useGuestCartStore.getState().add(1, 1, { stock: 9 });
    const { container } = render(widget(CartLoginPrompt, defaults));
    expect(container.querySelector('.ct-guest-bar')).not.toBeNull();
    expect(screen.getByText(lang === 'en-us' ? 'You are not logged in' : '您还未登录')).toBeDefined();
    expect(screen.getByText(lang === 'en-us' ? 'Log in to keep the goods in your cart with your account' : '登录后，购物车中的商品将保存到您的账号')).toBeDefined();
    await click(screen.getByText(lang === 'en-us' ? 'Log in' : '去登录'));
    expect(nav).toEqual([{ how: 'navigate', url: '/pages_tool/login/login?back=%2Fpages%2Fgoods%2Fcart' }]);
    // emptied: the full prompt again
    act(() => useGuestCartStore.getState().clear());
    expect(container.querySelector('.ct-guest-bar')).toBeNull();
    expect(screen.getByText(lang === 'en-us' ? 'Log in to see the goods in your cart' : '登录后可查看购物车中的商品')).toBeDefined();
  });
});
