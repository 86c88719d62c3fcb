// Who brought the shopper here (`?source_member=<id>` on any URL; sent on login/register and bound
// later through member.alterShareRelation) and the stored third-party authorisation (WeChat
// openid, nickname, avatar) used for the auth login. Persisted as h5_source_member, h5_authInfo.
import { create } from 'zustand';
import { hydrateCurrent } from './hydrateCurrent.ts';
import { persistFields } from './persist.ts';
import type { AuthInfo } from './types.ts';

export interface SourceState {
  /** Member id of the sharer, digits only; '' when none. */
  sourceMember: string;
  authInfo: AuthInfo | null;
}

export interface SourceActions {
  setSourceMember(id: string | number | null | undefined): void;
  /** Reads `source_member` from a query string (default: the current URL) and keeps it. */
  captureSourceMember(search?: string): void;
  setAuthInfo(info: AuthInfo | null): void;
}

export function initialSourceState(): SourceState {
  return { sourceMember: '', authInfo: null };
}

const validId = (id: unknown): string => {
  const text = String(id ?? '').trim();
  return /^[1-9]\d{0,18}$/.test(text) ? text : '';
};

export const useSourceStore = create<SourceState & SourceActions>()(hydrateCurrent((set) => ({
  ...initialSourceState(),

  setSourceMember(id) {
    set({ sourceMember: validId(id) });
  },
  captureSourceMember(search) {
    const query = search ?? (typeof location === 'undefined' ? '' : location.search);
    const id = validId(new URLSearchParams(query).get('source_member'));
    if (id) set({ sourceMember: id });
  },
  setAuthInfo(authInfo) {
    set({ authInfo: authInfo && Object.keys(authInfo).length > 0 ? authInfo : null });
  },
})));

export const hydrateSourceStore = persistFields(useSourceStore, {
  sourceMember: 'source_member',
  authInfo: 'authInfo',
});
hydrateSourceStore();
