// The page editor: palette, the page's components, the selected one's settings, the shop's page
// beside them; undo / redo, the draft kept on the server, publish with every problem at its field.
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { request } from '../../data/client.ts';
import { admin, AdminError } from '../api.ts';
import { useStudioTexts } from '../i18n.ts';
import { notify } from '../notices.ts';
import { shopUrl, type StudioPage } from '../pages/types.ts';
import { pageOf, sortProblems, type Problem } from './document.ts';
import { Outline } from './Outline.tsx';
import { Palette } from './Palette.tsx';
import { buildPalette, WIDGET_SCHEMAS, type PaletteEntry } from './palette.ts';
import { Preview } from './Preview.tsx';
import { Settings } from './Settings.tsx';
import { useEditor } from './store.ts';

interface Draft {
  name: string;
  title: string;
  status: StudioPage['status'];
  version: number;
  document: unknown;
  draft_time: number;
}

export default function EditorPage() {
  const { name = '' } = useParams();
  const { t } = useStudioTexts();
  const [addons, setAddons] = useState<Record<string, number> | null | undefined>(undefined);
  const [kind, setKind] = useState<StudioPage['kind']>('custom');
  const loaded = useEditor((s) => s.name === name && s.page !== null);
  const dirty = useEditor((s) => s.dirty);
  const canUndo = useEditor((s) => s.past.length > 0);
  const canRedo = useEditor((s) => s.future.length > 0);
  const content = useEditor((s) => s.page?.content);
  const counts = useMemo(() => Object.fromEntries((content ?? []).reduce((m, n) => m.set(n.type, (m.get(n.type) ?? 0) + 1), new Map<string, number>())), [content]);

  useEffect(() => {
    request<Record<string, number>>('addon.isExist').then(
      (res) => setAddons(res.code >= 0 ? res.data : null),
      () => setAddons(null),
    );
    admin<Draft>('/admin/api/diy/draft', { name }).then(
      (d) => useEditor.getState().load(name, pageOf(name, d.document, d.title), d.draft_time || undefined),
      (e: Error) => notify(e.message, 'error'),
    );
    admin<StudioPage[]>('/admin/api/diy/pages').then((list) => setKind(list.find((p) => p.name === name)?.kind ?? 'custom'), () => {});
  }, [name]);

  const entries = useMemo(() => (addons === undefined ? [] : buildPalette(WIDGET_SCHEMAS, addons)), [addons]);
  const byType = useMemo(() => new Map<string, PaletteEntry>(buildPalette(WIDGET_SCHEMAS, null).map((e) => [e.type, e])), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || (e.target as HTMLElement).closest('input, textarea, select')) return;
      e.preventDefault();
      if (e.shiftKey) useEditor.getState().redo();
      else useEditor.getState().undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const add = (e: PaletteEntry) => useEditor.getState().add(e.type, e.addon ? { ...e.defaults, addonName: e.addon } : e.defaults);

  const save = async () => {
    const s = useEditor.getState();
    try {
      const done = await admin<{ draft_time: number }>('/admin/api/diy/draft/save', { name, document: s.page, ...(s.draftTime ? { draft_time: s.draftTime } : {}) });
      useEditor.getState().saved(done.draft_time);
      notify(t('editor.savedAt'));
    } catch (e) {
      notify((e as Error).message, 'error');
    }
  };

  const publish = async () => {
    const s = useEditor.getState();
    if (!s.page) return;
    try {
      const done = await admin<{ version: number; warnings?: Problem[] }>('/admin/api/diy/draft/publish', { name, document: s.page });
      useEditor.getState().setProblems({}, []);
      // Published with warnings (a component this build does not know: kept, not shown): at the component.
      const warned = sortProblems(done.warnings ?? [], s.page).byNode;
      useEditor.getState().setWarnings(Object.fromEntries(Object.entries(warned).map(([id, fields]) => [id, Object.values(fields)[0] ?? ''])));
      useEditor.getState().saved(0);
      const count = done.warnings?.length ?? 0;
      notify(count ? t('editor.publishedWarnings', { version: done.version, count }) : t('editor.published', { version: done.version }));
    } catch (e) {
      const data = e instanceof AdminError ? (e.data as { errors?: Problem[] } | null) : null;
      const sorted = sortProblems(data?.errors ?? [], s.page);
      useEditor.getState().setProblems(sorted.byNode, sorted.page);
      useEditor.getState().setWarnings({});
      const first = Object.keys(sorted.byNode)[0];
      if (first) useEditor.getState().select(first);
      notify(data?.errors ? t('editor.problems', { count: data.errors.length }) : (e as Error).message, 'error');
    }
  };

  if (!loaded || addons === undefined) return <p className="st-loading">{t('app.loading')}</p>;
  return (
    <div className="st-editor">
      <div className="st-toolbar">
        <Link to="/">← {t('editor.back')}</Link>
        <span className="st-mono">{name}</span>
        <a href={shopUrl({ name, kind })} target="_blank" rel="noopener noreferrer">
          {t('pages.open')}
        </a>
        <span className="st-grow" />
        {dirty && <span className="st-tag">{t('editor.dirty')}</span>}
        <button type="button" disabled={!canUndo} onClick={() => useEditor.getState().undo()}>
          {t('editor.undo')}
        </button>
        <button type="button" disabled={!canRedo} onClick={() => useEditor.getState().redo()}>
          {t('editor.redo')}
        </button>
        <button type="button" onClick={() => void save()}>
          {t('editor.save')}
        </button>
        <button type="button" className="st-primary" onClick={() => void publish()}>
          {t('editor.publish')}
        </button>
      </div>
      <div className="st-editor-body">
        <Palette entries={entries} counts={counts} page={name} onAdd={add} />
        <section className="st-canvas">
          <Outline entries={byType} />
        </section>
        <Preview />
        <Settings entries={byType} />
      </div>
    </div>
  );
}
