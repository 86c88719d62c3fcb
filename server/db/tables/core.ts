import type { Generated, JSONColumnType } from 'kysely';

/** Site settings as NiuShop keeps them: one row per config key, the value a JSON document. */
export interface SysConfigTable {
  config_key: string;
  value: JSONColumnType<Record<string, unknown>>;
  config_desc: Generated<string>;
  is_use: Generated<number>;
  create_time: Generated<number>;
  modify_time: Generated<number>;
}

/** Remembered answers of idempotent calls (order create, pay) keyed by scope + member + client key. */
export interface SysIdempotencyTable {
  scope: string;
  member_id: number;
  idem_key: string;
  response: JSONColumnType<object> | null;
  create_time: Generated<number>;
}

export interface CoreTables {
  sys_config: SysConfigTable;
  sys_idempotency: SysIdempotencyTable;
}
