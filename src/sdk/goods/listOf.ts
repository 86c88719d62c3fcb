/** `data.list` of a page answer, or the answer itself when it is an array; [] otherwise. */
export function listOf<T = Record<string, unknown>>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list)) return (data as { list: T[] }).list;
  return [];
}
