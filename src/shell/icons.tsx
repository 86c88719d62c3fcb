/** Small inline SVG icons for the shell (the shop's icon font is not available). */
import type { ReactElement } from 'react';

type IconProps = { filled?: boolean; size?: number | string };

const svg = (children: ReactElement | ReactElement[], size: number | string = '100%') => (
  <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="1.8"
    strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

export function HomeIcon({ filled, size }: IconProps): ReactElement {
  return svg(
    [
      <path key="a" d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" fill={filled ? 'currentColor' : 'none'} />,
      <path key="b" d="M9 21v-6h6v6" stroke={filled ? '#fff' : 'currentColor'} />,
    ],
    size,
  );
}

export function CategoryIcon({ filled, size }: IconProps): ReactElement {
  const f = filled ? 'currentColor' : 'none';
  return svg(
    [
      <rect key="a" x="3" y="3" width="7.5" height="7.5" rx="1.5" fill={f} />,
      <rect key="b" x="13.5" y="3" width="7.5" height="7.5" rx="1.5" fill={f} />,
      <rect key="c" x="3" y="13.5" width="7.5" height="7.5" rx="1.5" fill={f} />,
      <circle key="d" cx="17.25" cy="17.25" r="3.75" fill={f} />,
    ],
    size,
  );
}

export function CartIcon({ filled, size }: IconProps): ReactElement {
  return svg(
    [
      <path key="a" d="M2.5 3.5h2.6l2.2 11.2a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1l1.8-7.3H6" fill={filled ? 'currentColor' : 'none'} />,
      <circle key="b" cx="9.5" cy="20" r="1.5" fill="currentColor" />,
      <circle key="c" cx="17.5" cy="20" r="1.5" fill="currentColor" />,
    ],
    size,
  );
}

export function MemberIcon({ filled, size }: IconProps): ReactElement {
  const f = filled ? 'currentColor' : 'none';
  return svg(
    [<circle key="a" cx="12" cy="8" r="4.5" fill={f} />, <path key="b" d="M3.5 21a8.5 8.5 0 0 1 17 0z" fill={f} />],
    size,
  );
}

export function DotIcon({ filled, size }: IconProps): ReactElement {
  return svg(<circle cx="12" cy="12" r="5" fill={filled ? 'currentColor' : 'none'} />, size);
}

export function BackIcon({ size = 22 }: IconProps): ReactElement {
  return svg(<path d="M15 4 7 12l8 8" strokeWidth="2.2" />, size);
}

export function CloseIcon({ size = 20 }: IconProps): ReactElement {
  return svg(<path d="M6 6l12 12M18 6 6 18" strokeWidth="2" />, size);
}

export function ArrowUpIcon({ size = 20 }: IconProps): ReactElement {
  return svg([<path key="a" d="M12 19V6" strokeWidth="2" />, <path key="b" d="m6 11 6-6 6 6" strokeWidth="2" />, <path key="c" d="M5 3h14" />], size);
}

export function EmptyBoxIcon({ size = '100%' }: IconProps): ReactElement {
  return svg(
    [
      <path key="a" d="M3 8.5 12 4l9 4.5v7L12 20l-9-4.5z" strokeWidth="1.2" />,
      <path key="b" d="M3 8.5 12 13l9-4.5M12 13v7" strokeWidth="1.2" />,
    ],
    size,
  );
}

export function SuccessIcon({ size = 28 }: IconProps): ReactElement {
  return svg([<circle key="a" cx="12" cy="12" r="9" />, <path key="b" d="m7.5 12.5 3 3 6-6.5" strokeWidth="2" />], size);
}

export function ErrorIcon({ size = 28 }: IconProps): ReactElement {
  return svg([<circle key="a" cx="12" cy="12" r="9" />, <path key="b" d="M12 7.5v5.5M12 16.3v.2" strokeWidth="2" />], size);
}
