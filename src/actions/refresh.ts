/** refresh: reload one data source of the page (`source`) or all of them. */
import { defineAction } from './types.ts';
import { str } from './util.ts';

export interface RefreshArgs {
  source?: string;
}

export default defineAction<RefreshArgs>({
  name: 'refresh',
  async run(args, { page }) {
    const source = str('refresh', 'source', args.source, false);
    if (!page) throw new Error('refresh: not inside a page');
    await page.refresh(source);
    return true;
  },
});
