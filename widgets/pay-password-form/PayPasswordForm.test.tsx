import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureActions, fail, fakeFetch, loadNamespaces, ok, type RecordedRequest, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, type MemberInfo, useLanguageStore, useMemberStore } from '../../src/sdk/index.ts';
import PayPasswordForm, { defaults, maskMobile } from './PayPasswordForm.tsx';

function env(confirm = false) {
  const redirect = vi.fn();
  const toast = vi.fn();
  const modal = vi.fn(async () => confirm);
  const navigator: ActionNavigator = { navigate: vi.fn(), redirect, relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
  configureActions({ navigator, toast, modal, currentPath: () => '/pages_tool/member/pay_password?back=%2Fpages_tool%2Fpay%2Findex' });
  return { redirect, toast, modal };
}
const noop = async () => {};
function mount(back = '/pages_tool/pay/index?code=1') {
  return render(<PayPasswordForm props={{ ...defaults, back }} node={{ id: 'ppf', type: 'pay-password-form' }} emit={noop} renderSlot={() => null} />);
}
const boxes = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
async function typeInto(name: string, value: string) {
  await act(async () => {
    fireEvent.change(boxes(name), { target: { value } });
  });
}

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['pay']);
});
afterEach(() => {
  resetActionEnv();
  useMemberStore.setState({ token: '', memberInfo: null });
});

describe('pay-password-form', () => {
  it('masks the mobile', () => {
    expect(maskMobile('13800000000')).toBe('138****0000');
  });

  it('sends the code as it opens, checks it, takes the password twice (a mismatch starts again), saves and returns', async () => {
    useMemberStore.setState({ token: 't', memberInfo: { member_id: 1, mobile: '13800000000', status: 1 } as unknown as MemberInfo });
    const { toast, redirect } = env();
    const { requests } = fakeFetch({
      '/api/member/paypwdcode': ok({ key: 'k9' }),
      '/api/member/verifypaypwdcode': (req: RecordedRequest) => (req.body.code === '1234' ? ok({ key: 'k9' }) : fail(-1, 'Wrong code')),
      '/api/member/modifypaypassword': ok(1),
      '/api/member/issetpayaassword': ok(1),
    });
    mount();
    expect(await screen.findByText('A code was sent to 138****0000; enter the 4-digit code below')).toBeDefined();
    await typeInto('code', '9999');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Wrong code'));
    await typeInto('code', '1234');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    expect(await screen.findByText('Set your payment password')).toBeDefined();
    await typeInto('password', '123456');
    expect(screen.getByText('Enter it again')).toBeDefined();
    await typeInto('password_again', '654321');
    expect(toast).toHaveBeenCalledWith('The two passwords differ');
    expect(screen.getByText('Set your payment password')).toBeDefined();
    await typeInto('password', '123456');
    await typeInto('password_again', '123456');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Changed', 2000, 'success'));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages_tool/pay/index?code=1'), { timeout: 3000 });
    const modify = requests.filter((r) => r.path === '/api/member/modifypaypassword').map((r) => r.body);
    expect(modify).toEqual([expect.objectContaining({ key: 'k9', code: '1234', password: '123456' })]);
    expect(requests.filter((r) => r.path === '/api/member/paypwdcode')).toHaveLength(1);
  });

  it('says "set", not "changed", when the member had no payment password yet', async () => {
    useMemberStore.setState({ token: 't', memberInfo: { member_id: 1, mobile: '13800000000', status: 1 } as unknown as MemberInfo });
    const { toast } = env();
    fakeFetch({
      '/api/member/paypwdcode': ok({ key: 'k9' }),
      '/api/member/verifypaypwdcode': ok({ key: 'k9' }),
      '/api/member/modifypaypassword': ok(1),
      '/api/member/issetpayaassword': ok(0),
    });
    mount();
    await screen.findByText('A code was sent to 138****0000; enter the 4-digit code below');
    await typeInto('code', '1234');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    await screen.findByText('Set your payment password');
    await typeInto('password', '123456');
    await typeInto('password_again', '123456');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Payment password set', 2000, 'success'));
    expect(toast).not.toHaveBeenCalledWith('Changed', 2000, 'success');
  });

  it('a member without a mobile is asked to bind one first', async () => {
    useMemberStore.setState({ token: 't', memberInfo: { member_id: 1, mobile: '', status: 1 } as unknown as MemberInfo });
    const { modal, redirect } = env(false);
    const { requests } = fakeFetch({});
    mount();
    await waitFor(() => expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: 'A payment password needs a bound mobile number. Bind one now?' })));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages_tool/pay/index?code=1'));
    expect(requests).toHaveLength(0);
  });
});
