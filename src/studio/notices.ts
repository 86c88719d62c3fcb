// One line of feedback at a time (saved, published, refused), shown by <Notice /> for a few seconds.
import { create } from 'zustand';

export type NoticeKind = 'ok' | 'error';
interface NoticeState {
  text: string;
  kind: NoticeKind;
}
export const useNotice = create<NoticeState>()(() => ({ text: '', kind: 'ok' }));

let timer: ReturnType<typeof setTimeout> | undefined;
export function notify(text: string, kind: NoticeKind = 'ok'): void {
  useNotice.setState({ text, kind });
  clearTimeout(timer);
  timer = setTimeout(() => useNotice.setState({ text: '' }), 5000);
}
