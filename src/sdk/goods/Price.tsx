import type { CSSProperties, ReactElement } from 'react';
import { formatMoney } from '../../data/money.ts';

/** ¥ + integer part + decimals (NiuShop's price look); textContent reads "¥12.50". */
export function Price({ value, color, size = 16, className, style }: { value: unknown; color?: string; size?: number; className?: string; style?: CSSProperties }): ReactElement {
  const text = formatMoney(value);
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text : text.slice(0, dot);
  const dec = dot < 0 ? '' : text.slice(dot);
  return (
    <span className={`dd-price${className ? ` ${className}` : ''}`} style={{ color, ...style }}>
      <span className="dd-price-sym" style={{ fontSize: Math.round(size * 0.7) }}>¥</span>
      <span className="dd-price-int" style={{ fontSize: size }}>{whole}</span>
      <span className="dd-price-dec" style={{ fontSize: Math.round(size * 0.75) }}>{dec}</span>
    </span>
  );
}

/** A struck-through price. */
export function LinePrice({ value, color }: { value: unknown; color?: string }): ReactElement {
  return (
    <del className="dd-line-price" style={{ color }}>
      ¥{formatMoney(value)}
    </del>
  );
}
