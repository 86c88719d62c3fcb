import type { ReactElement } from 'react';
import { DiyBlock, safeColor, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyHorzLineProps } from './props.gen.ts';

export type { DiyHorzLineProps };
export { defaults };

const STYLES = new Set(['solid', 'dashed', 'dotted', 'double']);

/** NiuShop's HorzLine: a 1 px rule (`borderStyle`, `color`) inside the margins. */
export default function DiyHorzLine({ props, node }: WidgetProps<DiyHorzLineProps>): ReactElement {
  const style = typeof props.borderStyle === 'string' && STYLES.has(props.borderStyle) ? props.borderStyle : 'solid';
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-horz-line" isStatic>
      <hr style={{ margin: 0, border: 0, borderTop: `${style === 'double' ? 3 : 1}px ${style} ${safeColor(props.color) ?? '#303133'}`, height: 0 }} />
    </DiyBlock>
  );
}
