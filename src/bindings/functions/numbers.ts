// Number parsing and rounding shared by the format and math functions.

// Plain decimal notation (optionally with exponent): what a price or an id looks like on the wire.
const NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A finite number from a number, numeric string or boolean; undefined otherwise ('' included). */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > 400 || !NUMERIC.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Rounds half away from zero to `digits` decimals, on the decimal text rather than the binary
 * value, so 1.005 → 1.01 as a shopper expects (Math.round(1.005 * 100) gives 100).
 */
export function roundDecimal(n: number, digits: number): number {
  const abs = Math.abs(n);
  const text = String(abs);
  if (text.includes('e')) return n; // too large or too small to have meaningful decimals here
  const shifted = Math.round(Number(`${text}e${digits}`));
  const back = Number(`${shifted}e${-digits}`);
  if (!Number.isFinite(back)) return n;
  return n < 0 ? -back : back;
}

/** Two-decimal text, e.g. 12.5 → '12.50', -0.001 → '0.00'. */
export function fixed2(n: number): string {
  const rounded = roundDecimal(n, 2);
  return (rounded === 0 ? 0 : rounded).toFixed(2);
}
