/**
 * Money is integer fen everywhere in the server; the wire carries NiuShop's yuan strings ("12.50").
 * Parsing goes through the decimal string so 0.1 + 0.2 style float errors never reach a price.
 */
export function toFen(value: string | number): number {
  const s = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = /^(-)?(\d+)(?:\.(\d{0,2})\d*)?$/.exec(s);
  if (!m) throw new Error(`not an amount: ${String(value)}`);
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rounds a fen amount times a rate given in percent (e.g. member discount 95) half up. */
export function applyPercent(fen: number, percent: number): number {
  return Math.round((fen * percent) / 100);
}
