// Silent WeChat login for the H5 inside the WeChat browser (NiuShop App.vue): without a member,
// fetch an OAuth URL and go there; back with `?code=`, turn the code into the openid and profile,
// keep it as authInfo and try the auth login. The login popup reuses authInfo when the member
// still has to bind a mobile (register config), so a failed auth login is not an error here.
// Loaded by boot only when that login is to run (./wechatCheck.ts decides).
import { isSuccess, request } from '../data/client.ts';
import { useMemberStore } from '../stores/member.ts';
import { useSourceStore } from '../stores/source.ts';
import type { AuthInfo } from '../stores/types.ts';

export { shouldWechatLogin } from './wechatCheck.ts';

export interface AuthLoginData {
  token?: string;
  is_register?: number;
  can_receive_registergift?: number;
  [key: string]: unknown;
}

export interface WechatAuthOptions {
  /** Current URL (default location.href). */
  href?: string;
  /** Leaves for the OAuth URL (default location.replace). */
  redirect?: (url: string) => void;
  /** Told about the auth login answer (`data` may be 'MEMBER_NOT_EXIST'); the login flow decides. */
  onAuthResult?: (data: AuthLoginData | string | null, code: number) => void;
}

/**
 * Runs the WeChat login. Resolves true when it produced a token, false otherwise (including when
 * the page is leaving for WeChat's OAuth page).
 */
export async function wechatAutoLogin(opts: WechatAuthOptions = {}): Promise<boolean> {
  const href = opts.href ?? (typeof location === 'undefined' ? '' : location.href);
  const url = new URL(href, 'http://localhost');
  const code = url.searchParams.get('code');
  const source = useSourceStore.getState();

  // A stored authorisation is reused (a `code` left in the URL may already be spent).
  if (source.authInfo) return authLogin(source.authInfo, opts);
  if (!code) {
    const res = await request<string>('wechat.authCode', { redirect_url: href, scopes: 'snsapi_userinfo' });
    if (isSuccess(res) && typeof res.data === 'string' && res.data) {
      (opts.redirect ?? ((u: string) => location.replace(u)))(res.data);
    }
    return false;
  }

  const res = await request<{ openid?: string; unionid?: string; userinfo?: { nickName?: string; avatarUrl?: string } }>(
    'wechat.authCodeToOpenid',
    { code },
  );
  if (!isSuccess(res) || !res.data?.openid) return false;
  const info: AuthInfo = {
    wx_openid: res.data.openid,
    wx_unionid: res.data.unionid ?? '',
    nickName: res.data.userinfo?.nickName ?? '',
    avatarUrl: res.data.userinfo?.avatarUrl ?? '',
  };
  source.setAuthInfo(info);
  return authLogin(info, opts);
}

async function authLogin(info: AuthInfo, opts: WechatAuthOptions): Promise<boolean> {
  const sourceMember = useSourceStore.getState().sourceMember;
  const res = await request<AuthLoginData | string>('login.auth', { ...info, ...(sourceMember ? { source_member: sourceMember } : {}) });
  opts.onAuthResult?.(res.data ?? null, res.code);
  if (isSuccess(res) && typeof res.data === 'object' && res.data?.token) {
    useMemberStore.getState().setToken(res.data.token);
    return true;
  }
  return false;
}
