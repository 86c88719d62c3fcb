// The logged-in member: token (sent with every call) and member info. Persisted as h5_token and
// h5_memberInfo. Clearing the member also empties the cart (the cart store follows this store).
import { create } from 'zustand';
import { hydrateCurrent } from './hydrateCurrent.ts';
import { persistFields } from './persist.ts';
import { useSourceStore } from './source.ts';
import type { MemberInfo } from './types.ts';

export interface MemberState {
  /** '' when logged out. */
  token: string;
  memberInfo: MemberInfo | null;
}

export interface MemberActions {
  setToken(token: string | null | undefined): void;
  /**
   * Stores the member info. `null` clears it (and with it the cart); a member with `status` 0
   * (locked) counts as logged out: member info, token, cart and stored auth info are cleared.
   */
  setMemberInfo(info: MemberInfo | null | undefined): void;
  /** Logs out: token, member info and cart. */
  logout(): void;
}

export function initialMemberState(): MemberState {
  return { token: '', memberInfo: null };
}

export const useMemberStore = create<MemberState & MemberActions>()(hydrateCurrent((set) => ({
  ...initialMemberState(),

  setToken(token) {
    set({ token: token ? String(token) : '' });
  },
  setMemberInfo(info) {
    if (info && typeof info === 'object' && Number(info.status) === 0) {
      set({ memberInfo: null, token: '' });
      useSourceStore.getState().setAuthInfo(null);
      return;
    }
    set({ memberInfo: info && typeof info === 'object' ? info : null });
  },
  logout() {
    set({ token: '', memberInfo: null });
  },
})));

export const hydrateMemberStore = persistFields(useMemberStore, {
  token: 'token',
  memberInfo: 'memberInfo',
});
hydrateMemberStore();

/** Logged in = a token is held (it travels with every call; member info may still be loading). */
export const selectIsLoggedIn = (s: MemberState): boolean => s.token !== '';

export function isLoggedIn(): boolean {
  return selectIsLoggedIn(useMemberStore.getState());
}
