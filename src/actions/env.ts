/**
 * The default outside world of actions, and `configureActions` to replace parts of it (the app
 * registers its router-backed navigator at start-up; tests pass fakes per run).
 */
import { getNavigator } from '../data/navigation.ts';
import { isEndpointName, type EndpointName } from '../data/endpoints.ts';
import { request as clientRequest } from '../data/client.ts';
import { refreshCart } from '../stores/cart.ts';
import { loginPath as buildLoginPath, stripBase } from '../routes/paths.ts';
import { isLoggedIn } from '../stores/member.ts';
import { showModal, showToast, type ToastIcon } from '../shell/feedback.ts';
import { shellText, type ShellKey } from '../shell/text.ts';
import { t } from '../i18n/index.ts';
import type { ActionEnv, ActionNavigator, ApiAnswer } from './types.ts';

/** Falls back to the data layer's navigator (registered by the app too); switchTab = redirect. */
const dataNavigator: ActionNavigator = {
  navigate: (url) => getNavigator().navigate(url),
  redirect: (url) => getNavigator().redirect(url),
  relaunch: (url) => getNavigator().relaunch(url),
  switchTab: (url) => getNavigator().redirect(url),
  back: (delta) => getNavigator().back(delta),
};

async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // fall through to the textarea route (permissions, insecure context)
    }
  }
  if (typeof document === 'undefined') return false;
  const ta = document.createElement('textarea');
  ta.value = text;
  ta.setAttribute('readonly', '');
  ta.style.position = 'fixed';
  ta.style.opacity = '0';
  document.body.appendChild(ta);
  ta.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    ta.remove();
  }
}

function request(api: string, params: Record<string, unknown>): Promise<ApiAnswer> {
  return clientRequest(api as EndpointName, params);
}

/** `shell.<key>` from the bundled shell strings, anything else through i18n (`goods.detail`). */
function translate(key: string): string {
  const m = /^shell\.(.+)$/.exec(key);
  return m ? shellText(m[1] as ShellKey) : t(key);
}

const defaults: ActionEnv = {
  navigator: dataNavigator,
  currentPath: () => (typeof window === 'undefined' ? '/' : stripBase(window.location.pathname + window.location.search)),
  currentUrl: () => (typeof window === 'undefined' ? '' : window.location.href),
  openExternal: (url) => {
    if (typeof window !== 'undefined') window.location.assign(url);
  },
  request,
  hasEndpoint: isEndpointName,
  toast: (text, duration, icon) => showToast(text, duration, icon as ToastIcon | undefined),
  modal: (o) => showModal(o),
  isLoggedIn,
  loginPath: buildLoginPath,
  refreshCart,
  copyText,
  share: (data) => navigator.share(data),
  canShare: () => typeof navigator !== 'undefined' && typeof navigator.share === 'function',
  t: translate,
};

let current: ActionEnv = { ...defaults };

/** Replace parts of the action environment (app start-up). */
export function configureActions(partial: Partial<ActionEnv>): void {
  current = { ...current, ...partial };
}

/** Back to the defaults (tests). */
export function resetActionEnv(): void {
  current = { ...defaults };
}

export function getActionEnv(): ActionEnv {
  return current;
}
