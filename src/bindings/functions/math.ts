// Numeric functions. Non-numeric input gives undefined rather than NaN, so `${…}` shows nothing.
import { roundDecimal, toFiniteNumber } from './numbers.ts';

/** number('12.5') → 12.5; undefined for '', null, objects and non-numeric text. */
export function number(value: unknown): number | undefined {
  return toFiniteNumber(value);
}

// min(1, '2') and min([1, 2]) both work; non-numbers are skipped; a loop, not spread, for huge arrays.
function extreme(args: unknown[], pick: (a: number, b: number) => number): number | undefined {
  let result: number | undefined;
  const consider = (value: unknown): void => {
    const n = toFiniteNumber(value);
    if (n !== undefined) result = result === undefined ? n : pick(result, n);
  };
  for (const arg of args) {
    if (Array.isArray(arg)) for (const item of arg) consider(item);
    else consider(arg);
  }
  return result;
}

export function min(...args: unknown[]): number | undefined {
  return extreme(args, Math.min);
}

export function max(...args: unknown[]): number | undefined {
  return extreme(args, Math.max);
}

/** round(1.005, 2) → 1.01 (half away from zero, decimal-correct); digits between -15 and 15. */
export function round(value: unknown, digits: unknown = 0): number | undefined {
  const n = toFiniteNumber(value);
  if (n === undefined) return undefined;
  const d = Math.max(-15, Math.min(15, Math.trunc(toFiniteNumber(digits) ?? 0)));
  return roundDecimal(n, d);
}

export function floor(value: unknown): number | undefined {
  const n = toFiniteNumber(value);
  return n === undefined ? undefined : Math.floor(n);
}

export function ceil(value: unknown): number | undefined {
  const n = toFiniteNumber(value);
  return n === undefined ? undefined : Math.ceil(n);
}

export const mathFunctions = { number, min, max, round, floor, ceil };
