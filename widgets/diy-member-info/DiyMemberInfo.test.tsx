import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useMemberStore, useSiteStore } from '../../src/sdk/index.ts';
import DiyMemberInfo, { balanceOf, defaults } from './DiyMemberInfo.tsx';
import manifest from './index.ts';
import { renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

const member = {
  member_id: 1,
  username: 'demo',
  nickname: 'Demo',
  mobile: '13800000000',
  status: 1,
  headimg: '',
  member_level: 2,
  member_level_name: '白银会员',
  member_level_type: 0,
  point: 1000,
  balance: '500.00',
  balance_money: '12.30',
};

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => {
  useMemberStore.setState({ token: '', memberInfo: null });
  useSiteStore.setState({ addonIsExist: defaultAddonFlags(), initStatus: false });
});

describe('diy-member-info', () => {
  it('a guest sees the login prompt (back to the member centre) and no numbers; nothing is fetched', () => {
    const { requests } = fakeFetch();
    renderWidget(DiyMemberInfo, defaults, { style: 4 });
    const login = screen.getByRole('link', { name: '登录/注册' });
    expect(login.getAttribute('href')).toBe('/h5/pages_tool/login/login?back=%2Fpages%2Fmember%2Findex');
    expect(screen.getAllByText('--')).toHaveLength(2);
    expect(screen.getByText('余额')).toBeDefined();
    expect(screen.getByText('积分')).toBeDefined();
    expect(requests).toHaveLength(0);
  });

  it('a member sees nickname, level, balance, points and coupons from the server', async () => {
    useMemberStore.setState({ token: 'tok', memberInfo: null });
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), coupon: 1 }, initStatus: true });
    const { requests } = fakeFetch({ '/api/member/info': ok(member), '/coupon/api/coupon/num': ok(2) });
    // before its data is in: placeholders
    const before = renderWidget(DiyMemberInfo, defaults, { style: 4 });
    expect(before.container.querySelectorAll('.dd-skel').length).toBeGreaterThan(0);
    before.unmount();
    await renderInPage(manifest, { style: 4 });
    expect(await screen.findByText('Demo')).toBeDefined();
    expect(screen.getByText('白银会员')).toBeDefined();
    expect(screen.getByText('512.30')).toBeDefined();
    expect(screen.getByText('1000')).toBeDefined();
    await waitFor(() => expect(screen.getByText('2')).toBeDefined());
    expect(screen.getByText('优惠券')).toBeDefined();
    expect(requests.map((r) => r.path).sort()).toEqual(['/api/member/info', '/coupon/api/coupon/num']);
    expect(requests.find((r) => r.path === '/coupon/api/coupon/num')?.body).toMatchObject({ state: '1', token: 'tok' });
    // the store follows
    await waitFor(() => expect(useMemberStore.getState().memberInfo?.nickname).toBe('Demo'));
  });

  it('shows the stored member at once, and English labels', async () => {
    await useLanguage('en-us');
    useMemberStore.setState({ token: 'tok', memberInfo: { ...member, nickname: 'Stored' } as never });
    fakeFetch({ '/api/member/info': () => new Promise(() => {}) });
    await renderInPage(manifest, { style: 2, theme: 'diy', bgColorStart: '#111111', bgColorEnd: '#222222' });
    expect(screen.getByText('Stored')).toBeDefined();
    expect(screen.getByText('Balance')).toBeDefined();
    expect(screen.getByText('Points')).toBeDefined();
    await useLanguage('zh-cn');
  });

  it('adds both balances in fen', () => {
    expect(balanceOf({ balance: '0.10', balance_money: '0.20' })).toBe('0.30');
    expect(balanceOf({})).toBe('0.00');
  });

  it('the paid card banner: the offer (→ card_buy) for a guest or a member without a card, the privileges (→ card) for a holder', async () => {
    const card = { level_id: 5, level_name: '黄金卡' };
    fakeFetch({ '/api/member/info': ok({ ...member, member_level_type: 1, member_level_name: '黄金卡' }), '/coupon/api/coupon/num': ok(0) });
    // No card to advertise: no banner.
    const none = await renderInPage(manifest, {}, { initialData: { 'w:card': null } });
    expect(none.container.querySelector('.dd-mi-vip')).toBeNull();
    none.unmount();
    const guest = await renderInPage(manifest, {}, { initialData: { 'w:card': card } });
    const offer = guest.container.querySelector('.dd-mi-vip') as HTMLAnchorElement;
    expect(offer.getAttribute('href')).toBe('/h5/pages_tool/member/card_buy');
    expect(offer.textContent).toBe('黄金卡会员可享更多权益立即开通');
    guest.unmount();
    useMemberStore.setState({ token: 'tok', memberInfo: { ...member, member_level_type: 1, member_level_name: '黄金卡' } as never });
    const holder = await renderInPage(manifest, {}, { initialData: { 'w:card': card } });
    await waitFor(() => expect(holder.container.querySelector('.dd-mi-vip')?.getAttribute('href')).toBe('/h5/pages_tool/member/card'));
    expect(holder.container.querySelector('.dd-mi-vip')?.textContent).toBe('黄金卡查看更多权益查看特权');
  });

  it('keeps the banner\'s place while the card is asked for (a member\'s client render), and gives it up when there is none', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), supermember: 1 } });
    let answer: (v: unknown) => void = () => undefined;
    const later = new Promise((r) => (answer = r));
    fakeFetch({ '/supermember/api/membercard/firstcard': () => later.then(() => ok(null)) });
    const page = await renderInPage(manifest, {});
    expect(page.container.querySelector('.dd-mi-vip--wait')).not.toBeNull();
    answer(null);
    await waitFor(() => expect(page.container.querySelector('.dd-mi-vip')).toBeNull());
  });

  it('style 4: a white card with the counters, "top up" (→ recharge list) and "advisor" (→ customer service); the pay-code icon (→ the pay code page)', async () => {
    useMemberStore.setState({ token: 'tok', memberInfo: member as never });
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), memberrecharge: 1, store: 1 }, initStatus: true });
    fakeFetch({ '/api/member/info': ok(member), '/coupon/api/coupon/num': ok(0) });
    const page = await renderInPage(manifest, { style: 4 });
    const card = page.container.querySelector('.dd-mi-s4') as HTMLElement;
    expect(card).not.toBeNull();
    expect(card.querySelector('.dd-mi-stats')?.textContent).toContain('512.30');
    await waitFor(() => expect(screen.getByRole('link', { name: '余额充值' }).getAttribute('href')).toBe('/h5/pages_tool/recharge/list'));
    expect(screen.getByRole('link', { name: '专属顾问' }).getAttribute('href')).toBe('/h5/pages_tool/member/contact');
    expect(screen.getByRole('link', { name: '付款码' }).getAttribute('href')).toBe('/h5/pages_tool/store/payment_qrcode');
    page.unmount();
    // the recharge addon off: no top-up button; other styles have no such row
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), memberrecharge: 0 }, initStatus: true });
    const off = await renderInPage(manifest, { style: 4 });
    await waitFor(() => expect(screen.getByRole('link', { name: '专属顾问' })).toBeDefined());
    expect(screen.queryByRole('link', { name: '余额充值' })).toBeNull();
    off.unmount();
    const two = await renderInPage(manifest, { style: 2 });
    expect(two.container.querySelector('.dd-mi-s4, .dd-mi-s4-other')).toBeNull();
    two.unmount();
    await useLanguage('en-us');
    try {
      useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), memberrecharge: 1 }, initStatus: true });
      await renderInPage(manifest, { style: 4 });
      await waitFor(() => expect(screen.getByRole('link', { name: 'Top up' })).toBeDefined());
      expect(screen.getByRole('link', { name: 'Advisor' })).toBeDefined();
    } finally {
      await useLanguage('zh-cn');
    }
  });
});
