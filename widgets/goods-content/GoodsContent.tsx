import { createElement, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { sanitizeHtml, type SafeNode } from './sanitize.ts';
import { defaults, type GoodsContentProps } from './props.gen.ts';
import './goods-content.css';

export type { GoodsContentProps };
export { defaults };

const noSubscribe = (): (() => void) => () => {};
const isClient = (): boolean => true;
const isServer = (): boolean => false;

const VOID = new Set(['br', 'hr', 'img']);

function toReact(nodes: SafeNode[], prefix = ''): ReactNode[] {
  return nodes.map((n, i) => {
    if (typeof n === 'string') return n;
    const key = `${prefix}${i}`;
    const props: Record<string, unknown> = { key };
    for (const [k, v] of Object.entries(n.attrs)) props[k === 'colspan' ? 'colSpan' : k === 'rowspan' ? 'rowSpan' : k] = v;
    if (Object.keys(n.style).length > 0) props.style = n.style;
    if (n.tag === 'img') {
      props.loading = 'lazy';
      props.decoding = 'async';
      props.alt = n.attrs.alt ?? '';
    }
    if (n.tag === 'a') {
      props.rel = 'noopener noreferrer nofollow';
      if (/^https?:/i.test(n.attrs.href ?? '')) props.target = '_blank';
    }
    return VOID.has(n.tag) ? createElement(n.tag, props) : createElement(n.tag, props, ...toReact(n.children, `${key}.`));
  });
}

export default function GoodsContent({ props, node }: WidgetProps<GoodsContentProps>): ReactElement | null {
  const { t } = useTexts('goods');
  const html = typeof props.html === 'string' ? props.html : '';
  // Parsed on the client only: the DOM parser is a browser API (the server render and the
  // hydrating render show the heading only, then the client renders the content).
  const client = useSyncExternalStore(noSubscribe, isClient, isServer);
  const nodes = useMemo<SafeNode[]>(() => (client ? sanitizeHtml(html) : []), [client, html]);

  if (!html.trim()) return null;
  const title = props.title === '-' ? '' : props.title || t('detail.goodsDetail');
  return (
    <section className="w-goods-content" data-node-id={node.id}>
      {title ? <h2 className="gct-title">{title}</h2> : null}
      {/* The server writes no body (it is sanitised in the browser): busy, so a copy kept below the fold hydrates when the browser is idle (hydrationGates.ts). */}
      <div className="gct-body" aria-busy={client ? undefined : true}>
        {toReact(nodes)}
      </div>
    </section>
  );
}
