import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeNavigation, loadNamespaces, renderWidget, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import PayRoute, { defaults } from './PayRoute.tsx';

async function lang(lng: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: lng });
  await i18n.changeLanguage(lng);
  await loadNamespaces(['pay']);
}
afterEach(() => resetActionEnv());

describe('pay-route', () => {
  it('replaces the page with the path the server answered', async () => {
    await lang('en-us');
    const nav = fakeNavigation();
    renderWidget(PayRoute, defaults, { tradeNo: '123', path: '/pages/order/detail?order_id=9' });
    expect(nav.redirect).toHaveBeenCalledWith('/pages/order/detail?order_id=9');
    expect(screen.getByText('Going to the order detail…')).toBeDefined();
  });

  it('without the number, or another site, says so (zh-cn)', async () => {
    await lang('zh-cn');
    const nav = fakeNavigation();
    const view = renderWidget(PayRoute, defaults, { tradeNo: '' });
    expect(screen.getByText('缺少merchant_trade_no参数')).toBeDefined();
    view.unmount();
    renderWidget(PayRoute, defaults, { tradeNo: '1', path: '//evil.test/x' });
    expect(nav.redirect).not.toHaveBeenCalled();
  });
});
