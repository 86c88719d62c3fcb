/**
 * The notice block's data (its manifest's `data`): with `sources: 'initial'` the shop's notices of
 * /api/notice/lists (the picked ids or the latest `count`), loaded by the page with its own sources
 * (and by the server for the first view); the merchant's own lines (`diy`) need none. No React, no CSS.
 */
import type { DataSource } from '../../src/sdk/isomorphic.ts';
import { noticeParams, type NoticeRequestProps } from './params.ts';

/** The block's source `notices` (none for the merchant's own lines). */
export function data(props: NoticeRequestProps): Record<string, DataSource> | null {
  const params = noticeParams(props);
  return params ? { notices: { api: 'notice.lists', params } } : null;
}
