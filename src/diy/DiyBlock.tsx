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
  /**
   * The block, as rendered, works without the widget's code: it only shows things and links away
   * (no state, no handler but DiyLink's). The app then keeps the server's markup of it and never
   * loads the widget for it (src/renderer/staticIslands.ts).
   */
  isStatic?: boolean;
  children?: ReactNode;
}

export function DiyBlock({ props, nodeId, className, style, outer, isStatic = false, children }: DiyBlockProps): ReactElement {
  return (
    <div className={`diy-block${className ? ` ${className}` : ''}`} style={{ ...outerStyle(props), ...outer }} data-node-id={nodeId} data-static={isStatic ? '' : undefined}>
      <div className="diy-box" style={{ ...boxStyle(props), ...style }}>
        {children}
      </div>
    </div>
  );
}
