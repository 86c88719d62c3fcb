import { useState, type CSSProperties, type ReactElement } from 'react';
import { type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type ImageProps } from './props.gen.ts';

export type { ImageProps };

export { defaults };

/** "16:9" | "4/3" | "1.5" → [width, height]; null when absent or invalid. */
export function parseAspectRatio(v: unknown): [number, number] | null {
  if (typeof v === 'number') return v > 0 && Number.isFinite(v) ? [v, 1] : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const [a, b = 1] = v.split(/[:/]/).map(Number);
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
  return ok(a) && ok(b) ? [a, b] : null;
}

/** Only web images: http(s), protocol-relative, site paths and data:image. Anything else is dropped. */
export function safeSrc(src: unknown): string {
  if (typeof src !== 'string') return '';
  const s = src.trim();
  if (/^(https?:)?\/\//i.test(s) || /^data:image\//i.test(s)) return s;
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) return '';
  return s;
}

export default function Image({ props, node, emit }: WidgetProps<ImageProps>): ReactElement {
  const [failed, setFailed] = useState<string | null>(null);
  const width = Number(props.width) || 0;
  const height = Number(props.height) || 0;
  const pair = parseAspectRatio(props.aspectRatio) ?? (width > 0 && height > 0 ? ([width, height] as [number, number]) : null);
  const ratio = pair ? `${pair[0]} / ${pair[1]}` : null;
  const src = safeSrc(props.src);
  const clickable = Boolean(node.on?.click);

  // The box is sized before the image arrives: a fixed width (capped by the parent) and the
  // aspect ratio, or a fixed height when only that is known.
  const box: CSSProperties = {
    display: 'block',
    position: 'relative',
    width: width > 0 ? width : '100%',
    maxWidth: '100%',
    aspectRatio: ratio ?? undefined,
    height: !ratio && height > 0 ? height : undefined,
    borderRadius: props.radius ? props.radius : undefined,
    overflow: 'hidden',
    background: props.background || undefined,
    cursor: clickable ? 'pointer' : undefined,
  };
  const img: CSSProperties = {
    display: 'block',
    width: '100%',
    height: ratio || height > 0 ? '100%' : 'auto',
    objectFit: props.fit ?? 'cover',
  };
  const show = src !== '' && failed !== src;
  return (
    <div className="w-image" style={box} data-node-id={node.id} onClick={clickable ? () => void emit('click') : undefined}>
      {show ? (
        <img
          src={src}
          alt={props.alt ?? ''}
          width={width > 0 ? width : undefined}
          height={height > 0 ? height : undefined}
          loading={props.lazy === false ? 'eager' : 'lazy'}
          decoding="async"
          style={img}
          onError={() => setFailed(src)}
        />
      ) : (
        <span role="img" aria-label={props.alt ?? ''} style={{ display: 'block', width: '100%', height: '100%', minHeight: ratio || height > 0 ? undefined : 1 }} />
      )}
    </div>
  );
}
