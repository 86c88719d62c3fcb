// UI hooks: the client reports network trouble with a toast or a modal, but the components that
// draw them belong to the shell, which registers them with setUiHooks(). Default: no-ops.

export interface ModalOptions {
  title: string;
  content: string;
  showCancel: boolean;
}

export interface UiHooks {
  /** Shows `text` for `durationMs`. */
  toast(text: string, durationMs: number): void;
  /** Shows a modal; may return a promise settled when it closes (used to avoid stacking). */
  modal(options: ModalOptions): void | Promise<unknown>;
}

const defaults: UiHooks = { toast: () => {}, modal: () => {} };
let current: UiHooks = { ...defaults };

export function setUiHooks(hooks: Partial<UiHooks>): void {
  current = { ...current, ...hooks };
}

export function resetUiHooks(): void {
  current = { ...defaults };
}

export function getUiHooks(): UiHooks {
  return current;
}
