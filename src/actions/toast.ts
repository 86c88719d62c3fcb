/** toast: show `text` for `duration` ms (default 1500) with an optional icon. */
import { defineAction } from './types.ts';
import { int, str } from './util.ts';

export interface ToastArgs {
  text: string;
  duration?: number;
  icon?: 'none' | 'success' | 'error' | 'loading';
}

export default defineAction<ToastArgs>({
  name: 'toast',
  run(args, { env }) {
    const text = str('toast', 'text', args.text) as string;
    env.toast(text, int('toast', 'duration', args.duration, 1500), args.icon ?? 'none');
    return true;
  },
});
