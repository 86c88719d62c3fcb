import { ApiError, Code } from '../../http/errors.ts';
import type { Db } from '../config/queries.ts';

/** A path as saveImage writes it: upload/<kind>/<yyyymmdd>/<name>.<ext> (the form rules' UPLOAD_PATH, src/validation/formFields.ts). */
const UPLOAD_PATH = /^upload\/[A-Za-z0-9_-]{1,40}\/\d{8}\/[A-Za-z0-9_-]{1,80}\.(?:jpe?g|png|gif|webp)$/;

/**
 * Picture paths a client sends back to be stored (avatar, review and refund photos, vouchers) must be
 * this shop's own uploads: the path of an `upload_file` row, uploaded by `member_id` when one is given.
 * Anything else (another host, an internal address other shoppers' browsers would fetch, a made-up
 * path) is refused as PICTURE_NOT_UPLOADED naming the parameter, in the request's language.
 */
export async function requireOwnUploads(db: Db, paths: readonly string[], field: string, member_id?: number): Promise<void> {
  const wanted = [...new Set(paths)];
  if (!wanted.length) return;
  const refuse = () => new ApiError(Code.ERROR, 'PICTURE_NOT_UPLOADED', { name: field });
  if (wanted.some((p) => !UPLOAD_PATH.test(p))) throw refuse();
  let q = db.selectFrom('upload_file').select('path').where('path', 'in', wanted);
  if (member_id !== undefined) q = q.where('member_id', '=', member_id);
  const found = await q.execute();
  if (found.length !== wanted.length) throw refuse();
}
