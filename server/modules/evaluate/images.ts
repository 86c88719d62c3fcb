import { ApiError, Code } from '../../http/errors.ts';

const PATH = /^(?:upload\/[A-Za-z0-9_\-./]{1,240}|https?:\/\/[^\s,"'<>\\]{1,500})$/;

/**
 * A comma list of picture paths as the upload endpoints answer them ("upload/evaluate_img/…/a.jpg")
 * or absolute http(s) URLs; at most `max`, no traversal, nothing that could break out of an attribute.
 * Returns the cleaned list joined with commas. `field` names the parameter in the error.
 */
export function imageList(value: unknown, max: number, field: string): string {
  if (value === undefined || value === null || value === '') return '';
  const list = (Array.isArray(value) ? value.map(String) : String(value).split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length > max) throw new ApiError(Code.ERROR, 'IMAGES_TOO_MANY', { name: field, max });
  for (const p of list) if (!PATH.test(p) || p.includes('..')) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: field });
  return list.join(',');
}
