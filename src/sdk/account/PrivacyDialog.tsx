import { useState, type ReactElement } from 'react';
import { Popup } from '../../shell/Popup.tsx';
import { showModal } from '../../shell/feedback.ts';
import { t } from '../../i18n/instance.ts';
import { useLanguage } from '../../shell/text.ts';
import { AgreementPopup, type AgreementType } from './AgreementPopup.tsx';
import './account.css';

/** Spec §8: what a shopper who disagrees is told (a modal without a cancel button). */
export function showDisagreeModal(): Promise<boolean> {
  return showModal({ title: t('action.tip'), content: t('privacy.disagree'), showCancel: false });
}

export interface PrivacyDialogProps {
  open: boolean;
  title?: string;
  onAgree: () => void;
  /** After the shopper disagreed (the dialog is already closing; the modal is on screen). */
  onDisagree: () => void;
}

/** The dialog: intro text with the two agreements, then disagree / agree. */
export function PrivacyDialog({ open, title, onAgree, onDisagree }: PrivacyDialogProps): ReactElement {
  const lang = useLanguage();
  const [doc, setDoc] = useState<AgreementType | null>(null);
  const link = (type: AgreementType, text: string) => (
    <button type="button" className="acc-link" onClick={() => setDoc(type)}>
      {text}
    </button>
  );
  return (
    <>
      <Popup open={open} position="center" maskClosable={false} closeIcon={false} title={title || t('privacy.title')} className="acc-privacy-popup">
        <div className="acc-privacy">
          {t('login.privacyIntro')}
          {link('PRIVACY', t('login.privacyAgreement'))}
          {t('login.and')}
          {link('SERVICE', t('login.serviceAgreement'))}
          {t('login.privacyOutro')}
        </div>
        <div className="acc-privacy-actions">
          <button
            type="button"
            className="acc-btn-plain"
            onClick={() => {
              onDisagree();
              void showDisagreeModal();
            }}
          >
            {t('action.disagree')}
          </button>
          <button type="button" className="acc-btn-main" onClick={onAgree}>
            {t('action.agree')}
          </button>
        </div>
      </Popup>
      <AgreementPopup type={doc} lang={lang} onClose={() => setDoc(null)} />
    </>
  );
}
