import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { fakeNavigation, renderWidget, resetActionEnv } from '../../src/sdk/testing/index.ts';
import DiyHotArea, { defaults } from './DiyHotArea.tsx';

afterEach(() => resetActionEnv());

const props = {
  imageUrl: 'upload/hot.png',
  imgWidth: 750,
  imgHeight: 500,
  heatMapData: [
    { left: 0, top: 0, width: 50, height: 100, link: { name: 'A', title: 'left half', wap_url: '/pages/goods/list?l=1' } },
    { left: 50, top: 0, width: 80, height: 50, link: { name: 'B', title: 'right top', wap_url: 'https://example.com/' } },
    { left: 50, top: 50, width: 50, height: 50, link: { name: '' } },
  ],
};

describe('diy-hot-area', () => {
  it('renders nothing for the NiuShop defaults (no image)', () => {
    expect(renderWidget(DiyHotArea, defaults).container.innerHTML).toBe('');
  });

  it('draws the image at its ratio with one clickable rectangle per linked area, in percent', () => {
    const { container } = renderWidget(DiyHotArea, defaults, props);
    expect(parseFloat((container.querySelector('[style*="aspect-ratio"]') as HTMLElement).style.aspectRatio)).toBe(1.5);
    const rects = container.querySelectorAll('.diy-hot-area-rect');
    expect(rects).toHaveLength(2);
    const r = rects[1] as HTMLElement;
    expect([r.style.left, r.style.top, r.style.width, r.style.height]).toEqual(['50%', '0%', '50%', '50%']);
  });

  it('a tap on an area follows its link', () => {
    const nav = fakeNavigation();
    const { container } = renderWidget(DiyHotArea, defaults, props);
    fireEvent.click(container.querySelector('[aria-label="left half"]')!);
    expect(nav.navigate).toHaveBeenCalledWith('/pages/goods/list?l=1');
    fireEvent.click(container.querySelector('[aria-label="right top"]')!);
    expect(nav.openExternal).toHaveBeenCalledWith('https://example.com/');
  });
});
