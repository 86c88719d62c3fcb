// img(): NiuShop's image path rules ($util.img), with our server serving uploads under the site root.

const SIZE_SUFFIX: ReadonlyMap<string, string> = new Map([
  ['big', '_BIG'],
  ['mid', '_MID'],
  ['small', '_SMALL'],
]);

/**
 * img('upload/goods/a.jpg,upload/goods/b.jpg', 'mid') → '/upload/goods/a_MID.jpg'.
 * First entry of a comma-separated list; size inserts _BIG/_MID/_SMALL before the extension
 * (thumbnails are generated on upload); relative paths get a leading '/'; http(s), protocol-relative
 * and data: URLs pass through (data: URLs never get a size); empty → ''.
 */
export function img(path: unknown, size?: unknown): string {
  if (typeof path !== 'string') return '';
  // A data: URL holds a comma of its own, so it is never a list.
  if (/^\s*data:/i.test(path)) return path.trim();
  const first = (path.split(',')[0] ?? '').trim();
  if (first === '') return '';
  const sized = typeof size === 'string' && SIZE_SUFFIX.has(size) ? withSuffix(first, SIZE_SUFFIX.get(size) as string) : first;
  if (/^https?:\/\//i.test(sized) || sized.startsWith('/')) return sized;
  return `/${sized}`;
}

function withSuffix(path: string, suffix: string): string {
  const tail = path.search(/[?#]/);
  const file = tail < 0 ? path : path.slice(0, tail);
  const rest = tail < 0 ? '' : path.slice(tail);
  const dot = file.lastIndexOf('.');
  // Only a dot inside the last segment (not leading, as in '.hidden') marks an extension.
  if (dot <= file.lastIndexOf('/') + 1) return path;
  return `${file.slice(0, dot)}${suffix}${file.slice(dot)}${rest}`;
}

export const imageFunctions = { img };
