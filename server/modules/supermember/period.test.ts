import { describe, expect, it } from 'vitest';
import { addPeriod, chargeRule } from './period.ts';

/** Unix seconds of a China-time wall clock. */
const cn = (y: number, m: number, d: number, h = 0, mi = 0, s = 0): number => Date.UTC(y, m - 1, d, h, mi, s) / 1000 - 8 * 3600;

describe('card periods', () => {
  it('adds a week as seven days and months, quarters and years by the calendar in China time', () => {
    expect(addPeriod(cn(2026, 3, 10, 23, 30), 'week')).toBe(cn(2026, 3, 17, 23, 30));
    expect(addPeriod(cn(2026, 1, 15, 0, 10, 5), 'month')).toBe(cn(2026, 2, 15, 0, 10, 5));
    expect(addPeriod(cn(2026, 11, 30, 12), 'quarter')).toBe(cn(2027, 2, 28, 12));
    expect(addPeriod(cn(2026, 12, 31, 8), 'month')).toBe(cn(2027, 1, 31, 8));
    expect(addPeriod(cn(2026, 5, 20), 'year')).toBe(cn(2027, 5, 20));
  });

  it('clamps to the last day of a shorter month (no roll-over into the next)', () => {
    expect(addPeriod(cn(2027, 1, 31), 'month')).toBe(cn(2027, 2, 28));
    expect(addPeriod(cn(2028, 1, 31), 'month')).toBe(cn(2028, 2, 29));
    expect(addPeriod(cn(2028, 2, 29), 'year')).toBe(cn(2029, 2, 28));
    expect(addPeriod(cn(2026, 8, 31), 'quarter')).toBe(cn(2026, 11, 30));
  });

  it('reads the prices of a charge rule as fen and leaves out what is not a price', () => {
    expect(chargeRule('{"week":"9.90","month":"29.9","quarter":79,"year":"299.00"}')).toEqual({ week: 990, month: 2990, quarter: 7900, year: 29900 });
    expect(chargeRule('{"month":"0","quarter":"-1","year":"abc","day":"1.00"}')).toEqual({});
    expect(chargeRule('not json')).toEqual({});
    expect(chargeRule('')).toEqual({});
  });
});
