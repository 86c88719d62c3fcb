import { describe, expect, it } from 'vitest';
import { applyPercent, fenToYuan, toFen } from './money.ts';

describe('money', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['0.01', 1],
    ['7', 700],
    ['0.1', 10],
    ['-3.20', -320],
    ['1.239', 123],
  ])('toFen(%s) = %i', (input, fen) => expect(toFen(input)).toBe(fen));
  it('rejects what is not an amount', () => {
    expect(() => toFen('abc')).toThrow();
    expect(() => toFen('1e5')).toThrow();
  });
  it.each([
    [1250, '12.50'],
    [1, '0.01'],
    [0, '0.00'],
    [-320, '-3.20'],
  ])('fenToYuan(%i) = %s', (fen, out) => expect(fenToYuan(fen)).toBe(out));
  it('applies a percent exactly', () => expect(applyPercent(999, 95)).toBe(949));
});
