// The server's diff (/admin/api/diy/diff): one line per JSON path, what it was and what it is.
import type { Change as ChangeRow, DiffResponse } from '../../types/generated/api/diystudio.ts';
import { useStudioTexts } from '../i18n.ts';

/** A line of the diff and the diff: the server's answer (schemas/api/diystudio.json `Change`, `DiffResponse`). */
export type Change = ChangeRow;
export type Diff = DiffResponse;

const show = (v: unknown): string => {
  if (v === undefined) return '';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

export function DiffView({ diff }: { diff: Diff }) {
  const { t } = useStudioTexts();
  return (
    <section className="st-diff" aria-label={`v${diff.from} → v${diff.to}`}>
      <h2>
        v{diff.from} → v{diff.to}
      </h2>
      {diff.changes.length === 0 && <p>{t('versions.noChanges')}</p>}
      <ul>
        {diff.changes.map((c, i) => (
          <li key={i} className={`st-diff-${c.kind}`}>
            <strong>{t(`versions.${c.kind}`)}</strong> <code>{c.path}</code>
            {c.kind === 'moved' && c.from_index !== undefined && <span> (#{c.from_index + 1} →)</span>}
            {c.before !== undefined && <del>{show(c.before)}</del>}
            {c.after !== undefined && <ins>{show(c.after)}</ins>}
          </li>
        ))}
      </ul>
      {Boolean(diff.more) && <p>+{diff.more}</p>}
    </section>
  );
}
