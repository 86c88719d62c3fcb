import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_core.ts';

/** Every migration, by name; names sort in the order they apply. Append, never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
};
