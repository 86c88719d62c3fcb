import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeNavigation, renderWidget, resetActionEnv } from '../../src/sdk/testing/index.ts';
import DiyQuickNav, { defaults } from './DiyQuickNav.tsx';

afterEach(() => resetActionEnv());

describe('diy-quick-nav', () => {
  it('renders the NiuShop defaults: one white pill "导航名称", not tappable', () => {
    const { container } = renderWidget(DiyQuickNav, defaults);
    const pill = screen.getByText('导航名称');
    expect(pill.getAttribute('style')).toMatch(/background: (#ffffff|rgb\(255, 255, 255\))/i);
    expect(container.querySelector('a')).toBeNull();
  });

  it('pills take their gradient, text colour and icon, and navigate', () => {
    const nav = fakeNavigation();
    const { container } = renderWidget(DiyQuickNav, defaults, {
      ornament: { type: 'stroke', color: '#cccccc' },
      list: [
        { title: 'Coupons', bgColorStart: '#FF7B1D', bgColorEnd: '#FF1544', textColor: '#FFFFFF', iconType: 'icon', icon: 'icondiy icon-system-coupon', link: { name: 'COUPON', wap_url: '/pages_tool/member/coupon' } },
        { title: 'Help', textColor: '#303133', link: { name: 'SHOPPING_HELP', wap_url: '/pages_tool/help/list' } },
      ],
    });
    const pill = screen.getByText('Coupons').closest('a') as HTMLElement;
    expect(pill.getAttribute('style')).toContain('linear-gradient(90deg, #FF7B1D, #FF1544)');
    expect(pill.style.border).toMatch(/1px solid/);
    expect(pill.querySelector('.diy-icon')).not.toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(2);
    fireEvent.click(screen.getByText('Help'));
    expect(nav.navigate).toHaveBeenCalledWith('/pages_tool/help/list');
  });
});
