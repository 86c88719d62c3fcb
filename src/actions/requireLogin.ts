/** requireLogin: a guest is sent to the login page (back = the current path) and the chain stops. */
import { defineAction, type ActionEnv } from './types.ts';

/** Shared with widgets that need a member (buy now, favourites, coupons). */
export function ensureLoggedIn(env: ActionEnv): boolean {
  if (env.isLoggedIn()) return true;
  env.navigator.navigate(env.loginPath(env.currentPath()));
  return false;
}

export default defineAction<Record<string, never>>({
  name: 'requireLogin',
  run(_args, { env }) {
    return ensureLoggedIn(env);
  },
});
