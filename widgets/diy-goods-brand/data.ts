/**
 * The brand block's data (its manifest's `data`): a page of /api/goodsbrand/page (the latest
 * `count` brands or the merchant's picks), loaded by the page with its own sources (and by the
 * server for the first view). No React, no CSS.
 */
import type { DataSource } from '../../src/sdk/isomorphic.ts';
import { brandParams, type BrandRequestProps } from './params.ts';

/** The block's source `brands` (none when `diy` picked none). */
export function data(props: BrandRequestProps): Record<string, DataSource> | null {
  const params = brandParams(props);
  return params ? { brands: { api: 'goods.brandPage', params } } : null;
}
