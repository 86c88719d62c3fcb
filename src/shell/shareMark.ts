/**
 * What the shell needs to know of share settings without the tags' code (./shareTags.ts, a chunk
 * of the page extras and the server): whether a page has them, and the mark of the server's tags.
 */
import type { PageMeta } from '../renderer/types.ts';

/** Whether the meta has share settings (any of title, desc, image). */
export function wantsShare(meta: PageMeta): boolean {
  const s = meta.share;
  return typeof s === 'object' && s !== null && !Array.isArray(s) && Boolean(s.title || s.desc || s.image);
}

/** The attribute marking the share tags the server wrote for the page `<id>`. */
export const SERVER_SHARE_ATTR = 'data-h5-share';
