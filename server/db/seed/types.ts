import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { ServerConfig } from '../../config.ts';

export interface SeedOptions {
  config: ServerConfig;
  /** Generate image files (off in most API tests to keep them fast). */
  images: boolean;
}

export interface Seed {
  name: string;
  run(db: Kysely<Database>, opts: SeedOptions): Promise<void>;
}
