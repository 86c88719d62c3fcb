import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Params } from '../../http/params.ts';
import type { Lang } from '../../i18n/index.ts';

/** What an order-create hook sees: the new order, its goods lines and the create request's parameters. */
export interface OrderCreated {
  order_id: number;
  member_id: number;
  params: Params;
  lines: ReadonlyArray<{ order_goods_id: number; goods_id: number; sku_id: number }>;
  now: number;
  lang: Lang;
}

export type OrderCreateHook = (trx: Transaction<Database>, order: OrderCreated) => Promise<void>;

const hooks: OrderCreateHook[] = [];

/**
 * Steps other areas add to order creation, inside its transaction (the forms filled at checkout…):
 * a hook that throws an ApiError refuses the order and nothing is written. Registered once at import.
 */
export function onOrderCreate(hook: OrderCreateHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runOrderCreateHooks(trx: Transaction<Database>, order: OrderCreated): Promise<void> {
  for (const hook of hooks) await hook(trx, order);
}
