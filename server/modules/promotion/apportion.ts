/**
 * Splits `total` fen over lines in proportion to their weights (each line's own price × quantity),
 * the last line taking the remainder, so the parts add up to the total exactly (bundles, bales).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  let left = total;
  return weights.map((w, i) => {
    const part = i === weights.length - 1 ? left : sum > 0 ? Math.floor((total * w) / sum) : Math.floor(total / weights.length);
    left -= part;
    return part;
  });
}

/** The common time status of activities with a stored close: before, inside or after the window. */
export function windowStatus(now: number, start: number, end: number): 'before' | 'running' | 'after' {
  if (now < start) return 'before';
  if (now >= end) return 'after';
  return 'running';
}
