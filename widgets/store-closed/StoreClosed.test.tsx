import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureActions, loadNamespaces, pageFile, PageRenderer, resetActionEnv, runtimeWith } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['content']);
}

/** The store-closed page over a shop that answers /api/site/status as `shop` says. */
async function closedPage(shop: { open: boolean; message: string }) {
  const navigator: ActionNavigator = { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
  configureActions({ navigator });
  const asked = vi.fn();
  const runtime = runtimeWith(await pageFile('pages_tool/storeclose/storeclose'), {
    answer: (api) => {
      asked(api);
      return shop.open ? { code: 0, message: 'ok', data: null } : { code: -3, message: shop.message, data: null };
    },
  });
  await runtime.start();
  render(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: {} }} />);
  return { navigator, asked };
}

afterEach(() => {
  resetActionEnv();
  vi.useRealTimers();
});

describe('store-closed', () => {
  it("shows the shop's own message; checking again while closed stays", async () => {
    await lang('zh-cn');
    const shop = { open: false, message: '店铺盘点中，明早九点恢复营业' };
    const { navigator, asked } = await closedPage(shop);
    expect(await screen.findByText('该店铺已打烊')).toBeDefined();
    expect(screen.getByTestId('store-closed-message').textContent).toBe('店铺盘点中，明早九点恢复营业');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '刷新看看' }));
    });
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    expect(asked).toHaveBeenCalledWith('site.status');
    expect(navigator.relaunch).not.toHaveBeenCalled();
  });

  it('leaves for home once the shop answers again (a look on the timer)', async () => {
    await lang('en-us');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const shop = { open: false, message: 'The shop is closed' };
    const { navigator, asked } = await closedPage(shop);
    expect(await screen.findByText('Check again')).toBeDefined();
    expect(screen.getByTestId('store-closed-message').textContent).toBe('The shop is closed');
    shop.open = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    await waitFor(() => expect(navigator.relaunch).toHaveBeenCalledWith('/pages/index/index'));
    expect(asked).toHaveBeenCalledTimes(2);
    expect(navigator.relaunch).toHaveBeenCalledTimes(1);
  });
});
