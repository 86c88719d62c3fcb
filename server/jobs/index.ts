export { sweep, SWEEP_LIMIT, type DueJob } from './dueJob.ts';
export { startDueJobs, jobByName, SWEEP_INTERVAL_MS } from './runner.ts';
