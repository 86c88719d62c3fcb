// The member's cart summary for badges and quick add: NiuShop's cartList shape
// `{goods_<id>: {goods_name, max_buy, num, total_money, sku_<id>: {cart_id, goods_id, sku_id, num,
// discount_price, min_buy, stock}}}`, all cart ids, the total quantity and the total money.
// Money is summed in integer fen and kept as two-decimal strings ("12.50").
// Follows the other stores: emptied when the member is cleared, reloaded when the store changes.
// A guest's lines live in the guest cart (guestCart.ts, loaded only where it is used; stored as
// h5_guestCart): while logged out the badge counts them, and the first refresh with a token merges
// them into the member's cart (the merge code loads lazily too).
import { create } from 'zustand';
import { hydrateCurrent } from './hydrateCurrent.ts';
import { immer } from 'zustand/middleware/immer';
import { isSuccess, request } from '../data/client.ts';
import { formatFen, toFen } from '../data/money.ts';
import { useMemberStore } from './member.ts';
import { GUEST_CART_KEY, onStored, readStored } from './persist.ts';
import { currentStoreId, useStoreStore } from './store.ts';
import type { CartRow } from './types.ts';

export interface CartSku {
  cart_id: number;
  goods_id: number;
  sku_id: number;
  num: number;
  discount_price: string;
  min_buy: number;
  stock: number;
}

export type CartGoods = {
  goods_name: string;
  max_buy: number;
  num: number;
  total_money: string;
} & { [sku: `sku_${string}`]: CartSku };

export type CartList = Record<`goods_${string}`, CartGoods>;

export interface CartState {
  cartList: CartList;
  cartIds: number[];
  /** Total quantity (the badge). */
  cartNumber: number;
  /** Total money, two decimals. */
  cartMoney: string;
  /** Bumped on every change, for components that re-read the cart page. */
  cartChange: number;
}

export interface CartActions {
  /** Rebuilds everything from the rows of /api/cart/lists. */
  applyLists(rows: readonly CartRow[]): void;
  /** Changes one line's quantity locally (0 removes it) and recomputes the totals. */
  setLineNum(goodsId: number, skuId: number, num: number): void;
  /** Empties the cart state (logout, session lost). */
  clear(): void;
  /** Logged out: no member lines, the badge counts the guest cart's pieces. */
  setGuestNumber(num: number): void;
  /** Marks the cart as changed (e.g. after cart.add) without new data. */
  bumpChange(): void;
}

export function initialCartState(): CartState {
  return { cartList: {}, cartIds: [], cartNumber: 0, cartMoney: '0.00', cartChange: 0 };
}

const int = (v: unknown): number => {
  const n = Math.trunc(Number(v));
  return Number.isFinite(n) ? n : 0;
};

const skuEntries = (goods: CartGoods): [string, CartSku][] =>
  Object.entries(goods).filter(([k]) => k.startsWith('sku_')) as [string, CartSku][];

/** Recomputes per-goods and overall totals in place (NiuShop's cartCalculate). */
function recompute(state: CartState): void {
  let totalNum = 0;
  let totalFen = 0;
  const ids: number[] = [];
  for (const [key, goods] of Object.entries(state.cartList) as [`goods_${string}`, CartGoods][]) {
    let num = 0;
    let fen = 0;
    for (const [, sku] of skuEntries(goods)) {
      num += sku.num;
      fen += toFen(sku.discount_price) * sku.num;
      ids.push(sku.cart_id);
    }
    if (num === 0 && skuEntries(goods).length === 0) {
      delete state.cartList[key];
      continue;
    }
    goods.num = num;
    goods.total_money = formatFen(fen);
    totalNum += num;
    totalFen += fen;
  }
  state.cartIds = ids;
  state.cartNumber = totalNum;
  state.cartMoney = formatFen(totalFen);
  state.cartChange += 1;
}

export const useCartStore = create<CartState & CartActions>()(
  immer(hydrateCurrent((set) => ({
    ...initialCartState(),

    applyLists(rows) {
      set((state) => {
        const list: CartList = {};
        for (const row of rows) {
          // Lines the server marks unbuyable (off sale, deleted, sold out) count in neither badge nor money.
          if (int((row as { is_invalid?: unknown }).is_invalid) === 1) continue;
          const goodsKey = `goods_${row.goods_id}` as const;
          const goods = (list[goodsKey] ??= { goods_name: '', max_buy: 0, num: 0, total_money: '0.00' } as CartGoods);
          goods.goods_name = String(row.goods_name ?? '');
          goods.max_buy = int(row.max_buy);
          goods[`sku_${row.sku_id}`] = {
            cart_id: int(row.cart_id),
            goods_id: int(row.goods_id),
            sku_id: int(row.sku_id),
            num: int(row.num),
            discount_price: formatFen(toFen(row.discount_price)),
            min_buy: int(row.min_buy),
            stock: int(row.stock),
          };
        }
        state.cartList = list;
        recompute(state);
      });
    },

    setLineNum(goodsId, skuId, num) {
      set((state) => {
        const goods = state.cartList[`goods_${goodsId}`];
        const key = `sku_${skuId}` as const;
        if (!goods || !goods[key]) return;
        if (num > 0) goods[key].num = int(num);
        else delete goods[key];
        recompute(state);
      });
    },

    clear() {
      set((state) => {
        const change = state.cartChange + 1;
        Object.assign(state, initialCartState(), { cartChange: change });
      });
    },

    setGuestNumber(num) {
      set((state) => {
        if (Object.keys(state.cartList).length === 0 && state.cartNumber === num) return;
        const change = state.cartChange + 1;
        Object.assign(state, initialCartState(), { cartNumber: num, cartChange: change });
      });
    },

    bumpChange() {
      set((state) => {
        state.cartChange += 1;
      });
    },
  }))),
);

let refreshing: Promise<void> | undefined;

/** Storage key (without h5_) of the guest cart's lines `[{sku_id, num}]`, owned by guestCart.ts. */
export { GUEST_CART_KEY };

/** The guest cart's lines as stored (read here so the first load does not carry the guest cart's code). */
function storedGuestLines(): Array<{ sku_id: number; num: number }> {
  const raw = readStored<Array<{ sku_id?: unknown; num?: unknown } | null>>(GUEST_CART_KEY);
  if (!Array.isArray(raw)) return [];
  return raw
    .map((l) => ({ sku_id: Math.trunc(Number(l?.sku_id)), num: Math.trunc(Number(l?.num)) }))
    .filter((l) => l.sku_id > 0 && l.num > 0);
}

const showGuestCart = () => useCartStore.getState().setGuestNumber(storedGuestLines().reduce((n, l) => n + l.num, 0));

// While logged out the badge counts the guest's pieces, as the guest cart store writes them.
onStored(GUEST_CART_KEY, () => {
  if (!useMemberStore.getState().token) showGuestCart();
});

/** Moves the guest's lines into the member's cart (lazily loaded; never rejects, keeps them on failure). */
async function mergeGuestLines(): Promise<void> {
  try {
    const { mergeGuestCart } = await import('../actions/addToCartGuest.ts');
    await mergeGuestCart();
  } catch {
    // the chunk did not load: the lines stay and the next refresh tries again
  }
}

/**
 * Reloads the cart summary from /api/cart/lists (NiuShop's getCartNumber), after merging a guest
 * cart left on the device (the first refresh after login). Without a token the badge counts the
 * guest cart. Concurrent calls share one request.
 */
export function refreshCart(): Promise<void> {
  if (!useMemberStore.getState().token) {
    showGuestCart();
    return Promise.resolve();
  }
  const token = useMemberStore.getState().token;
  const lists = () => request<CartRow[]>('cart.lists');
  refreshing ??= (storedGuestLines().length > 0 ? mergeGuestLines().then(lists) : lists())
    .then((res) => {
      // Ignore an answer that arrives after a logout or a login as someone else.
      const now = useMemberStore.getState().token;
      if (!now || (now !== token && now !== res.refreshtoken)) return;
      if (isSuccess(res) && Array.isArray(res.data)) useCartStore.getState().applyLists(res.data);
    })
    .catch(() => {}) // the client has already told the shopper; the badge keeps its last value
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

// A guest's badge at start (changes later are pushed by guestCart.ts).
if (!useMemberStore.getState().token) showGuestCart();

// Logged out (member info or token cleared): the cart goes with it.
useMemberStore.subscribe((state, prev) => {
  if ((prev.memberInfo && !state.memberInfo) || (prev.token && !state.token)) {
    useCartStore.getState().clear();
    if (!state.token) showGuestCart();
  }
});

// Another store chosen: cart lines are per store, so reload them (NiuShop's changeStore does).
useStoreStore.subscribe((state, prev) => {
  if (currentStoreId(state) !== currentStoreId(prev) && useMemberStore.getState().token) void refreshCart();
});
