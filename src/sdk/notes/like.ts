/**
 * A store note's like (notes addon): one per member and note, kept by the server. The heart shows
 * the change at once and takes it back when the server refuses; the count then follows the
 * server's answer. A guest is sent to log in.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { getActionEnv } from '../../actions/env.ts';
import { ensureLoggedIn } from '../../actions/requireLogin.ts';
import { isSuccess } from '../../data/client.ts';
import { call, toastFailure } from '../api.ts';

export interface NoteLikeState {
  liked: boolean;
  /** The note's own like count (without the merchant's initial count). */
  count: number;
  busy: boolean;
  toggle: () => Promise<void>;
}

export function useNoteLike(noteId: number, liked: boolean, count: number): NoteLikeState {
  // The page's answer, until this heart changes it (a new answer for the note starts over).
  const from = `${noteId}:${liked ? 1 : 0}:${count}`;
  const [local, setLocal] = useState<{ from: string; liked: boolean; count: number } | null>(null);
  const state = useMemo(() => (local && local.from === from ? local : { from, liked, count }), [local, from, liked, count]);
  const setState = useCallback((s: { liked: boolean; count: number }) => setLocal({ from, ...s }), [from]);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const toggle = useCallback(async () => {
    if (inFlight.current || !(noteId > 0)) return;
    if (!ensureLoggedIn(getActionEnv())) return;
    inFlight.current = true;
    setBusy(true);
    const before = state;
    const next = { liked: !before.liked, count: Math.max(0, before.count + (before.liked ? -1 : 1)) };
    setState(next);
    const res = await call<{ dianzan_num: number }>(before.liked ? 'notes.unlike' : 'notes.like', { note_id: noteId });
    if (res && isSuccess(res)) {
      const n = Number(res.data?.dianzan_num);
      if (Number.isFinite(n)) setState({ liked: next.liked, count: n });
    } else {
      setState(before);
      toastFailure(res);
    }
    inFlight.current = false;
    setBusy(false);
  }, [noteId, state, setState]);

  return { liked: state.liked, count: state.count, busy, toggle };
}
