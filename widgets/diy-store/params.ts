/** Names the store block's data declaration (./data.ts) and its component share. Pure: the server loads it. */

/** The node state `info`'s `store_id` reads: the shopper's store (chosen, else the site's default). */
export const STORE = 'store';
/** The node state `first` is loaded for (no store known: the first of the list, once). */
export const FIRST = 'first';
