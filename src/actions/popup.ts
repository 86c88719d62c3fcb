/** popup: open (default) or close the popup with `id` on this page. */
import { defineAction } from './types.ts';
import { bool, str } from './util.ts';

export interface PopupArgs {
  id: string;
  open?: boolean;
}

export default defineAction<PopupArgs>({
  name: 'popup',
  run(args, { page }) {
    const id = str('popup', 'id', args.id) as string;
    if (!page) throw new Error('popup: not inside a page');
    page.setPopup(id, bool(args.open, true));
    return true;
  },
});
