import { useEffect, useRef, useState, type ReactElement } from 'react';
import { clampNum, DiyBlock, DiyImage, DiyLink, HotAreas, imageUrl, ratioOf, safeColor, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import '../../src/sdk/styles/diy.css';
import { defaults, type DiyImageAdsProps } from './props.gen.ts';

export type { DiyImageAdsProps };
export { defaults };

type Slide = NonNullable<DiyImageAdsProps['list']>[number];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const on = (v: unknown, fallback: boolean): boolean => (v === undefined ? fallback : v === true || v === 1 || v === '1' || v === 'true');

/** Width / height used when a slide has no stored size (NiuShop's banner is 750 × 320). */
export const FALLBACK_RATIO = 750 / 320;

/**
 * NiuShop's ImageAds. Slides without an image are skipped (as NiuShop). One slide is a plain
 * linked image; several are a swiper: native horizontal scroll-snap (touch and mouse), autoplay
 * every `interval` ms (paused while touched; never with reduced motion), looping back to the
 * first, with dots or bars (`carouselStyle`) at `indicatorLocation` in `indicatorColor`. The box
 * has the aspect ratio of the tallest slide, so nothing shifts while images load; slides fill it
 * (cover). Hot areas on a slide (`heatMapData`) are clickable rectangles.
 */
export default function DiyImageAds({ props, node }: WidgetProps<DiyImageAdsProps>): ReactElement | null {
  const { t } = useTexts('diy');
  const slides = (Array.isArray(props.list) ? props.list : []).filter((s): s is Slide => isObject(s) && imageUrl(s.imageUrl) !== '').slice(0, 20);
  const count = slides.length;
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const touching = useRef(false);
  const interval = clampNum(props.interval, 1000, 60_000, 5000);

  useEffect(() => {
    if (count < 2) return;
    if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || touching.current || el.clientWidth === 0) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      if (typeof el.scrollTo === 'function') el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' });
      else el.scrollLeft = next * el.clientWidth;
    }, interval);
    return () => clearInterval(timer);
  }, [count, interval]);

  if (count === 0) return null;

  // NiuShop sizes the swiper by its slides; the tallest (smallest width/height) wins.
  const ratio = Math.min(...slides.map((s) => ratioOf(s.imgWidth, s.imgHeight) ?? FALLBACK_RATIO));
  const slide = (s: Slide, i: number) => (
    <div key={i} className="diy-image-ads-slide" style={count === 1 ? { position: 'absolute', inset: 0 } : { position: 'relative', flex: '0 0 100%', minWidth: 0 }} aria-label={count > 1 ? t('slide', { n: i + 1 }) : undefined}>
      <DiyLink link={s.link} label={isObject(s.link) && typeof s.link.title === 'string' ? s.link.title : undefined} style={{ display: 'block', position: 'absolute', inset: 0 }}>
        <DiyImage path={s.imageUrl} width={s.imgWidth} height={s.imgHeight} fill eager={i === 0} placeholder="#f2f2f2" />
      </DiyLink>
      <HotAreas areas={s.heatMapData} />
    </div>
  );

  if (count === 1) {
    return (
      <DiyBlock props={props} nodeId={node.id} className="diy-image-ads" isStatic>
        <div style={{ position: 'relative', width: '100%', aspectRatio: String(Math.round(ratio * 10000) / 10000) }}>{slide(slides[0] as Slide, 0)}</div>
      </DiyBlock>
    );
  }

  const showDots = on(props.indicatorIsShow, true);
  const where = props.indicatorLocation === 'left' ? 'flex-start' : props.indicatorLocation === 'right' ? 'flex-end' : 'center';
  const activeColor = safeColor(props.indicatorColor) ?? '#ffffff';
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-image-ads">
      <div style={{ position: 'relative', width: '100%', aspectRatio: String(Math.round(ratio * 10000) / 10000) }}>
        <div
          ref={track}
          className="diy-scroll-x diy-snap"
          style={{ position: 'absolute', inset: 0 }}
          onScroll={(e) => {
            const el = e.currentTarget;
            if (el.clientWidth > 0) setActive(Math.round(el.scrollLeft / el.clientWidth));
          }}
          onTouchStart={() => (touching.current = true)}
          onTouchEnd={() => (touching.current = false)}
          onPointerEnter={() => (touching.current = true)}
          onPointerLeave={() => (touching.current = false)}
        >
          {slides.map(slide)}
        </div>
        {showDots ? (
          <div className={`diy-dots diy-dots--${props.carouselStyle === 'line' ? 'line' : 'circle'}`} style={{ justifyContent: where }} aria-hidden="true">
            {slides.map((_, i) => (
              <span key={i} className={`diy-dot${i === active ? ' diy-dot--on' : ''}`} style={i === active ? { background: activeColor } : undefined} />
            ))}
          </div>
        ) : null}
      </div>
    </DiyBlock>
  );
}
