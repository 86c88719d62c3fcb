/**
 * A small allowlist HTML sanitiser for merchant rich text (browser only: DOMParser).
 *
 * The HTML is parsed with DOMParser (an inert document: nothing runs, nothing loads), then copied
 * node by node into a fresh fragment of the live document: only allowlisted elements, only
 * allowlisted attributes with checked values, CSS through an allowlist of properties whose values
 * cannot reach URLs. Never `innerHTML` of merchant text.
 *
 * - dropped with their content: script, style, iframe, object, embed, form controls, svg, math,
 *   template, noscript, link, meta, base, …
 * - unknown elements (font, center, custom tags…) are unwrapped: their content stays
 * - links: app routes (→ /h5/…, followed in-app by the widget), http(s) and tel: only; every
 *   other scheme (javascript:, data:, vbscript:…) loses its href
 * - images: http(s), site paths, data:image only; lazy-loaded
 * - video: http(s) / site paths, controls on, never autoplay
 * - no event handler attribute (on*), no id, no class, no target
 * - limits: 5000 nodes, depth 40 (deeper content is kept as plain text)
 */
import { withBase } from '../routes/paths.ts';
import { resolveLink } from './link.ts';
import { imageUrl } from './values.ts';

export const SANITIZE_LIMITS = { nodes: 5000, depth: 40 } as const;

const ALLOWED = new Set([
  'p', 'div', 'span', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'small', 'mark',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'code', 'q', 'cite', 'abbr',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  'img', 'a', 'figure', 'figcaption', 'section', 'article', 'header', 'footer', 'aside', 'video', 'source',
]);

const DROP = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed', 'template', 'svg', 'math',
  'form', 'input', 'button', 'select', 'option', 'textarea', 'label', 'fieldset', 'link', 'meta', 'base', 'title', 'head',
  'audio', 'canvas', 'portal', 'dialog', 'slot', 'xmp', 'plaintext', 'listing', 'marquee', 'param', 'picture', 'map', 'area', 'track',
]);

const VOID = new Set(['br', 'hr', 'img', 'col', 'source']);
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

/** CSS properties merchant HTML may set (no position, no url-taking properties). */
const CSS_ALLOWED = new Set([
  'color', 'background-color', 'font-size', 'font-weight', 'font-style', 'font-family', 'text-align', 'text-decoration',
  'text-indent', 'line-height', 'letter-spacing', 'word-spacing', 'white-space', 'vertical-align', 'display', 'float', 'clear',
  'margin', 'margin-top', 'margin-bottom', 'margin-left', 'margin-right', 'padding', 'padding-top', 'padding-bottom', 'padding-left', 'padding-right',
  'width', 'max-width', 'min-width', 'height', 'max-height', 'min-height', 'box-sizing',
  'border', 'border-top', 'border-bottom', 'border-left', 'border-right', 'border-width', 'border-style', 'border-color', 'border-radius', 'border-collapse',
  'list-style-type', 'text-transform', 'word-break', 'overflow-wrap',
]);
const CSS_DISPLAY = new Set(['block', 'inline', 'inline-block', 'none', 'table', 'table-row', 'table-cell', 'list-item']);
const CSS_BAD_VALUE = /url\s*\(|expression|javascript:|image-set|@import|behavior|-moz-binding|[\\<>"'{}]/i;

/** The allowed declarations of a style attribute, as [property, value] pairs. */
export function filterStyle(style: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const decl of style.slice(0, 2000).split(';')) {
    const colon = decl.indexOf(':');
    if (colon <= 0) continue;
    const prop = decl.slice(0, colon).trim().toLowerCase();
    let value = decl.slice(colon + 1).trim();
    const important = /!\s*important$/i.test(value);
    if (important) value = value.replace(/!\s*important$/i, '').trim();
    if (!CSS_ALLOWED.has(prop) || value === '' || value.length > 200 || CSS_BAD_VALUE.test(value)) continue;
    if (prop === 'display' && !CSS_DISPLAY.has(value.toLowerCase())) continue;
    out.push([prop, value]);
  }
  return out;
}

const digits = (v: string | null, max: number): string | null => (v !== null && /^\d{1,5}$/.test(v.trim()) && Number(v) <= max ? String(Number(v)) : null);

/** A media URL (video / source): http(s) or a site path; '' otherwise. */
function mediaUrl(v: string | null): string {
  if (!v) return '';
  const s = v.trim();
  if (/^data:/i.test(s)) return '';
  return imageUrl(s);
}

/** href of a rich-text link, or null: app routes (with the /h5 base), http(s), tel:. */
export function safeHref(href: string | null): { href: string; target: string } | null {
  if (!href) return null;
  const s = href.trim();
  const tel = /^tel:(\+?[\d-\s]{3,25})$/i.exec(s);
  if (tel) return { href: `tel:${tel[1]!.replace(/[\s-]/g, '')}`, target: `tel:${tel[1]!.replace(/[\s-]/g, '')}` };
  const target = resolveLink({ name: 'LINK', wap_url: s });
  if (!target) return null;
  if (target.kind === 'route') return { href: withBase(target.path), target: target.path };
  if (target.kind === 'external') return { href: target.url, target: target.url };
  return null;
}

function copyAttributes(src: Element, dst: HTMLElement, tag: string): void {
  const style = src.getAttribute('style');
  if (style) for (const [prop, value] of filterStyle(style)) dst.style.setProperty(prop, value);
  const align = src.getAttribute('align')?.trim().toLowerCase();
  if (align && ['left', 'center', 'right', 'justify'].includes(align)) dst.style.setProperty('text-align', align);
  const title = src.getAttribute('title');
  if (title) dst.setAttribute('title', title.slice(0, 200));

  switch (tag) {
    case 'a': {
      const link = safeHref(src.getAttribute('href'));
      if (link) {
        dst.setAttribute('href', link.href);
        dst.setAttribute('data-diy-href', link.target);
        if (/^https?:/i.test(link.href)) dst.setAttribute('rel', 'noopener noreferrer nofollow');
      }
      break;
    }
    case 'img': {
      const src2 = imageUrl(src.getAttribute('src'));
      if (src2) dst.setAttribute('src', src2);
      dst.setAttribute('alt', (src.getAttribute('alt') ?? '').slice(0, 200));
      dst.setAttribute('loading', 'lazy');
      dst.setAttribute('decoding', 'async');
      const w = digits(src.getAttribute('width'), 4000);
      const h = digits(src.getAttribute('height'), 4000);
      if (w) dst.setAttribute('width', w);
      if (h) dst.setAttribute('height', h);
      break;
    }
    case 'video': {
      const url = mediaUrl(src.getAttribute('src'));
      if (url) dst.setAttribute('src', url);
      const poster = imageUrl(src.getAttribute('poster'));
      if (poster) dst.setAttribute('poster', poster);
      dst.setAttribute('controls', '');
      dst.setAttribute('preload', 'none');
      dst.setAttribute('playsinline', '');
      break;
    }
    case 'source': {
      const url = mediaUrl(src.getAttribute('src'));
      if (url) dst.setAttribute('src', url);
      const type = src.getAttribute('type');
      if (type && /^video\/[a-z0-9.+-]+$/i.test(type)) dst.setAttribute('type', type);
      break;
    }
    case 'td':
    case 'th': {
      const colspan = digits(src.getAttribute('colspan'), 100);
      const rowspan = digits(src.getAttribute('rowspan'), 100);
      if (colspan) dst.setAttribute('colspan', colspan);
      if (rowspan) dst.setAttribute('rowspan', rowspan);
      break;
    }
    case 'col':
    case 'colgroup': {
      const span = digits(src.getAttribute('span'), 100);
      if (span) dst.setAttribute('span', span);
      break;
    }
    case 'ol': {
      const start = digits(src.getAttribute('start'), 100000);
      if (start) dst.setAttribute('start', start);
      break;
    }
    default:
      break;
  }
}

/**
 * The sanitised copy of `html` as a fragment of `doc` (the live document), ready to append.
 * `parser` defaults to a new DOMParser (tests may pass their own).
 */
export function sanitizeHtml(html: string, doc: Document = document, parser: DOMParser = new DOMParser()): DocumentFragment {
  const out = doc.createDocumentFragment();
  if (!html) return out;
  const parsed = parser.parseFromString(html, 'text/html');
  let budget: number = SANITIZE_LIMITS.nodes;

  const walk = (src: Node, dst: Node, depth: number): void => {
    for (const child of Array.from(src.childNodes)) {
      if (budget-- <= 0) return;
      if (child.nodeType === 3) {
        const text = child.textContent ?? '';
        if (dst.nodeType === 1 && TABLE_PARTS.has((dst as Element).tagName.toLowerCase()) && text.trim() === '') continue;
        dst.appendChild(doc.createTextNode(text));
        continue;
      }
      if (child.nodeType !== 1) continue; // comments, processing instructions
      const el = child as Element;
      const tag = el.tagName.toLowerCase();
      if (DROP.has(tag)) continue;
      if (depth >= SANITIZE_LIMITS.depth) {
        // Too deep: keep the words, not the structure (and no unbounded recursion).
        const text = el.textContent ?? '';
        if (text) dst.appendChild(doc.createTextNode(text));
        continue;
      }
      if (!ALLOWED.has(tag)) {
        walk(el, dst, depth + 1); // unwrap
        continue;
      }
      const copy = doc.createElement(tag);
      copyAttributes(el, copy, tag);
      if (!VOID.has(tag)) walk(el, copy, depth + 1);
      dst.appendChild(copy);
    }
  };
  walk(parsed.body, out, 0);
  return out;
}
