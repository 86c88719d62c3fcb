/**
 * A page's share tags (`meta.share`, NiuShop's wechatShareTitle || title, wechatShareDesc,
 * wechatShareImage || the site's square logo): og:type, og:title, description, og:description,
 * og:image, og:url. Pure: the server writes them into the first view's <head> (server/http/h5.ts,
 * marked with ./shareMark.ts), the browser while a later page is shown (./PageExtras.tsx).
 */
import { imageUrl } from '../diy/values.ts';
import type { PageMeta } from '../renderer/types.ts';

export type ShareTag = ['property' | 'name', string, string];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function absolute(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return '';
  }
}

/**
 * The tags for `share` on the page at `pageUrl` (absolute), `title` the page's own title and
 * `logo` the site's square logo; empty values are left out. No tags without share settings.
 */
export function shareTags(share: PageMeta['share'], title: string | undefined, logo: unknown, pageUrl: string): ShareTag[] {
  if (!isObject(share)) return [];
  const shareTitle = (typeof share.title === 'string' && share.title) || title || '';
  const desc = typeof share.desc === 'string' ? share.desc : '';
  const image = (typeof share.image === 'string' && imageUrl(share.image)) || imageUrl(logo) || '';
  const tags: Array<['property' | 'name', string, string]> = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', shareTitle],
    ['name', 'description', desc],
    ['property', 'og:description', desc],
    ['property', 'og:image', image ? absolute(image, pageUrl) : ''],
    ['property', 'og:url', pageUrl],
  ];
  return tags.filter((t) => t[2] !== '');
}
