// One servicer socket for the whole signed-in studio: the header's unread badge and the inbox page
// hear the same frames (a second tab of the studio has its own). Started by whoever needs it and
// stopped when the last of them goes; the conversations with unread messages of members are kept
// here from the socket's frames alone (`init` lists them, `message` and `read` move them).
import { create } from 'zustand';
import { useLanguageStore } from '../../stores/language.ts';
import { useSession } from '../session.ts';
import { withUnreadMember, type ServicerFrame } from './model.ts';
import { ServicerSocket, servicerSocketUrl, type SocketStatus } from './socket.ts';

export interface InboxLive {
  status: SocketStatus;
  /** Members whose conversation holds messages the shop has not read. */
  unreadMembers: readonly number[];
}

export const useInboxLive = create<InboxLive>()(() => ({ status: 'closed', unreadMembers: [] }));

const listeners = new Set<(f: ServicerFrame) => void>();
let socket: ServicerSocket | null = null;
let users = 0;

/** Hears every frame of the studio's socket; answers the unsubscribe. */
export function onInboxFrame(fn: (f: ServicerFrame) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Keeps the socket open until the returned function is called (by every user). */
export function holdInboxSocket(): () => void {
  users += 1;
  if (!socket) {
    socket = new ServicerSocket({
      url: () => servicerSocketUrl(useLanguageStore.getState().lang),
      csrf: () => useSession.getState().csrf,
      onFrame: (f) => {
        useInboxLive.setState((s) => ({ unreadMembers: withUnreadMember(s.unreadMembers, f) }));
        for (const fn of [...listeners]) fn(f);
      },
      onStatus: (status) => useInboxLive.setState({ status }),
      onRefused: (message) => void useSession.getState().recheck(message),
    });
    socket.start();
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    users -= 1;
    if (users === 0 && socket) {
      const s = socket;
      socket = null;
      s.stop();
      useInboxLive.setState({ unreadMembers: [] });
    }
  };
}
