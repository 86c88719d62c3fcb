/**
 * addToCart: `sku_id` and `num` (default 1). A member's goes to cart.add; a guest's stays in the
 * guest cart on the device (checked against the server's stock and purchase limits, merged into
 * the member's cart at login; the code loads on a guest's first add). Then the cart count
 * refreshes. A failure toasts its message and stops. The answer's data (a guest: `{sku_id, num}`)
 * becomes `event.result`. `form_data` (the goods form filled in the sku popup, NiuShop's JSON) is
 * kept with the member's cart row; a guest signs in first (the cart on the device keeps no forms).
 */
import { isApiTransportError } from '../data/errors.ts';
import { ensureLoggedIn } from './requireLogin.ts';
import { defineAction, type ActionEnv } from './types.ts';
import { int, setEventResult } from './util.ts';

export interface AddToCartArgs {
  sku_id: number | string;
  num?: number | string;
  form_data?: string;
}

export type AddOutcome = { ok: true; result: unknown } | { ok: false };

/**
 * Adds `num` of a sku to the cart of whoever is shopping (member or guest) and refreshes the count;
 * `{ok: false}` once the shopper was told why not. Also for quick-add buttons outside action chains.
 */
export async function addSkuToCart(env: ActionEnv, skuId: number, num: number, formData?: string): Promise<AddOutcome> {
  let result: unknown;
  if (formData && !ensureLoggedIn(env)) return { ok: false };
  if (env.isLoggedIn()) {
    let res;
    try {
      res = await env.request('cart.add', formData ? { sku_id: skuId, num, form_data: formData } : { sku_id: skuId, num });
    } catch (err) {
      // The client already told the shopper about a failed transport (network, timeout…).
      if (isApiTransportError(err)) return { ok: false };
      res = { code: -1, message: err instanceof Error ? err.message : String(err) };
    }
    if (!res || typeof res.code !== 'number' || res.code < 0) {
      if (res?.message) env.toast(res.message);
      return { ok: false };
    }
    result = res.data;
  } else {
    const { addGuestLine } = await import('./addToCartGuest.ts');
    result = await addGuestLine(env, skuId, num);
    if (!result) return { ok: false };
  }
  try {
    await env.refreshCart();
  } catch {
    // the count refreshes on the next cart visit; the add itself succeeded
  }
  return { ok: true, result };
}

export default defineAction<AddToCartArgs>({
  name: 'addToCart',
  async run(args, ctx) {
    const sku_id = int('addToCart', 'sku_id', args.sku_id);
    const num = Math.max(1, int('addToCart', 'num', args.num, 1));
    const formData = typeof args.form_data === 'string' && args.form_data.trim() !== '' ? args.form_data : undefined;
    const outcome = await addSkuToCart(ctx.env, sku_id, num, formData);
    if (!outcome.ok) return false;
    setEventResult(ctx.scope, outcome.result);
    return true;
  },
});
