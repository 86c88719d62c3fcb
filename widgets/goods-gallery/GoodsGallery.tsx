import { useEffect, useRef, useState, type ReactElement } from 'react';
import { img, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type GoodsGalleryProps } from './props.gen.ts';
import './goods-gallery.css';

export type { GoodsGalleryProps };
export { defaults };

/** A comma list or array of paths → distinct site URLs (big pictures). */
export function galleryImages(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const out: string[] = [];
  for (const p of parts) {
    const url = typeof p === 'string' ? img(p.trim(), 'big') : '';
    if (url && !out.includes(url)) out.push(url);
  }
  return out;
}

/** Only http(s) or site paths play; anything else (javascript:, data:) is dropped. */
export function videoSrc(value: unknown): string {
  if (typeof value !== 'string') return '';
  const s = value.trim();
  if (!s) return '';
  if (/^https?:\/\//i.test(s)) return s;
  if (/^[a-z][a-z0-9+.-]*:/i.test(s) || s.startsWith('//') || s.startsWith('\\')) return '';
  if (s.startsWith('/')) return s;
  return `/${s}`;
}

export default function GoodsGallery({ props, node }: WidgetProps<GoodsGalleryProps>): ReactElement {
  const { t } = useTexts('goods');
  let images = galleryImages(props.images);
  if (images.length === 0) images = galleryImages(props.fallbackImages);
  const video = videoSrc(props.video);
  const [index, setIndex] = useState(0);
  const [tab, setTab] = useState<'image' | 'video'>('image');
  const track = useRef<HTMLDivElement>(null);
  const key = images.join(',');

  // New pictures (another sku): back to the first.
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setIndex(0);
  }
  useEffect(() => {
    if (track.current) track.current.scrollLeft = 0;
  }, [key]);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    setIndex(Math.max(0, Math.min(images.length - 1, i)));
  };

  const showVideo = video !== '' && tab === 'video';
  return (
    <div className="w-goods-gallery" data-node-id={node.id}>
      <div className="gl-stage">
        {showVideo ? (
          <video className="gl-video" src={video} controls playsInline preload="metadata" poster={images[0]} />
        ) : (
          <div className="gl-track" ref={track} onScroll={onScroll} role="region" aria-roledescription="carousel" aria-label={props.alt || undefined} tabIndex={0}>
            {images.length === 0 ? <div className="gl-slide gl-slide--empty" /> : null}
            {images.map((src, i) => (
              <div className="gl-slide" key={src} aria-roledescription="slide" aria-label={`${i + 1} / ${images.length}`}>
                <img src={src} alt={props.alt ? `${props.alt} ${i + 1}` : ''} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" draggable={false} />
              </div>
            ))}
          </div>
        )}
        {!showVideo && images.length > 1 ? (
          <span className="gl-index" aria-live="polite">
            {index + 1}/{images.length}
          </span>
        ) : null}
        {video ? (
          <div className="gl-tabs" role="tablist">
            <button type="button" role="tab" aria-selected={tab === 'video'} className={tab === 'video' ? 'gl-tab gl-tab--on' : 'gl-tab'} onClick={() => setTab('video')}>
              {t('detail.video')}
            </button>
            <button type="button" role="tab" aria-selected={tab === 'image'} className={tab === 'image' ? 'gl-tab gl-tab--on' : 'gl-tab'} onClick={() => setTab('image')}>
              {t('detail.image')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
