import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureActions, fail, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';
import WithdrawAccountForm, { defaults, enabledTypes, type WithdrawAccountFormProps } from './WithdrawAccountForm.tsx';

const TYPES = { bank: 'Bank card', alipay: 'Alipay' };

function env() {
  const redirect = vi.fn();
  const toast = vi.fn();
  const navigator: ActionNavigator = { navigate: vi.fn(), redirect, relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
  configureActions({ navigator, toast, modal: vi.fn(async () => true) });
  return { redirect, toast };
}
const noop = async () => {};
function mount(props: Partial<WithdrawAccountFormProps> = {}) {
  return render(<WithdrawAccountForm props={{ ...defaults, types: TYPES, ...props }} node={{ id: 'waf', type: 'withdraw-account-form' }} emit={noop} renderSlot={() => null} />);
}
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
};

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['wallet', 'validation']);
});
afterEach(() => resetActionEnv());

describe('withdraw-account-form', () => {
  it('offers only the enabled types; WeChat only when the server lists it', () => {
    expect(enabledTypes({ wechatpay: 'WeChat', bank: 'Bank card' })).toEqual(['bank', 'wechatpay']);
    expect(enabledTypes(null)).toEqual([]);
    env();
    mount();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Bank card', 'Alipay']);
    expect(screen.getByRole('radio', { name: 'Bank card' }).getAttribute('aria-checked')).toBe('true');
  });

  it('judges with the shared rules, in order, before anything is sent', async () => {
    const { toast } = env();
    const { requests } = fakeFetch({});
    mount();
    await submit();
    expect(toast).toHaveBeenLastCalledWith('please enter the name');
    type('realname', 'Zhang San');
    type('mobile', '1380000');
    await submit();
    expect(toast).toHaveBeenLastCalledWith('please enter a correct phone number');
    type('mobile', '13800000000');
    await submit();
    expect(toast).toHaveBeenLastCalledWith('please enter the bank name');
    // Alipay needs no bank name, but an account
    fireEvent.click(screen.getByRole('radio', { name: 'Alipay' }));
    expect(field('branch_bank_name')).toBeNull();
    await submit();
    expect(toast).toHaveBeenLastCalledWith('please enter the withdrawal account');
    expect(requests).toHaveLength(0);
  });

  it('adds an account and returns to the list', async () => {
    const { toast, redirect } = env();
    const { requests } = fakeFetch({ '/api/memberbankaccount/add': ok(7) });
    mount();
    type('realname', 'Zhang San');
    type('mobile', '13800000000');
    type('branch_bank_name', 'ICBC');
    type('bank_account', '6222000011112222');
    await submit();
    expect(requests[0]?.body).toMatchObject({ realname: 'Zhang San', mobile: '13800000000', withdraw_type: 'bank', branch_bank_name: 'ICBC', bank_account: '6222000011112222' });
    expect(toast).toHaveBeenCalledWith('Added', 1000, 'success');
    expect(redirect).toHaveBeenCalledWith('/pages_tool/member/account');
  });

  it('edits the account it was given; a refusal shows the server message and stays', async () => {
    const { toast, redirect } = env();
    const { requests } = fakeFetch({ '/api/memberbankaccount/edit': fail(-1, 'Please bind WeChat first') });
    mount({ id: '5', account: { id: 5, realname: 'Li Si', mobile: '13912345678', withdraw_type: 'alipay', branch_bank_name: '', bank_account: 'lisi@example.com' } });
    expect(field('realname').value).toBe('Li Si');
    expect(screen.getByRole('radio', { name: 'Alipay' }).getAttribute('aria-checked')).toBe('true');
    await submit();
    expect(requests[0]?.body).toMatchObject({ id: '5', withdraw_type: 'alipay', bank_account: 'lisi@example.com', branch_bank_name: '' });
    expect(toast).toHaveBeenLastCalledWith('Please bind WeChat first');
    expect(redirect).not.toHaveBeenCalled();
  });
});
