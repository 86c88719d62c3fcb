/**
 * What the account widgets share (login, register, find password, bind mobile): the parameters
 * every account call carries (sharer, third-party authorisation) and what happens after a token
 * arrives (member info, cart count, return path). Their forms: ../forms/validate.ts.
 */
import { getActionEnv } from '../../actions/env.ts';
import { t } from '../../i18n/instance.ts';
import { loadMember } from '../../boot/start.ts';
import { refreshCart } from '../../stores/cart.ts';
import { safeBackPath } from '../../routes/paths.ts';
import { useMemberStore } from '../../stores/member.ts';
import { useSourceStore } from '../../stores/source.ts';

/** Where a login goes without `back` (NiuShop: the member centre). */
export const MEMBER_CENTRE_PATH = '/pages/member/index';

/** The sharer and the third-party authorisation, sent with login and register calls (NiuShop does). */
export function accountExtras(withProfile = false): Record<string, unknown> {
  const { sourceMember, authInfo } = useSourceStore.getState();
  const out: Record<string, unknown> = {};
  if (authInfo) {
    Object.assign(out, authInfo);
    if (withProfile) {
      if (authInfo.nickName) out.nickname = authInfo.nickName;
      if (authInfo.avatarUrl) out.headimg = authInfo.avatarUrl;
    }
  }
  if (sourceMember) out.source_member = sourceMember;
  return out;
}

/**
 * After a token arrived: keep it, load the member info and the cart count (spec §4 "after
 * success"). Resolves when both settled.
 */
export async function startSession(token: string): Promise<void> {
  useMemberStore.getState().setToken(token);
  await Promise.all([loadMember(), refreshCart()]);
}

/** The return path: `back` when it is a safe app path, else `fallback`. */
export function backTarget(back: string | undefined, fallback: string = MEMBER_CENTRE_PATH): string {
  return safeBackPath(back, fallback);
}

/** Leaves the account page for `back` (or the fallback), replacing it in history. */
export function leaveTo(back: string | undefined, fallback: string = MEMBER_CENTRE_PATH): void {
  getActionEnv().navigator.redirect(backTarget(back, fallback));
}

/** `url` with `back` kept (login ↔ register ↔ find password). */
export function withBack(url: string, back: string | undefined): string {
  return back ? `${url}?back=${encodeURIComponent(back)}` : url;
}

/** Text of the `login` namespace. */
export function lt(key: string, vars?: Record<string, unknown>): string {
  return t(`login.${key}`, vars);
}

/** Digits only, at most `max` (numeric inputs: mobile, codes). */
export function digits(value: string, max: number): string {
  return value.replace(/\D+/g, '').slice(0, max);
}

/** Whether a register/login config lists a way ("username,mobile"). */
export function hasWay(list: unknown, way: string): boolean {
  return String(list ?? '')
    .split(',')
    .map((s) => s.trim())
    .includes(way);
}

/** 0/1, '0'/'1', true/false → boolean. */
export function flag(value: unknown): boolean {
  return value === true || Number(value) === 1;
}
