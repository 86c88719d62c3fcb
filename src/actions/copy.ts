/** copy: put `text` on the clipboard and say 'copied'. */
import { defineAction } from './types.ts';
import { str } from './util.ts';

export interface CopyArgs {
  text: string;
}

export default defineAction<CopyArgs>({
  name: 'copy',
  async run(args, { env }) {
    const text = str('copy', 'text', args.text) as string;
    const ok = await env.copyText(text);
    env.toast(env.t(ok ? 'shell.copied' : 'shell.copyFailed'));
    return ok;
  },
});
