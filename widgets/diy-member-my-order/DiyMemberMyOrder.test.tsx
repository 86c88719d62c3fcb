import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { useMemberStore } from '../../src/sdk/index.ts';
import DiyMemberMyOrder, { badge, defaults, themedIconStyle } from './DiyMemberMyOrder.tsx';
import manifest from './index.ts';
import { renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => useMemberStore.setState({ token: '', memberInfo: null }));

describe('diy-member-my-order', () => {
  it('shows the five entries linking to the order list tabs; a guest fetches nothing', () => {
    const { requests } = fakeFetch();
    renderWidget(DiyMemberMyOrder, defaults);
    const hrefs = ['待付款', '待发货', '待收货', '待评价', '售后'].map((n) => screen.getByRole('link', { name: n }).getAttribute('href'));
    expect(hrefs).toEqual([
      '/h5/pages/order/list?status=waitpay',
      '/h5/pages/order/list?status=waitsend',
      '/h5/pages/order/list?status=waitconfirm',
      '/h5/pages/order/list?status=waitrate',
      '/h5/pages_tool/order/activist',
    ]);
    expect(requests).toHaveLength(0);
  });

  it('shows the counts of a member as badges', async () => {
    useMemberStore.setState({ token: 'tok' });
    const { requests } = fakeFetch({ '/api/order/num': ok({ waitpay: 2, waitsend: 0, waitconfirm: 1, wait_use: 0, waitrate: 120, refunding: 0 }) });
    const { container } = await renderInPage(manifest, { icon: { waitPay: { title: 'Pay me', style: { iconColor: ['#000'] } } } });
    expect(await screen.findByRole('link', { name: 'Pay me 2' })).toBeDefined();
    expect(screen.getByRole('link', { name: '待收货 1' })).toBeDefined();
    expect(screen.getByRole('link', { name: '待评价 120' })).toBeDefined();
    const badges = [...container.querySelectorAll('.dd-order-badge')].map((b) => [b.getAttribute('data-status'), b.textContent]);
    expect(badges).toEqual([
      ['waitpay', '2'],
      ['waitconfirm', '1'],
      ['waitrate', '99+'],
    ]);
    expect(requests[0]!.path).toBe('/api/order/num');
  });

  it('uses the short English shop labels, so the five fit side by side at 375 px', async () => {
    await useLanguage('en-us');
    try {
      fakeFetch();
      renderWidget(DiyMemberMyOrder, defaults);
      for (const name of ['To pay', 'To ship', 'To receive', 'To review', 'Refunding']) expect(screen.getByRole('link', { name })).toBeDefined();
    } finally {
      await useLanguage('zh-cn');
    }
  });

  it('paints the template icon colours in the theme\'s colour (green under green), and keeps a merchant\'s own', () => {
    const red = { iconColor: ['#ffa3a3', '#FF4646'], iconColorDeg: 0 };
    const style = (c: unknown) => ({ bgRadius: 0, fontSize: 65, iconColor: c, iconColorDeg: 0 });
    const icon = Object.fromEntries(['waitPay', 'waitSend', 'waitConfirm', 'waitUse', 'refunding'].map((k) => [k, { style: style(red.iconColor) }]));
    const { container } = renderWidget(DiyMemberMyOrder, { ...defaults, icon });
    const stops = [...container.querySelectorAll('stop')].map((s) => (s as SVGStopElement).style.stopColor);
    expect(stops.length).toBe(10);
    expect(new Set(stops)).toEqual(new Set(['var(--base-color-light-5)', 'var(--base-color)']));
    // NiuShop's other template pair too; a merchant's own choice stays.
    expect(themedIconStyle(style(['#FF7B1D', '#FF1544']))).toMatchObject({ iconColor: ['var(--base-color-light-5)', 'var(--base-color)'] });
    expect(themedIconStyle(style(['#00aa00', '#008800']))).toMatchObject({ iconColor: ['#00aa00', '#008800'] });
  });

  it('caps badges', () => {
    expect(badge(5)).toBe('5');
    expect(badge(100)).toBe('99+');
  });
});
