import type { ReactElement } from 'react';
import { defaultsFromSchema } from '../../src/renderer/defaults.ts';
import type { WidgetProps } from '../../src/renderer/types.ts';
import { DiyBlock } from '../../src/diy/DiyBlock.tsx';
import { clampNum } from '../../src/diy/style.ts';
import type { DiyHorzBlankProps } from './props.gen.ts';
import schema from './props.schema.json';

export type { DiyHorzBlankProps };
export const defaults = defaultsFromSchema<DiyHorzBlankProps>(schema);

/** NiuShop's HorzBlank: `height` px of the box colour inside the margins. */
export default function DiyHorzBlank({ props, node }: WidgetProps<DiyHorzBlankProps>): ReactElement {
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-horz-blank" isStatic>
      <div aria-hidden="true" style={{ height: clampNum(props.height, 0, 500, 10) }} />
    </DiyBlock>
  );
}
