import type { Lang } from '../../i18n/index.ts';
import { ConfigKey, getConfig, type Db } from './queries.ts';
import { DEFAULTS } from './service.ts';

/**
 * `/api/site/shopContact`: how shoppers reach the shop (the contact page): the phone (`site_tel` of
 * the site info), the service hours in the reader's language (SHOP_CONTACT_CONFIG,
 * `{"zh-cn": {"service_hours": …}, "en-us": {…}}`) and `chat` 1 when the H5 customer service is the
 * shop's own chat (servicer type niushop → /pages_tool/chat/room).
 */
export async function shopContact(db: Db, lang: Lang): Promise<{ mobile: string; service_hours: string; chat: number }> {
  const site = await getConfig(db, ConfigKey.SITE_INFO, DEFAULTS.siteInfo);
  const servicer = await getConfig(db, ConfigKey.SERVICER, DEFAULTS.servicer);
  const contact = await getConfig<Record<string, { service_hours?: unknown } | undefined>>(db, ConfigKey.SHOP_CONTACT, {});
  const hours = contact[lang]?.service_hours ?? contact['zh-cn']?.service_hours;
  const h5 = servicer.h5 as { type?: unknown } | undefined;
  return { mobile: String(site.site_tel ?? ''), service_hours: typeof hours === 'string' ? hours : '', chat: h5?.type === 'niushop' ? 1 : 0 };
}
