// The selected component's settings (generated from its props schema), or the page's.
import { useCallback, useState } from 'react';
import { SchemaForm } from '../form/SchemaForm.tsx';
import { useStudioTexts } from '../i18n.ts';
import type { PaletteEntry } from './palette.ts';
import { metaOf, PAGE_FIELDS, settingsOf, type PageSettings } from './pageSettings.ts';
import { useEditor } from './store.ts';

export function Settings({ entries }: { entries: Map<string, PaletteEntry> }) {
  const { t, lang } = useStudioTexts();
  const node = useEditor((s) => s.page?.content.find((n) => n.id === s.selected));
  const title = useEditor((s) => (typeof s.page?.meta?.title === 'string' ? s.page.meta.title : ''));
  // The title in English, beside it (meta.i18n, docs/merchant-texts.md); empty shows the default title.
  const titleEn = useEditor((s) => s.page?.meta?.i18n?.['en-us']?.title ?? '');
  const problems = useEditor((s) => (node ? s.problems[node.id] : undefined));
  const pageProblems = useEditor((s) => s.pageProblems);
  const warning = useEditor((s) => (node ? s.warnings[node.id] : undefined));
  const id = node?.id;
  const onChange = useCallback((values: Record<string, unknown>) => id && useEditor.getState().setProps(id, values), [id]);
  const entry = node ? entries.get(node.type) : undefined;
  // The page settings form starts from the page at load, undo and redo; between them it leads.
  const revision = useEditor((s) => s.revision);
  const onPageChange = useCallback((values: Record<string, unknown>) => useEditor.getState().setMeta(metaOf(values as unknown as PageSettings, useEditor.getState().page?.meta)), []);
  return (
    <aside className="st-settings" aria-label={t('editor.settings')}>
      <section>
        <h2>{t('editor.pageSettings')}</h2>
        <label className="st-field">
          {t('editor.pageTitle')}
          <input name="page-title" value={title} maxLength={100} onChange={(e) => useEditor.getState().setTitle(e.target.value)} />
        </label>
        <label className="st-field">
          {t('editor.pageTitle')} · {t('editor.field.langs.en-us')}
          <input name="page-title-en-us" value={titleEn} placeholder={title} maxLength={100} onChange={(e) => setTitleIn('en-us', e.target.value)} />
        </label>
        <PageSettingsForm key={revision} revision={revision} onChange={onPageChange} />
        {pageProblems.map((p, i) => (
          <p key={i} className="st-error" role="alert">
            <code>{p.path}</code> {p.message}
          </p>
        ))}
      </section>
      <section>
        <h2>
          {t('editor.settings')}
          {entry && `: ${entry.names[lang]}`}
        </h2>
        {node && entry ? (
          <SchemaForm formKey={node.id} fields={entry.fields} values={{ ...entry.defaults, ...(node.props ?? {}) }} onChange={onChange} problems={problems ?? {}} />
        ) : node ? (
          <p className="st-warning">{t('editor.unknownType', { type: node.type })}</p>
        ) : (
          <p>{t('editor.noSelection')}</p>
        )}
        {warning && (
          <p className="st-warning" role="status">
            {warning}
          </p>
        )}
        {problems?.[''] && (
          <p className="st-error" role="alert">
            {problems['']}
          </p>
        )}
      </section>
    </aside>
  );
}

/** The page title in another language (`meta.i18n[lang].title`; empty: the default title shows). */
function setTitleIn(lang: 'en-us', text: string): void {
  const meta = useEditor.getState().page?.meta ?? {};
  useEditor.getState().setMeta({ ...meta, i18n: { ...meta.i18n, [lang]: { ...meta.i18n?.[lang], title: text } } });
}

/** The page settings form, from the page as it is when it mounts (keyed by the editor's revision). */
function PageSettingsForm({ revision, onChange }: { revision: number; onChange(values: Record<string, unknown>): void }) {
  const [values] = useState(() => settingsOf(useEditor.getState().page?.meta) as unknown as Record<string, unknown>);
  return <SchemaForm formKey={`page-${revision}`} fields={PAGE_FIELDS} values={values} onChange={onChange} scope="page" />;
}
