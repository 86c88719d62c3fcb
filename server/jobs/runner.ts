import type { Services } from '../http/services.ts';
import { sweep, type DueJob } from './dueJob.ts';

/** How often each instance sweeps every job. */
export const SWEEP_INTERVAL_MS = 30_000;

/**
 * Starts this instance's sweeps: every interval, each job in turn (never two sweeps of this
 * instance at once); stopped, and waited for, when the server closes.
 */
export function startDueJobs(services: Services, jobs: readonly DueJob[], intervalMs = SWEEP_INTERVAL_MS): void {
  if (jobs.length === 0) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = (async () => {
      for (const job of jobs) {
        await sweep(services.db, job, services.now()).catch((err: unknown) =>
          console.error(`[jobs] ${job.name} sweep failed:`, err instanceof Error ? err.message : err),
        );
      }
    })().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  services.onClose.push(async () => {
    clearInterval(timer);
    await running;
  });
}

/** Every job, by name, for `/dev/jobs/run`. */
export function jobByName(jobs: readonly DueJob[], name: string): DueJob | undefined {
  return jobs.find((j) => j.name === name);
}
