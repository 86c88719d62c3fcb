/**
 * addToCart: requires login (a guest goes to login and the chain stops), then cart.add with
 * `sku_id` and `num` (default 1), refreshes the cart count; a failure toasts its message and
 * stops. The answer's data becomes `event.result`.
 */
import { defineAction } from './types.ts';
import { ensureLoggedIn } from './requireLogin.ts';
import { int, setEventResult } from './util.ts';

export interface AddToCartArgs {
  sku_id: number | string;
  num?: number | string;
}

export default defineAction<AddToCartArgs>({
  name: 'addToCart',
  async run(args, ctx) {
    const { env } = ctx;
    const sku_id = int('addToCart', 'sku_id', args.sku_id);
    const num = Math.max(1, int('addToCart', 'num', args.num, 1));
    if (!ensureLoggedIn(env)) return false;
    let res;
    try {
      res = await env.request('cart.add', { sku_id, num });
    } catch (err) {
      res = { code: -1, message: err instanceof Error ? err.message : String(err) };
    }
    if (!res || typeof res.code !== 'number' || res.code < 0) {
      if (res?.message) env.toast(res.message);
      return false;
    }
    setEventResult(ctx.scope, res.data);
    try {
      await env.refreshCart();
    } catch {
      // the count refreshes on the next cart visit; the add itself succeeded
    }
    return true;
  },
});
