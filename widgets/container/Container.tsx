import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { EmptyState, PagedMore, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type ContainerProps } from './props.gen.ts';

export type { ContainerProps };

export { defaults };

const ALIGN: Record<string, string> = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' };
const JUSTIFY: Record<string, string> = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between', around: 'space-around' };

function keyOf(item: unknown, index: number, field: string): string {
  if (item && typeof item === 'object' && Object.prototype.hasOwnProperty.call(item, field)) {
    const v = (item as Record<string, unknown>)[field];
    if (typeof v === 'string' || typeof v === 'number') return `k:${v}`;
  }
  return `i:${index}`;
}

export default function Container({ props, node, emit, renderSlot }: WidgetProps<ContainerProps>): ReactElement {
  const columns = Math.max(0, Math.min(6, Math.floor(Number(props.columns) || 0)));
  const row = props.direction === 'row';
  const m = props.margin ?? {};
  const style: CSSProperties = {
    display: columns > 0 ? 'grid' : 'flex',
    ...(columns > 0
      ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }
      : { flexDirection: row ? 'row' : 'column', flexWrap: row && props.wrap && !props.scrollX ? 'wrap' : 'nowrap' }),
    alignItems: ALIGN[props.align ?? 'stretch'],
    justifyContent: columns > 0 ? undefined : JUSTIFY[props.justify ?? 'start'],
    gap: props.gap ? props.gap : undefined,
    padding: props.padding ? props.padding : undefined,
    margin: m.top || m.bottom || m.both ? `${m.top ?? 0}px ${m.both ?? 0}px ${m.bottom ?? 0}px` : undefined,
    background: props.background || undefined,
    borderRadius: props.radius ? props.radius : undefined,
    overflowX: row && props.scrollX ? 'auto' : undefined,
    overflow: props.radius && !(row && props.scrollX) ? 'hidden' : undefined,
    boxSizing: 'border-box',
    minWidth: 0,
  };

  // Repeater mode is decided by the node (an `items` prop, usually a binding), not by the value:
  // while the bound list is not loaded (undefined) the slot must not render once without `item`.
  const repeater = props.items !== undefined || (typeof node.props === 'object' && node.props !== null && 'items' in node.props);
  let children: ReactNode;
  if (repeater) {
    const items = Array.isArray(props.items) ? props.items : [];
    if (items.length === 0) {
      children = props.showEmpty ? (
        <div style={columns > 0 ? { gridColumn: '1 / -1' } : undefined}>
          <EmptyState text={props.emptyText || undefined} />
        </div>
      ) : null;
    } else {
      const field = props.itemKey || 'id';
      children = items.map((item, index) => (
        <Fragment key={keyOf(item, index, field)}>{renderSlot('default', { item, index })}</Fragment>
      ));
    }
  } else {
    children = renderSlot('default');
  }

  const clickable = Boolean(node.on?.click);
  const box = (
    <div className="w-container" style={style} data-node-id={node.id} onClick={clickable ? () => void emit('click') : undefined}>
      {children}
    </div>
  );
  if (!props.pagedSource) return box;
  return (
    <>
      {box}
      <PagedMore source={props.pagedSource} count={Array.isArray(props.items) ? props.items.length : 0} loadingFirst />
    </>
  );
}

