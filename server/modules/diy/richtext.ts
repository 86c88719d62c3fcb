/**
 * Merchant rich text, sanitised on the server before a page is stored (sanitize-html, allowlist).
 * The browser sanitises again when it renders (src/diy/sanitize.ts); this pass makes the stored
 * document inert for every client, NiuShop's included.
 *
 * - tags: p, br, span, strong, b, em, i, u, img, a, h1–h4, ul, ol, li, blockquote and the table
 *   parts (table, caption, colgroup, col, thead, tbody, tfoot, tr, th, td). Other tags are removed,
 *   their text kept; script, style, textarea, noscript, … are removed with their content.
 * - attributes: `title` and a filtered `style` anywhere; a: href; img: src, alt, width, height;
 *   td/th: colspan, rowspan; col/colgroup: span; ol: start. No on* handlers, no id/class.
 * - a href: http(s) URLs and shop routes only (rel="noopener noreferrer nofollow" added to http(s));
 *   img src: http(s) or a site/relative path. `javascript:`, `data:`, `//host` and every other
 *   scheme are dropped.
 * - style: a property allowlist whose values are plain words, numbers, colours and lengths (no
 *   url(), expression(), quotes, backslashes, @import).
 */
import sanitize from 'sanitize-html';
import { isHttpUrl, linkProblem } from './links.ts';

const TABLE = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
export const RICH_TEXT_TAGS: readonly string[] = ['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 'img', 'a', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', ...TABLE];

const ATTRIBUTES: Record<string, string[]> = {
  '*': ['style', 'title'],
  a: ['href', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start'],
};

/** A CSS value made of words, numbers, #colours, %, commas, dots, parentheses (rgb()) and slashes only. */
const CSS_VALUE = /^(?!.*(?:url|expression|javascript|vbscript|import|behavior|binding|image-set|var\s*\())[-#%.,()\w\s/!]{1,200}$/i;
const STYLE_PROPS = [
  'color', 'background-color', 'font-size', 'font-weight', 'font-style', 'text-align', 'text-decoration', 'text-indent',
  'line-height', 'letter-spacing', 'vertical-align', 'white-space', 'word-break',
  'margin', 'margin-top', 'margin-bottom', 'margin-left', 'margin-right',
  'padding', 'padding-top', 'padding-bottom', 'padding-left', 'padding-right',
  'width', 'max-width', 'height', 'max-height',
  'border', 'border-top', 'border-bottom', 'border-left', 'border-right', 'border-width', 'border-style', 'border-color', 'border-radius', 'border-collapse',
  'list-style-type',
];
const STYLES: Record<string, RegExp[]> = Object.fromEntries(STYLE_PROPS.map((p) => [p, [CSS_VALUE]]));

/** A site or relative image path: no scheme, no `//host`, no backslash, no quotes or spaces. */
const RELATIVE_SRC = /^(?!\/\/)\/?[A-Za-z0-9_\-.~%/]+(?:\?[A-Za-z0-9_\-.~%&=+,;]*)?$/;

function allowedHref(href: string): boolean {
  const s = href.trim();
  if (!s) return false;
  if (/^https?:/i.test(s)) return isHttpUrl(s);
  return linkProblem(s) === null;
}

function allowedSrc(src: string): boolean {
  const s = src.trim();
  if (!s) return false;
  if (/^https?:/i.test(s)) return isHttpUrl(s);
  return RELATIVE_SRC.test(s);
}

export interface SanitizedHtml {
  html: string;
  /** What was taken out, for the publisher's report: `<script>`, `onerror`, `href javascript:…`. */
  removed: string[];
}

function short(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 40 ? `${t.slice(0, 40)}…` : t;
}

/** The sanitised HTML and what was removed (empty when the HTML was already clean). */
export function sanitizeRichText(dirty: string): SanitizedHtml {
  const removed = new Set<string>();
  const allowedTags = new Set(RICH_TEXT_TAGS);
  const note = (what: string) => {
    if (removed.size < 20) removed.add(what);
  };
  const html = sanitize(dirty, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: ATTRIBUTES,
    allowedStyles: { '*': STYLES },
    allowedClasses: {},
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'ping', 'longdesc', 'usemap', 'srcset'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'template', 'svg', 'math', 'object'],
    onOpenTag: (tag, attribs) => {
      if (!allowedTags.has(tag)) {
        note(`<${tag}>`);
        return;
      }
      const allowed = new Set([...(ATTRIBUTES['*'] ?? []), ...(ATTRIBUTES[tag] ?? [])]);
      for (const [name, value] of Object.entries(attribs)) {
        if (!allowed.has(name)) note(name);
        else if (name === 'style' && !value.split(';').every((d) => d.trim() === '' || (STYLE_PROPS.includes(d.split(':')[0]!.trim().toLowerCase()) && CSS_VALUE.test(d.slice(d.indexOf(':') + 1).trim())))) note('style');
      }
    },
    transformTags: {
      a: (tagName, attribs) => {
        const out: sanitize.Attributes = {};
        for (const [k, v] of Object.entries(attribs)) {
          if (k === 'rel') continue;
          if (k !== 'href') out[k] = v;
          else if (allowedHref(v)) out.href = v.trim();
          else note(`href ${short(v)}`);
        }
        if (out.href && /^https?:/i.test(out.href)) out.rel = 'noopener noreferrer nofollow';
        return { tagName, attribs: out };
      },
      img: (tagName, attribs) => {
        const out: sanitize.Attributes = {};
        for (const [k, v] of Object.entries(attribs)) {
          if (k !== 'src') out[k] = v;
          else if (allowedSrc(v)) out.src = v.trim();
          else note(`src ${short(v)}`);
        }
        return { tagName, attribs: out };
      },
    },
  });
  return { html, removed: [...removed] };
}

/**
 * Keys whose string value widgets render as HTML: `html` (diy-rich-text, goods-content) and
 * `…Html` / `…_html` / `richText`. A key named `content` counts when its value contains markup.
 */
export function isHtmlKey(key: string, value: string): boolean {
  if (/^(html|rich_?text)$/i.test(key) || /(Html|_html)$/.test(key)) return true;
  return key === 'content' && value.includes('<');
}
