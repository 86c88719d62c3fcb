// Page settings beyond the title (NiuShop's `global`, as the adapter reads it into our page meta):
// the nav bar's style and colours, the page background colour and picture, the tab bar, the entry
// pop-up. The form is generated like a component's: from the page schema's own definitions
// (schemas/page.schema.json: PageMeta, NavBar, PopWindow), with the studio's widgets named here.
import pageSchema from '../../../schemas/page.schema.json';
import { imageUrl } from '../../diy/values.ts';
import type { PageMeta } from '../../renderer/types.ts';
import { fieldsOf, type Field } from '../form/fields.ts';

type Schema = Record<string, unknown>;
const defs = (pageSchema as { definitions: Record<string, Schema> }).definitions;
const props = (name: string) => (defs[name]!.properties ?? {}) as Record<string, Schema>;
const meta = props('PageMeta');
const nav = props('NavBar');
const pop = props('PopWindow');
const as = (s: Schema | undefined, widget: string): Schema => ({ ...(s ?? {}), 'x-studio-widget': widget });

/** The settings form's schema: the page schema's own shapes, without what the merchant does not set (back arrow, pop-up `required`). */
export const PAGE_SETTINGS_SCHEMA: Schema = {
  type: 'object',
  properties: {
    navBar: {
      type: 'object',
      properties: {
        show: nav.show,
        style: nav.style,
        align: nav.align,
        background: as(nav.background, 'color'),
        textColor: as(nav.textColor, 'color'),
        image: as(nav.image, 'image'),
        transparent: nav.transparent,
        link: nav.link,
      },
    },
    background: as(meta.background, 'color'),
    backgroundImage: as(meta.backgroundImage, 'image'),
    tabBar: meta.tabBar,
    popWindow: { type: 'object', properties: { count: pop.count, image: as({ ...pop.image, minLength: undefined }, 'image'), link: pop.link, width: pop.width, height: pop.height } },
  },
};

export const PAGE_FIELDS: Field[] = fieldsOf(PAGE_SETTINGS_SCHEMA);

export interface PageSettings {
  navBar: Record<string, unknown>;
  background: string;
  backgroundImage: string;
  tabBar: boolean;
  popWindow: Record<string, unknown>;
}

/** The form's values of a page's meta (every field present, NiuShop's editor defaults). */
export function settingsOf(m: PageMeta | undefined): PageSettings {
  const navBar = (m?.navBar ?? {}) as Record<string, unknown>;
  const popWindow = (m?.popWindow ?? {}) as Record<string, unknown>;
  return {
    navBar: { show: true, style: 1, align: 'center', background: '', textColor: '', image: '', transparent: false, link: { name: '' }, ...navBar },
    background: typeof m?.background === 'string' ? m.background : '',
    backgroundImage: typeof m?.backgroundImage === 'string' ? m.backgroundImage : '',
    tabBar: m?.tabBar ?? true,
    popWindow: { count: -1, image: '', link: { name: '' }, ...popWindow },
  };
}

const isLink = (v: unknown): boolean => typeof v === 'object' && v !== null && typeof (v as { wap_url?: unknown }).wap_url === 'string' && (v as { wap_url: string }).wap_url !== '';
const dropEmpty = (o: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== undefined && v !== null));
/** Page meta holds pictures as the shop shows them (a site path from the root, as the adapter writes NiuShop's). */
const picture = (o: Record<string, unknown>, key: string) => {
  const url = imageUrl(o[key]);
  if (url) o[key] = url;
  else delete o[key];
};

/** The page meta with the form's values: empty fields left out, a pop-up only with a picture and a count that shows it. */
export function metaOf(values: PageSettings, m: PageMeta | undefined): PageMeta {
  const out: Record<string, unknown> = { ...(m ?? {}) };
  for (const key of ['navBar', 'background', 'backgroundImage', 'tabBar', 'popWindow']) delete out[key];
  const navBar = dropEmpty(values.navBar);
  if (!isLink(navBar.link)) delete navBar.link;
  picture(navBar, 'image');
  out.navBar = navBar;
  if (values.background) out.background = values.background;
  if (imageUrl(values.backgroundImage)) out.backgroundImage = imageUrl(values.backgroundImage);
  out.tabBar = Boolean(values.tabBar);
  const popWindow = dropEmpty(values.popWindow);
  if (!isLink(popWindow.link)) delete popWindow.link;
  picture(popWindow, 'image');
  if (!(Number(popWindow.width) > 0 && Number(popWindow.height) > 0)) {
    delete popWindow.width;
    delete popWindow.height;
  }
  if (typeof popWindow.image === 'string' && popWindow.image && (popWindow.count === 0 || popWindow.count === 1)) out.popWindow = popWindow;
  return out as PageMeta;
}
