import { fenToYuan, toFen } from '../../lib/money.ts';
import { ApiError, Code } from '../../http/errors.ts';

export const yuan = (fen: number | null | undefined): string => fenToYuan(Number(fen ?? 0));

/** A yuan parameter ("12.5") to fen; bad input names the parameter. */
export function fenParam(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  try {
    const fen = toFen(String(value));
    if (fen < 0) throw new Error('negative');
    return fen;
  } catch {
    throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name });
  }
}

/** "1,2,3" → [1,2,3]; anything else names the parameter. */
export function idsParam(value: unknown, name: string, max = 200): number[] {
  if (value === undefined || value === null || value === '') return [];
  const s = String(value);
  const ids = s.split(',').filter((x) => x.trim() !== '').map((x) => Number(x.trim()));
  if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2147483647)) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name });
  if (ids.length > max) throw new ApiError(Code.ERROR, 'PARAM_TOO_LONG', { name });
  return [...new Set(ids)];
}

export interface Paging {
  page: number;
  page_size: number;
}

/** NiuShop paging: page 1-based, page_size default 10, 0 = all (capped). */
export function paging(params: Record<string, unknown>, cap = 500): { limit: number; offset: number; size: number } {
  const page = Math.max(1, Number(params.page ?? 1) || 1);
  const raw = params.page_size === undefined ? 10 : Number(params.page_size);
  const size = raw === 0 ? cap : Math.min(Math.max(1, raw || 10), cap);
  return { limit: size, offset: (page - 1) * size, size };
}

export function pageResult<T>(count: number, size: number, list: T[]): { page_count: number; count: number; list: T[] } {
  return { page_count: count === 0 ? 0 : Math.ceil(count / size), count, list };
}

/** Escapes LIKE wildcards so a search word matches literally. */
export function likeWord(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
