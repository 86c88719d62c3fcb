import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureActions, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';
import GiftPopups, { defaults } from './GiftPopups.tsx';
import GiftPopup from './GiftPopup.tsx';
import { birthdayGift, dueGifts, festivalGift, type DueGift } from './gifts.ts';
import { data } from './data.ts';

const COUPON = { coupon_type_id: 3, coupon_name: '满100减10', type: 'reward', money: '10.00', discount: '0', at_least: '100.00', coupon_flag: true };
const BIRTHDAY = { id: 1, activity_name: '生日有礼', activity_time_type: 3, type: 'point,balance,coupon', point: 200, balance: '10.00', balance_type: 0, coupon: '3', blessing_content: '祝您生日快乐！', nickname: '小明', flag: true, coupon_list: [COUPON] };
const FESTIVAL = [
  { festival_id: 7, activity_name: '新年有礼', festival_name: '新年', remark: '', nickname: '小明', status: 1, flag: true, award_list: [{ award_type: 'point,coupon', point: 88, balance: '0.00', balance_type: 0, coupon: '3', coupon_list: [COUPON] }] },
];

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['member']);
}
function nav() {
  const navigate = vi.fn();
  const navigator: ActionNavigator = { navigate, redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
  configureActions({ navigator, toast: vi.fn() });
  return navigate;
}
afterEach(() => resetActionEnv());

describe('gift-popups: what is due', () => {
  it('declares its sources for a member with the addon on only', () => {
    expect(data()).toEqual({
      birthday: { api: 'birthdaygift.config', when: 'member && site.addonIsExist.birthdaygift == 1' },
      festival: { api: 'scenefestival.config', when: 'member && site.addonIsExist.scenefestival == 1' },
    });
  });

  it('a gift is due only when the server says the member may take it (flag), birthday first', () => {
    expect(birthdayGift(null)).toBeNull();
    expect(birthdayGift({ ...BIRTHDAY, flag: false })).toBeNull();
    expect(festivalGift([{ ...FESTIVAL[0], flag: false }])).toBeNull();
    const due = dueGifts(BIRTHDAY, FESTIVAL);
    expect(due.map((g) => `${g.kind}:${g.id}`)).toEqual(['birthday:1', 'festival:7']);
    expect(due[0]).toMatchObject({ point: 200, balance: '10.00', coupons: [{ coupon_type_id: 3 }] });
    // only the kinds the activity gives
    expect(due[1]).toMatchObject({ point: 88, balance: '0.00', festival: '新年' });
    expect(birthdayGift({ ...BIRTHDAY, type: 'point' })).toMatchObject({ point: 200, balance: '0.00', coupons: [] });
    // one handled here is not shown again on this page
    expect(dueGifts(BIRTHDAY, FESTIVAL, new Set(['birthday:1'])).map((g) => g.kind)).toEqual(['festival']);
  });

  it('outside a page (nothing due) it is an empty static marker, with no popup code', () => {
    const { container } = render(<GiftPopups props={defaults} node={{ id: 'gift-popups', type: 'gift-popups' }} emit={async () => {}} renderSlot={() => null} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.getAttribute('data-node-id')).toBe('gift-popups');
    expect(el.hasAttribute('data-static')).toBe(true);
    expect(el.hidden).toBe(true);
  });
});

describe('gift-popup', () => {
  const gift = dueGifts(BIRTHDAY, FESTIVAL)[0] as DueGift;

  it('takes the birthday gift as it opens and shows what was given, each linked (zh-cn)', async () => {
    await lang('zh-cn');
    const navigate = nav();
    const { requests } = fakeFetch({ '/birthdaygift/api/Config/receive': ok({ record_id: 5, point: 200, balance: '10.00', coupon_num: 1 }), '/api/member/info': ok(null) });
    const onDone = vi.fn();
    const ready = Promise.resolve();
    const { rerender } = render(<GiftPopup gift={gift} onDone={onDone} ready={ready} />);
    // The host hands a new object for the same gift at each render: it is taken once.
    rerender(<GiftPopup gift={{ ...gift }} onDone={onDone} ready={ready} />);
    const dialog = await screen.findByRole('dialog');
    rerender(<GiftPopup gift={{ ...gift }} onDone={onDone} ready={ready} />);
    expect(requests.filter((r) => r.path === '/birthdaygift/api/Config/receive')).toHaveLength(1);
    expect(requests.find((r) => r.path === '/birthdaygift/api/Config/receive')?.body).toMatchObject({ id: '1' });
    expect(dialog.getAttribute('aria-label')).toBe('生日贺礼');
    expect(screen.getByText('亲爱的 小明')).toBeTruthy();
    expect(screen.getByText('祝您生日快乐！')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('.gp-value')?.textContent)).toEqual(['200 积分', '10 元红包', '10 元优惠券']);
    expect(screen.getByText('不可提现红包')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '立即查看' })[1]!);
    expect(navigate).toHaveBeenCalledWith('/pages_tool/member/balance_detail');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('the festival gift in English, with the default words when the merchant wrote none; closed by the round button', async () => {
    await lang('en-us');
    nav();
    const festival = dueGifts(null, FESTIVAL)[0] as DueGift;
    const { requests } = fakeFetch({ '/scenefestival/api/config/receive': ok({ record_id: 6, point: 88, balance: '0.00', coupon_num: 1 }), '/api/member/info': ok(null) });
    const onDone = vi.fn();
    render(<GiftPopup gift={festival} onDone={onDone} ready={Promise.resolve()} />);
    await screen.findByRole('dialog');
    expect(requests.find((r) => r.path === '/scenefestival/api/config/receive')?.body).toMatchObject({ festival_id: '7' });
    expect(screen.getByRole('heading').textContent).toBe('新年有礼');
    expect(screen.getByText('Thank you for your support. To celebrate 新年 with our members, here is a gift for you')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('.gp-value')?.textContent)).toEqual(['88 points', '¥10 coupon']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('a gift the server refuses (taken meanwhile) shows nothing', async () => {
    await lang('zh-cn');
    nav();
    fakeFetch({ '/birthdaygift/api/Config/receive': { code: -1, message: '今年已领取', data: null } });
    const onDone = vi.fn();
    const { container } = render(<GiftPopup gift={gift} onDone={onDone} ready={Promise.resolve()} />);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(container.innerHTML).toBe('');
  });
});
