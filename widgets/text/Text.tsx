import type { CSSProperties, ReactElement } from 'react';
import { type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type TextProps } from './props.gen.ts';

export type { TextProps };

export { defaults };

const TAGS = new Set(['div', 'p', 'span', 'h1', 'h2', 'h3', 'h4']);

export default function Text({ props, node, emit }: WidgetProps<TextProps>): ReactElement {
  const Tag = (TAGS.has(props.tag ?? '') ? props.tag : 'div') as 'div';
  const clamp = Number(props.lineClamp) || 0;
  const style: CSSProperties = {
    margin: 0,
    color: props.color || undefined,
    background: props.background || undefined,
    fontSize: typeof props.fontSize === 'number' ? props.fontSize : undefined,
    fontWeight: props.fontWeight && props.fontWeight !== 'normal' ? (props.fontWeight as CSSProperties['fontWeight']) : undefined,
    textAlign: props.align,
    lineHeight: props.lineHeight,
    padding: props.padding ? props.padding : undefined,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    ...(clamp > 0
      ? { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: clamp, overflow: 'hidden' }
      : {}),
  };
  const clickable = Boolean(node.on?.click);
  const text = props.text === undefined || props.text === null ? '' : String(props.text);
  return (
    <Tag
      className="w-text"
      style={style}
      data-node-id={node.id}
      data-clamp={clamp > 0 ? clamp : undefined}
      onClick={clickable ? () => void emit('click') : undefined}
      role={clickable ? 'button' : undefined}
      tabIndex={clickable ? 0 : undefined}
    >
      {text}
    </Tag>
  );
}
