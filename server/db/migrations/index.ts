import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_core.ts';
import * as m0002 from './0002_member.ts';
import * as m0003 from './0003_catalogue.ts';
import * as m0004 from './0004_trade.ts';
import * as m0005 from './0005_account.ts';
import * as m0006 from './0006_diy_publish.ts';
import * as m0007 from './0007_topic.ts';

/** Every migration, by name; names sort in the order they apply. Append, never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_member': m0002,
  '0003_catalogue': m0003,
  '0004_trade': m0004,
  '0005_account': m0005,
  '0006_diy_publish': m0006,
  '0007_topic': m0007,
};
