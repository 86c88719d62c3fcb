/**
 * Test helpers for the account and cart widgets (imported by tests only): languages, the toast
 * and modal on screen, a recording navigator, typing into the underlined fields.
 */
import { act, fireEvent } from '@testing-library/react';
import type { ReactElement } from 'react';
import { answerModal, configureActions, feedbackStore, loadNamespaces, resetActionEnv } from './index.ts';
import { hideToast, i18n, type PageNode, useCartStore, useMemberStore, useSourceStore, type WidgetProps } from '../index.ts';

export type Lang = 'zh-cn' | 'en-us';

/** Loads the namespaces the widgets use in `lang` and switches to it. */
export async function setLanguage(lang: Lang): Promise<void> {
  await i18n.changeLanguage(lang);
  await loadNamespaces(['login', 'validation', 'cart']);
}

export function toastText(): string | undefined {
  return feedbackStore.getState().toast?.text;
}

export function modalOnScreen(): { title?: string; content?: string } | undefined {
  return feedbackStore.getState().modals[0];
}

/** Answers the front modal (confirm or cancel). */
export async function answerModalNow(confirm: boolean): Promise<void> {
  const m = feedbackStore.getState().modals[0];
  if (!m) throw new Error('no modal on screen');
  await act(async () => {
    answerModal(m.id, confirm);
  });
}

export interface NavCall {
  how: 'navigate' | 'redirect' | 'relaunch' | 'switchTab' | 'back';
  url: string;
}

/** A navigator that records where the widgets go. */
export function recordNavigation(): NavCall[] {
  const calls: NavCall[] = [];
  configureActions({
    navigator: {
      navigate: (url) => calls.push({ how: 'navigate', url }),
      redirect: (url) => calls.push({ how: 'redirect', url }),
      relaunch: (url) => calls.push({ how: 'relaunch', url }),
      switchTab: (url) => calls.push({ how: 'switchTab', url }),
      back: () => calls.push({ how: 'back', url: '' }),
    },
  });
  return calls;
}

/** Back to a clean world between tests. */
export function resetWorld(): void {
  resetActionEnv();
  hideToast();
  for (const m of feedbackStore.getState().modals) answerModal(m.id, false);
  useMemberStore.getState().logout();
  useCartStore.getState().clear();
  useSourceStore.setState({ sourceMember: '', authInfo: null });
}

export function input(container: HTMLElement, name: string): HTMLInputElement {
  const el = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
}

export async function type(container: HTMLElement, name: string, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(input(container, name), { target: { value } });
  });
}

export async function click(el: Element | null): Promise<void> {
  if (!el) throw new Error('nothing to click');
  await act(async () => {
    fireEvent.click(el);
  });
}

/** Lets pending promises (fake fetch answers, form validation) settle. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise<void>((r) => queueMicrotask(r));
    });
  }
}

/** Renders a widget component directly with its resolved props. */
export function widget<P>(Component: (p: WidgetProps<P>) => ReactElement | null, props: P, node: Partial<PageNode> = {}, emit: WidgetProps<P>['emit'] = async () => {}): ReactElement {
  return <Component props={props} node={{ id: 'w', type: 'test', ...node }} emit={emit} renderSlot={() => null} />;
}
