import type { ReactElement } from 'react';
import { DiyBlock, DiyImage, HotAreas, imageUrl, ratioOf, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyHotAreaProps } from './props.gen.ts';

export type { DiyHotAreaProps };
export { defaults };

/**
 * NiuShop's HotArea: the image at its stored ratio (`imgWidth` × `imgHeight`, else 2:1) with
 * `heatMapData` rectangles (left/top/width/height in % of the image) that follow their links.
 */
export default function DiyHotArea({ props, node }: WidgetProps<DiyHotAreaProps>): ReactElement | null {
  if (!imageUrl(props.imageUrl)) return null;
  const ratio = ratioOf(props.imgWidth, props.imgHeight) ?? 2;
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-hot-area" isStatic>
      <div style={{ position: 'relative', width: '100%', aspectRatio: String(Math.round(ratio * 10000) / 10000) }}>
        <DiyImage path={props.imageUrl} width={props.imgWidth} height={props.imgHeight} fill />
        <HotAreas areas={props.heatMapData} />
      </div>
    </DiyBlock>
  );
}
