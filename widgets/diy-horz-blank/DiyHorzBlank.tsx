import type { ReactElement } from 'react';
import { clampNum, DiyBlock, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyHorzBlankProps } from './props.gen.ts';

export type { DiyHorzBlankProps };
export { defaults };

/** NiuShop's HorzBlank: `height` px of the box colour inside the margins. */
export default function DiyHorzBlank({ props, node }: WidgetProps<DiyHorzBlankProps>): ReactElement {
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-horz-blank" isStatic>
      <div aria-hidden="true" style={{ height: clampNum(props.height, 0, 500, 10) }} />
    </DiyBlock>
  );
}
