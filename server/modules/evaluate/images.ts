import { ApiError, Code } from '../../http/errors.ts';
import type { Db } from '../config/queries.ts';
import { requireOwnUploads } from '../upload/owned.ts';

const PATH = /^upload\/[A-Za-z0-9_\-./]{1,240}$/;

/**
 * A comma list of picture paths as the upload endpoints answer them ("upload/evaluate_img/…/a.jpg");
 * at most `max`, no traversal, no other hosts. Returns the cleaned list joined with commas. `field`
 * names the parameter in the error. `ownImages` then checks they are the member's own uploads.
 */
export function imageList(value: unknown, max: number, field: string): string {
  if (value === undefined || value === null || value === '') return '';
  const list = (Array.isArray(value) ? value.map(String) : String(value).split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length > max) throw new ApiError(Code.ERROR, 'IMAGES_TOO_MANY', { name: field, max });
  for (const p of list) {
    // another host (or an internal address): said plainly, as the ownership check says it
    if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(p)) throw new ApiError(Code.ERROR, 'PICTURE_NOT_UPLOADED', { name: field });
    if (!PATH.test(p) || p.includes('..')) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: field });
  }
  return list.join(',');
}

/** The pictures of an `imageList` answer must be the member's own uploads (PICTURE_NOT_UPLOADED). */
export async function ownImages(db: Db, member_id: number, list: string, field: string): Promise<void> {
  await requireOwnUploads(db, list ? list.split(',') : [], field, member_id);
}
