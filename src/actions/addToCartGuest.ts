/**
 * The guest's side of the cart, loaded only when a guest adds goods or a guest cart is to be merged:
 * - `addGuestLine`: asks the server what it knows about the sku (on sale, stock, purchase limits,
 *   through the public cart.guestLists) and keeps the line in the guest cart under the member
 *   cart's rules, or says why not;
 * - `mergeGuestCart`: after login, moves the guest lines into the member's cart in one call
 *   (cart.merge, idempotent by the guest cart's key) and clears them; a failure keeps them and says so.
 * Texts are the cart namespace's, loaded here (the goods page does not load it).
 */
import { isSuccess, request } from '../data/client.ts';
import { loadNamespaces, t } from '../i18n/index.ts';
import { showToast } from '../shell/feedback.ts';
import { GUEST_CART_MAX, useGuestCartStore, type GuestLine } from '../stores/guestCart.ts';
import { useMemberStore } from '../stores/member.ts';
import type { ActionEnv } from './types.ts';

const texts = (): Promise<void> => loadNamespaces(['cart']).catch(() => {});
const ct = (key: string, vars?: Record<string, unknown>) => t(`cart.${key}`, vars);

interface SkuFacts {
  is_invalid?: unknown;
  invalid_reason?: unknown;
  stock?: unknown;
  min_buy?: unknown;
  max_buy?: unknown;
  is_limit?: unknown;
}

/** Adds `num` of a sku to the guest cart; the line's new quantity, or null once the guest was told why not. */
export async function addGuestLine(env: ActionEnv, skuId: number, num: number): Promise<{ sku_id: number; num: number } | null> {
  const loading = texts();
  const { lines } = useGuestCartStore.getState();
  if (lines.length >= GUEST_CART_MAX && !lines.some((l) => l.sku_id === skuId)) {
    await loading;
    env.toast(ct('guestFull', { n: GUEST_CART_MAX }));
    return null;
  }
  let res;
  try {
    res = await env.request('cart.guestLists', { sku_ids: JSON.stringify([{ sku_id: skuId, num }]) });
  } catch {
    return null; // the client has shown the network message
  }
  await loading;
  if (!res || typeof res.code !== 'number' || res.code < 0) {
    if (res?.message) env.toast(res.message);
    return null;
  }
  const facts = (Array.isArray(res.data) ? res.data[0] : undefined) as SkuFacts | undefined;
  if (!facts || Number(facts.is_invalid) === 1) {
    env.toast(facts?.invalid_reason === 'out_of_stock' ? ct('stockShort') : ct('goodsOffSale'));
    return null;
  }
  const outcome = useGuestCartStore.getState().add(skuId, num, {
    stock: Number(facts.stock),
    min_buy: Number(facts.min_buy),
    max_buy: Number(facts.max_buy),
    is_limit: Number(facts.is_limit),
  });
  if (!outcome.ok) {
    const why = { full: 'guestFull', stock: 'stockShort', min_buy: 'minBuy', max_buy: 'limitBuy' } as const;
    env.toast(ct(why[outcome.reason], { n: outcome.limit }));
    return null;
  }
  return { sku_id: skuId, num: outcome.num };
}

let merging: Promise<boolean> | undefined;
/** The key of the last failure told (a failing merge is retried on every refresh; it is told once). */
let toldFailure = '';

/**
 * Moves the guest cart into the logged-in member's cart. Resolves true when there was nothing to do
 * or the merge went through (the merged lines leave the guest cart), false when it failed: the lines
 * stay on the device, the shopper is told (once per guest cart state) and the next refresh retries.
 */
export function mergeGuestCart(): Promise<boolean> {
  merging ??= run().finally(() => {
    merging = undefined;
  });
  return merging;
}

async function run(): Promise<boolean> {
  const { lines, key } = useGuestCartStore.getState();
  if (lines.length === 0 || !useMemberStore.getState().token) return true;
  const sent: GuestLine[] = lines.map((l) => ({ sku_id: l.sku_id, num: l.num }));
  let res: { code: number; data?: unknown } | undefined;
  try {
    res = await request('cart.merge', { sku_ids: JSON.stringify(sent), idempotency_key: key });
  } catch {
    res = undefined; // network: the client has said so too
  }
  await texts();
  if (!res || !isSuccess(res)) {
    if (toldFailure !== key) showToast(ct('mergeFailed'), 3000);
    toldFailure = key;
    return false;
  }
  useGuestCartStore.getState().merged(sent);
  const skipped = (res.data as { skipped?: unknown[] } | null)?.skipped;
  if (Array.isArray(skipped) && skipped.length > 0) showToast(ct('mergeSkipped', { n: skipped.length }), 3000);
  return true;
}
