// The shop's diy pages: name, title, kind, status, last publish, versions; make, duplicate, rename,
// delete (not the system pages).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { admin } from '../api.ts';
import { useStudioTexts } from '../i18n.ts';
import { notify } from '../notices.ts';
import { formatTime, shopUrl, type StudioPage } from './types.ts';

export function PagesList() {
  const { t, lang } = useStudioTexts();
  const navigate = useNavigate();
  const [pages, setPages] = useState<StudioPage[] | null>(null);
  const [title, setTitle] = useState('');

  const load = useCallback(() => {
    admin<StudioPage[]>('/admin/api/diy/pages').then(setPages, (e: Error) => notify(e.message, 'error'));
  }, []);
  useEffect(load, [load]);

  const act = async (path: string, data: Record<string, unknown>, after?: (d: { name: string }) => void) => {
    try {
      const done = await admin<{ name: string }>(path, data);
      load();
      after?.(done);
    } catch (e) {
      notify((e as Error).message, 'error');
    }
  };
  const create = (e: FormEvent) => {
    e.preventDefault();
    void act('/admin/api/diy/pages/create', { title: title.trim(), kind: 'custom' }, (d) => navigate(`/edit/${d.name}`));
    setTitle('');
  };
  const rename = (p: StudioPage) => {
    const next = window.prompt(t('pages.renamePrompt'), p.title);
    if (next?.trim()) void act('/admin/api/diy/pages/rename', { name: p.name, title: next.trim() });
  };
  const remove = (p: StudioPage) => {
    if (window.confirm(t('pages.confirmDelete', { title: p.title }))) void act('/admin/api/diy/pages/delete', { name: p.name });
  };

  return (
    <section aria-labelledby="st-pages-title">
      <h1 id="st-pages-title">{t('app.pages')}</h1>
      <form className="st-create" onSubmit={create}>
        <label>
          {t('pages.newTitle')}
          <input name="title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={255} />
        </label>
        <button type="submit" className="st-primary" disabled={!title.trim()}>
          {t('pages.create')}
        </button>
      </form>
      {pages === null ? (
        <p className="st-loading">{t('app.loading')}</p>
      ) : (
        <table className="st-table">
          <thead>
            <tr>
              {['title', 'name', 'kind', 'status', 'lastPublish', 'versions', 'actions'].map((k) => (
                <th key={k} scope="col">
                  {t(`pages.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => (
              <tr key={p.name} data-page={p.name}>
                <td>
                  <Link to={`/edit/${p.name}`}>{p.title}</Link>
                  {p.has_draft && <span className="st-tag">{t('pages.draft')}</span>}
                </td>
                <td className="st-mono">{p.name}</td>
                <td>{t(`pages.kinds.${p.kind}`)}</td>
                <td>{t(`pages.statuses.${p.status}`)}</td>
                <td>{p.last_publish ? formatTime(p.last_publish, lang) : t('pages.never')}</td>
                <td>{p.versions}</td>
                <td className="st-actions">
                  <Link to={`/edit/${p.name}`}>{t('pages.edit')}</Link>
                  <Link to={`/versions/${p.name}`}>{t('pages.history')}</Link>
                  {p.status === 'published' && (
                    <a href={shopUrl(p)} target="_blank" rel="noopener noreferrer">
                      {t('pages.open')}
                    </a>
                  )}
                  <button type="button" onClick={() => void act('/admin/api/diy/pages/duplicate', { name: p.name })}>
                    {t('pages.duplicate')}
                  </button>
                  <button type="button" onClick={() => rename(p)}>
                    {t('pages.rename')}
                  </button>
                  {!p.system && (
                    <button type="button" className="st-danger" onClick={() => remove(p)}>
                      {t('pages.delete')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
