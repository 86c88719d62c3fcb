/**
 * The two wrappers every diy component sits in: the full-width strip (pageBgColor + margins as
 * padding) and the component box (componentBgColor + corner radii). See ./style.ts.
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { boxStyle, outerStyle } from './style.ts';
import type { DiyCommonProps } from './types.ts';

export interface DiyBlockProps {
  /** The widget's props (only the common fields are read). */
  props: DiyCommonProps;
  /** The node id, written as `data-node-id` on the strip (tests, debugging). */
  nodeId?: string;
  /** Extra class of the strip (`diy-<type>` by convention). */
  className?: string;
  /** Merged over the box style (e.g. padding, display). */
  style?: CSSProperties;
  /** Merged over the strip style. */
  outer?: CSSProperties;
  children?: ReactNode;
}

export function DiyBlock({ props, nodeId, className, style, outer, children }: DiyBlockProps): ReactElement {
  return (
    <div className={`diy-block${className ? ` ${className}` : ''}`} style={{ ...outerStyle(props), ...outer }} data-node-id={nodeId}>
      <div className="diy-box" style={{ ...boxStyle(props), ...style }}>
        {children}
      </div>
    </div>
  );
}
