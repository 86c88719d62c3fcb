import type { CSSProperties, ReactElement } from 'react';
import { img, safeColor, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type PromotionZoneBannerProps } from './props.gen.ts';
import './promotion-zone-banner.css';

export type { PromotionZoneBannerProps };
export { defaults };

export interface ZoneConfig {
  bg_color?: string;
  font_color?: string;
  banner_type?: number;
  banner_adv?: Array<{ image_url?: string; link?: { wap_url?: string } | null }>;
}

/** The merchant's pictures to show (banner_type 2 with at least one picture), else none. */
export function bannerPictures(c: ZoneConfig | null): Array<{ src: string; url: string }> {
  if (!c || Number(c.banner_type) !== 2 || !Array.isArray(c.banner_adv)) return [];
  return c.banner_adv
    .filter((a) => a && typeof a.image_url === 'string' && a.image_url !== '')
    .map((a) => ({ src: a.image_url as string, url: typeof a.link?.wap_url === 'string' ? a.link.wap_url : '' }));
}

export default function PromotionZoneBanner({ props, node, emit }: WidgetProps<PromotionZoneBannerProps>): ReactElement {
  const { t } = useTexts('promotion');
  const c = (props.config && typeof props.config === 'object' ? props.config : null) as ZoneConfig | null;
  const bg = safeColor(c?.bg_color);
  const fg = safeColor(c?.font_color);
  const style = { '--zone-bg': bg ?? undefined, '--zone-fg': fg ?? undefined } as CSSProperties;
  const pics = bannerPictures(c);
  const zone = props.zone ?? 'seckill';
  return (
    <div className={`w-zone-banner${c ? '' : ' zb-waiting'}`} data-node-id={node.id} data-testid="zone-banner" style={style} aria-busy={c ? undefined : true}>
      {pics.length ? (
        <div className="zb-pics">
          {pics.map((p, i) =>
            p.url ? (
              <button key={i} type="button" className="zb-pic" onClick={() => void emit('link', { url: p.url })}>
                <img src={img(p.src, 'big')} alt={t(`zone.${zone}.title`)} />
              </button>
            ) : (
              <span key={i} className="zb-pic">
                <img src={img(p.src, 'big')} alt={t(`zone.${zone}.title`)} />
              </span>
            ),
          )}
        </div>
      ) : c ? (
        <div className="zb-builtin">
          <h2 className="zb-title">{t(`zone.${zone}.title`)}</h2>
          <p className="zb-slogan">{t(`zone.${zone}.slogan`)}</p>
        </div>
      ) : null}
    </div>
  );
}
