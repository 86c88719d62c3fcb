/**
 * Test helpers for the member-centre widgets (imported by their tests only): a page schema of
 * src/pages rendered with the real widgets, loader, API client (answered by fakeFetch) and
 * actions; the language; the toast and modal on screen; a recording navigator.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import { answerModal, configureActions, createPageRuntime, feedbackStore, initI18n, loadNamespaces, PageRenderer, resetActionEnv, resetNavigator, setNavigator, pageFile } from './index.ts';
import { type EndpointName, hideToast, i18n, type Lang, type PageRuntime, request, useLanguageStore, useMemberStore } from '../index.ts';

export type { Lang };
export const LANGS: Lang[] = ['zh-cn', 'en-us'];

/** Switches texts and the `lang` every request carries. */
export async function setLanguage(lang: Lang): Promise<void> {
  initI18n();
  useLanguageStore.setState({ lang });
  await i18n.changeLanguage(lang);
  await loadNamespaces(['member', 'validation']);
}

export interface NavCall {
  how: 'navigate' | 'redirect' | 'relaunch' | 'switchTab' | 'back';
  url: string;
}

/** Records where actions, widgets and stores send the shopper. */
export function recordNavigation(): NavCall[] {
  const calls: NavCall[] = [];
  const nav = {
    navigate: (url: string) => void calls.push({ how: 'navigate', url }),
    redirect: (url: string) => void calls.push({ how: 'redirect', url }),
    relaunch: (url: string) => void calls.push({ how: 'relaunch', url }),
    switchTab: (url: string) => void calls.push({ how: 'switchTab', url }),
    back: () => void calls.push({ how: 'back', url: '' }),
  };
  configureActions({ navigator: nav });
  setNavigator(nav);
  return calls;
}

export function toastText(): string | undefined {
  return feedbackStore.getState().toast?.text;
}

export function modalOnScreen(): { title?: string; content?: string } | undefined {
  return feedbackStore.getState().modals[0];
}

export async function answerModalNow(confirm: boolean): Promise<void> {
  const m = feedbackStore.getState().modals[0];
  if (!m) throw new Error('no modal on screen');
  await act(async () => {
    answerModal(m.id, confirm);
  });
}

/** Back to a clean world between tests. */
export function resetWorld(): void {
  resetActionEnv();
  resetNavigator();
  hideToast();
  for (const m of feedbackStore.getState().modals) answerModal(m.id, false);
  useMemberStore.setState({ token: '', memberInfo: null });
}

export interface ShowOptions {
  query?: Record<string, string>;
  member?: Record<string, unknown> | null;
  site?: Record<string, unknown>;
}

export { pageFile };

/** Renders page `id` as the app would (critical round, then deferred sources). */
export async function showPage(id: string, options: ShowOptions = {}): Promise<{ runtime: PageRuntime; view: RenderResult }> {
  const schema = await pageFile(id);
  const member = options.member ?? null;
  useMemberStore.setState({ token: member ? 'test-token' : '', memberInfo: member as never });
  const globals = { member, site: { addonIsExist: {}, defaultImg: {}, ...(options.site ?? {}) }, cart: { cartNumber: 0 } };
  const runtime = createPageRuntime(schema, {
    globals: () => globals,
    query: options.query ?? {},
    request: (api, params) => request(api as EndpointName, params),
    loadNamespaces: async () => undefined,
  });
  await runtime.start();
  const view = render(<PageRenderer runtime={runtime} globals={globals} />);
  await act(async () => {
    await runtime.startDeferred();
  });
  return { runtime, view };
}

/** Lets pending promises (fake fetch answers, form validation) settle. */
export async function settle(rounds = 8): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise<void>((r) => setTimeout(r, 0));
    });
  }
}

/** The parameters a recorded request carried (query or form body). */
export function paramsOf(req: { query: Record<string, string>; body: Record<string, string> }): Record<string, string> {
  return { ...req.query, ...req.body };
}
