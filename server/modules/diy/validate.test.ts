/**
 * The publishing checks without a server: link targets, media URLs, the rich-text allowlist,
 * JSON paths (into NiuShop documents and into our pages) and the limits.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/index.ts';
import { isSafeUrlValue, linkProblem } from './links.ts';
import { pointerToPath } from './paths.ts';
import { sanitizeRichText } from './richtext.ts';
import { prepareDocument } from './validate.ts';
import { sample } from './test-helpers.ts';

const t = (key: string, vars?: Record<string, string | number>) => translate('en-us', key, vars);

describe('link targets', () => {
  it('accept shop routes (aliases, the /h5 base, any query) and http(s) URLs', () => {
    for (const ok of ['', '/', '/pages/index/index', 'pages/goods/list', '/pages/goods/detail?goods_id=1', '/h5/pages/member/index', '/pages_tool/index/diy?name=DIY_VIEW_RANDOM_x', '/pages/goods/list?keyword=${state.q}', 'https://example.com/a?b=1', 'HTTP://EXAMPLE.COM']) {
      expect(linkProblem(ok), ok).toBeNull();
    }
  });

  it('refuse other schemes, //host, unknown routes, credentials, control characters and computed paths', () => {
    expect(linkProblem('javascript:alert(1)')).toBe('DIYPUB_LINK_SCHEME');
    expect(linkProblem('  JAVASCRIPT:alert(1)')).toBe('DIYPUB_LINK_SCHEME');
    expect(linkProblem('data:text/html,x')).toBe('DIYPUB_LINK_SCHEME');
    expect(linkProblem('tel:10086')).toBe('DIYPUB_LINK_SCHEME');
    expect(linkProblem('pages:goods')).toBe('DIYPUB_LINK_SCHEME');
    expect(linkProblem('java\tscript:alert(1)')).toBe('DIYPUB_LINK_MALFORMED');
    expect(linkProblem('/\\evil.example')).toBe('DIYPUB_LINK_MALFORMED');
    expect(linkProblem('https://user:pw@example.com')).toBe('DIYPUB_LINK_MALFORMED');
    expect(linkProblem('https:///nohost')).toBe('DIYPUB_LINK_MALFORMED');
    expect(linkProblem('//evil.example')).toBe('DIYPUB_LINK_PROTOCOL_RELATIVE');
    expect(linkProblem('/pages/nope')).toBe('DIYPUB_LINK_UNKNOWN_ROUTE');
    expect(linkProblem('/pages/../pages/goods/list')).toBe('DIYPUB_LINK_UNKNOWN_ROUTE');
    expect(linkProblem('${data.url}')).toBe('DIYPUB_LINK_BINDING');
    expect(linkProblem('/pages/${x}/list')).toBe('DIYPUB_LINK_BINDING');
  });

  it('media URLs: paths, http(s) and raster data images only', () => {
    for (const ok of ['', 'upload/a.png', '/public/x.jpg', 'https://cdn.example/a.png', '//cdn.example/a.png', 'data:image/png;base64,AAAA', '#fff']) expect(isSafeUrlValue(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', ' java script:alert(1)', 'java\u0000script:x', 'data:text/html,x', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x', 'file:///etc/passwd']) {
      expect(isSafeUrlValue(bad), bad).toBe(false);
    }
  });
});

describe('rich text allowlist', () => {
  it('keeps the allowed tags and attributes', () => {
    const html = '<h2 title="t">T</h2><p style="color:#f00;text-align:center">a <strong>b</strong> <em>c</em> <u>d</u><br /></p><ul><li>1</li></ul><ol start="3"><li>2</li></ol><blockquote>q</blockquote><table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">c</td></tr></tbody></table><img src="https://x.example/a.png" alt="a" width="10" /><a href="/pages/goods/list?x=1">in</a>';
    const out = sanitizeRichText(html);
    expect(out.removed).toEqual([]);
    expect(out.html).toBe(html);
  });

  it('removes scripts, handlers, unsafe URLs and styles, and says what went', () => {
    const out = sanitizeRichText('<div class="x" id="y" onclick="a()">t<script>x()</script><style>p{}</style><a href="https://e.example" target="_blank">e</a><a href="javascript:x">j</a><img src="data:image/png;base64,AA"><p style="position:fixed;color:expression(alert(1))">p</p></div>');
    expect(out.html).toBe('t<a href="https://e.example" rel="noopener noreferrer nofollow">e</a><a>j</a><img /><p>p</p>');
    expect(out.removed).toEqual(['<div>', '<script>', '<style>', 'target', 'href javascript:x', 'src data:image/png;base64,AA', 'style']);
  });
});

describe('JSON paths', () => {
  it('spell ajv pointers the way the adapter spells its issue paths', () => {
    expect(pointerToPath('$', '/content/3/props/list/0/link/wap_url')).toBe('$.content[3].props.list[0].link.wap_url');
    expect(pointerToPath('$.x', '/odd key/a~1b')).toBe('$.x["odd key"]["a/b"]');
  });

  it('point into the NiuShop document even when the adapter reorders components', () => {
    const doc = sample('home');
    // A fixed search moves first in the converted page; its error must still name its own index.
    const search = doc.value.splice(0, 1)[0]!;
    delete search.i18n; // (its English title would be a second problem: a translation of a field that is not text)
    doc.value.push({ ...search, positionWay: 'fixed', title: 42 });
    const p = prepareDocument(doc, { name: 'X', t });
    expect(p.page!.content[0]!.type).toBe('diy-search');
    expect(p.errors).toEqual([{ path: `$.value[${doc.value.length - 1}].title`, message: 'must be string' }]);
  });
});

describe('limits', () => {
  it('can be tightened, and problems beyond the listing cap are counted', () => {
    const doc = { global: {}, value: Array.from({ length: 30 }, (_, i) => ({ id: `c${i}`, componentName: 'Text', text: i })) };
    const p = prepareDocument(doc, { name: 'X', t, limits: { problems: 5 } });
    expect(p.ok).toBe(false);
    expect(p.errors).toHaveLength(6);
    expect(p.errors[5]).toEqual({ path: '$', message: '25 more problem(s) not listed' });

    const small = prepareDocument(sample('member'), { name: 'X', t, limits: { bytes: 1000 } });
    expect(small.errors[0]!.message).toMatch(/^the document is \d+ bytes; the limit is 1000$/);
  });

  it('the samples pass as they are', () => {
    for (const which of ['home', 'member', 'category'] as const) {
      const p = prepareDocument(JSON.stringify(sample(which)), { name: 'X', t });
      expect(p.errors, which).toEqual([]);
      expect(p.ok).toBe(true);
    }
  });
});
