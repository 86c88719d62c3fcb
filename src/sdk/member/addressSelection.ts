/**
 * Handing a chosen address back to the page that asked for one (the order confirm page): the address
 * list (select mode) or the address form (a new address) keeps its id under h5_checkoutAddressId and
 * goes back; the confirm page takes it (once) when it shows again.
 */
import { readStored, removeStored, writeStored } from '../../stores/persist.ts';

export const SELECTED_ADDRESS_KEY = 'checkoutAddressId';

export function selectAddress(id: number): void {
  if (Number.isSafeInteger(id) && id > 0) writeStored(SELECTED_ADDRESS_KEY, id);
}

/** The address chosen since the last call, if any (and forgets it). */
export function takeSelectedAddress(): number | undefined {
  const v = Number(readStored<unknown>(SELECTED_ADDRESS_KEY));
  removeStored(SELECTED_ADDRESS_KEY);
  return Number.isSafeInteger(v) && v > 0 ? v : undefined;
}
