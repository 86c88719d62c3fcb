/**
 * A merchant image whose box is sized before it loads (no layout shift): either it fills its
 * positioned parent (`fill`), or it is a full-width block with the aspect ratio of the stored
 * `width` × `height` (NiuShop's imgWidth/imgHeight), falling back to `fallbackRatio`.
 * The path goes through `imageUrl()` (img() of the bindings). An empty path leaves the box with its
 * placeholder colour. A picture the document names that the shop cannot show (an unusable path,
 * or one the server does not hold: the `<img>` fails) becomes a neutral placeholder of the same
 * box (`diy-image--missing`, ./image.css), never a broken image. Before the app runs, and in a
 * static island that it never hydrates, the stylesheet alone covers a failed `<img>` with that
 * same placeholder (a failed image's `::after`).
 */
import { useState, type CSSProperties, type ReactElement } from 'react';
import { imageUrl, num } from './values.ts';
import './image.css';

export interface DiyImageProps {
  path: unknown;
  /** Intrinsic size (any NiuShop number); sets the box ratio and the img width/height attributes. */
  width?: unknown;
  height?: unknown;
  /** width / height used when the stored size is missing. */
  fallbackRatio?: number;
  /** Fill the positioned parent instead of sizing itself. */
  fill?: boolean;
  fit?: 'cover' | 'contain' | 'fill';
  /** First screen (no lazy loading). */
  eager?: boolean;
  alt?: string;
  /** Style of the box (radius, background…). */
  style?: CSSProperties;
  placeholder?: string;
}

/** width / height of a NiuShop size pair, or null. */
export function ratioOf(width: unknown, height: unknown): number | null {
  const w = num(width);
  const h = num(height);
  return w > 0 && h > 0 ? w / h : null;
}

export function DiyImage({ path, width, height, fallbackRatio = 2, fill = false, fit = 'cover', eager = false, alt = '', style, placeholder }: DiyImageProps): ReactElement {
  const src = imageUrl(path);
  const [failed, setFailed] = useState<string | null>(null);
  const named = typeof path === 'string' && path.trim() !== '';
  const missing = named && (src === '' || failed === src);
  const w = Math.round(num(width));
  const h = Math.round(num(height));
  const ratio = ratioOf(width, height) ?? fallbackRatio;
  const box: CSSProperties = fill
    ? { position: 'absolute', inset: 0, overflow: 'hidden', background: placeholder, ...style }
    : { position: 'relative', width: '100%', aspectRatio: String(Math.round(ratio * 10000) / 10000), overflow: 'hidden', background: placeholder, ...style };
  if (missing) {
    // The class paints the placeholder: no colour of the caller over it.
    delete box.background;
    delete box.backgroundColor;
    delete box.backgroundImage;
  }
  return (
    <span
      className={missing ? 'diy-image diy-image--missing' : 'diy-image'}
      style={{ display: 'block', ...box }}
      role={missing && alt ? 'img' : undefined}
      aria-label={missing && alt ? alt : undefined}
      data-missing={missing ? '' : undefined}
    >
      {src && !missing ? (
        <img
          src={src}
          alt={alt}
          width={w > 0 ? w : undefined}
          height={h > 0 ? h : undefined}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(src)}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: fit, display: 'block' }}
        />
      ) : null}
    </span>
  );
}
