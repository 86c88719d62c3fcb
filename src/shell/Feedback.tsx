/** Hosts for the imperative toast and modal (feedback.ts); the app mounts both once. */
import { useStore } from 'zustand';
import type { ReactElement } from 'react';
import { answerModal, feedbackStore } from './feedback.ts';
import { ErrorIcon, SuccessIcon } from './icons.tsx';
import { Popup } from './Popup.tsx';
import { useShellText } from './text.ts';

export function ToastHost(): ReactElement | null {
  const toast = useStore(feedbackStore, (s) => s.toast);
  if (!toast) return null;
  return (
    <div className="sh-toast" role="status" aria-live="polite" key={toast.id}>
      {toast.icon === 'success' ? <span className="sh-toast-icon"><SuccessIcon /></span> : null}
      {toast.icon === 'error' ? <span className="sh-toast-icon"><ErrorIcon /></span> : null}
      {toast.icon === 'loading' ? <span className="sh-toast-icon"><i className="sh-spinner" /></span> : null}
      {toast.text}
    </div>
  );
}

/** Catches the taps that follow a modal's answer (feedback.ts TAP_SHIELD_MS). */
function TapShield(): ReactElement | null {
  const shield = useStore(feedbackStore, (s) => s.shield);
  return shield ? <div className="sh-tap-shield" data-testid="tap-shield" aria-hidden="true" /> : null;
}

export function ModalHost(): ReactElement | null {
  const t = useShellText();
  const modal = useStore(feedbackStore, (s) => s.modals[0]);
  if (!modal) return <TapShield />;
  return (
    <Popup open position="center" maskClosable={false} closeIcon={false} className="sh-modal" label={modal.title ?? modal.content} key={modal.id}>
      <div className="sh-modal-body">
        {modal.title ? <div className="sh-modal-title">{modal.title}</div> : null}
        {modal.content ? <div className="sh-modal-content">{modal.content}</div> : null}
      </div>
      <div className="sh-modal-actions">
        {modal.showCancel ? (
          <button type="button" className="sh-modal-cancel" onClick={() => answerModal(modal.id, false)}>
            {modal.cancelText || t('cancel')}
          </button>
        ) : null}
        <button type="button" className="sh-modal-confirm" onClick={() => answerModal(modal.id, true)}>
          {modal.confirmText || t('confirm')}
        </button>
      </div>
    </Popup>
  );
}

/** Both hosts. */
export function FeedbackHost(): ReactElement {
  return (
    <>
      <ToastHost />
      <ModalHost />
    </>
  );
}
