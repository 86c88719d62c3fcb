/**
 * The article block's data (its manifest's `data`): /api/article/lists (the latest `count` or the
 * merchant's picks), loaded by the page with its own sources (and by the server for the first
 * view). No React, no CSS.
 */
import type { DataSource } from '../../src/sdk/isomorphic.ts';
import { articleParams, type ArticleRequestProps } from './params.ts';

/** The block's source `articles` (none when `diy` picked none). */
export function data(props: ArticleRequestProps): Record<string, DataSource> | null {
  const params = articleParams(props);
  return params ? { articles: { api: 'article.lists', params } } : null;
}
