/** NiuShop paging: `page` (1-based), `page_size` (0 = all, capped); answer `{page_count, count, list}`. */
export interface Paged<T> {
  page_count: number;
  count: number;
  list: T[];
}

export const ALL_CAP = 1000;

export function pageWindow(page: number | undefined, pageSize: number | undefined): { limit: number; offset: number; size: number } {
  const p = Math.max(1, Math.trunc(page ?? 1));
  const size = pageSize === 0 ? ALL_CAP : Math.min(100, Math.max(1, Math.trunc(pageSize ?? 10)));
  return { limit: size, offset: (p - 1) * size, size };
}

export function paged<T>(list: T[], count: number, size: number): Paged<T> {
  return { page_count: count === 0 ? 0 : Math.ceil(count / size), count, list };
}
