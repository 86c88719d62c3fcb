/**
 * DiyImage: a picture the document names that the shop cannot show becomes a neutral placeholder
 * of the picture's own box (never a broken image); an empty path keeps the caller's colour.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DiyImage } from './DiyImage.tsx';

const box = (container: HTMLElement) => container.querySelector<HTMLElement>('.diy-image')!;

describe('DiyImage', () => {
  it('shows the picture in a box of the stored size', () => {
    const { container } = render(<DiyImage path="upload/banner.png" width={750} height={300} placeholder="#eee" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/upload/banner.png');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['750', '300']);
    expect(box(container).style.aspectRatio).toMatch(/^2\.5( \/ 1)?$/);
    expect(box(container).className).toBe('diy-image');
    expect(box(container).hasAttribute('data-missing')).toBe(false);
  });

  it('a picture that fails to load becomes the neutral placeholder at the same size', () => {
    const { container } = render(<DiyImage path="app/component/view/goods_recommend/img/bg.png" width={702} height={404} placeholder="#ff0000" style={{ borderRadius: 8 }} />);
    fireEvent.error(container.querySelector('img')!);
    const el = box(container);
    expect(container.querySelector('img')).toBeNull();
    expect(el.className).toBe('diy-image diy-image--missing');
    expect(el.hasAttribute('data-missing')).toBe(true);
    expect(el.style.aspectRatio).toMatch(/^1\.7376( \/ 1)?$/);
    // the caller's colour gives way to the placeholder's; its other looks stay
    expect(el.style.background).toBe('');
    expect(el.style.borderRadius).toBe('8px');
  });

  it('keeps the box of its parent when it fills it, and names the picture when it has a text', () => {
    const { container } = render(
      <div style={{ position: 'relative', width: 40, height: 40 }}>
        <DiyImage path="upload/missing-icon.png" fill alt="签到" />
      </div>,
    );
    fireEvent.error(container.querySelector('img')!);
    const el = screen.getByRole('img', { name: '签到' });
    expect(el.className).toContain('diy-image--missing');
    expect(el.style.position).toBe('absolute');
    expect(el.style.inset).toMatch(/^0(px)?$/);
  });

  it('a named path that cannot be used is the placeholder from the first render (server markup too)', () => {
    for (const path of ['javascript:alert(1)', 'upload/a"b.png']) {
      const html = renderToString(<DiyImage path={path} width={100} height={50} />);
      expect(html, path).toContain('diy-image--missing');
      expect(html, path).not.toContain('<img');
    }
  });

  it('an empty path is no picture: the box keeps the caller’s colour, no placeholder glyph', () => {
    const { container } = render(<DiyImage path="" width={100} height={100} placeholder="rgb(1, 2, 3)" />);
    expect(container.querySelector('img')).toBeNull();
    expect(box(container).className).toBe('diy-image');
    expect(box(container).style.background).toContain('rgb(1, 2, 3)');
  });

  it('a new path after a failure is tried again', () => {
    const { container, rerender } = render(<DiyImage path="upload/a.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    rerender(<DiyImage path="upload/b.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/upload/b.png');
    expect(box(container).className).toBe('diy-image');
  });
});
