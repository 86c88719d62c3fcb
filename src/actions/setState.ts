/** setState: set page state at `path` (`tab`, `form.name`, `list[0].done`) to `value` (immer). */
import { defineAction, ActionArgumentError } from './types.ts';
import { str } from './util.ts';

export interface SetStateArgs {
  path: string;
  value?: unknown;
}

export default defineAction<SetStateArgs>({
  name: 'setState',
  run(args, { page }) {
    const path = str('setState', 'path', args.path) as string;
    if (!page) throw new Error('setState: not inside a page');
    if (!page.setState(path, args.value)) throw new ActionArgumentError('setState', `invalid path "${path}"`);
    return true;
  },
});
