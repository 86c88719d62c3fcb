import { ConfigKey, getConfig, type Db } from './queries.ts';
import { DEFAULTS } from './service.ts';

/**
 * The shop's H5 address for links that leave the browser (QR codes, posters, invite links): the
 * site's domain, else the configured public origin, else this request's own origin; no trailing
 * slash, `/h5` included.
 */
export async function h5Base(db: Db, config: { publicOrigin?: string | undefined }, req: { protocol: string; host: string }): Promise<string> {
  const site = await getConfig(db, ConfigKey.SITE_INFO, DEFAULTS.siteInfo);
  const origin = (site.site_domain || config.publicOrigin || `${req.protocol}://${req.host}`).replace(/\/+$/, '');
  return `${origin}/h5`;
}
