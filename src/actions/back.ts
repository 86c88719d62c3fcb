/** back: go back `delta` pages (default 1). */
import { defineAction } from './types.ts';
import { int } from './util.ts';

export interface BackArgs {
  delta?: number;
}

export default defineAction<BackArgs>({
  name: 'back',
  run(args, { env }) {
    env.navigator.back(Math.max(1, int('back', 'delta', args.delta, 1)));
    return true;
  },
});
