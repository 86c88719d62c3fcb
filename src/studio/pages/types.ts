/** A row of /admin/api/diy/pages: the type generated from the server's schema (schemas/api/diystudio.json). */
import type { StudioPage } from '../../types/generated/api/diystudio.ts';
export type { StudioPage };

/** Where the shop shows a page. */
export function shopUrl(page: Pick<StudioPage, 'name' | 'kind'>): string {
  if (page.kind === 'home') return '/h5/';
  if (page.kind === 'category') return '/h5/pages/goods/category';
  if (page.kind === 'member') return '/h5/pages/member/index';
  return `/h5/pages_tool/index/diy?name=${encodeURIComponent(page.name)}`;
}

export const formatTime = (unix: number, lang: string): string => (unix ? new Date(unix * 1000).toLocaleString(lang === 'zh-cn' ? 'zh-CN' : 'en-US', { hour12: false }) : '');
