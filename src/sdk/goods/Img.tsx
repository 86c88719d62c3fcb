/**
 * An image that fills a box whose size is already reserved by its parent (aspect-ratio), lazy,
 * falling back to the site's default image when it fails.
 */
import { useState, type CSSProperties, type ReactElement } from 'react';
import { imageUrl } from '../../diy/values.ts';
import { useSiteStore } from '../../stores/site.ts';

export type DefaultImgKind = 'goods' | 'head' | 'store' | 'article';

export function Img({ src, alt = '', kind = 'goods', fit = 'cover', style, eager = false }: { src: string; alt?: string; kind?: DefaultImgKind; fit?: 'cover' | 'contain'; style?: CSSProperties; eager?: boolean }): ReactElement {
  const fallbackPath = useSiteStore((s) => s.defaultImg[kind]);
  const fallback = imageUrl(fallbackPath);
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : fallback;
  if (!url) return <span className="dd-img dd-img--empty" style={style} aria-hidden="true" />;
  return (
    <img
      className="dd-img"
      src={url}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ objectFit: fit, ...style }}
      onError={() => {
        if (url === src) setFailed(src);
      }}
    />
  );
}
