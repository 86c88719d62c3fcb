import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Lang } from '../i18n/index.ts';
import type { ServerConfig } from '../config.ts';
import type { Params, UploadedFile } from './params.ts';
import type { Services } from './services.ts';

export interface AuthedMember {
  member_id: number;
}

/** The shop's admin calling an `auth: 'admin'` route (server/modules/admin/session.ts). */
export interface AdminCaller {
  admin_id: number;
  username: string;
  /** The command line's bearer token, or a signed-in studio session. */
  via: 'token' | 'session';
  /** Sessions: the CSRF token, when the session ends, the stored hash of its id. */
  csrf_token?: string;
  expire_time?: number;
  session_hash?: string;
}

/** What a route handler gets: validated parameters, the caller, the database and the services. */
export interface ApiContext<P = Params> {
  params: P;
  /** Files of a multipart request, by field name. */
  files: Record<string, UploadedFile>;
  lang: Lang;
  appType: string;
  storeId: number | null;
  /** Set when the route's auth is 'required' (always) or 'optional' (when a valid token came). */
  member: AuthedMember | null;
  /** Set on `auth: 'admin'` routes (always). */
  admin: AdminCaller | null;
  db: Kysely<Database>;
  config: ServerConfig;
  services: Services;
  ip: string;
  t(key: string, vars?: Record<string, string | number>): string;
  /** Set by a handler that re-issued the caller's token (password change): sent as `refreshtoken`. */
  refreshtoken?: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Same as ApiContext, for handlers of auth: 'required' routes. */
export type MemberContext<P = Params> = ApiContext<P> & { member: AuthedMember };

/** Same as ApiContext, for handlers of auth: 'admin' routes. */
export type AdminContext<P = Params> = ApiContext<P> & { admin: AdminCaller };
