// Custom field widgets chosen by schema hints (fields.ts): colour, picture and link pickers.
import { useField } from 'formik';
import { useState } from 'react';
import { DRAWN_ICONS, Glyph } from '../../diy/icons.tsx';
import routesJson from '../../routes/routes.json';
import { useStudioTexts } from '../i18n.ts';
import { PictureLibrary, shownPath, UploadButton } from './pictures.tsx';

interface WidgetProps {
  name: string;
  id: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

export function ColorField({ name, id }: WidgetProps) {
  const { t } = useStudioTexts();
  const [field, , helpers] = useField<string>(name);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <span className="st-color">
      <input type="color" aria-label={t('editor.field.color')} value={HEX.test(value) ? value : '#000000'} onChange={(e) => void helpers.setValue(e.target.value)} />
      <input id={id} type="text" value={value} onChange={(e) => void helpers.setValue(e.target.value)} onBlur={field.onBlur} name={name} maxLength={100} />
    </span>
  );
}

/** A NiuShop icon class: typed, or chosen from the ones the shop draws; its glyph beside it. */
export function IconField({ name, id }: WidgetProps) {
  const [field, , helpers] = useField<string>(name);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <span className="st-icon">
      <span className="st-icon-glyph" aria-hidden="true">
        <Glyph name={value} size={24} />
      </span>
      <input id={id} type="text" list={`${id}-icons`} value={value} name={name} maxLength={200} onChange={(e) => void helpers.setValue(e.target.value)} onBlur={field.onBlur} />
      <datalist id={`${id}-icons`}>
        {DRAWN_ICONS.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
    </span>
  );
}

/** A picture: its address, uploaded into the shop's picture library or picked from it. */
export function ImageField({ name, id }: WidgetProps) {
  const { t } = useStudioTexts();
  const [field, , helpers] = useField<string>(name);
  const [open, setOpen] = useState(false);
  const value = typeof field.value === 'string' ? field.value : '';
  const set = (path: string) => void helpers.setValue(path);
  return (
    <span className="st-image">
      {value && <img src={shownPath(value)} alt="" width={40} height={40} />}
      <input id={id} type="text" value={value} name={name} onChange={(e) => set(e.target.value)} onBlur={field.onBlur} />
      <UploadButton onUploaded={(pic) => set(pic.pic_path)} />
      <button type="button" onClick={() => setOpen(true)}>
        {t('pictures.pick')}
      </button>
      {value && (
        <button type="button" className="st-link" onClick={() => set('')} aria-label={t('pictures.clear')}>
          ×
        </button>
      )}
      {open && (
        <PictureLibrary
          onClose={() => setOpen(false)}
          onPick={(path) => {
            set(path);
            setOpen(false);
          }}
        />
      )}
    </span>
  );
}

interface Route {
  id: string;
  path: string;
  title?: Record<string, string>;
}
const ROUTES: Route[] = (routesJson as { routes: Route[] }).routes.filter((r) => r.title && !r.path.includes(':'));

type Link = {
  name?: string;
  title?: string;
  wap_url?: string;
  [key: string]: unknown;
};

/** A shop page from the route table, or any address (a route with a query, an http(s) URL). */
export function LinkField({ name, id }: WidgetProps) {
  const { t, lang } = useStudioTexts();
  const [field, , helpers] = useField<Link | unknown[]>(name);
  const link: Link = field.value && !Array.isArray(field.value) && typeof field.value === 'object' ? (field.value as Link) : {};
  const url = typeof link.wap_url === 'string' ? link.wap_url : '';
  const route = ROUTES.find((r) => r.path === url || `/${r.id}` === url);
  const pick = (path: string) => {
    const r = ROUTES.find((x) => x.path === path);
    void helpers.setValue(
      r
        ? {
            name: r.id.toUpperCase().replace(/\W+/g, '_'),
            title: r.title?.[lang] ?? r.id,
            wap_url: r.path,
          }
        : { name: '' },
    );
  };
  return (
    <span className="st-link-field">
      <select aria-label={t('editor.field.pick')} value={route?.path ?? ''} onChange={(e) => pick(e.target.value)}>
        <option value="">{url && !route ? url : t('editor.field.none')}</option>
        {ROUTES.map((r) => (
          <option key={r.id} value={r.path}>
            {r.title?.[lang] ?? r.id}
          </option>
        ))}
      </select>
      <input
        id={id}
        type="text"
        aria-label={t('editor.field.url')}
        value={url}
        onChange={(e) =>
          void helpers.setValue({
            ...link,
            name: link.name || 'DIY_LINK',
            title: link.title || e.target.value,
            wap_url: e.target.value,
          })
        }
        onBlur={() => void helpers.setTouched(true)}
      />
    </span>
  );
}
