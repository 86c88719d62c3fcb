/**
 * navigate: go to a route path (`to`, query allowed; `query` adds parameters).
 * mode push (default) | redirect (replace) | relaunch (fresh app state) | switchTab (tab pages).
 * `back: true` adds the current path as an encoded `back` parameter (for login-like pages).
 * An http(s) URL leaves the app; any other scheme is refused.
 */
import { buildPath, isExternalUrl } from '../routes/paths.ts';
import { defineAction, ActionArgumentError } from './types.ts';
import { bool, isPlainObject, str } from './util.ts';

export interface NavigateArgs {
  to: string;
  query?: Record<string, string | number | boolean | null>;
  mode?: 'push' | 'redirect' | 'relaunch' | 'switchTab';
  back?: boolean;
}

const MODES = new Set(['push', 'redirect', 'relaunch', 'switchTab']);

export default defineAction<NavigateArgs>({
  name: 'navigate',
  run(args, { env }) {
    const to = str('navigate', 'to', args.to) as string;
    const mode = args.mode ?? 'push';
    if (!MODES.has(mode)) throw new ActionArgumentError('navigate', `unknown mode "${String(mode)}"`);
    if (isExternalUrl(to)) {
      if (!/^https?:\/\//i.test(to.trim())) throw new ActionArgumentError('navigate', `refusing to open "${to}"`);
      env.openExternal(to.trim());
      return true;
    }
    const extra: Record<string, string | number | boolean | null | undefined> = isPlainObject(args.query)
      ? (args.query as Record<string, string | number | boolean | null>)
      : {};
    if (bool(args.back, false)) extra.back = env.currentPath();
    const url = buildPath(to.startsWith('/') ? to : `/${to}`, extra);
    switch (mode) {
      case 'redirect':
        env.navigator.redirect(url);
        break;
      case 'relaunch':
        env.navigator.relaunch(url);
        break;
      case 'switchTab':
        env.navigator.switchTab(url);
        break;
      default:
        env.navigator.navigate(url);
    }
    return true;
  },
});
