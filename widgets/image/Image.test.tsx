import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import Image, { defaults, parseAspectRatio, safeSrc, type ImageProps } from './Image.tsx';
import presetFile from './presets.json';

const presets = presetFile as Record<string, ImageProps>;

const noop = async () => {};
const node = { id: 'img', type: 'image' };

describe('image widget', () => {
  it('reserves its box from the aspect ratio before loading', () => {
    const { container } = render(<Image props={{ ...defaults, src: '/a.jpg', aspectRatio: '16:9' }} node={node} emit={noop} renderSlot={() => null} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.aspectRatio).toBe('16 / 9');
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('uses width and height as intrinsic size and ratio', () => {
    const { container } = render(<Image props={{ ...defaults, src: 'https://x/y.png', width: 120, height: 60, lazy: false }} node={node} emit={noop} renderSlot={() => null} />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('width')).toBe('120');
    expect(img.getAttribute('height')).toBe('60');
    expect(img.getAttribute('loading')).toBe('eager');
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('120 / 60');
  });

  it('shows a placeholder for an empty or unsafe src', () => {
    const { container } = render(<Image props={{ ...defaults, src: 'javascript:alert(1)' }} node={node} emit={noop} renderSlot={() => null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(safeSrc('data:image/png;base64,xx')).toBe('data:image/png;base64,xx');
    expect(safeSrc('//cdn/x.jpg')).toBe('//cdn/x.jpg');
  });

  it('parses aspect ratios', () => {
    expect(parseAspectRatio('4/3')).toEqual([4, 3]);
    expect(parseAspectRatio('750:320')).toEqual([750, 320]);
    expect(parseAspectRatio('1.5')).toEqual([1.5, 1]);
    expect(parseAspectRatio('x')).toBeNull();
    expect(parseAspectRatio('')).toBeNull();
  });

  it('renders each preset', () => {
    for (const preset of Object.values(presets)) {
      const { unmount } = render(<Image props={{ ...defaults, ...preset }} node={node} emit={noop} renderSlot={() => null} />);
      unmount();
    }
  });
});
