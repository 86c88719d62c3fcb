// A page's versions, the readable diff of each against the one before, and rollback.
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { admin } from '../api.ts';
import { useStudioTexts } from '../i18n.ts';
import { notify } from '../notices.ts';
import { formatTime } from '../pages/types.ts';
import { DiffView, type Diff } from './DiffView.tsx';

interface Version {
  version: number;
  title: string;
  note: string;
  create_time: number;
  restored_from: number | null;
  current: boolean;
}
interface Versions {
  name: string;
  title: string;
  current: number;
  list: Version[];
}

export default function VersionsPage() {
  const { name = '' } = useParams();
  const { t, lang } = useStudioTexts();
  const [data, setData] = useState<Versions | null>(null);
  const [diff, setDiff] = useState<Diff | null>(null);

  const load = useCallback(() => {
    admin<Versions>('/admin/api/diy/versions', { name }).then(setData, (e: Error) => {
      setData({ name, title: name, current: 0, list: [] });
      notify(e.message, 'error');
    });
  }, [name]);
  useEffect(load, [load]);

  const showDiff = (v: Version, before: Version | undefined) => {
    if (!before) return;
    admin<Diff>('/admin/api/diy/diff', { name, from: before.version, to: v.version }).then(setDiff, (e: Error) => notify(e.message, 'error'));
  };
  const rollback = async (v: Version) => {
    if (!window.confirm(t('versions.confirmRollback', { version: v.version }))) return;
    try {
      const done = await admin<{ version: number }>('/admin/api/diy/rollback', { name, version: v.version });
      notify(t('versions.rolledBack', { version: done.version }));
      setDiff(null);
      load();
    } catch (e) {
      notify((e as Error).message, 'error');
    }
  };

  if (!data) return <p className="st-loading">{t('app.loading')}</p>;
  return (
    <section aria-labelledby="st-versions-title">
      <h1 id="st-versions-title">
        {t('versions.title')}: {data.title}
      </h1>
      {data.list.length === 0 ? (
        <p>{t('versions.none')}</p>
      ) : (
        <table className="st-table">
          <thead>
            <tr>
              <th scope="col">{t('versions.version')}</th>
              <th scope="col">{t('pages.title')}</th>
              <th scope="col">{t('versions.note')}</th>
              <th scope="col">{t('versions.time')}</th>
              <th scope="col">{t('pages.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((v, i) => (
              <tr key={v.version} data-version={v.version}>
                <td>
                  v{v.version} {v.current && <span className="st-tag">{t('versions.current')}</span>}
                </td>
                <td>{v.title}</td>
                <td>{v.note}</td>
                <td>{formatTime(v.create_time, lang)}</td>
                <td className="st-actions">
                  {data.list[i + 1] && (
                    <button type="button" onClick={() => showDiff(v, data.list[i + 1])}>
                      {t('versions.diff')}
                    </button>
                  )}
                  {!v.current && (
                    <button type="button" onClick={() => void rollback(v)}>
                      {t('versions.rollback')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {diff && <DiffView diff={diff} />}
    </section>
  );
}
