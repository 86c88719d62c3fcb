/**
 * Pages kept for going back: the same history entry gets its loaded runtime again (data, state,
 * scroll), unless the shopper changed meanwhile (logged in on the login page, then back): answers
 * depend on who asks, so the page loads anew and never shows what the guest was answered.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useMemberStore } from '../stores/member.ts';
import { resetPageCache, runtimeFor } from './pageCache.ts';
import type { PageSchema } from '../renderer/types.ts';

const schema: PageSchema = { schemaVersion: 1, id: 'test/kept', content: [] };
const request = async () => ({ code: 0, data: {} });

afterEach(() => {
  resetPageCache();
  useMemberStore.setState({ token: '', memberInfo: null });
});

describe('runtimeFor', () => {
  it('gives an entry its runtime again for the same shopper, a new one (without the data given to the other) after logging in or out', () => {
    const withData: PageSchema = { ...schema, data: { a: { api: 'goods.pageComponents' } } };
    const first = runtimeFor('entry-0', withData, {}, { request, initialData: { a: 'guest answer' } });
    expect(first.store.getState().data.a).toBe('guest answer');
    const guest = runtimeFor('entry-1', schema, {}, { request });
    expect(runtimeFor('entry-1', schema, {}, { request })).toBe(guest);
    useMemberStore.setState({ token: 'tok' });
    const member = runtimeFor('entry-1', schema, {}, { request });
    expect(member).not.toBe(guest);
    expect(runtimeFor('entry-1', schema, {}, { request })).toBe(member);
    useMemberStore.setState({ token: '' });
    expect(runtimeFor('entry-1', schema, {}, { request })).not.toBe(member);
    useMemberStore.setState({ token: 'tok' });
    const again = runtimeFor('entry-0', withData, {}, { request, initialData: { a: 'guest answer' } });
    expect(again).not.toBe(first);
    expect(again.store.getState().data.a).toBeUndefined();
  });
});

describe('refused sources', () => {
  it('are told as a toast, except a silent one the page shows itself (the webview refused twice before)', async () => {
    const { feedbackStore } = await import('../shell/feedback.ts');
    const refused = async () => ({ code: -1, message: 'not allowed' });
    const told = (): string | undefined => feedbackStore.getState().toast?.text;
    const page = (silent?: boolean): PageSchema => ({ ...schema, id: `test/${String(silent)}`, data: { check: { api: 'webview.check', ...(silent === undefined ? {} : { silent }) } } });
    feedbackStore.setState({ toast: null });
    await runtimeFor('entry-s', page(true), {}, { request: refused }).start();
    expect(told()).toBeUndefined();
    await runtimeFor('entry-t', page(), {}, { request: refused }).start();
    expect(told()).toBe('not allowed');
  });
});
