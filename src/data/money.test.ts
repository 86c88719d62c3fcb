import { describe, expect, it } from 'vitest';
import { formatFen, formatMoney, toFen } from './money.ts';

describe('money', () => {
  it('parses wire strings and numbers into fen exactly', () => {
    expect(toFen('12.50')).toBe(1250);
    expect(toFen('12.5')).toBe(1250);
    expect(toFen('0.07')).toBe(7);
    expect(toFen('.5')).toBe(50);
    expect(toFen('3')).toBe(300);
    expect(toFen(0.1)).toBe(10);
    expect(toFen(1.005)).toBe(101); // half up on the third decimal
    expect(toFen('-2.30')).toBe(-230);
    expect(toFen('')).toBe(0);
    expect(toFen('abc')).toBe(0);
    expect(toFen(null)).toBe(0);
    expect(toFen(Number.NaN)).toBe(0);
  });

  it('formats fen with two decimals', () => {
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(7)).toBe('0.07');
    expect(formatFen(123456)).toBe('1234.56');
    expect(formatFen(-5)).toBe('-0.05');
    expect(formatMoney('0.1')).toBe('0.10');
    // 0.1 + 0.2 in fen stays exact
    expect(formatFen(toFen('0.1') + toFen('0.2'))).toBe('0.30');
  });
});
