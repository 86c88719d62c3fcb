import crypto from 'node:crypto';
import type { TestServer } from '../../test/harness.ts';

/** The path of an upload the member made (an upload_file row as saveImage writes it; no file: tests only). */
export async function uploadedPath(s: TestServer, member_id: number, kind = 'headimg', ext = 'jpg'): Promise<string> {
  const path = `upload/${kind}/20250101/${crypto.randomBytes(12).toString('hex')}.${ext}`;
  await s.db().insertInto('upload_file').values({ member_id, kind, path, size: 100, mimetype: 'image/jpeg', width: 10, height: 10, create_time: s.services.now() }).execute();
  return path;
}
