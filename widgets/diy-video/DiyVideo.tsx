import type { ReactElement } from 'react';
import { DiyBlock, imageUrl, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyVideoProps } from './props.gen.ts';

export type { DiyVideoProps };
export { defaults };

/** A video URL: http(s) or a site path (uploads); nothing else. */
export function videoUrl(v: unknown): string {
  if (typeof v !== 'string' || /^\s*data:/i.test(v)) return '';
  return imageUrl(v);
}

/**
 * NiuShop's Video: the uploaded or linked `videoUrl` with `imageUrl` as its poster, native
 * controls, 16:9 box (no shift), `preload="none"` and never autoplay. Nothing without a video.
 */
export default function DiyVideo({ props, node }: WidgetProps<DiyVideoProps>): ReactElement | null {
  const { t } = useTexts('diy');
  const src = videoUrl(props.videoUrl);
  if (!src) return null;
  const poster = imageUrl(props.imageUrl) || undefined;
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-video">
      <video
        src={src}
        poster={poster}
        controls
        playsInline
        preload="none"
        aria-label={t('video')}
        style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', background: '#000', objectFit: 'contain' }}
      />
    </DiyBlock>
  );
}
