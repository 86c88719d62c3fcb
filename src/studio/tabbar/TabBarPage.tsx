// The shop's tab bar (diy_bottom_nav): a form generated from schemas/tab-bar.schema.json, kept as
// a draft on the server, published through the same checks as the publishing API.
import { useEffect, useMemo, useRef, useState } from 'react';
import tabBarSchema from '../../../schemas/tab-bar.schema.json';
import { defaultsFromSchema } from '../../renderer/defaults.ts';
import { admin, AdminError } from '../api.ts';
import { fieldsOf } from '../form/fields.ts';
import { SchemaForm } from '../form/SchemaForm.tsx';
import { useStudioTexts } from '../i18n.ts';
import { notify } from '../notices.ts';

type Doc = Record<string, unknown>;
interface TabBarAnswer {
  value: Doc;
  draft: Doc | null;
}

const isDoc = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length > 0;
/** `$.list[0].link.wap_url` → `list.0.link.wap_url`. */
const fieldPath = (path: string): string =>
  path
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\["([^"\\]+)"\]/g, '.$1')
    .replace(/^\./, '');

export default function TabBarPage() {
  const { t } = useStudioTexts();
  const fields = useMemo(() => fieldsOf(tabBarSchema as Doc), []);
  const [start, setStart] = useState<Doc | null>(null);
  const [version, setVersion] = useState(0);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const current = useRef<Doc>({});

  useEffect(() => {
    admin<TabBarAnswer>('/admin/api/diy/bottomnav').then(
      (a) => {
        const doc = isDoc(a.draft) ? a.draft : isDoc(a.value) ? a.value : defaultsFromSchema<Doc>(tabBarSchema);
        current.current = doc;
        setStart(doc);
      },
      (e: Error) => notify(e.message, 'error'),
    );
  }, []);

  const save = async () => {
    try {
      await admin('/admin/api/diy/bottomnav/save', { document: current.current });
      notify(t('editor.savedAt'));
    } catch (e) {
      notify((e as Error).message, 'error');
    }
  };
  const publish = async () => {
    try {
      await admin('/admin/api/diy/bottomnav/publish', { document: current.current });
      setProblems({});
      notify(t('tabBar.published'));
    } catch (e) {
      const errors = e instanceof AdminError ? ((e.data as { errors?: Array<{ path: string; message: string }> } | null)?.errors ?? []) : [];
      setProblems(Object.fromEntries(errors.map((p) => [fieldPath(p.path), p.message])));
      setStart(current.current);
      setVersion((v) => v + 1);
      notify(errors.length ? t('editor.problems', { count: errors.length }) : (e as Error).message, 'error');
    }
  };

  if (!start) return <p className="st-loading">{t('app.loading')}</p>;
  return (
    <section className="st-tabbar" aria-labelledby="st-tabbar-title">
      <div className="st-toolbar">
        <h1 id="st-tabbar-title">{t('tabBar.title')}</h1>
        <span className="st-grow" />
        <button type="button" onClick={() => void save()}>
          {t('tabBar.save')}
        </button>
        <button type="button" className="st-primary" onClick={() => void publish()}>
          {t('tabBar.publish')}
        </button>
      </div>
      <div className="st-settings">
        <SchemaForm formKey={`tabbar-${version}`} fields={fields} values={start} problems={problems} onChange={(v) => (current.current = v)} />
      </div>
    </section>
  );
}
