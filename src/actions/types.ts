/**
 * The action contract. An action is one file in src/actions/ exporting `defineAction({...})`,
 * with its argument schema in schemas/actions/<name>.schema.json.
 */
import type { RenderScope } from '../renderer/types.ts';

/** Where actions navigate; the app registers the router-backed implementation. */
export interface ActionNavigator {
  navigate(url: string): void;
  redirect(url: string): void;
  relaunch(url: string): void;
  switchTab(url: string): void;
  back(delta?: number): void;
}

export interface ModalOptions {
  title?: string;
  content?: string;
  showCancel?: boolean;
  confirmText?: string;
  cancelText?: string;
}

export interface ApiAnswer {
  code: number;
  message?: string;
  data?: unknown;
}

/** The outside world of actions; every piece can be replaced (app start-up, tests). */
export interface ActionEnv {
  navigator: ActionNavigator;
  /** The current in-app path with its query, e.g. `/pages/goods/detail?goods_id=1`. */
  currentPath(): string;
  /** Absolute URL of the current page (share links). */
  currentUrl(): string;
  /** Leave the app for an http(s) URL. */
  openExternal(url: string): void;
  request(api: string, params: Record<string, unknown>): Promise<ApiAnswer>;
  /** Whether `api` names a registered endpoint. */
  hasEndpoint(api: string): boolean;
  toast(text: string, duration?: number, icon?: string): void;
  modal(options: ModalOptions): Promise<boolean>;
  isLoggedIn(): boolean;
  /** Login page URL returning to `back` afterwards. */
  loginPath(back: string): string;
  refreshCart(): Promise<unknown> | void;
  copyText(text: string): Promise<boolean>;
  share(data: { title?: string; text?: string; url?: string }): Promise<void>;
  canShare(): boolean;
  /** Translate a key (`shell.copied`, `goods.detail`). */
  t(key: string): string;
}

/** What a page offers to actions running inside it. */
export interface PageCapabilities {
  refresh(source?: string): Promise<void>;
  setState(path: string, value: unknown): boolean;
  setPopup(id: string, open: boolean): void;
}

/** Mutable run state shared by the actions of one chain. */
export interface ActionContext {
  /** Scope the arguments are resolved in; `event` is the emitted payload (+ `result` after request). */
  scope: RenderScope;
  page?: PageCapabilities;
  env: ActionEnv;
  /** Where the chain comes from, for reports (`node "buy" on add`). */
  origin?: string;
}

/**
 * true/undefined: continue with the next action; false: stop the chain quietly (a cancelled
 * modal, a guest sent to login, a failed request whose message was shown). Throwing stops the
 * chain and reports the error.
 */
export type ActionOutcome = boolean | void;

export interface ActionDefinition<A = Record<string, unknown>> {
  name: string;
  /** `args` are the action object's fields except `action`, bindings already resolved. */
  run(args: A, ctx: ActionContext): ActionOutcome | Promise<ActionOutcome>;
}

export function defineAction<A = Record<string, unknown>>(def: ActionDefinition<A>): ActionDefinition<A> {
  return def;
}

/** Thrown by an action when its arguments are wrong (reported, chain stops). */
export class ActionArgumentError extends Error {
  constructor(action: string, message: string) {
    super(`${action}: ${message}`);
    this.name = 'ActionArgumentError';
  }
}
