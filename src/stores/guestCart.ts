// A guest's cart, kept on the device until login: lines of {sku_id, num} (at most GUEST_CART_MAX),
// persisted as h5_guestCart (and its merge key as h5_guestCartKey). Prices, names and stock are the
// server's (/api/cart/guestLists); on login the lines are merged into the member's cart
// (/api/cart/merge, see src/actions/addToCartGuest.ts) and cleared. `key` changes with every change
// of the lines: the merge's idempotency key. Only the code that uses it loads it (a guest's add, the
// cart page): the first load reads the stored lines for the badge (cart.ts) and this store keeps
// the badge in step from then on.
import { create } from 'zustand';
import { hydrateCurrent } from './hydrateCurrent.ts';
import { GUEST_CART_KEY, persistFields, readStored } from './persist.ts';

export interface GuestLine {
  sku_id: number;
  num: number;
}

/** What the server says about a sku when it is added (the member's cart rules apply). */
export interface GuestLimits {
  stock: number;
  min_buy?: number;
  max_buy?: number;
  is_limit?: number;
}

export type GuestAddOutcome = { ok: true; num: number } | { ok: false; reason: 'full' | 'stock' | 'min_buy' | 'max_buy'; limit: number };

export interface GuestCartState {
  lines: GuestLine[];
  key: string;
}

export interface GuestCartActions {
  /**
   * Adds `num` of a sku as the member's cart does: the sum capped at the stock; refused when that is
   * below the minimum purchase or above the purchase limit, when out of stock, or when the cart is full.
   */
  add(skuId: number, num: number, limits: GuestLimits): GuestAddOutcome;
  /** Sets a line's quantity (0 or less removes it). */
  setNum(skuId: number, num: number): void;
  remove(skuIds: readonly number[]): void;
  /** After a merge: drops the lines sent (a line changed meanwhile keeps what was added since). */
  merged(sent: readonly GuestLine[]): void;
  clear(): void;
}

export const GUEST_CART_MAX = 99;
const MAX_NUM = 99999;

const newKey = (): string => `gc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const int = (v: unknown): number => {
  const n = Math.trunc(Number(v));
  return Number.isFinite(n) ? n : 0;
};

/** Stored lines as they were, minus anything malformed (storage is outside our control). */
function clean(raw: unknown): GuestLine[] {
  if (!Array.isArray(raw)) return [];
  const out: GuestLine[] = [];
  for (const item of raw) {
    const sku_id = int((item as GuestLine | null)?.sku_id);
    const num = Math.min(MAX_NUM, int((item as GuestLine | null)?.num));
    if (sku_id > 0 && num > 0 && !out.some((l) => l.sku_id === sku_id)) out.push({ sku_id, num });
    if (out.length >= GUEST_CART_MAX) break;
  }
  return out;
}

export const useGuestCartStore = create<GuestCartState & GuestCartActions>()(hydrateCurrent((set, get) => {
  const put = (lines: GuestLine[]) => set({ lines, key: newKey() });
  return {
    lines: [],
    key: newKey(),

    add(skuId, num, limits) {
      const { lines } = get();
      const have = lines.find((l) => l.sku_id === skuId)?.num ?? 0;
      const stock = Math.max(0, int(limits.stock));
      const min = Math.max(1, int(limits.min_buy));
      const maxBuy = int(limits.is_limit) === 1 ? int(limits.max_buy) : 0;
      if (!have && lines.length >= GUEST_CART_MAX) return { ok: false, reason: 'full', limit: GUEST_CART_MAX };
      if (stock <= 0) return { ok: false, reason: 'stock', limit: 0 };
      const total = Math.min(have + Math.max(1, int(num)), stock, MAX_NUM);
      if (total < min) return { ok: false, reason: min > stock ? 'stock' : 'min_buy', limit: min };
      if (maxBuy > 0 && total > maxBuy) return { ok: false, reason: 'max_buy', limit: maxBuy };
      put(have ? lines.map((l) => (l.sku_id === skuId ? { sku_id: skuId, num: total } : l)) : [{ sku_id: skuId, num: total }, ...lines]);
      return { ok: true, num: total };
    },

    setNum(skuId, num) {
      const n = Math.min(MAX_NUM, int(num));
      const { lines } = get();
      if (!lines.some((l) => l.sku_id === skuId)) return;
      put(n > 0 ? lines.map((l) => (l.sku_id === skuId ? { sku_id: skuId, num: n } : l)) : lines.filter((l) => l.sku_id !== skuId));
    },

    remove(skuIds) {
      const { lines } = get();
      const next = lines.filter((l) => !skuIds.includes(l.sku_id));
      if (next.length !== lines.length) put(next);
    },

    merged(sent) {
      const next: GuestLine[] = [];
      for (const l of get().lines) {
        const was = sent.find((s) => s.sku_id === l.sku_id)?.num ?? 0;
        if (l.num > was) next.push({ sku_id: l.sku_id, num: l.num - was });
      }
      put(next);
    },

    clear() {
      put([]);
    },
  };
}));

const KEY_KEY = `${GUEST_CART_KEY}Key`;
persistFields(useGuestCartStore, { lines: GUEST_CART_KEY, key: KEY_KEY });

/** Loads the stored lines (done once on import, like the member), minus anything malformed. */
export function hydrateGuestCartStore(): void {
  const key = readStored<unknown>(KEY_KEY);
  useGuestCartStore.setState({ lines: clean(readStored(GUEST_CART_KEY)), key: typeof key === 'string' && /^[\w.:-]{1,100}$/.test(key) ? key : newKey() });
}
hydrateGuestCartStore();

/** Pieces in the guest's cart (the badge while logged out). */
export const guestPieces = (s: GuestCartState): number => s.lines.reduce((n, l) => n + l.num, 0);

