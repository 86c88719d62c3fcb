import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Trx = Transaction<Database>;

/**
 * A timer, as a sweep over due rows: every timed change of the shop (an unpaid order closing, a
 * bargain launch expiring, a card running out…) is a row with a due time that a sweep takes when
 * the time has passed. Nothing waits in memory, so a restart or a second instance loses nothing:
 * each instance sweeps, one row per transaction, each row taken `FOR UPDATE SKIP LOCKED` so
 * instances share the work on PostgreSQL without waiting on each other.
 */
export interface DueJob {
  /** Unique, `<area>.<what>` (e.g. `order.autoClose`); `/dev/jobs/run` names it. */
  name: string;
  /**
   * The next due row whose id is above `after`, in id order, locked with `.forUpdate().skipLocked()`
   * inside `trx` (see `takeDue`); undefined when none is left. The cursor keeps a row the handler
   * left unchanged from being taken again in the same sweep.
   */
  next(trx: Trx, now: number, after: number): Promise<{ id: number } | undefined>;
  /** Handles one due row in the same transaction; answers whether it changed something. */
  run(trx: Trx, id: number, now: number): Promise<boolean>;
  /** Housekeeping after each sweep, outside the row transactions (forgetting expired keys…). */
  after?(db: Kysely<Database>, now: number): Promise<void>;
}

/** How many rows one sweep of one job handles at most (the next sweep goes on). */
export const SWEEP_LIMIT = 500;

/**
 * Runs one job over every row due at `now` (up to `limit`), one transaction per row; answers how
 * many rows it changed. A row whose handler throws is rolled back alone and skipped this sweep.
 */
export async function sweep(db: Kysely<Database>, job: DueJob, now: number, limit = SWEEP_LIMIT): Promise<number> {
  let changed = 0;
  let cursor = 0;
  for (let i = 0; i < limit; i++) {
    let id: number | undefined;
    try {
      const step = await db.transaction().execute(async (trx) => {
        const due = await job.next(trx, now, cursor);
        if (!due) return null;
        id = due.id;
        return { id: due.id, ok: await job.run(trx, due.id, now) };
      });
      if (!step) break;
      cursor = step.id;
      if (step.ok) changed++;
    } catch (err) {
      if (id === undefined) throw err;
      console.error(`[jobs] ${job.name} failed on row ${id}:`, err instanceof Error ? err.message : err);
      cursor = id;
    }
  }
  await job.after?.(db, now);
  return changed;
}
