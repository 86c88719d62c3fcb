/**
 * The pay-password popup of balance payments: six boxes; the sixth digit submits. A refused password
 * clears the boxes and keeps the popup open. "Forgot password?" opens the pay-password page with back.
 */
import { useState, type ReactElement } from 'react';
import { Popup } from '../../shell/Popup.tsx';
import { useTexts } from '../../i18n/useTexts.ts';
import { CodeBoxes } from './CodeBoxes.tsx';
import './pay-password-popup.css';

export const PAY_PASSWORD_LENGTH = 6;

export interface PayPasswordPopupProps {
  open: boolean;
  /** Balance to be paid (yuan text), shown under the title. */
  amount?: string;
  onClose: () => void;
  /** Resolves true when the password was accepted (the popup is then closed by the parent). */
  onSubmit: (password: string) => Promise<boolean>;
  onForgot?: () => void;
}

export function PayPasswordPopup({ open, amount, onClose, onSubmit, onForgot }: PayPasswordPopupProps): ReactElement {
  const { t } = useTexts('pay');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // A fresh popup starts empty.
    setWasOpen(open);
    if (open) setValue('');
  }

  const change = (next: string) => {
    if (busy) return;
    setValue(next);
    if (next.length === PAY_PASSWORD_LENGTH) {
      setBusy(true);
      void onSubmit(next).then(
        (ok) => {
          setBusy(false);
          if (!ok) setValue('');
        },
        () => {
          setBusy(false);
          setValue('');
        },
      );
    }
  };

  return (
    <Popup open={open} onClose={busy ? undefined : onClose} position="center" maskClosable={false} title={t('password.title')} className="ppw-popup">
      <div className="ppw-body">
        {amount ? <div className="ppw-amount">{t('password.tip', { money: amount })}</div> : null}
        <CodeBoxes length={PAY_PASSWORD_LENGTH} value={value} onChange={change} label={t('password.boxes')} mask disabled={busy} autoFocus={open} name="pay_password" />
        {onForgot ? (
          <button type="button" className="ppw-forgot" onClick={onForgot}>
            {t('password.forgot')}
          </button>
        ) : null}
      </div>
    </Popup>
  );
}
