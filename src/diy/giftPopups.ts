/**
 * The shop's own nodes on merchant pages: the gift popups (widgets/gift-popups: birthday and
 * festival gifts) on home and the member centre, where NiuShop shows them, whatever the merchant's
 * document holds. Applied where a diy document becomes our page schema, on the server
 * (server/modules/config/h5init.ts) and in the browser (src/app/diy.ts). Pure.
 */
import type { PageSchema } from '../renderer/types.ts';

export const GIFT_POPUPS_TYPE = 'gift-popups';
/** The diy pages that show the gift popups: home and the member centre. */
export const GIFT_POPUP_PAGES: ReadonlySet<string> = new Set(['DIY_VIEW_INDEX', 'DIY_VIEW_MEMBER_INDEX']);

/** The page with the gift popups' node at its end (once; an id no other node has), when `name` shows them. */
export function withGiftPopups(page: PageSchema, name: string): PageSchema {
  if (!GIFT_POPUP_PAGES.has(name) || !Array.isArray(page.content)) return page;
  const ids = new Set(page.content.map((n) => (typeof n === 'object' && n !== null ? (n as { id?: unknown }).id : undefined)));
  if (page.content.some((n) => typeof n === 'object' && n !== null && (n as { type?: unknown }).type === GIFT_POPUPS_TYPE)) return page;
  let id = GIFT_POPUPS_TYPE;
  for (let i = 2; ids.has(id); i++) id = `${GIFT_POPUPS_TYPE}-${i}`;
  return { ...page, content: [...page.content, { id, type: GIFT_POPUPS_TYPE }] };
}
