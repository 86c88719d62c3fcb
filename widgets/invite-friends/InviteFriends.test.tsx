import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import InviteFriends, { defaults, type InviteFriendsProps } from './InviteFriends.tsx';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['invite']);
}
const info = { recommend_name: 'Invite friends, get gifts', start_time: 1700000000, end_time: 1800000000, type: 'point,balance,coupon', point: 100, balance: '5.00', max_fetch: 5, remark: 'Up to 5 friends.', coupon_list: [{ coupon_name: '5 yuan' }] };
const link = 'http://shop.test/h5/pages/index/index?source_member=7';
const rows = [
  { member_id: 9, nickname: 'Ann', headimg: '', reg_time: 1700000000, is_rewarded: 1, point: 100, balance: '5.00', coupon_num: 1 },
  { member_id: 8, nickname: 'Bob', headimg: '', reg_time: 1700000000, is_rewarded: 0, point: 0, balance: '0.00', coupon_num: 0 },
];
const mount = (props: Partial<InviteFriendsProps>, emit = vi.fn(async () => {})) => {
  render(<InviteFriends props={{ ...defaults, loaded: true, ...props }} node={{ id: 'i', type: 'invite-friends' }} emit={emit} renderSlot={() => null} />);
  return emit;
};

describe('invite-friends', () => {
  afterEach(() => resetActionEnv());

  it('the rewards, the QR code of the link, copy, the invitees with their rewards (en-us)', async () => {
    await lang('en-us');
    const emit = mount({ info, link, items: rows, count: 2 });
    expect(screen.getByTestId('invite-rewards').textContent).toBe('¥5.005.00 yuan cash reward100100 points1Coupons ×1');
    expect(screen.getByText('Rewards for up to 5 friends')).toBeDefined();
    const qr = screen.getByRole('img', { name: 'QR code of your invite link' });
    expect(qr.getAttribute('data-qr-text')).toBe(link);
    expect(qr.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
    expect(screen.getByTestId('invite-link').textContent).toBe(link);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(emit).toHaveBeenCalledWith('copy', { link });
    expect(screen.getByTestId('invite-count').textContent).toBe('(2 in all)');
    const [ann, bob] = screen.getAllByTestId('invitee-reward');
    expect(ann!.textContent).toBe('5.00 yuan cash + 100 points + coupons ×1');
    expect(bob!.textContent).toBe('Reward cap reached');
  });

  it('the poster is the server’s picture, shown when asked', async () => {
    await lang('en-us');
    const { requests } = fakeFetch({ '/memberrecommend/api/memberrecommend/poster': ok({ path: 'upload/poster/invite/7_abc.jpg', link }) });
    mount({ info, link });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Make poster' }));
    });
    expect(requests.map((r) => r.path)).toEqual(['/memberrecommend/api/memberrecommend/poster']);
    expect(screen.getByTestId('invite-poster').getAttribute('src')).toContain('upload/poster/invite/7_abc.jpg');
  });

  it('in Chinese: no campaign, no invitees yet', async () => {
    await lang('zh-cn');
    mount({ info: null, link, items: [] });
    expect(screen.getByTestId('invite-no-campaign').textContent).toBe('暂无进行中的邀请活动，好友仍可通过您的链接注册');
    expect(screen.getByText('还没有好友通过您的链接注册')).toBeDefined();
    expect(screen.getByRole('button', { name: '复制链接' })).toBeDefined();
  });
});
