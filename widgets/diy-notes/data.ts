/**
 * The store notes block's data (its manifest's `data`): /notes/api/notes/lists (the latest `count`
 * or the merchant's picks) when the notes addon is on, loaded by the page with its own sources
 * (and by the server for the first view). No React, no CSS.
 */
import type { DataSource } from '../../src/sdk/isomorphic.ts';
import { notesParams, type NotesRequestProps } from './params.ts';

/** The block's source `notes` (none when `diy` picked none; skipped without the addon). */
export function data(props: NotesRequestProps): Record<string, DataSource> | null {
  const params = notesParams(props);
  return params ? { notes: { api: 'notes.lists', params, when: 'site.addonIsExist.notes == 1' } } : null;
}
