import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { click, recordNavigation, resetWorld, setLanguage, widget, type Lang } from '../login-form/testing.tsx';
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
