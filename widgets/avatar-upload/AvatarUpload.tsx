/** Pick, preview and save a new avatar (upload first, then modifyheadimg). */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { getActionEnv, img, isSuccess, loadMember, request, showToast, upload, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { compressImage, fileName } from './compress.ts';
import { defaults, type AvatarUploadProps } from './props.gen.ts';
import './avatar-upload.css';

export type { AvatarUploadProps };
export { defaults };

interface Picked {
  blob: Blob;
  name: string;
  url: string;
}

export default function AvatarUpload({ props, node }: WidgetProps<AvatarUploadProps>): ReactElement {
  const { t } = useTexts('member');
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [broken, setBroken] = useState(false);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  // The preview's object URL lives as long as the preview.
  useEffect(() => {
    const url = picked?.url;
    return () => {
      if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
    };
  }, [picked]);

  const current = img(props.headimg ?? '');
  const fallback = img(props.defaultHead ?? '');
  const shown = picked?.url ?? (current && !broken ? current : fallback);

  const choose = () => input.current?.click();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!/^image\//i.test(file.type)) {
      showToast(t('face.notImage'));
      return;
    }
    const blob = await compressImage(file, props.maxSize ?? 600);
    const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : '';
    setPicked({ blob, name: fileName(blob, file.name), url });
  };

  const save = async () => {
    if (!picked || busy.current) return;
    busy.current = true;
    setSaving(true);
    showToast(t('face.uploading'), 60000, 'loading');
    try {
      let up;
      try {
        up = await upload<{ pic_path?: string }>('upload.headimg', picked.blob, undefined, { filename: picked.name });
      } catch {
        return; // the client told the shopper (network)
      }
      const path = up.data && typeof up.data === 'object' ? String(up.data.pic_path ?? '') : '';
      if (!isSuccess(up) || !path) {
        showToast(up.message && !isSuccess(up) ? up.message : t('face.uploadFailed'));
        return;
      }
      let res;
      try {
        res = await request('member.modifyHeadimg', { headimg: path });
      } catch {
        return;
      }
      if (!isSuccess(res)) {
        showToast(res.message || t('face.saveFailed'));
        return;
      }
      await loadMember();
      showToast(t('face.saved'), 1500, 'success');
      const nav = getActionEnv().navigator;
      if (props.donePath) nav.redirect(props.donePath);
      else nav.back();
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <div className="w-avatar-upload au" data-node-id={node.id}>
      <div className="au-frame">
        {shown ? <img className="au-img" src={shown} alt={t('face.avatar')} width={240} height={240} onError={() => !picked && setBroken(true)} /> : <span className="au-img au-img--empty" aria-label={t('face.avatar')} />}
      </div>
      <input
        ref={input}
        className="au-input"
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // the same file again re-triggers a change
          void onFile(file);
        }}
      />
      {picked ? (
        <div className="au-actions">
          <button type="button" className="au-btn au-btn--main" onClick={() => void save()} disabled={saving}>
            {t('face.confirm')}
          </button>
          <button type="button" className="au-btn" onClick={choose} disabled={saving}>
            {t('face.again')}
          </button>
        </div>
      ) : (
        <div className="au-actions">
          <button type="button" className="au-btn au-btn--main" onClick={choose}>
            {t('face.upload')}
          </button>
        </div>
      )}
    </div>
  );
}
