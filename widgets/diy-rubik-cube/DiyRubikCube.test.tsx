import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { fakeNavigation, renderWidget, resetActionEnv, sampleProps } from '../../src/sdk/testing/index.ts';
import DiyRubikCube, { defaults, MODES } from './DiyRubikCube.tsx';

afterEach(() => resetActionEnv());

const cells = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ imageUrl: `upload/c${i}.png`, imgWidth: 300, imgHeight: 150 + i * 50, link: { name: 'X', wap_url: `/pages/goods/list?c=${i}` } }));

describe('diy-rubik-cube', () => {
  it('renders the NiuShop defaults: two empty square cells side by side', () => {
    const { container } = renderWidget(DiyRubikCube, defaults);
    const items = container.querySelectorAll('.diy-rubik-cube-cell');
    expect(items).toHaveLength(2);
    expect(parseFloat((items[0] as HTMLElement).style.aspectRatio)).toBe(1);
  });

  it('renders the home sample (1 left, 2 right) with the gap, the left ratio and the box radii', () => {
    const { container } = renderWidget(DiyRubikCube, defaults, sampleProps('home', 'RubikCube'), 'rc');
    expect(container.querySelector('[data-mode]')!.getAttribute('data-mode')).toBe('row1-lt-of2-rt');
    const items = container.querySelectorAll('.diy-rubik-cube-cell');
    expect(items).toHaveLength(3);
    expect(parseFloat((items[0] as HTMLElement).style.aspectRatio)).toBe(Math.round((338 / 450) * 10000) / 10000);
    expect((items[1] as HTMLElement).style.aspectRatio).toBe('');
    const row = items[0]!.parentElement as HTMLElement;
    expect(row.style.gap).toBe('10px');
    const box = container.querySelector('[data-node-id="rc"]')!.firstElementChild as HTMLElement;
    expect(box.style.borderTopLeftRadius).toBe('10px');
    expect(container.querySelectorAll('img')[1]!.getAttribute('src')).toBe('/addon/diy_default1/shop/view/public/img/mf_right1.png');
  });

  it.each(Object.entries(MODES))('lays out %s with %i images', (mode, n) => {
    const { container } = renderWidget(DiyRubikCube, defaults, { mode, list: cells(6), imageGap: 4 });
    expect(container.querySelectorAll('.diy-rubik-cube-cell')).toHaveLength(n);
    expect(container.querySelectorAll('img')).toHaveLength(n);
  });

  it('equal columns take the tallest ratio; unknown modes render nothing', () => {
    const { container } = renderWidget(DiyRubikCube, defaults, { mode: 'row1-of3', list: cells(3) });
    // 300×150, 300×200, 300×250: all as tall as the last (ratio 1.2).
    for (const el of container.querySelectorAll('.diy-rubik-cube-cell')) expect(parseFloat((el as HTMLElement).style.aspectRatio)).toBe(1.2);
    const none = renderWidget(DiyRubikCube, defaults, { mode: 'custom-rubik-cube', list: cells(3) });
    expect(none.container.innerHTML).toBe('');
  });

  it('applies the element radii unless the element angle is right', () => {
    const round = renderWidget(DiyRubikCube, defaults, { list: cells(2), topElementAroundRadius: 6, bottomElementAroundRadius: 3 });
    expect((round.container.querySelector('.diy-rubik-cube-cell') as HTMLElement).style.borderTopLeftRadius).toBe('6px');
    round.unmount();
    const right = renderWidget(DiyRubikCube, defaults, { list: cells(2), topElementAroundRadius: 6, elementAngle: 'right' });
    expect((right.container.querySelector('.diy-rubik-cube-cell') as HTMLElement).style.borderTopLeftRadius).toBe('');
  });

  it('a tap on an image navigates', () => {
    const nav = fakeNavigation();
    const { container } = renderWidget(DiyRubikCube, defaults, { mode: 'row1-tp-of2-bm', list: cells(3) });
    fireEvent.click(container.querySelectorAll('a')[2]!);
    expect(nav.navigate).toHaveBeenCalledWith('/pages/goods/list?c=2');
  });
});
