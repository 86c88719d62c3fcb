/**
 * A tappable area for a NiuShop link object: an `<a>` with a real href (long-press, open in new
 * tab, crawlers) whose click goes through the app navigator; an inert link renders a plain
 * element with no handler.
 */
import type { CSSProperties, MouseEvent, ReactElement, ReactNode } from 'react';
import { goDiyLink, linkHref } from './link.ts';
import { isPlainClick } from '../shell/plainClick.ts';

export interface DiyLinkProps {
  link: unknown;
  className?: string;
  style?: CSSProperties;
  /** Element for an inert link (default 'div'). */
  inert?: 'div' | 'span';
  /** Accessible name when the content has no text (an image). */
  label?: string;
  children?: ReactNode;
}

export function DiyLink({ link, className, style, inert = 'div', label, children }: DiyLinkProps): ReactElement {
  const href = linkHref(link);
  if (href === null) {
    const Tag = inert;
    return (
      <Tag className={className} style={style}>
        {children}
      </Tag>
    );
  }
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's behaviour (new tab / window).
    if (e.defaultPrevented || !isPlainClick(e)) return;
    e.preventDefault();
    goDiyLink(link);
  };
  return (
    <a
      className={className}
      style={{ color: 'inherit', textDecoration: 'none', ...style }}
      href={href}
      onClick={onClick}
      aria-label={label || undefined}
      rel={/^https?:/i.test(href) ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}
