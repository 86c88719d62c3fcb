import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type RegisteredHook = (db: Kysely<Database>, memberId: number, log?: (msg: string, err?: unknown) => void) => Promise<void>;

const hooks: RegisteredHook[] = [];

/**
 * What other areas do once a member has registered (after the registration committed, each in its
 * own transaction): e.g. the inviter's reward (memberrecommend). Registered once at import.
 */
export function onMemberRegistered(hook: RegisteredHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

/** Runs every hook; a failing one is logged and never undoes the registration. */
export async function runRegisteredHooks(db: Kysely<Database>, memberId: number, log?: (msg: string, err?: unknown) => void): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook(db, memberId, log);
    } catch (err) {
      log?.('after-registration step failed', err);
    }
  }
}
