/**
 * share: the Web Share API when the browser has it, else copy the link. `link` defaults to the
 * current page. A share the shopper dismisses is not a failure.
 */
import { defineAction } from './types.ts';
import { str } from './util.ts';

export interface ShareArgs {
  title?: string;
  desc?: string;
  link?: string;
  image?: string;
}

function absolute(link: string, base: string): string {
  try {
    return new URL(link, base || undefined).href;
  } catch {
    return link;
  }
}

export default defineAction<ShareArgs>({
  name: 'share',
  async run(args, { env }) {
    const title = str('share', 'title', args.title, false);
    const desc = str('share', 'desc', args.desc, false);
    const given = str('share', 'link', args.link, false);
    // An in-app path is shared as a full URL under the /h5 base.
    const link = given ? absolute(given.startsWith('/') && !given.startsWith('/h5/') ? `/h5${given}` : given, env.currentUrl()) : env.currentUrl();
    if (env.canShare()) {
      try {
        await env.share({ title, text: desc, url: link });
        return true;
      } catch (err) {
        if (err instanceof Error && err.name === 'AbortError') return true;
        // fall back to copying
      }
    }
    const ok = await env.copyText(link);
    env.toast(env.t(ok ? 'shell.copied' : 'shell.copyFailed'));
    return ok;
  },
});
