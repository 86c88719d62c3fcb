import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { birthdayText, editType, maskMobile, useLanguageStore, useMemberStore } from '../../src/sdk/index.ts';
import { answerModalNow, LANGS, modalOnScreen, recordNavigation, resetWorld, setLanguage, settle, showPage } from '../../src/sdk/testing/member.tsx';
import ProfileCells, { defaults } from './ProfileCells.tsx';

const DEMO = { member_id: 1, username: 'demo', nickname: 'Demo', realname: '', sex: 1, birthday: Date.UTC(1990, 0, 1) / 1000 - 8 * 3600, mobile: '13800000000', password: 1, is_edit_username: 0, headimg: '', status: 1 };

function mount(member: Record<string, unknown> = DEMO) {
  useMemberStore.setState({ token: 'tok', memberInfo: member as never });
  return render(<ProfileCells props={{ ...defaults, member }} node={{ id: 'p', type: 'profile-cells' }} emit={async () => {}} renderSlot={() => null} />);
}
const row = (name: string) => document.querySelector(`[data-row="${name}"]`) as HTMLElement;

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
  useLanguageStore.setState({ lang: 'zh-cn' });
});

describe('profile rules', () => {
  it('birthday in China dates, masked mobile, edit types (NiuShop action names too)', () => {
    expect(birthdayText(Date.UTC(1990, 0, 1) / 1000 - 8 * 3600)).toBe('1990-01-01');
    expect(birthdayText(0)).toBe('');
    expect(maskMobile('13800000000')).toBe('138****0000');
    expect(editType('name')).toBe('nickname');
    expect(editType('realName')).toBe('realname');
    expect(editType('mobile')).toBe('mobile');
    expect(editType('__proto__')).toBeNull();
    expect(editType(undefined)).toBeNull();
  });
});

const TEXT = {
  'zh-cn': { nickname: '昵称', realPh: '请输入真实姓名', male: '男', lang: '简体中文', logout: '退出登录', confirm: '确定要退出登录吗？', change: '修改' },
  'en-us': { nickname: 'Nickname', realPh: 'Enter your real name', male: 'Male', lang: 'English', logout: 'Log out', confirm: 'Are you sure you want to log out?', change: 'Change' },
} as const;

describe.each(LANGS)('profile-cells (%s)', (lang) => {
  const tx = TEXT[lang];
  beforeEach(() => setLanguage(lang));

  it('shows the profile; rows open their forms; the widget asks nothing itself', async () => {
    const { requests } = fakeFetch({ '/api/member/info': ok({ ...DEMO, nickname: 'Fresh' }) });
    const nav = recordNavigation();
    mount();
    expect(within(row('nickname')).getByText('Demo')).toBeDefined();
    expect(within(row('realname')).getByText(tx.realPh)).toBeDefined();
    expect(within(row('sex')).getByText(tx.male)).toBeDefined();
    expect(within(row('birthday')).getByText('1990-01-01')).toBeDefined();
    expect(within(row('mobile')).getByText('138****0000')).toBeDefined();
    expect(within(row('language')).getByText(tx.lang)).toBeDefined();
    // the username was set at registration: it cannot be changed
    expect(within(row('username')).queryByRole('button')).toBeNull();
    await settle();
    expect(requests).toEqual([]); // widgets never fetch: the page declares the member's info

    fireEvent.click(within(row('nickname')).getByRole('button'));
    fireEvent.click(within(row('password')).getByRole('button'));
    fireEvent.click(within(row('avatar')).getByRole('button'));
    fireEvent.click(within(row('pay_password')).getByRole('button'));
    expect(nav).toEqual([
      { how: 'navigate', url: '/pages_tool/member/info_edit?type=nickname' },
      { how: 'navigate', url: '/pages_tool/member/info_edit?type=password' },
      { how: 'navigate', url: '/pages_tool/member/modify_face' },
      { how: 'navigate', url: '/pages_tool/member/pay_password' },
    ]);
  });

  it('the profile page shows the stored member, then its fresh /api/member/info, again each time it is shown', async () => {
    const { requests } = fakeFetch({ '/api/member/info': ok({ ...DEMO, nickname: 'Fresh' }), '/api/member/issetpayaassword': ok(1) });
    const { runtime } = await showPage('pages_tool/member/info', { member: DEMO });
    await settle();
    expect(requests.filter((r) => r.path === '/api/member/info')).toHaveLength(1);
    expect(within(row('nickname')).getByText('Fresh')).toBeDefined();
    expect(runtime.schema.on?.show).toEqual([{ action: 'refresh', source: 'info' }]);
  });

  it('a member registered by mobile may choose a username once', () => {
    fakeFetch({});
    const nav = recordNavigation();
    mount({ ...DEMO, username: 'u_abc', is_edit_username: 1 });
    fireEvent.click(within(row('username')).getByRole('button'));
    expect(nav).toEqual([{ how: 'navigate', url: '/pages_tool/member/info_edit?type=username' }]);
  });

  it('the profile page says whether a password and a pay password are set', async () => {
    fakeFetch({ '/api/member/info': ok({ ...DEMO, password: 0 }), '/api/member/issetpayaassword': ok(0) });
    await showPage('pages_tool/member/info', { member: { ...DEMO, password: 0 } });
    const notSet = lang === 'zh-cn' ? '去设置' : 'Set';
    expect(within(row('password')).getByText(notSet)).toBeDefined();
    expect(within(row('pay_password')).getByText(notSet)).toBeDefined();
  });

  it('the cancel-account row shows when the addon and its config are on, and opens the status page that routes by the application', async () => {
    fakeFetch({ '/api/member/info': ok(DEMO), '/api/member/issetpayaassword': ok(1), '/membercancel/api/membercancel/config': ok({ is_enable: 1, is_audit: 1 }) });
    const nav = recordNavigation();
    const { view } = await showPage('pages_tool/member/info', { member: DEMO, site: { addonIsExist: { membercancel: 1 } } });
    await settle();
    expect(within(row('cancel')).getByText(lang === 'zh-cn' ? '注销账号' : 'Cancel account')).toBeDefined();
    fireEvent.click(within(row('cancel')).getByRole('button'));
    expect(nav).toEqual([{ how: 'navigate', url: '/pages_tool/member/cancelstatus' }]);
    view.unmount();
    fakeFetch({ '/api/member/info': ok(DEMO), '/api/member/issetpayaassword': ok(1), '/membercancel/api/membercancel/config': ok({ is_enable: 0, is_audit: 1 }) });
    await showPage('pages_tool/member/info', { member: DEMO, site: { addonIsExist: { membercancel: 1 } } });
    await settle();
    expect(row('cancel')).toBeNull();
  });

  it('switching the language stores it and relaunches the member page', async () => {
    fakeFetch({});
    const nav = recordNavigation();
    mount();
    fireEvent.click(within(row('language')).getByRole('button'));
    const other = lang === 'zh-cn' ? 'English' : '简体中文';
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: other }));
    });
    expect(useLanguageStore.getState().lang).toBe(lang === 'zh-cn' ? 'en-us' : 'zh-cn');
    expect(localStorage.getItem('h5_lang')).toBe(JSON.stringify(lang === 'zh-cn' ? 'en-us' : 'zh-cn'));
    expect(nav).toEqual([{ how: 'relaunch', url: '/pages/member/index' }]);
  });

  it('log out asks first, then revokes the token on the server, clears the member and relaunches the member page', async () => {
    const { requests } = fakeFetch({ '/api/member/info': ok(DEMO) });
    const nav = recordNavigation();
    mount();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: tx.logout }));
    await settle(2);
    expect(modalOnScreen()?.content).toBe(tx.confirm);
    await answerModalNow(false);
    expect(useMemberStore.getState().token).toBe('tok');
    fireEvent.click(screen.getByRole('button', { name: tx.logout }));
    await settle(2);
    expect(requests.some((r) => r.path === '/api/login/logout')).toBe(false);
    await answerModalNow(true);
    await settle(2);
    expect(requests.find((r) => r.path === '/api/login/logout')?.body.token).toBe('tok');
    expect(useMemberStore.getState()).toMatchObject({ token: '', memberInfo: null });
    expect(nav).toEqual([{ how: 'relaunch', url: '/pages/member/index' }]);
  });
});
