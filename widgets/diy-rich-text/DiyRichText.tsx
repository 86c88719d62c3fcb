import { useEffect, useRef, type MouseEvent, type ReactElement } from 'react';
import { DiyBlock, goDiyLink, sanitizeHtml, textColor, type WidgetProps } from '../../src/sdk/index.ts';
import '../../src/sdk/styles/diy.css';
import { defaults, type DiyRichTextProps } from './props.gen.ts';

export type { DiyRichTextProps };
export { defaults };

/**
 * NiuShop's RichText. The merchant HTML is sanitised in the browser (src/diy/sanitize.ts:
 * DOMParser + an allowlist, in an effect) and the clean copy is put into an empty element that
 * React does not manage; nothing unsanitised is ever injected, and nothing runs on the server
 * (the server render has the empty box). Links inside go through the app navigator.
 */
export default function DiyRichText({ props, node }: WidgetProps<DiyRichTextProps>): ReactElement | null {
  const ref = useRef<HTMLDivElement>(null);
  const html = typeof props.html === 'string' ? props.html : '';

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.replaceChildren(sanitizeHtml(html, el.ownerDocument));
  }, [html]);

  if (html.trim() === '') return null;

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const anchor = (e.target as Element | null)?.closest?.('a[data-diy-href]');
    if (!anchor || !e.currentTarget.contains(anchor)) return;
    const target = anchor.getAttribute('data-diy-href') ?? '';
    if (target.startsWith('tel:')) return; // the browser dials
    e.preventDefault();
    goDiyLink({ name: 'LINK', wap_url: target });
  };

  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-rich-text-block">
      <div ref={ref} className="diy-rich-text" style={{ padding: '8px 10px', color: textColor(props, '#303133'), overflow: 'hidden' }} onClick={onClick} />
    </DiyBlock>
  );
}
