/**
 * Toast and modal state: imperative `showToast` / `showModal` (registered into the API client
 * with setUiHooks and used by actions) and the hosts that render them (Feedback.tsx).
 */
import { createStore } from 'zustand/vanilla';

export type ToastIcon = 'none' | 'success' | 'error' | 'loading';

export interface ToastState {
  id: number;
  text: string;
  icon: ToastIcon;
  duration: number;
}

export interface ModalRequest {
  id: number;
  title?: string;
  content?: string;
  showCancel: boolean;
  confirmText?: string;
  cancelText?: string;
  resolve: (confirmed: boolean) => void;
}

export interface FeedbackState {
  toast: ToastState | null;
  /** The modal on screen first; later requests wait their turn. */
  modals: ModalRequest[];
  /** Just after a modal's answer: taps are held off the page beneath for a moment. */
  shield: boolean;
}

/**
 * How long after a modal closes a tap still meets nothing: a shopper's second tap on confirm
 * (a double tap, an impatient one) would otherwise land on what lies under it (another order).
 */
export const TAP_SHIELD_MS = 400;
let shieldTimer: ReturnType<typeof setTimeout> | undefined;

/** Spec: toast default 1500 ms. */
export const TOAST_DEFAULT_MS = 1500;

export const feedbackStore = createStore<FeedbackState>(() => ({ toast: null, modals: [], shield: false }));

let seq = 0;
let toastTimer: ReturnType<typeof setTimeout> | null = null;

export function showToast(text: string, duration: number = TOAST_DEFAULT_MS, icon: ToastIcon = 'none'): void {
  if (toastTimer) clearTimeout(toastTimer);
  const ms = Number.isFinite(duration) && duration > 0 ? duration : TOAST_DEFAULT_MS;
  const id = ++seq;
  feedbackStore.setState({ toast: { id, text: String(text ?? ''), icon, duration: ms } });
  toastTimer = setTimeout(() => {
    toastTimer = null;
    if (feedbackStore.getState().toast?.id === id) feedbackStore.setState({ toast: null });
  }, ms);
}

export function hideToast(): void {
  if (toastTimer) clearTimeout(toastTimer);
  toastTimer = null;
  feedbackStore.setState({ toast: null });
}

export interface ModalOptions {
  title?: string;
  content?: string;
  /** Default true. */
  showCancel?: boolean;
  confirmText?: string;
  cancelText?: string;
}

/** Open a modal; resolves true on confirm, false on cancel. */
export function showModal(options: ModalOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const id = ++seq;
    const req: ModalRequest = {
      id,
      title: options.title,
      content: options.content,
      showCancel: options.showCancel !== false,
      confirmText: options.confirmText,
      cancelText: options.cancelText,
      resolve,
    };
    feedbackStore.setState((s) => ({ modals: [...s.modals, req] }));
  });
}

/** Close the front modal with an answer (used by the modal host). */
export function answerModal(id: number, confirmed: boolean): void {
  const { modals } = feedbackStore.getState();
  const req = modals.find((m) => m.id === id);
  if (!req) return;
  feedbackStore.setState({ modals: modals.filter((m) => m.id !== id), shield: true });
  clearTimeout(shieldTimer);
  shieldTimer = setTimeout(() => feedbackStore.setState({ shield: false }), TAP_SHIELD_MS);
  req.resolve(confirmed);
}
