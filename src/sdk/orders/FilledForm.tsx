/**
 * A form filled at checkout as the order detail shows it (NiuShop's order `form` and
 * `order_goods[].form`: the form's fields, each with its `val`): one row per field, its title and
 * what was filled in; pictures as thumbnails.
 */
import type { ReactElement, ReactNode } from 'react';
import { img } from '../../bindings/functions/image.ts';
import { isRecord } from './order.ts';

export interface FilledRow {
  key: string;
  label: string;
  value: ReactNode;
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** The rows of a filled form (fields without a value left out). */
export function filledFormRows(form: unknown): FilledRow[] {
  if (!Array.isArray(form)) return [];
  const rows: FilledRow[] = [];
  form.filter(isRecord).forEach((f, i) => {
    const val = text(f.val);
    if (!val) return;
    const value = isRecord(f.value) ? f.value : {};
    const label = text(value.title) || text(f.title) || text(f.id);
    const key = `${text(f.id) || i}`;
    if (f.name === 'IMG') {
      const pics = val.split(',').map((p) => p.trim()).filter(Boolean);
      rows.push({ key, label, value: <span className="od-form-pics">{pics.map((p) => <img key={p} src={img(p, 'small')} alt="" loading="lazy" width={48} height={48} />)}</span> });
    } else rows.push({ key, label, value: val });
  });
  return rows;
}

/** A filled form as label/value rows (nothing when it has no value). */
export function FilledForm({ form, testId }: { form: unknown; testId?: string }): ReactElement | null {
  const rows = filledFormRows(form);
  if (!rows.length) return null;
  return (
    <div className="od-form" data-testid={testId}>
      {rows.map((r) => (
        <div key={r.key} className="od-row" data-row={`form-${r.key}`}>
          <span className="od-row-label">{r.label}</span>
          <span className="od-row-value">{r.value}</span>
        </div>
      ))}
    </div>
  );
}
