/** A row of /admin/api/diy/pages (server/modules/diy/studio.ts `StudioPage`). */
export interface StudioPage {
  id: number;
  name: string;
  title: string;
  kind: 'home' | 'category' | 'member' | 'store' | 'custom' | 'topic';
  system: boolean;
  status: 'published' | 'unpublished';
  version: number;
  versions: number;
  last_publish: number;
  has_draft: boolean;
  draft_time: number;
}

/** Where the shop shows a page. */
export function shopUrl(page: Pick<StudioPage, 'name' | 'kind'>): string {
  if (page.kind === 'home') return '/h5/';
  if (page.kind === 'category') return '/h5/pages/goods/category';
  if (page.kind === 'member') return '/h5/pages/member/index';
  return `/h5/pages_tool/index/diy?name=${encodeURIComponent(page.name)}`;
}

export const formatTime = (unix: number, lang: string): string => (unix ? new Date(unix * 1000).toLocaleString(lang === 'zh-cn' ? 'zh-CN' : 'en-US', { hour12: false }) : '');
