// The shop's picture library in the studio (/admin/api/album/*): upload a picture into it, or pick
// one of its pictures for a picture field. What a field keeps is the library's `pic_path`.
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { admin, adminUpload } from '../api.ts';
import { useStudioTexts } from '../i18n.ts';
import { notify } from '../notices.ts';
import type { Album, ListResponse, Pic, PicsResponse } from '../../types/generated/api/album.ts';


/** A path a field holds as an address the studio can show. */
export const shownPath = (path: string): string => (/^(https?:|\/|data:image\/)/.test(path) ? path : `/${path}`);

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/** A button that uploads one picture into the library (into `albumId`, else the default album). */
export function UploadButton({ albumId, onUploaded }: { albumId?: number; onUploaded(pic: Pic): void }) {
  const { t } = useStudioTexts();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const pic = await adminUpload<Pic>('/admin/api/album/upload', file, albumId ? { album_id: albumId } : {});
      onUploaded(pic);
      notify(t('pictures.uploaded'));
    } catch (err) {
      notify((err as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <input ref={input} type="file" accept={ACCEPT} hidden onChange={(e) => void onFile(e)} data-upload="" aria-label={t('pictures.upload')} />
      <button type="button" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? t('pictures.uploading') : t('pictures.upload')}
      </button>
    </>
  );
}

/** The library as a dialog: albums, a name search, the pictures newest first; a click picks one. */
export function PictureLibrary({ onPick, onClose }: { onPick(path: string): void; onClose(): void }) {
  const { t } = useStudioTexts();
  const titleId = useId();
  const [albums, setAlbums] = useState<Album[]>([]);
  const [albumId, setAlbumId] = useState<number | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const [pics, setPics] = useState<Pic[] | null>(null);
  const box = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    try {
      const res = await admin<PicsResponse>('/admin/api/album/pics', {
        page: 1,
        page_size: 60,
        ...(albumId ? { album_id: albumId } : {}),
        ...(keyword ? { keyword } : {}),
      });
      setPics(res.list);
    } catch (err) {
      setPics([]);
      notify((err as Error).message, 'error');
    }
  }, [albumId, keyword]);

  useEffect(() => {
    admin<ListResponse>('/admin/api/album/list').then(setAlbums, () => setAlbums([]));
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => void load(), keyword ? 250 : 0);
    return () => clearTimeout(timer);
  }, [load, keyword]);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, select, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="st-modal" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="st-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={box}>
        <div className="st-dialog-head">
          <h2 id={titleId}>{t('pictures.library')}</h2>
          <span className="st-grow" />
          <button type="button" onClick={onClose}>
            {t('pictures.close')}
          </button>
        </div>
        <div className="st-dialog-tools">
          <label>
            {t('pictures.album')}
            <select value={albumId ?? ''} onChange={(e) => setAlbumId(e.target.value ? Number(e.target.value) : undefined)}>
              <option value="">{t('pictures.allAlbums')}</option>
              {albums.map((a) => (
                <option key={a.album_id} value={a.album_id}>
                  {a.album_name} ({a.num})
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('pictures.search')}
            <input type="search" value={keyword} maxLength={50} onChange={(e) => setKeyword(e.target.value)} />
          </label>
          <span className="st-grow" />
          <UploadButton {...(albumId ? { albumId } : {})} onUploaded={(pic) => onPick(pic.pic_path)} />
        </div>
        {pics === null ? (
          <p className="st-loading">{t('app.loading')}</p>
        ) : pics.length === 0 ? (
          <p className="st-empty">{t('pictures.empty')}</p>
        ) : (
          <ul className="st-pics">
            {pics.map((p) => (
              <li key={p.pic_id}>
                <button type="button" onClick={() => onPick(p.pic_path)} title={`${p.pic_name} ${p.pic_spec.replace('*', '×')}`}>
                  <img src={shownPath(p.pic_path)} alt={p.pic_name} loading="lazy" />
                  <span>{p.pic_name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
