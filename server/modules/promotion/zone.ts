/**
 * `/api/config/promotionZoneConfig`: the style of a promotion's zone page (its `list`), NiuShop's
 * `…ZoneConfig` listeners: a background colour, a title colour and a banner (1 = the built-in
 * picture, 2 = the merchant's pictures `banner_adv`). The merchant's settings are the
 * `PROMOTION_ZONE_CONFIG` row (`{<name>: {…}}`, merged over the defaults).
 */
import { ApiError, Code } from '../../http/errors.ts';
import type { Db } from '../cart/sku.ts';
import { getConfig } from '../config/queries.ts';

export const ZONE_CONFIG_KEY = 'PROMOTION_ZONE_CONFIG';

export interface ZoneConfig {
  name: string;
  bg_color: string;
  font_color: string;
  /** 1 the built-in banner, 2 the merchant's pictures */
  banner_type: number;
  banner_adv: Array<{ image_url: string; link: Record<string, unknown> }>;
}

/** The zones and their default colours (NiuShop's goods tag colours for each promotion). */
const DEFAULT_COLOURS: Record<string, string> = {
  seckill: '#F83530',
  pintuan: '#F58760',
  groupbuy: '#4CB130',
  bargain: '#F58760',
  presale: '#4CB130',
  topic: '#F1A750',
  pointexchange: '#FF6A00',
  pinfan: '#F58760',
  divideticket: '#FF4544',
  giftcard: '#FF4544',
  blindbox: '#8F6AE6',
};

export async function promotionZoneConfig(db: Db, name: unknown): Promise<ZoneConfig> {
  if (name === undefined || name === '') throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'name' });
  const key = String(name);
  const colour = DEFAULT_COLOURS[key];
  if (!colour) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'name' });
  const stored = await getConfig<Record<string, Partial<ZoneConfig>>>(db, ZONE_CONFIG_KEY, {});
  const own = stored[key] && typeof stored[key] === 'object' ? stored[key] : {};
  return { name: key, bg_color: colour, font_color: '#FFFFFF', banner_type: 1, banner_adv: [], ...own };
}
