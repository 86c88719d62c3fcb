import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadNamespaces, ok, pageFile, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { renderPage } from '../../src/sdk/testing/order-pages.tsx';
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

  it('the poster is the server’s picture: the page loads its source when asked and shows it in the popup', async () => {
    await lang('en-us');
    const { requests } = await renderPage(await pageFile('pages_tool/member/invite_friends'), {}, {
      '/memberrecommend/api/memberrecommend/info': ok(info),
      '/memberrecommend/api/memberrecommend/link': ok({ link }),
      '/memberrecommend/api/memberrecommend/invitees': ok({ page_count: 1, count: 0, list: [] }),
      '/memberrecommend/api/memberrecommend/poster': ok({ path: 'upload/poster/invite/7_abc.jpg', link }),
    });
    const posterAsked = () => requests.filter((r) => r.path === '/memberrecommend/api/memberrecommend/poster');
    expect(posterAsked()).toHaveLength(0); // not before it is asked for
    expect(screen.queryByTestId('invite-poster')).toBeNull();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Make poster' }));
    });
    await waitFor(() => expect(screen.getByTestId('invite-poster').getAttribute('src')).toContain('upload/poster/invite/7_abc.jpg'));
    expect(posterAsked()).toHaveLength(1);
    expect(posterAsked()[0]!.body).toMatchObject({ page: '/pages/index/index' });
  });

  it('in Chinese: no campaign, no invitees yet', async () => {
    await lang('zh-cn');
    mount({ info: null, link, items: [] });
    expect(screen.getByTestId('invite-no-campaign').textContent).toBe('暂无进行中的邀请活动，好友仍可通过您的链接注册');
    expect(screen.getByText('还没有好友通过您的链接注册')).toBeDefined();
    expect(screen.getByRole('button', { name: '复制链接' })).toBeDefined();
  });
});
