import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../src/sdk/testing/index.ts';
import DiyVideo, { defaults, videoUrl } from './DiyVideo.tsx';

describe('diy-video', () => {
  it('renders nothing for the NiuShop defaults (no video)', () => {
    expect(renderWidget(DiyVideo, defaults).container.innerHTML).toBe('');
  });

  it('shows the video with its poster and controls, 16:9, no autoplay, no preload', () => {
    const { container } = renderWidget(DiyVideo, defaults, { videoUrl: 'upload/video/a.mp4', imageUrl: 'upload/video/a.jpg', type: 'upload' });
    const v = container.querySelector('video') as HTMLVideoElement;
    expect(v.getAttribute('src')).toBe('/upload/video/a.mp4');
    expect(v.getAttribute('poster')).toBe('/upload/video/a.jpg');
    expect(v.hasAttribute('controls')).toBe(true);
    expect(v.hasAttribute('autoplay')).toBe(false);
    expect(v.getAttribute('preload')).toBe('none');
    expect(v.style.aspectRatio).toMatch(/^16 \/ 9$/);
  });

  it('takes linked http(s) videos only', () => {
    expect(videoUrl('https://cdn.example/v.mp4')).toBe('https://cdn.example/v.mp4');
    expect(videoUrl('javascript:alert(1)')).toBe('');
    expect(videoUrl('data:video/mp4;base64,AAAA')).toBe('');
  });
});
