/** Small inline SVG icons of the diy data widgets (no icon font needed). */
import type { CSSProperties, ReactElement } from 'react';

interface IconProps {
  size?: number;
  color?: string;
  style?: CSSProperties;
  className?: string;
}

const base = (size: number, style?: CSSProperties): CSSProperties => ({ width: size, height: size, display: 'inline-block', verticalAlign: 'middle', flex: 'none', ...style });

export function CartIcon({ size = 18, color = 'currentColor', style, className }: IconProps): ReactElement {
  return (
    <svg viewBox="0 0 24 24" style={base(size, style)} className={className} aria-hidden="true" fill="none" stroke={color} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 4h2l2.2 10.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.1" />
      <circle cx="10" cy="20" r="1.4" />
      <circle cx="17" cy="20" r="1.4" />
    </svg>
  );
}

export function PlusIcon({ size = 14, color = 'currentColor', style, className }: IconProps): ReactElement {
  return (
    <svg viewBox="0 0 24 24" style={base(size, style)} className={className} aria-hidden="true" fill="none" stroke={color} strokeWidth="3" strokeLinecap="round">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

export function ArrowRight({ size = 12, color = 'currentColor', style, className }: IconProps): ReactElement {
  return (
    <svg viewBox="0 0 24 24" style={base(size, style)} className={className} aria-hidden="true" fill="none" stroke={color} strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}

export function ArrowDown({ size = 14, color = 'currentColor', style, className }: IconProps): ReactElement {
  return (
    <svg viewBox="0 0 24 24" style={base(size, style)} className={className} aria-hidden="true" fill="none" stroke={color} strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 9l7 7 7-7" />
    </svg>
  );
}

export function SearchIcon({ size = 16, color = 'currentColor', style, className }: IconProps): ReactElement {
  return (
    <svg viewBox="0 0 24 24" style={base(size, style)} className={className} aria-hidden="true" fill="none" stroke={color} strokeWidth="2.2" strokeLinecap="round">
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  );
}

export function SettingsIcon({ size = 22, color = 'currentColor', style, className }: IconProps): ReactElement {
  return (
    <svg viewBox="0 0 24 24" style={base(size, style)} className={className} aria-hidden="true" fill="none" stroke={color} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}

export function LocationIcon({ size = 14, color = 'currentColor', style, className }: IconProps): ReactElement {
  return (
    <svg viewBox="0 0 24 24" style={base(size, style)} className={className} aria-hidden="true" fill="none" stroke={color} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

export function PhoneIcon({ size = 14, color = 'currentColor', style, className }: IconProps): ReactElement {
  return (
    <svg viewBox="0 0 24 24" style={base(size, style)} className={className} aria-hidden="true" fill="none" stroke={color} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

export function ClockIcon({ size = 14, color = 'currentColor', style, className }: IconProps): ReactElement {
  return (
    <svg viewBox="0 0 24 24" style={base(size, style)} className={className} aria-hidden="true" fill="none" stroke={color} strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

/** Default avatar (a person silhouette in a circle). */
export function AvatarIcon({ size = 60, color = '#c8c9cc', style, className }: IconProps): ReactElement {
  return (
    <svg viewBox="0 0 60 60" style={base(size, style)} className={className} aria-hidden="true">
      <circle cx="30" cy="30" r="30" fill="#f2f3f5" />
      <circle cx="30" cy="24" r="10" fill={color} />
      <path d="M12 50c3-9 10-13 18-13s15 4 18 13a28 28 0 0 1-36 0z" fill={color} />
    </svg>
  );
}
