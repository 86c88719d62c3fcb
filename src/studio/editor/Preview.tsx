// The page as the shop renders it, phone-sized: the shop's own diy page (renderer, first view and
// real data) in a frame, showing the document being edited. Each change (after a pause) is sent to
// /admin/api/diy/preview, checked as publishing checks it, and shown under its short-lived preview
// name; a document publishing would refuse shows its problems at their fields instead.
import { useEffect, useState } from 'react';
import { adminCall } from '../api.ts';
import { useStudioTexts } from '../i18n.ts';
import { sortProblems, type Problem } from './document.ts';
import { useEditor } from './store.ts';

/** Pause after the last change before the preview is redrawn. */
export const PREVIEW_DELAY_MS = 600;

export function Preview() {
  const { t } = useStudioTexts();
  const name = useEditor((s) => s.name);
  const page = useEditor((s) => s.page);
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (!page) return;
    const timer = setTimeout(() => {
      void adminCall<{ preview_name: string }>('/admin/api/diy/preview', { name, document: page }).then((res) => {
        if (useEditor.getState().page !== page) return;
        if (res.code >= 0) {
          setUrl(`/h5/pages_tool/index/diy?name=${res.data.preview_name}`);
          useEditor.getState().setProblems({}, []);
          return;
        }
        const errors = (res.data as { errors?: Problem[] } | null)?.errors;
        if (errors) {
          const sorted = sortProblems(errors, page);
          useEditor.getState().setProblems(sorted.byNode, sorted.page);
        }
      });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, page]);
  return (
    <section className="st-preview" aria-label={t('editor.preview')}>
      {url ? <iframe title={t('editor.preview')} src={url} width={375} height={720} /> : <div className="st-preview-wait">{t('app.loading')}</div>}
    </section>
  );
}
