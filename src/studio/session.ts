// Who is signed in to the studio: the session's CSRF token and username, asked of the server at
// start (/admin/api/session) and after any refused call, so an ended session shows sign-in again.
import { create } from 'zustand';
import { request } from '../data/client.ts';

export type SessionStatus = 'checking' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  username: string;
  csrf: string;
  /** Why the studio is back at sign-in (the session ended), shown there. */
  notice: string;
  start(): Promise<void>;
  signIn(username: string, password: string): Promise<string | null>;
  signOut(): Promise<void>;
  /** After a refused call: is the session still there? If not, back to sign-in with `notice`. */
  recheck(message: string): Promise<void>;
}

interface SessionData {
  username: string;
  csrf_token?: string;
}

const ask = (csrf: string) => request<SessionData>({ path: '/admin/api/session' }, {}, { method: 'POST', headers: { 'x-csrf-token': csrf || '-' } });

export const useSession = create<SessionState>()((set, get) => ({
  status: 'checking',
  username: '',
  csrf: '',
  notice: '',

  async start() {
    // The server refuses the cookie without its CSRF token, which comes with sign-in: kept for
    // this tab (sessionStorage), so a reload stays signed in while the session lives.
    const kept = sessionStorage.getItem('studio_csrf') ?? '';
    const res = kept ? await ask(kept).catch(() => null) : null;
    if (res && res.code >= 0) return set({ status: 'signedIn', username: res.data.username, csrf: res.data.csrf_token ?? kept });
    if (kept) sessionStorage.removeItem('studio_csrf');
    set({ status: 'signedOut', notice: kept && res ? res.message : '' });
  },

  async signIn(username, password) {
    const res = await request<{ username: string; csrf_token: string }>({ path: '/admin/api/login' }, { username, password }, { method: 'POST', headers: { 'x-csrf-token': 'sign-in' } });
    if (res.code < 0) return res.message;
    sessionStorage.setItem('studio_csrf', res.data.csrf_token);
    set({ status: 'signedIn', username: res.data.username, csrf: res.data.csrf_token, notice: '' });
    return null;
  },

  async signOut() {
    await request({ path: '/admin/api/logout' }, {}, { method: 'POST', headers: { 'x-csrf-token': get().csrf } }).catch(() => null);
    sessionStorage.removeItem('studio_csrf');
    set({ status: 'signedOut', csrf: '', username: '' });
  },

  async recheck(message) {
    if (get().status !== 'signedIn') return;
    const res = await ask(get().csrf).catch(() => null);
    if (res && res.code >= 0) return;
    sessionStorage.removeItem('studio_csrf');
    set({ status: 'signedOut', csrf: '', notice: res?.message || message });
  },
}));
