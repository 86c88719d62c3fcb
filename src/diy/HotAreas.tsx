/**
 * Clickable rectangles over an image (NiuShop's `heatMapData`: left/top/width/height in percent
 * of the image, each with a link). Used by HotArea and by ImageAds slides that carry hot areas.
 */
import type { ReactElement } from 'react';
import { DiyLink } from './DiyLink.tsx';
import { linkHref } from './link.ts';
import { clampNum } from './values.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function HotAreas({ areas }: { areas: unknown }): ReactElement | null {
  if (!Array.isArray(areas) || areas.length === 0) return null;
  const list = areas.filter(isObject).slice(0, 50);
  return (
    <>
      {list.map((area, i) => {
        const left = clampNum(area.left, 0, 100);
        const top = clampNum(area.top, 0, 100);
        const width = clampNum(area.width, 0, 100 - left);
        const height = clampNum(area.height, 0, 100 - top);
        if (width <= 0 || height <= 0 || linkHref(area.link) === null) return null;
        const title = isObject(area.link) && typeof area.link.title === 'string' ? area.link.title : '';
        return (
          <DiyLink
            key={i}
            link={area.link}
            className="diy-hot-area-rect"
            label={title || `${i + 1}`}
            style={{ position: 'absolute', left: `${left}%`, top: `${top}%`, width: `${width}%`, height: `${height}%`, display: 'block', zIndex: 1 }}
          />
        );
      })}
    </>
  );
}
