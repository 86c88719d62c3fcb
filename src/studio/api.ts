// The admin API through the shop's own client (src/data/client.ts): every call a POST with the
// session's CSRF header; the cookie (Path=/admin) goes by itself. A refusal that is the session's
// (ended, missing) sends the studio back to sign-in (session.ts).
import { request, upload, type ApiResult } from '../data/client.ts';
import { useSession } from './session.ts';

export class AdminError extends Error {
  constructor(
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

/** The raw envelope of an admin call (code < 0 answered, not thrown). */
export async function adminCall<T = unknown>(path: string, data: Record<string, unknown> = {}): Promise<ApiResult<T>> {
  const csrf = useSession.getState().csrf;
  const res = await request<T>({ path }, data, {
    method: 'POST',
    headers: { 'x-csrf-token': csrf || '-' },
  });
  if (res.code < 0 && path !== '/admin/api/login' && path !== '/admin/api/session') await useSession.getState().recheck(res.message);
  return res;
}

/** An admin call's data; a refusal throws AdminError with the server's message (in the current language). */
export async function admin<T = unknown>(path: string, data: Record<string, unknown> = {}): Promise<T> {
  const res = await adminCall<T>(path, data);
  if (res.code < 0) throw new AdminError(res.message, res.data);
  return res.data;
}

/** A file to an admin upload route (multipart through the SDK's upload(), with the session's CSRF header). */
export async function adminUpload<T = unknown>(path: string, file: Blob, data: Record<string, unknown> = {}): Promise<T> {
  const csrf = useSession.getState().csrf;
  const res = await upload<T>({ path }, file, data, {
    headers: { 'x-csrf-token': csrf || '-' },
  });
  if (res.code < 0) {
    await useSession.getState().recheck(res.message);
    throw new AdminError(res.message, res.data);
  }
  return res.data;
}
