/** refresh: reload one data source of the page (`source`) or all of them; `top` scrolls up first. */
import { defineAction } from './types.ts';
import { str } from './util.ts';

export interface RefreshArgs {
  source?: string;
  top?: boolean;
}

export default defineAction<RefreshArgs>({
  name: 'refresh',
  async run(args, { page }) {
    const source = str('refresh', 'source', args.source, false);
    if (!page) throw new Error('refresh: not inside a page');
    // Before the reload: the reset list renders at the top, not under a sentinel still in view.
    if (args.top === true && typeof window !== 'undefined') window.scrollTo(0, 0);
    await page.refresh(source);
    return true;
  },
});
