import type { Seed } from './types.ts';

/** Area seeds in dependency order (members before orders, goods before carts). */
export const seeds: Seed[] = [];
