/** Rewrites bench/results/latest.md from the bench/results/<name>.json files (bench/run.sh calls it last). */
import { rebuildLatest } from './results.ts';

rebuildLatest();
