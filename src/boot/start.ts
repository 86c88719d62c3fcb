// Start-up (spec §4). Synchronous part first, so the first render never waits for anything that
// the server inlined: stores restored, texts ready, site config and theme applied. Then, in the
// background: the site config from the API when it was not inlined, the member, the cart count,
// the WeChat silent login, the share relation.
import { isSuccess, request } from '../data/client.ts';
import { initI18n } from '../i18n/index.ts';
import { refreshCart } from '../stores/cart.ts';
import { hydrateLanguageStore, useLanguageStore } from '../stores/language.ts';
import { hydrateLocationStore } from '../stores/location.ts';
import { hydrateMemberStore, useMemberStore } from '../stores/member.ts';
import { useSiteStore } from '../stores/site.ts';
import { hydrateSourceStore, useSourceStore } from '../stores/source.ts';
import { hydrateStoreStore } from '../stores/store.ts';
import type { InitData, MemberInfo } from '../stores/types.ts';
import { paintTheme } from '../theme/apply.ts';
import { readInlinedInit, type InlinedInit } from './inlined.ts';
import type { WechatAuthOptions } from './wechatAuth.ts';
import { shouldWechatLogin } from './wechatCheck.ts';

export { readInlinedInit } from './inlined.ts';
export type { InlinedInit } from './inlined.ts';

export interface BootOptions {
  /** Document holding the inlined `__INIT__` block (default: the page's). */
  doc?: Document;
  /** Query string to read `source_member` from (default: location.search). */
  search?: string;
  /** Run the WeChat silent login when inside WeChat without a member (default true). */
  wechatLogin?: boolean;
  wechat?: WechatAuthOptions;
}

export interface BootResult {
  /** Where the site config came from; 'api' means it is still loading (see `config`). */
  configSource: 'inline' | 'api';
  /** The inlined block (page schema and critical data for the first render), if any. */
  inlined: InlinedInit | undefined;
  /** Resolves once a site config is applied (at once when inlined); false if the call failed. */
  config: Promise<boolean>;
  /** Resolves when the member, the cart count and the WeChat login have settled. */
  session: Promise<void>;
}

let themeFollowing = false;
let langFollowing = false;
/** The unsubscribes of what boot() follows for the page's life (the language, the theme). */
const followers: Array<() => void> = [];

/**
 * Stops following the language and the theme. For tests: the web unit files share their worker's
 * modules, so one file's boot() would otherwise keep answering every later file's language change
 * (a member and config request each) and theme change.
 */
export function stopFollowing(): void {
  for (const off of followers.splice(0)) off();
  langFollowing = false;
  themeFollowing = false;
}

/** Name of the cookie holding the interface language (read by the server, server/http/h5.ts). */
export const LANG_COOKIE = 'h5_lang';

function writeLangCookie(lang: string): void {
  try {
    document.cookie = `${LANG_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // cookies disabled: the server renders in the default language
  }
}

/** Applies a config/init answer and paints the theme it names (at once when the server did). */
export function applySiteConfig(data: InitData): void {
  useSiteStore.getState().applyInit(data);
  if (typeof document !== 'undefined') void paintTheme(useSiteStore.getState().theme.name);
}

async function fetchSiteConfig(): Promise<boolean> {
  try {
    const res = await request<InitData>('config.init');
    if (isSuccess(res) && res.data && typeof res.data === 'object') {
      applySiteConfig(res.data);
      return true;
    }
  } catch {
    // the client has shown the network message; the app runs on defaults
  }
  return false;
}

/** Loads /api/member/info: status 0 or no data logs out; -10009/-10010 are handled by the client. */
export async function loadMember(): Promise<boolean> {
  const member = useMemberStore.getState();
  if (!member.token) return false;
  try {
    const res = await request<MemberInfo | null>('member.info');
    if (!isSuccess(res)) return false;
    if (!res.data) {
      useMemberStore.getState().logout();
      return false;
    }
    useMemberStore.getState().setMemberInfo(res.data);
    return useMemberStore.getState().memberInfo !== null;
  } catch {
    return useMemberStore.getState().memberInfo !== null; // offline: keep the stored member
  }
}

/** Binds a stored sharer to the logged-in member once (NiuShop's alterShareRelation). */
async function bindShareRelation(): Promise<void> {
  const share = useSourceStore.getState().sourceMember;
  if (!share || !useMemberStore.getState().token) return;
  try {
    const res = await request('member.alterShareRelation', { share_member: share });
    if (isSuccess(res)) useSourceStore.getState().setSourceMember('');
  } catch {
    // try again on the next start
  }
}

async function startSession(config: Promise<boolean>, opts: BootOptions): Promise<void> {
  const hadMember = useMemberStore.getState().memberInfo !== null;
  const cart = hadMember && useMemberStore.getState().token ? refreshCart() : undefined;
  let member = await loadMember();

  // Only a real guest goes through WeChat: a held token whose info failed to load (network) stays.
  if (!member && !useMemberStore.getState().token && opts.wechatLogin !== false) {
    await config; // wechat_config_status comes with the site config
    if (shouldWechatLogin()) {
      try {
        const { wechatAutoLogin } = await import('./wechatAuth.ts');
        if (await wechatAutoLogin(opts.wechat)) member = await loadMember();
      } catch {
        // stay a guest; the login page remains available
      }
    }
  }
  if (member) {
    await Promise.all([cart && useMemberStore.getState().token ? cart : refreshCart(), bindShareRelation()]);
  } else {
    await cart;
  }
}

/**
 * Starts the app: call once from the entry before the first render.
 * Returns at once; `config` and `session` report the background work.
 */
export function boot(opts: BootOptions = {}): BootResult {
  // 1. Persisted values (stores also restore themselves when first imported; this re-reads them).
  hydrateLanguageStore();
  hydrateMemberStore();
  hydrateStoreStore();
  hydrateSourceStore();
  hydrateLocationStore();

  // 2. Texts, and `t` for page expressions; the language also goes to a cookie, so the server
  //    renders the first view of the next page load in it.
  initI18n();
  if (typeof document !== 'undefined') {
    document.documentElement.lang = useLanguageStore.getState().lang === 'en-us' ? 'en' : 'zh-CN';
    writeLangCookie(useLanguageStore.getState().lang);
    if (!langFollowing) {
      langFollowing = true;
      followers.push(useLanguageStore.subscribe((s, prev) => {
        if (s.lang === prev.lang) return;
        writeLangCookie(s.lang);
        // The tab bar's labels are the merchant's in the shopper's language (the server picks them).
        void fetchSiteConfig();
        // So is the member's level name (member centre, level page, pay code): /api/member/info again.
        if (useMemberStore.getState().token) void loadMember();
      }));
    }
  }

  // 3. The sharer from the URL.
  useSourceStore.getState().captureSourceMember(opts.search);

  // 4. Site config: inlined by the server, else from the API in the background.
  const inlined = readInlinedInit(opts.doc);
  let config: Promise<boolean>;
  if (inlined) {
    applySiteConfig(inlined.config);
    config = Promise.resolve(true);
  } else {
    if (typeof document !== 'undefined') void paintTheme('default');
    config = fetchSiteConfig();
  }
  if (!themeFollowing && typeof document !== 'undefined') {
    themeFollowing = true;
    followers.push(
      useSiteStore.subscribe((s, prev) => {
        if (s.theme.name !== prev.theme.name) void paintTheme(s.theme.name);
      }),
    );
  }

  // 5. Member, cart count, WeChat login: never blocking the first render.
  const session = startSession(config, opts).catch(() => {});

  return { configSource: inlined ? 'inline' : 'api', inlined, config, session };
}
