import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { fakeNavigation, renderWidget, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { filterStyle, safeHref, sanitizeHtml } from '../../src/sdk/index.ts';
import DiyRichText, { defaults } from './DiyRichText.tsx';

afterEach(() => {
  resetActionEnv();
  delete (window as unknown as { pwned?: unknown }).pwned;
});

const HOSTILE = `
  <h2 style="color:#f00;position:fixed;top:0">Sale</h2>
  <p onclick="window.pwned=1" class="x" id="y">Hello <b>there</b><script>window.pwned=1</script></p>
  <img src="x" onerror="window.pwned=1"><img src="upload/a.png" width="300" height="200" alt="A">
  <img src="javascript:alert(1)">
  <a href="javascript:window.pwned=1">js</a>
  <a href="/pages/goods/detail?goods_id=5">goods</a>
  <a href="https://example.com/x" target="_blank">out</a>
  <form action="https://evil.example"><input name="card"><button>go</button></form><object data="x.swf"></object><style>body{display:none}</style>
  <div style="background:url(javascript:alert(1));width:expression(alert(1));margin:4px">styled</div>
  <font color="red">unwrapped</font>
  <table><tr><td colspan="2" onmouseover="x">cell</td></tr></table>
  <video src="upload/v.mp4" autoplay onplay="x"></video>
  <svg><script>window.pwned=1</script></svg>
`;

describe('diy-rich-text', () => {
  it('renders nothing for the default (empty) html', () => {
    const { container } = renderWidget(DiyRichText, defaults);
    expect(container.innerHTML).toBe('');
  });

  it('renders merchant HTML with script tags, handlers and javascript: links inert', () => {
    const { container } = renderWidget(DiyRichText, defaults, { html: HOSTILE, textColor: '#333333' });
    const box = container.querySelector('.diy-rich-text') as HTMLElement;
    expect(box.textContent).toContain('Hello there');
    expect(box.querySelector('h2')!.style.color).toMatch(/#f00|rgb\(255, 0, 0\)/);
    expect(box.querySelector('h2')!.style.position).toBe('');
    expect(box.querySelectorAll('script, style, form, input, button, object, svg')).toHaveLength(0);
    expect(box.innerHTML).not.toMatch(/on(click|error|mouseover|play)=/i);
    expect(box.innerHTML).not.toMatch(/javascript:/i);
    expect(box.innerHTML, box.innerHTML).not.toMatch(/ (class|id|target)=/);
    expect(box.querySelector('p')!.getAttribute('onclick')).toBeNull();
    const imgs = box.querySelectorAll('img');
    expect(imgs).toHaveLength(3);
    expect(imgs[1]!.getAttribute('src')).toBe('/upload/a.png');
    expect(imgs[1]!.getAttribute('loading')).toBe('lazy');
    expect(imgs[2]!.getAttribute('src')).toBeNull();
    const links = box.querySelectorAll('a');
    expect(links[0]!.getAttribute('href')).toBeNull();
    expect(links[1]!.getAttribute('href')).toBe('/h5/pages/goods/detail?goods_id=5');
    expect(links[2]!.getAttribute('href')).toBe('https://example.com/x');
    expect(links[2]!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    const styled = [...box.querySelectorAll('div')].find((d) => d.textContent === 'styled') as HTMLElement;
    expect(styled.getAttribute('style') ?? '').not.toMatch(/url|expression/);
    expect(styled.style.margin).toBe('4px');
    expect(box.textContent).toContain('unwrapped');
    expect(box.querySelector('font')).toBeNull();
    expect(box.querySelector('td')!.getAttribute('colspan')).toBe('2');
    const videoEl = box.querySelector('video')!;
    expect(videoEl.hasAttribute('autoplay')).toBe(false);
    expect(videoEl.hasAttribute('controls')).toBe(true);
    expect((window as unknown as { pwned?: unknown }).pwned).toBeUndefined();
  });

  it('links inside navigate through the app', () => {
    const nav = fakeNavigation();
    const { container } = renderWidget(DiyRichText, defaults, { html: '<p><a href="/pages/goods/list?x=1"><span>see all</span></a></p>' });
    fireEvent.click(container.querySelector('span')!);
    expect(nav.navigate).toHaveBeenCalledWith('/pages/goods/list?x=1');
  });

  it('has a strict allowlist of CSS and hrefs, and bounded depth', () => {
    expect(filterStyle('color: red; position: fixed; background-image: url(x); font-size:14px !important; display: grid')).toEqual([['color', 'red'], ['font-size', '14px']]);
    expect(safeHref('tel:400-123-4567')).toEqual({ href: 'tel:4001234567', target: 'tel:4001234567' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x', 'mailto:a@b.c']) expect(safeHref(bad)).toBeNull();
    const deep = '<div>'.repeat(300) + 'deep text' + '</div>'.repeat(300);
    const frag = sanitizeHtml(deep);
    const holder = document.createElement('div');
    holder.append(frag);
    expect(holder.textContent).toBe('deep text');
    expect(holder.querySelectorAll('div').length).toBeLessThanOrEqual(40);
  });
});
