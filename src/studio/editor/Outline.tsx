// The page's components in order: select, drag to reorder (or the up / down buttons), duplicate, remove.
import { useState } from 'react';
import { useStudioTexts } from '../i18n.ts';
import type { PaletteEntry } from './palette.ts';
import { useEditor } from './store.ts';

const NONE: never[] = [];

export function Outline({ entries }: { entries: Map<string, PaletteEntry> }) {
  const { t, lang } = useStudioTexts();
  const content = useEditor((s) => s.page?.content) ?? NONE;
  const selected = useEditor((s) => s.selected);
  const problems = useEditor((s) => s.problems);
  const warnings = useEditor((s) => s.warnings);
  const [dragging, setDragging] = useState<string | null>(null);
  const ed = useEditor.getState;
  if (!content.length) return <p className="st-empty">{t('editor.empty')}</p>;
  return (
    <ol className="st-outline" aria-label={t('editor.preview')}>
      {content.map((node, i) => {
        const name = entries.get(node.type)?.names[lang] ?? node.type;
        return (
          <li
            key={node.id}
            data-node={node.id}
            data-type={node.type}
            className={`${node.id === selected ? 'st-selected' : ''} ${problems[node.id] ? 'st-has-problem' : ''} ${warnings[node.id] ? 'st-has-warning' : ''}`}
            draggable
            onDragStart={(e) => {
              setDragging(node.id);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging) ed().move(dragging, i);
              setDragging(null);
            }}
          >
            <button type="button" className="st-node-name" aria-pressed={node.id === selected} onClick={() => ed().select(node.id)}>
              {i + 1}. {name}
              {warnings[node.id] && (
                <span className="st-warn-mark" title={warnings[node.id]}>
                  {' '}⚠
                </span>
              )}
            </button>
            <span className="st-node-actions">
              <button type="button" aria-label={`${t('editor.up')} ${name}`} disabled={i === 0} onClick={() => ed().moveBy(node.id, -1)}>
                ↑
              </button>
              <button type="button" aria-label={`${t('editor.down')} ${name}`} disabled={i === content.length - 1} onClick={() => ed().moveBy(node.id, 1)}>
                ↓
              </button>
              <button type="button" aria-label={`${t('editor.duplicate')} ${name}`} onClick={() => ed().duplicate(node.id)}>
                {t('editor.duplicate')}
              </button>
              <button type="button" className="st-danger" aria-label={`${t('editor.remove')} ${name}`} onClick={() => ed().remove(node.id)}>
                ✕
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
