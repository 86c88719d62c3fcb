/**
 * The agreement on the account pages (register config `agreement_show` = 1): a tick box with the
 * agreements (each opens in a popup). Submitting without the tick asks through the privacy
 * popup: agree ticks it and goes on, disagree stops with the modal of spec §8.
 */
import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useLanguage } from '../../shell/text.ts';
import { PrivacyDialog } from './PrivacyDialog.tsx';
import { AgreementPopup, type AgreementType } from './AgreementPopup.tsx';
import { AgreementLine } from './fields.tsx';
import { lt } from './account.ts';

export interface AgreementGate {
  agreed: boolean;
  /** True at once when not required or already ticked; otherwise asks (privacy popup). */
  ask: () => Promise<boolean>;
  /** The tick line (null when not required). */
  line: ReactNode;
  /** Popups (agreement document, privacy guide); render once. */
  popups: ReactElement;
}

export function useAgreementGate(required: boolean, kind: 'login' | 'register'): AgreementGate {
  const lang = useLanguage();
  const [agreed, setAgreed] = useState(false);
  const [doc, setDoc] = useState<AgreementType | null>(null);
  const [asking, setAsking] = useState(false);
  const pending = useRef<((ok: boolean) => void) | null>(null);

  const ask = useCallback((): Promise<boolean> => {
    if (!required || agreed) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      pending.current?.(false);
      pending.current = resolve;
      setAsking(true);
    });
  }, [required, agreed]);

  const answer = (ok: boolean) => {
    setAsking(false);
    if (ok) setAgreed(true);
    const resolve = pending.current;
    pending.current = null;
    resolve?.(ok);
  };

  const link = (type: AgreementType, text: string) => (
    <button type="button" className="acc-link" onClick={() => setDoc(type)} data-agreement={type}>
      {text}
    </button>
  );

  const line = required ? (
    <AgreementLine checked={agreed} onToggle={() => setAgreed((v) => !v)} label={lt('agreementCheckbox')}>
      {kind === 'login' ? (
        <>
          {lt('agreeLoginPrefix')}
          {link('PRIVACY', lt('privacyAgreement'))}
          {lt('and')}
          {link('SERVICE', lt('serviceAgreement'))}
        </>
      ) : (
        <>
          {lt('agreeRegisterPrefix')}
          {link('SERVICE', lt('registerAgreement'))}
        </>
      )}
    </AgreementLine>
  ) : null;

  const popups = (
    <>
      <AgreementPopup type={doc} lang={lang} onClose={() => setDoc(null)} />
      <PrivacyDialog open={asking} onAgree={() => answer(true)} onDisagree={() => answer(false)} />
    </>
  );

  return { agreed, ask, line, popups };
}
