/**
 * The service / privacy agreement in a centred popup (NiuShop's register agreement popup: title,
 * scrolling text, close icon, the mask does not dismiss it). The document is HTML kept by the
 * merchant; it is rebuilt as React elements from a short list of text tags, everything else
 * (attributes, scripts, images, links) is dropped, so nothing is injected as markup.
 */
import { createElement, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { isSuccess } from '../../data/client.ts';
import { Popup } from '../../shell/Popup.tsx';
import { call } from '../api.ts';

export type AgreementType = 'SERVICE' | 'PRIVACY';

interface Doc {
  title: string;
  body: ReactNode[];
}

const TEXT_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'br', 'span', 'div', 'blockquote', 'section']);

function convert(node: Node, key: string, depth: number): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1 || depth > 30) return null;
  const tag = (node as Element).tagName.toLowerCase();
  const children = Array.from(node.childNodes).map((c, i) => convert(c, `${key}.${i}`, depth + 1));
  if (!TEXT_TAGS.has(tag)) return children.length ? createElement('span', { key }, ...children) : null;
  if (tag === 'br') return createElement('br', { key });
  return createElement(tag, { key }, ...children);
}

/** HTML text → React elements of harmless tags (browser only: uses DOMParser). */
export function htmlToNodes(html: string): ReactNode[] {
  if (!html) return [];
  if (typeof DOMParser === 'undefined') return [html.replace(/<[^>]*>/g, ' ')];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes).map((n, i) => convert(n, String(i), 0));
}

const cache = new Map<string, Doc>();

async function loadDoc(type: AgreementType, lang: string): Promise<Doc | null> {
  const hit = cache.get(`${lang}:${type}`);
  if (hit) return hit;
  const res = await call<{ title?: string; content?: string }>('register.agreement', { type });
  if (!res || !isSuccess(res) || !res.data) return null;
  const doc = { title: String(res.data.title ?? ''), body: htmlToNodes(String(res.data.content ?? '')) };
  cache.set(`${lang}:${type}`, doc);
  return doc;
}

export function AgreementPopup({ type, lang, onClose }: { type: AgreementType | null; lang: string; onClose: () => void }): ReactElement {
  const [doc, setDoc] = useState<{ type: AgreementType; doc: Doc } | null>(null);
  useEffect(() => {
    if (!type) return;
    let live = true;
    void loadDoc(type, lang).then((d) => {
      if (live && d) setDoc({ type, doc: d });
    });
    return () => {
      live = false;
    };
  }, [type, lang]);
  const shown = doc && doc.type === type ? doc.doc : null;
  return (
    <Popup open={type !== null} onClose={onClose} position="center" maskClosable={false} title={shown?.title || ' '} className="acc-doc-popup">
      <div className="acc-doc">
        <div className="acc-doc-body" data-testid="agreement-body">
          {shown ? shown.body : null}
        </div>
      </div>
    </Popup>
  );
}
