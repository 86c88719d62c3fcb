/**
 * Options: `--name=value` on the command line or `BENCH_NAME=value` in the environment
 * (`--runs=1` ≡ `BENCH_RUNS=1`). `--quick` / `BENCH_QUICK=1` asks every bench for its short form
 * (few runs, short durations) for development on a shared machine.
 */
function raw(name: string): string | undefined {
  const flag = `--${name}`;
  for (const arg of process.argv.slice(2)) {
    if (arg === flag) return '1';
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
  }
  const env = process.env[`BENCH_${name.toUpperCase().replace(/-/g, '_')}`];
  return env === undefined || env === '' ? undefined : env;
}

export function isQuick(): boolean {
  const v = raw('quick');
  return v !== undefined && v !== '0' && v !== 'false';
}

export function optNumber(name: string, full: number, quick: number, bounds: { min: number; max: number }): number {
  const v = raw(name);
  const n = v === undefined ? (isQuick() ? quick : full) : Number(v);
  if (!Number.isFinite(n)) throw new Error(`--${name} must be a number, got ${JSON.stringify(v)}`);
  return Math.min(bounds.max, Math.max(bounds.min, n));
}

export function optString(name: string, fallback: string): string {
  return raw(name) ?? fallback;
}

export type Backend = 'pglite' | 'pg';

/** `--backends=pglite,pg` (default both). */
export function optBackends(): Backend[] {
  const list = optString('backends', 'pglite,pg')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const out: Backend[] = [];
  for (const b of list) {
    if (b !== 'pglite' && b !== 'pg') throw new Error(`unknown backend ${b} (pglite, pg)`);
    if (!out.includes(b)) out.push(b);
  }
  return out;
}
