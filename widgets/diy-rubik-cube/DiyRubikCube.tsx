import type { CSSProperties, ReactElement } from 'react';
import { clampNum, DiyBlock, DiyImage, DiyLink, radiusStyle, ratioOf, type WidgetProps } from '../../src/sdk/index.ts';
import '../../src/sdk/styles/diy.css';
import { defaults, type DiyRubikCubeProps } from './props.gen.ts';

export type { DiyRubikCubeProps };
export { defaults };

type Cell = NonNullable<DiyRubikCubeProps['list']>[number];

/** Layouts and how many images each takes. */
export const MODES: Readonly<Record<string, number>> = {
  'row1-of2': 2,
  'row1-of3': 3,
  'row1-of4': 4,
  'row2-lt-of2-rt': 4,
  'row1-lt-of2-rt': 3,
  'row1-tp-of2-bm': 3,
  'row1-lt-of1-tp-of2-bm': 4,
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** width / height of a cell (1 when unknown). */
const ratio = (c: Cell | undefined): number => (c ? ratioOf(c.imgWidth, c.imgHeight) ?? 1 : 1);
const ar = (r: number): string => String(Math.round(r * 10000) / 10000);

/**
 * NiuShop's RubikCube (魔方) in all seven template modes, laid out with CSS so every box has its
 * size before the images arrive (NiuShop measures the window instead):
 * - row1-of2/3/4: equal columns, all as tall as the tallest image at that width;
 * - row2-lt-of2-rt: 2 × 2, each row as tall as its tallest image;
 * - row1-lt-of2-rt: the left image (half width, its own ratio) sets the height; two images share
 *   the right column;
 * - row1-tp-of2-bm: the top image full width (own ratio), two equal images below;
 * - row1-lt-of1-tp-of2-bm: the left image sets the height; right: one image on top, two below.
 * `imageGap` px between images; each image gets the element radii (elementAngle 'round'); the box
 * gets the component radii. Images cover their cells; each cell follows its link.
 */
export default function DiyRubikCube({ props, node }: WidgetProps<DiyRubikCubeProps>): ReactElement | null {
  const mode = typeof props.mode === 'string' && props.mode in MODES ? props.mode : null;
  if (!mode) return null; // 'custom-rubik-cube' (free HTML) is not supported
  const cells = (Array.isArray(props.list) ? props.list : []).map((c) => (isObject(c) ? (c as Cell) : ({} as Cell))).slice(0, MODES[mode]);
  if (cells.length === 0) return null;
  const gap = clampNum(props.imageGap, 0, 60);
  const radius = props.elementAngle === 'right' ? {} : radiusStyle(props.topElementAroundRadius, props.bottomElementAroundRadius);

  const cell = (c: Cell | undefined, i: number, style: CSSProperties) => (
    <DiyLink key={i} link={c?.link} className="diy-rubik-cube-cell" style={{ position: 'relative', display: 'block', minWidth: 0, minHeight: 0, overflow: 'hidden', ...radius, ...style }}>
      <DiyImage path={c?.imageUrl} width={c?.imgWidth} height={c?.imgHeight} fill eager={i === 0} />
    </DiyLink>
  );
  const row = (style: CSSProperties = {}): CSSProperties => ({ display: 'flex', gap, ...style });
  const col = (style: CSSProperties = {}): CSSProperties => ({ display: 'flex', flexDirection: 'column', gap, minWidth: 0, ...style });
  const flex: CSSProperties = { flex: '1 1 0' };

  let body: ReactElement;
  switch (mode) {
    case 'row2-lt-of2-rt': {
      const top = Math.min(ratio(cells[0]), ratio(cells[1]));
      const bottom = Math.min(ratio(cells[2]), ratio(cells[3]));
      body = (
        <div style={col()}>
          <div style={row()}>{[0, 1].map((i) => cell(cells[i], i, { ...flex, aspectRatio: ar(top) }))}</div>
          <div style={row()}>{[2, 3].map((i) => cell(cells[i], i, { ...flex, aspectRatio: ar(bottom) }))}</div>
        </div>
      );
      break;
    }
    case 'row1-lt-of2-rt':
      body = (
        <div style={row()}>
          {cell(cells[0], 0, { ...flex, aspectRatio: ar(ratio(cells[0])) })}
          <div style={col(flex)}>{[1, 2].map((i) => cell(cells[i], i, flex))}</div>
        </div>
      );
      break;
    case 'row1-tp-of2-bm': {
      const bottom = Math.min(ratio(cells[1]), ratio(cells[2]));
      body = (
        <div style={col()}>
          {cell(cells[0], 0, { aspectRatio: ar(ratio(cells[0])) })}
          <div style={row()}>{[1, 2].map((i) => cell(cells[i], i, { ...flex, aspectRatio: ar(bottom) }))}</div>
        </div>
      );
      break;
    }
    case 'row1-lt-of1-tp-of2-bm':
      body = (
        <div style={row()}>
          {cell(cells[0], 0, { ...flex, aspectRatio: ar(ratio(cells[0])) })}
          <div style={col(flex)}>
            {cell(cells[1], 1, flex)}
            <div style={row(flex)}>{[2, 3].map((i) => cell(cells[i], i, flex))}</div>
          </div>
        </div>
      );
      break;
    default: {
      // row1-of2 / row1-of3 / row1-of4
      const n = MODES[mode] as number;
      const tallest = Math.min(...Array.from({ length: n }, (_, i) => ratio(cells[i])));
      body = <div style={row()}>{Array.from({ length: n }, (_, i) => cell(cells[i], i, { ...flex, aspectRatio: ar(tallest) }))}</div>;
    }
  }

  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-rubik-cube" isStatic>
      <div data-mode={mode}>{body}</div>
    </DiyBlock>
  );
}
