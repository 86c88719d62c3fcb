import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DbKind } from '../db/index.ts';
import type { ServerConfig } from '../config.ts';
import type { Lang } from '../i18n/index.ts';
import type { TokenPayload } from './token.ts';
import type { FastifyRequest } from 'fastify';
import type { AdminCaller } from './context.ts';
import type { DueJob } from '../jobs/index.ts';

/**
 * Process-wide collaborators that are not plain database calls: adapters to the outside
 * (SMS, payment), the token secret and small caches. An area adds its own members by
 * declaration merging (`declare module '../../http/services.ts' { interface Services { sms: … } }`)
 * and sets them in its module's `init`. Tests may replace any of them.
 */
export interface Services {
  db: Kysely<Database>;
  dbKind: DbKind;
  config: ServerConfig;
  /** HMAC secret of member tokens, shared by all instances through the database. */
  tokenSecret: string;
  /** Unix seconds; replaceable in tests. */
  now(): number;
  /** Whether the shop answers this client type (false → code -3). */
  isSiteOpen(appType: string): Promise<boolean>;
  /**
   * Whether a validly signed token still belongs to a usable member (set by the member area):
   * 'revoked' (member gone, or token_version bumped by a password change) answers -10009,
   * 'locked' (status 0) answers -10009 with the locked message.
   */
  checkTokenMember?: (payload: TokenPayload) => Promise<'ok' | 'revoked' | 'locked'>;
  /**
   * The admin of a request to an `auth: 'admin'` route (set by the admin area): a bearer token or a
   * studio session with its CSRF header; throws ApiError (code -1) otherwise.
   */
  checkAdmin?: (req: FastifyRequest) => Promise<AdminCaller>;
  /**
   * Data inlined into /h5/ HTML for the first render (`{config, lang, page?}`, plus `head`: files
   * to preload, taken out by h5.ts); set by the config area. `inject` calls API routes in-process.
   */
  h5Init?: (lang: Lang, url: string, opts?: { inject?: (path: string, params: Record<string, string>) => Promise<{ code: number; message?: string; data?: unknown } | null> }) => Promise<Record<string, unknown>>;
  /** Every area's due jobs (server/jobs), collected at start. */
  jobs: DueJob[];
  /** Called on shutdown (timers, pools). */
  onClose: Array<() => Promise<void> | void>;
}
