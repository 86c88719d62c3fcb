// Exact money: NiuShop sends prices as decimal strings ("12.50"); sums are done in integer fen
// so 0.1 + 0.2 never shows up as 0.30000000000000004.

/** "12.5" | "12.50" | 12.5 → 1250. Extra decimals round half up; non-numbers are 0. */
export function toFen(value: unknown): number {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value ?? '').trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text.includes('e') ? Number(text).toFixed(6) : text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return 0;
  const sign = m[1] === '-' ? -1 : 1;
  const decimals = (m[3] ?? '').padEnd(3, '0');
  const fen = Number(m[2] || '0') * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  return sign * fen;
}

/** 1250 → "12.50"; -5 → "-0.05". */
export function formatFen(fen: number): string {
  const n = Math.round(fen);
  const abs = Math.abs(n);
  return `${n < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Normalises any money value to the two-decimal wire format. */
export function formatMoney(value: unknown): string {
  return formatFen(toFen(value));
}
