import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { fakeNavigation, renderWidget, resetActionEnv } from '../../src/sdk/testing/index.ts';
import DiyFloatBtn, { cornerOf, defaults } from './DiyFloatBtn.tsx';

afterEach(() => resetActionEnv());

const list = [
  { imageUrl: 'upload/kefu.png', link: { name: 'MOBILE', title: 'call', mobile: '400 123 4567' } },
  { iconType: 'icon', icon: 'icondiy icon-system-cart', link: { name: 'SHOPPING_TROLLEY', title: 'cart', wap_url: '/pages/goods/cart' }, style: { iconBgColor: ['#FF4544'], bgRadius: 50, iconColor: ['#FFFFFF'] } },
];

describe('diy-float-btn', () => {
  it('renders nothing for the NiuShop defaults (one button without an image)', () => {
    expect(renderWidget(DiyFloatBtn, defaults).container.innerHTML).toBe('');
  });

  it('fixes the buttons at the bottom right by default, above the tab bar, at imageSize', () => {
    const { container } = renderWidget(DiyFloatBtn, defaults, { list, imageSize: 48, btnBottom: '10' }, 'fb');
    const box = container.querySelector('[data-node-id="fb"]') as HTMLElement;
    expect(box.style.position).toBe('fixed');
        expect(box.getAttribute('style')).not.toMatch(/left:/);
    expect(box.style.bottom).toContain('94px');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(2);
    expect((links[0] as HTMLElement).style.width).toBe('48px');
    expect(links[0]!.getAttribute('href')).toBe('tel:4001234567');
  });

  it('knows the four corners', () => {
    expect(cornerOf('1')).toEqual({ top: true, left: true });
    expect(cornerOf('2')).toEqual({ top: true, left: false });
    expect(cornerOf(3)).toEqual({ top: false, left: true });
    expect(cornerOf('4')).toEqual({ top: false, left: false });
    expect(cornerOf('junk')).toEqual({ top: false, left: false });
  });

  it('buttons follow their links (phone numbers dial)', () => {
    const nav = fakeNavigation();
    const { container } = renderWidget(DiyFloatBtn, defaults, { list, bottomPosition: '1' });
    const links = container.querySelectorAll('a');
    fireEvent.click(links[1]!);
    expect(nav.navigate).toHaveBeenCalledWith('/pages/goods/cart');
    fireEvent.click(links[0]!);
    expect(nav.openExternal).toHaveBeenCalledWith('tel:4001234567');
  });
});
