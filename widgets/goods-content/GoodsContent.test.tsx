import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import GoodsContent, { defaults } from './GoodsContent.tsx';
import { safeStyle, safeUrl, sanitizeHtml } from './sanitize.ts';
import { english } from '../../src/sdk/testing/catalogue.tsx';

const node = { id: 'gc', type: 'goods-content' };

beforeAll(() => english('goods'));

describe('sanitising goods content', () => {
  it('keeps allowed elements and safe attributes only', () => {
    const out = sanitizeHtml('<p style="text-align:center;position:fixed;background:url(x)" onclick="steal()"><strong>Hi</strong><script>alert(1)</script></p><img src="javascript:alert(1)"><img src="upload/a.jpg" onerror="x()"><a href="javascript:x">bad</a><form><input name="a"><button>go</button></form><custom>kept text</custom>');
    expect(out).toEqual([
      { tag: 'p', attrs: {}, style: { textAlign: 'center' }, children: [{ tag: 'strong', attrs: {}, style: {}, children: ['Hi'] }] },
      { tag: 'img', attrs: { src: '/upload/a.jpg' }, style: {}, children: [] },
      { tag: 'a', attrs: {}, style: {}, children: ['bad'] },
      'kept text',
    ]);
  });

  it('accepts only plain style values and web URLs', () => {
    expect(safeStyle('color:#999; font-size: 14px !important; width: expression(x); margin: var(--x)')).toEqual({ color: '#999', fontSize: '14px' });
    expect(safeUrl('https://cdn/a.jpg', 'img')).toBe('https://cdn/a.jpg');
    expect(safeUrl('data:image/png;base64,x', 'img')).toBe('');
    expect(safeUrl('//evil/a.jpg', 'img')).toBe('');
    expect(safeUrl('/pages/goods/list', 'link')).toBe('/pages/goods/list');
    expect(safeUrl('pages/x', 'link')).toBe('');
  });
});

describe('goods-content', () => {
  it('renders the description as elements under a heading, never the raw HTML', async () => {
    const html = '<p style="color:#999">Warm tip</p><h3>Highlights</h3><ul><li>Genuine</li></ul><img src="upload/goods/1/2.jpg" alt="detail"><script>window.hacked = 1</script>';
    const { container } = render(<GoodsContent props={{ ...defaults, html }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByRole('heading', { name: 'Goods details' })).toBeDefined();
    expect((await screen.findByText('Warm tip')).style.color).toBe('#999');
    expect(screen.getByRole('listitem').textContent).toBe('Genuine');
    expect(screen.getByAltText('detail').getAttribute('src')).toBe('/upload/goods/1/2.jpg');
    expect(container.querySelector('script')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('renders nothing without content', () => {
    const { container } = render(<GoodsContent props={defaults} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(container.textContent).toBe('');
  });
});
