import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import GoodsGallery, { defaults, galleryImages, videoSrc } from './GoodsGallery.tsx';
import { english } from '../../src/sdk/testing/catalogue.tsx';

const node = { id: 'gl', type: 'goods-gallery' };

beforeAll(() => english('goods'));

describe('goods-gallery', () => {
  it('turns NiuShop image lists into big pictures', () => {
    expect(galleryImages('upload/a.jpg, upload/b.jpg,upload/a.jpg')).toEqual(['/upload/a_BIG.jpg', '/upload/b_BIG.jpg']);
    expect(galleryImages(['https://cdn/x.png'])).toEqual(['https://cdn/x_BIG.png']);
    expect(galleryImages(null)).toEqual([]);
    expect(videoSrc('upload/v.mp4')).toBe('/upload/v.mp4');
    expect(videoSrc('javascript:alert(1)')).toBe('');
    expect(videoSrc('//evil/v.mp4')).toBe('');
  });

  it('shows every picture with an index indicator, falling back to the goods pictures', () => {
    const { container } = render(<GoodsGallery props={{ ...defaults, images: '', fallbackImages: 'upload/1.jpg,upload/2.jpg,upload/3.jpg', alt: 'Phone' }} node={node} emit={async () => {}} renderSlot={() => null} />);
    const imgs = container.querySelectorAll('img');
    expect(imgs).toHaveLength(3);
    expect(imgs[0]!.getAttribute('src')).toBe('/upload/1_BIG.jpg');
    expect(imgs[0]!.getAttribute('alt')).toBe('Phone 1');
    expect(screen.getByText('1/3')).toBeDefined();
  });

  it('offers the video with an image / video switch when there is one', () => {
    const { container } = render(<GoodsGallery props={{ ...defaults, images: 'upload/1.jpg', video: 'upload/goods.mp4' }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Video' }));
    expect(container.querySelector('video')!.getAttribute('src')).toBe('/upload/goods.mp4');
    fireEvent.click(screen.getByRole('tab', { name: 'Image' }));
    expect(container.querySelector('video')).toBeNull();
  });

  it('has no video switch without a video and no indicator for one picture', () => {
    render(<GoodsGallery props={{ ...defaults, images: 'upload/1.jpg' }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('1/1')).toBeNull();
  });
});
