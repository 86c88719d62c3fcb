/**
 * The gift popups' data (the manifest's `data`): whether a birthday gift or a festival gift is due
 * for the member. Only for a member and only with the addon on, after the page's first paint
 * (node sources are deferred): a guest's page, and the server's first view, fetch nothing.
 */
import type { DataSource } from '../../src/sdk/isomorphic.ts';

export function data(): Record<string, DataSource> {
  return {
    birthday: { api: 'birthdaygift.config', when: 'member && site.addonIsExist.birthdaygift == 1' },
    festival: { api: 'scenefestival.config', when: 'member && site.addonIsExist.scenefestival == 1' },
  };
}
