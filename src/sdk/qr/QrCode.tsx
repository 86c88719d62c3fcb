/**
 * A QR code drawn as SVG from the `qrcode` package's module matrix: no canvas, no data URL and no
 * inserted markup, so it renders on the server as in the browser and passes the strict CSP. One
 * path of unit squares; `margin` quiet modules around.
 */
import { useMemo, type ReactElement } from 'react';
import { create } from 'qrcode';

export interface QrCodeProps {
  text: string;
  /** drawn size in CSS pixels */
  size?: number;
  margin?: number;
  /** accessible name */
  label: string;
  className?: string;
}

export function QrCode({ text, size = 160, margin = 2, label, className }: QrCodeProps): ReactElement | null {
  const drawn = useMemo(() => {
    if (!text) return null;
    try {
      const { modules } = create(text, { errorCorrectionLevel: 'M' });
      let d = '';
      for (let y = 0; y < modules.size; y++)
        for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) d += `M${x + margin} ${y + margin}h1v1h-1z`;
      return { d, n: modules.size + margin * 2 };
    } catch {
      return null; // text too long for a QR code: nothing rather than a broken widget
    }
  }, [text, margin]);
  if (!drawn) return null;
  return (
    <svg className={className} role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${drawn.n} ${drawn.n}`} shapeRendering="crispEdges" data-qr-text={text}>
      <rect width={drawn.n} height={drawn.n} fill="#fff" />
      <path d={drawn.d} fill="#000" />
    </svg>
  );
}
