/**
 * Picks images and uploads each as multipart `file` to an upload endpoint (evaluate / refund
 * images); shows the uploaded ones (tap × to remove) and a + tile while fewer than `max`.
 * Reports the uploaded paths (`pic_path`) through onChange, and whether an upload runs.
 */
import { useEffect, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import type { EndpointName } from '../../data/endpoints.ts';
import { img } from '../../bindings/functions/image.ts';
import { isSuccess, upload } from '../../data/client.ts';
import { showToast } from '../../shell/feedback.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import './image-uploader.css';

export interface ImageUploaderProps {
  api: EndpointName;
  value: string[];
  max: number;
  onChange: (paths: string[]) => void;
  onBusy?: (busy: boolean) => void;
  /** Accessible name of the + tile. */
  label: string;
  removeLabel: string;
}

export function ImageUploader({ api, value, max, onChange, onBusy, label, removeLabel }: ImageUploaderProps): ReactElement {
  const { t } = useTexts('common');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(0);
  // The latest list, for uploads finishing one after another.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []).slice(0, Math.max(0, max - latest.current.length));
    e.target.value = '';
    if (files.length === 0) return;
    setBusy((n) => n + files.length);
    onBusy?.(true);
    showToast(t('upload.uploading'), 1500, 'loading');
    let failed = '';
    for (const file of files) {
      try {
        const res = await upload<{ pic_path?: string }>(api, file);
        const path = isSuccess(res) ? res.data?.pic_path : undefined;
        if (path && latest.current.length < max) {
          latest.current = [...latest.current, path];
          onChange(latest.current);
        } else if (!isSuccess(res)) failed = res.message || t('upload.failed');
      } catch {
        failed = t('upload.error');
      } finally {
        setBusy((n) => n - 1);
      }
    }
    onBusy?.(false);
    showToast(failed || t('upload.succeeded'), 1500, failed ? 'none' : 'success');
  };

  return (
    <div className="iu-list">
      {value.map((p, i) => (
        <span key={`${p}-${i}`} className="iu-item" data-testid="uploaded-image">
          <img src={img(p, 'small') || img(p)} alt="" />
          <button type="button" className="iu-remove" aria-label={removeLabel} onClick={() => onChange(value.filter((_, j) => j !== i))}>
            ×
          </button>
        </span>
      ))}
      {value.length + busy < max ? (
        <label className="iu-add" aria-label={label}>
          <input ref={input} type="file" accept="image/*" multiple onChange={(e) => void pick(e)} />
          <span aria-hidden="true">+</span>
          <span className="iu-count">
            {value.length}/{max}
          </span>
        </label>
      ) : null}
      {Array.from({ length: busy }, (_, i) => (
        <span key={`busy-${i}`} className="iu-item iu-item--busy" aria-busy="true">
          <i className="sh-spinner" />
        </span>
      ))}
    </div>
  );
}
