import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureActions, fail, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore, useMemberStore } from '../../src/sdk/index.ts';
import MemberCancel, { cancelPath, defaults, type MemberCancelProps } from './MemberCancel.tsx';

const ASSETS = {
  member_info: { is_fenxiao: 0, point: 120, balance: '5.00', balance_money: '8.50', balance_withdraw_apply: '0.00' },
  member_coupon_count: 2, order_pay_count: 1, order_pickup_count: 0, order_delivery_count: 0, order_refund_count: 0, order_unpaid_count: 3,
};

function env(confirm = true) {
  const navigator: ActionNavigator = { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
  const toast = vi.fn();
  const modal = vi.fn(async () => confirm);
  configureActions({ navigator, toast, modal });
  return { ...navigator, toast, modal };
}
async function lang(lng: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: lng });
  await i18n.changeLanguage(lng);
  await loadNamespaces(['wallet']);
}
const noop = async () => {};
function mount(props: Partial<MemberCancelProps>) {
  return render(<MemberCancel props={{ ...defaults, ...props }} node={{ id: 'mcl', type: 'member-cancel' }} emit={noop} renderSlot={() => null} />);
}

afterEach(() => {
  resetActionEnv();
  vi.unstubAllGlobals();
});

describe('member-cancel', () => {
  it('agreement: the document, Next refused until ticked, then the assets page (zh-cn)', async () => {
    await lang('zh-cn');
    const e = env();
    mount({ step: 'agreement', agreement: { title: '注销协议', content: '<p>注销后<b>不可恢复</b></p><script>x()</script>' } });
    expect(screen.getByText('注销协议')).toBeDefined();
    expect(screen.getByText('不可恢复')).toBeDefined();
    expect(document.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(e.toast).toHaveBeenCalledWith('请先勾选同意协议');
    expect(e.navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(e.navigate).toHaveBeenCalledWith('/pages_tool/member/assets');
  });

  it('assets: what is lost; the application after the risk question goes to the pending page (en-us)', async () => {
    await lang('en-us');
    const e = env();
    const { requests } = fakeFetch({ '/membercancel/api/membercancel/apply': ok({ id: 4, is_audit: 1 }) });
    mount({ step: 'assets', assets: ASSETS });
    const cell = (label: string) => screen.getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(cell('Points')).toBe('120');
    expect(cell('Cash balance')).toBe('¥8.50');
    expect(cell('Stored balance')).toBe('¥5.00');
    expect(cell('Coupons')).toBe('2');
    expect(cell('To ship')).toBe('1');
    expect(cell('To pay')).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm application' }));
    await waitFor(() => expect(e.redirect).toHaveBeenCalledWith('/pages_tool/member/cancelstatus'));
    expect(e.modal).toHaveBeenCalledWith({ title: 'Risk', content: 'Cancel the current account?' });
    expect(requests.map((r) => r.path)).toEqual(['/membercancel/api/membercancel/apply']);
  });

  it('assets: a refusal is shown as the server says; without audit it goes to success; no on the question sends nothing', async () => {
    await lang('en-us');
    let e = env();
    fakeFetch({ '/membercancel/api/membercancel/apply': fail(-1, 'Orders are not finished') });
    const view = mount({ step: 'assets', assets: ASSETS });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm application' }));
    await waitFor(() => expect(e.toast).toHaveBeenCalledWith('Orders are not finished'));
    expect(e.redirect).not.toHaveBeenCalled();
    view.unmount();
    e = env();
    fakeFetch({ '/membercancel/api/membercancel/apply': ok({ id: 4, is_audit: 0 }) });
    const v2 = mount({ step: 'assets', assets: ASSETS });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm application' }));
    await waitFor(() => expect(e.redirect).toHaveBeenCalledWith('/pages_tool/member/cancelsuccess'));
    v2.unmount();
    e = env(false);
    const { requests } = fakeFetch({});
    mount({ step: 'assets', assets: ASSETS });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm application' }));
    await waitFor(() => expect(e.modal).toHaveBeenCalled());
    expect(requests).toHaveLength(0);
  });

  it('status: pending shows the steps and withdraws; other statuses lead to their page (zh-cn)', async () => {
    await lang('zh-cn');
    let e = env();
    const { requests } = fakeFetch({ '/membercancel/api/membercancel/cancelApply': ok(1) });
    const view = mount({ step: 'status', info: { id: 1, status: 0, reason: '' } });
    expect(screen.getByText('等待审核')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '撤销申请' }));
    await waitFor(() => expect(e.relaunch).toHaveBeenCalledWith('/pages/member/index'));
    expect(requests[0]?.path).toBe('/membercancel/api/membercancel/cancelApply');
    view.unmount();
    e = env();
    mount({ step: 'status', info: { id: 1, status: -1, reason: 'x' } });
    expect(e.redirect).toHaveBeenCalledWith('/pages_tool/member/cancelrefuse');
    expect(cancelPath(null)).toBe('/pages_tool/member/cancellation');
    expect(cancelPath({ status: 1 })).toBe('/pages_tool/member/cancelsuccess');
  });

  it('refuse shows the reason and applies again; success ends the session (en-us)', async () => {
    await lang('en-us');
    const e = env();
    const view = mount({ step: 'refuse', info: { id: 1, status: -1, reason: 'Unpaid orders' } });
    expect(screen.getByText('Your application was refused')).toBeDefined();
    expect(screen.getByText('Reason: Unpaid orders')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(e.redirect).toHaveBeenCalledWith('/pages_tool/member/cancellation');
    view.unmount();
    useMemberStore.setState({ token: 'tok' });
    mount({ step: 'success' });
    expect(useMemberStore.getState().token).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(e.relaunch).toHaveBeenCalledWith('/pages/index/index');
  });
});
