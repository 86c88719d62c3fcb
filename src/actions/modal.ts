/** modal: ask; confirm continues the chain, cancel stops it. */
import { defineAction } from './types.ts';
import { bool, str } from './util.ts';

export interface ModalArgs {
  title?: string;
  content?: string;
  showCancel?: boolean;
  confirmText?: string;
  cancelText?: string;
}

export default defineAction<ModalArgs>({
  name: 'modal',
  async run(args, { env }) {
    const confirmed = await env.modal({
      title: str('modal', 'title', args.title, false),
      content: str('modal', 'content', args.content, false),
      showCancel: bool(args.showCancel, true),
      confirmText: str('modal', 'confirmText', args.confirmText, false),
      cancelText: str('modal', 'cancelText', args.cancelText, false),
    });
    return confirmed === true;
  },
});
