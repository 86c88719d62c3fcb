import type { Generated } from 'kysely';

/**
 * Tables of the merchant studio (issue 18): admin sessions (migration 0050_admin_session). The
 * admin row itself is in member.ts. Times are unix seconds.
 */

/** A signed-in admin: the random session id is kept only as its sha256 (hex). */
export interface AdminSessionTable {
  session_hash: string;
  admin_id: number;
  ip: Generated<string>;
  user_agent: Generated<string>;
  create_time: number;
  /** Slid forward while the session is used; never past create_time + the absolute lifetime. */
  expire_time: number;
}

export interface StudioTables {
  admin_session: AdminSessionTable;
}
