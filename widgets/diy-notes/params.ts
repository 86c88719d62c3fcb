/**
 * The request of the block's data, shared by its declaration (./data.ts) and its component (which
 * sizes its placeholders by it). Pure: the server loads it with ./data.ts.
 */
import { clampNum, idList } from '../../src/sdk/isomorphic.ts';

export interface NotesRequestProps {
  sources?: unknown;
  noteId?: unknown;
  count?: unknown;
}

/** notes lists parameters; null when `diy` picked none. */
export function notesParams(props: NotesRequestProps): Record<string, unknown> | null {
  if (props.sources === 'diy') {
    const ids = idList(props.noteId);
    return ids.length ? { num: ids.length, note_id_arr: ids.join(',') } : null;
  }
  return { num: Math.round(clampNum(props.count, 1, 50, 3)) };
}
