import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeNavigation, loadNamespaces, renderWidget, resetActionEnv, sampleProps } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import DiyText, { defaults } from './DiyText.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['diy']);
});
afterEach(() => resetActionEnv());

describe('diy-text', () => {
  it('renders the NiuShop defaults: the title only, no subtitle, no more link, inert', () => {
    const { container } = renderWidget(DiyText, defaults);
    expect(screen.getByText('标题栏')).toBeDefined();
    expect(screen.queryByText('副标题')).toBeNull();
    expect(screen.queryByText('查看更多')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    const title = screen.getByText('标题栏');
    expect(title.style.fontSize).toBe('16px');
    expect(title.style.color).toBe('#303133');
  });

  it("renders the home sample's coupon title: bold title, badge subtitle with its icon, arrow-only more link, box style", () => {
    const props = sampleProps('home', 'Text');
    const { container } = renderWidget(DiyText, defaults, props, '3acr0xjm1c80');
    const title = screen.getByText('优惠专区');
    expect(title.style.fontWeight).toBe('bold');
    const badge = screen.getByText('超级优惠');
    expect(badge.getAttribute('style')).toMatch(/background: (#FF9F29|rgb\(255, 159, 41\))/i);
    expect(badge.querySelector('svg')).not.toBeNull();
    const block = container.querySelector('[data-node-id="3acr0xjm1c80"]') as HTMLElement;
    expect(block.style.paddingLeft).toBe('12px');
    const box = block.firstElementChild as HTMLElement;
    expect(box.style.borderTopLeftRadius).toBe('10px');
    expect(box.style.borderBottomLeftRadius).toBe('');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(2);
    expect(links[1]!.getAttribute('aria-label')).toBe('More');
    expect(links[0]!.getAttribute('href')).toBe('/h5/pages_tool/goods/coupon');
  });

  it("renders the member sample's titles: the more link shows its text only when isShow", () => {
    renderWidget(DiyText, defaults, sampleProps('member', 'Text', 0));
    expect(screen.getByText('我的订单')).toBeDefined();
    expect(screen.getByText('全部订单')).toBeDefined();
    renderWidget(DiyText, defaults, sampleProps('member', 'Text', 1));
    expect(screen.getByText('常用工具')).toBeDefined();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('taps on the title and the more link navigate', () => {
    const nav = fakeNavigation();
    renderWidget(DiyText, defaults, sampleProps('member', 'Text', 0));
    fireEvent.click(screen.getByText('全部订单'));
    expect(nav.navigate).toHaveBeenCalledWith('/pages/order/list');
    renderWidget(DiyText, defaults, { text: 'Go', link: { name: 'X', title: 'x', wap_url: 'https://example.com/a' } });
    fireEvent.click(screen.getByText('Go'));
    expect(nav.openExternal).toHaveBeenCalledWith('https://example.com/a');
  });

  it('shows a plain subtitle and a left bar in bar styles', () => {
    const { container } = renderWidget(DiyText, defaults, { style: 'style-1', subTitle: { ...defaults.subTitle, isElementShow: true, text: 'sub' } });
    expect(screen.getByText('sub').className).toContain('diy-text-sub');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
