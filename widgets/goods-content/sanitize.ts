/**
 * HTML → a tree of allowed elements, for rendering as React elements (never as raw HTML).
 *
 * The HTML is parsed by the browser's DOMParser into an inert document (no scripts run, no
 * resources load). Walking it keeps only the elements of ALLOWED (others are unwrapped, their
 * text kept; DROPPED ones go with their content), the attributes of ATTRS, URLs that are http(s)
 * or site paths, and a few style properties with plain values. Browser only (effects).
 */

export interface SafeElement {
  tag: string;
  attrs: Record<string, string>;
  style: Record<string, string>;
  children: SafeNode[];
}

export type SafeNode = string | SafeElement;

const ALLOWED = new Set([
  'p', 'br', 'hr', 'div', 'section', 'article', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'small', 'sub', 'sup', 'mark',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'img', 'a',
]);

/** Gone with everything inside. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'frame', 'frameset', 'noscript', 'template', 'form', 'input', 'button', 'select', 'textarea', 'svg', 'math', 'link', 'meta', 'base', 'head', 'title']);

const ATTRS: Record<string, readonly string[]> = {
  img: ['src', 'alt', 'width', 'height'],
  a: ['href', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
};

const STYLE_PROPS = new Set([
  'text-align', 'color', 'background-color', 'font-weight', 'font-style', 'font-size', 'text-decoration', 'line-height',
  'text-indent', 'letter-spacing', 'margin', 'margin-top', 'margin-bottom', 'padding', 'width', 'max-width', 'vertical-align',
]);

/** Colours, lengths, keywords: letters, digits, #, %, ., commas, spaces, parentheses of rgb()/hsl(). */
const SAFE_VALUE = /^[#\w\s.,%()-]{1,60}$/;

/** http(s), protocol-less site paths and relative upload paths; nothing else (javascript:, data:, //host). */
export function safeUrl(value: string, kind: 'img' | 'link'): string {
  const s = value.trim();
  if (!s) return '';
  if (/^https?:\/\//i.test(s)) return s;
  if (s.startsWith('//') || s.startsWith('\\')) return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) return '';
  if (kind === 'img') return s.startsWith('/') ? s : `/${s}`;
  return s.startsWith('/') ? s : '';
}

export function safeStyle(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of text.split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const prop = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).trim().replace(/\s*!important$/i, '');
    if (!STYLE_PROPS.has(prop) || !SAFE_VALUE.test(value) || /url|expression|var|calc|attr/i.test(value)) continue;
    const camel = prop.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
    out[camel] = value;
  }
  return out;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function walk(node: Node, depth: number, budget: { n: number }): SafeNode[] {
  const out: SafeNode[] = [];
  if (depth > 40) return out;
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (--budget.n < 0) break;
    if (c.nodeType === TEXT_NODE) {
      const text = c.textContent ?? '';
      if (text) out.push(text);
      continue;
    }
    if (c.nodeType !== ELEMENT_NODE) continue;
    const el = c as Element;
    const tag = el.tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    const children = tag === 'br' || tag === 'hr' || tag === 'img' ? [] : walk(el, depth + 1, budget);
    if (!ALLOWED.has(tag)) {
      out.push(...children);
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const name of ATTRS[tag] ?? []) {
      const v = el.getAttribute(name);
      if (v === null) continue;
      if (name === 'src') {
        const url = safeUrl(v, 'img');
        if (url) attrs.src = url;
      } else if (name === 'href') {
        const url = safeUrl(v, 'link');
        if (url) attrs.href = url;
      } else if (/^(width|height|colspan|rowspan|start)$/.test(name)) {
        if (/^\d{1,4}$/.test(v.trim())) attrs[name] = v.trim();
      } else {
        attrs[name] = v.slice(0, 300);
      }
    }
    if (tag === 'img' && !attrs.src) continue;
    const style = safeStyle(el.getAttribute('style') ?? '');
    out.push({ tag, attrs, style, children });
  }
  return out;
}

/** Parses and filters `html`. Browser only; [] where there is no DOMParser. */
export function sanitizeHtml(html: string, maxNodes = 5000): SafeNode[] {
  if (!html || typeof DOMParser === 'undefined') return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return walk(doc.body, 0, { n: maxNodes });
}
