/**
 * What the account widgets share (login, register, find password, bind mobile): the validation
 * bridge (the rules declared in the page schema, judged by src/validation/formErrors.ts: the first
 * failing rule's message), the parameters every account call carries (sharer, third-party
 * authorisation) and what happens after a token arrives (member info, cart count, return path).
 */
import { type ApiResult, type EndpointName, type FieldRules, firstFormError, formErrors, getActionEnv, i18n, isSuccess, loadMember, refreshCart, request, type RuleDeclaration, safeBackPath, showToast, t, type Translate, useMemberStore, useSourceStore } from '../../src/sdk/index.ts';

/** Where a login goes without `back` (NiuShop: the member centre). */
export const MEMBER_CENTRE_PATH = '/pages/member/index';

/** Rule declarations as they arrive in props (generated types are mutable, loose objects). */
export type LooseFieldRules = Record<string, ReadonlyArray<{ rule: string; arg?: unknown; message?: string }>> | undefined;

/**
 * A rule message: a key of the `validation` namespace, `ns:key` of another namespace, or literal
 * text (shown as it is when no such key exists).
 */
export const translateRule: Translate = (key, vars) => {
  const options = { defaultValue: key, ...vars };
  if (/^[a-z][\w-]*:[\w.]+$/i.test(key)) return String(i18n.t(key, options));
  return String(i18n.t(key, { ...options, ns: 'validation' }));
};

/** The declared rules as FieldRules, keeping only `fields` (in declaration order) when given. */
export function pickRules(rules: LooseFieldRules, fields?: readonly string[]): FieldRules {
  const out: Record<string, readonly RuleDeclaration[]> = {};
  if (!rules || typeof rules !== 'object') return out;
  for (const [field, list] of Object.entries(rules)) {
    if (!Array.isArray(list)) continue;
    if (fields && !fields.includes(field)) continue;
    Object.defineProperty(out, field, { value: list as readonly RuleDeclaration[], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The rules without those of the image captcha (`captcha_code`) while the captcha is off. */
export function captchaRules(rules: FieldRules, captchaOn: boolean, field = 'captcha_code'): FieldRules {
  if (captchaOn || !(field in rules)) return rules;
  return pickRules(rules as LooseFieldRules, Object.keys(rules).filter((f) => f !== field));
}

/** The message of the first field (declaration order) that has one, or null. */
export const firstError = firstFormError;

/**
 * Runs the rules on `values` exactly as the forms do (useRulesForm) and returns the first failing
 * rule's message, or null when everything passes.
 */
export async function validateFirst(rules: FieldRules, values: Record<string, unknown>): Promise<string | null> {
  return firstFormError(rules, formErrors(rules, values, translateRule));
}

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

/** Calls an endpoint; a transport failure (already told by the client) comes back as null. */
export async function call<T = unknown>(api: EndpointName, data: Record<string, unknown>): Promise<ApiResult<T> | null> {
  try {
    return await request<T>(api, data);
  } catch {
    return null;
  }
}

/** Toasts a failed answer's message (the client already told transport failures). */
export function toastFailure(res: ApiResult | null): void {
  if (res && !isSuccess(res) && res.message) showToast(res.message);
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
