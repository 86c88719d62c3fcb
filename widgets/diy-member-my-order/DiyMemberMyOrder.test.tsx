import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { useMemberStore } from '../../src/sdk/index.ts';
import DiyMemberMyOrder, { badge, defaults, entriesOf, themedIconStyle } from './DiyMemberMyOrder.tsx';
import manifest from './index.ts';
import { renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => useMemberStore.setState({ token: '', memberInfo: null }));

const titles = (container: HTMLElement) => [...container.querySelectorAll('.dd-order-title')].map((e) => e.textContent);
const icons = (container: HTMLElement) => [...container.querySelectorAll('.dd-order-icon')].map((e) => e.getAttribute('data-icon'));

/** NiuShop's editor presets (its four styles). */
const style4 = {
  waitPay: { title: '待支付', icon: 'icondiy icon-system-daizhifu', style: { fontSize: 90, iconColor: ['#20DA86', '#03B352'], iconColorDeg: 0 } },
  waitSend: { title: '备货中', icon: 'icondiy icon-system-beihuozhong', style: { fontSize: 90, iconColor: ['#20DA86', '#03B352'], iconColorDeg: 0 } },
  waitConfirm: { title: '配送中', icon: 'icondiy icon-system-paisongzhong', style: { fontSize: 90, iconColor: ['#20DA86', '#03B352'], iconColorDeg: 0 } },
  waitUse: { title: '待使用', icon: 'icondiy icon-system-daishiyong2', style: { fontSize: 75, iconColor: ['#20DA86', '#03B352'], iconColorDeg: 0 } },
  refunding: { title: '退换货', icon: 'icondiy icon-system-tuihuoguanli', style: { fontSize: 90, iconColor: ['#20DA86', '#03B352'], iconColorDeg: 0 } },
};

describe('diy-member-my-order', () => {
  it('shows NiuShop\'s five entries ("to use", not "to review") linking to the order list tabs; a guest fetches nothing', () => {
    const { requests } = fakeFetch();
    renderWidget(DiyMemberMyOrder, defaults);
    const hrefs = ['待付款', '待发货', '待收货', '待使用', '售后'].map((n) => screen.getByRole('link', { name: n }).getAttribute('href'));
    expect(hrefs).toEqual([
      '/h5/pages/order/list?status=waitpay',
      '/h5/pages/order/list?status=waitsend',
      '/h5/pages/order/list?status=waitconfirm',
      '/h5/pages/order/list?status=wait_use',
      '/h5/pages_tool/order/activist',
    ]);
    expect(screen.queryByRole('link', { name: '待评价' })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('shows the counts of a member as badges (wait_use included)', async () => {
    useMemberStore.setState({ token: 'tok' });
    const { requests } = fakeFetch({ '/api/order/num': ok({ waitpay: 2, waitsend: 0, waitconfirm: 1, wait_use: 120, waitrate: 3, refunding: 0 }) });
    const { container } = await renderInPage(manifest, { icon: { waitPay: { title: 'Pay me', style: { iconColor: ['#000'] } } } });
    expect(await screen.findByRole('link', { name: /^2 ?Pay me$/ })).toBeDefined();
    expect(screen.getByRole('link', { name: /^1 ?待收货$/ })).toBeDefined();
    expect(screen.getByRole('link', { name: /^(120|99\+) ?待使用$/ })).toBeDefined();
    const badges = [...container.querySelectorAll('.dd-order-badge')].map((b) => [b.getAttribute('data-status'), b.textContent]);
    expect(badges).toEqual([
      ['waitpay', '2'],
      ['waitconfirm', '1'],
      ['wait_use', '99+'],
    ]);
    expect(requests[0]!.path).toBe('/api/order/num');
  });

  it('style 4: the titles and icons its config gives (待支付, 备货中, 配送中, 待使用, 退换货), in English too', async () => {
    const { container } = renderWidget(DiyMemberMyOrder, { ...defaults, style: 4, icon: style4 });
    expect(titles(container)).toEqual(['待支付', '备货中', '配送中', '待使用', '退换货']);
    expect(icons(container)).toEqual(Object.values(style4).map((e) => e.icon));
    // its green stays green (a merchant's colours are kept)
    expect(new Set([...container.querySelectorAll('stop')].map((s) => (s as SVGStopElement).style.stopColor.toLowerCase()))).toEqual(new Set(['#20da86', '#03b352']));
    await useLanguage('en-us');
    try {
      const en = renderWidget(DiyMemberMyOrder, { ...defaults, style: 4, icon: { ...style4, waitSend: { ...style4.waitSend, title: 'Packing' } } });
      expect(titles(en.container)).toEqual(['To pay', 'Packing', 'On the way', 'To use', 'Returns']);
    } finally {
      await useLanguage('zh-cn');
    }
  });

  it('style 2: outline icons in the text colour; style 3: the entry\'s own icon in the theme colour, whatever the config', () => {
    const outline = Object.fromEntries(Object.entries(style4).map(([k, v]) => [k, { title: v.title, icon: v.icon.replace(/\d*$/, ''), style: { fontSize: 75, iconColor: [] } }]));
    const two = renderWidget(DiyMemberMyOrder, { ...defaults, style: 2, textColor: '#123456', icon: outline });
    const fills = [...two.container.querySelectorAll('svg path')].map((p) => p.getAttribute('fill'));
    expect(new Set(fills)).toEqual(new Set(['#123456']));
    two.unmount();
    const three = renderWidget(DiyMemberMyOrder, { ...defaults, style: 3, icon: { waitPay: { title: '待付款' }, waitSend: { title: '待发货' }, waitConfirm: { title: '待收货' }, waitUse: { title: '待使用' }, refunding: { title: '售后' } } });
    expect(icons(three.container)).toEqual(['icondiy icon-system-daifukuan2', 'icondiy icon-system-daifahuo2', 'icondiy icon-system-daishouhuo2', 'icondiy icon-system-daishiyong2', 'icondiy icon-system-shuhou2']);
    expect(new Set([...three.container.querySelectorAll('stop')].map((s) => (s as SVGStopElement).style.stopColor))).toEqual(new Set(['var(--base-color-light-5)', 'var(--base-color)']));
    expect(titles(three.container)).toEqual(['待付款', '待发货', '待收货', '待使用', '售后']);
  });

  it('"to review" only when a document configures it', () => {
    expect(entriesOf(defaults.icon).map((e) => e.key)).toEqual(['waitPay', 'waitSend', 'waitConfirm', 'waitUse', 'refunding']);
    expect(entriesOf({ waitRate: { title: '待评价' } }).map((e) => e.key)).toEqual(['waitPay', 'waitSend', 'waitConfirm', 'waitUse', 'waitRate', 'refunding']);
  });

  it('uses the short English shop labels, so the five fit side by side at 375 px', async () => {
    await useLanguage('en-us');
    try {
      fakeFetch();
      renderWidget(DiyMemberMyOrder, defaults);
      for (const name of ['To pay', 'To ship', 'To receive', 'To use', 'Refunding']) expect(screen.getByRole('link', { name })).toBeDefined();
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
