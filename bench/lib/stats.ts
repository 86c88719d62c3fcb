/** Small statistics helpers: medians, percentiles, rounding. */

export function median(values: readonly number[]): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return Number.NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** Nearest-rank percentile (p in 0..100) of a list of samples. */
export function percentile(values: readonly number[], p: number): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return Number.NaN;
  const rank = Math.min(v.length, Math.max(1, Math.ceil((p / 100) * v.length)));
  return v[rank - 1]!;
}

/** Rounds to `digits` decimals; NaN and infinities stay as they are (JSON writes null). */
export function round(value: number, digits = 1): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function ratio(a: number, b: number, digits = 3): number {
  return b === 0 ? Number.NaN : round(a / b, digits);
}

/** Least-squares line through (x, y): slope and intercept. */
export function linearFit(points: ReadonlyArray<readonly [number, number]>): { slope: number; intercept: number; r2: number } {
  const n = points.length;
  if (n < 2) return { slope: Number.NaN, intercept: Number.NaN, r2: Number.NaN };
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  const slope = sxx === 0 ? Number.NaN : sxy / sxx;
  const r2 = sxx === 0 || syy === 0 ? Number.NaN : (sxy * sxy) / (sxx * syy);
  return { slope, intercept: my - slope * mx, r2 };
}

export const kb = (bytes: number): number => round(bytes / 1000, 1);
