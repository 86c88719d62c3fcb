import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from './cart.ts';
import { hydrateMemberStore, isLoggedIn, selectIsLoggedIn, useMemberStore } from './member.ts';
import { useSourceStore } from './source.ts';

const member = { member_id: 7, status: 1, nickname: 'Ann' };

beforeEach(() => {
  useMemberStore.setState({ token: '', memberInfo: null });
  useSourceStore.setState({ sourceMember: '', authInfo: null });
  useCartStore.getState().clear();
});

const fillCart = () =>
  useCartStore.getState().applyLists([{ cart_id: 1, goods_id: 1, sku_id: 1, num: 3, discount_price: '2.00' }]);

describe('member store', () => {
  it('keeps token and member info in h5_token / h5_memberInfo and restores them', () => {
    useMemberStore.getState().setToken('tok');
    useMemberStore.getState().setMemberInfo(member);
    expect(JSON.parse(localStorage.getItem('h5_token')!)).toBe('tok');
    expect(JSON.parse(localStorage.getItem('h5_memberInfo')!)).toEqual(member);
    useMemberStore.setState({ token: 'x', memberInfo: null });
    localStorage.setItem('h5_token', '"tok"');
    localStorage.setItem('h5_memberInfo', JSON.stringify(member));
    hydrateMemberStore();
    expect(useMemberStore.getState()).toMatchObject({ token: 'tok', memberInfo: member });
  });

  it('is logged in while a token is held', () => {
    expect(isLoggedIn()).toBe(false);
    useMemberStore.getState().setToken('tok');
    expect(isLoggedIn()).toBe(true);
    expect(selectIsLoggedIn({ token: '', memberInfo: member })).toBe(false);
  });

  it('status 0 logs out: member info, token, cart and auth info cleared', () => {
    useMemberStore.setState({ token: 'tok', memberInfo: member });
    useSourceStore.getState().setAuthInfo({ wx_openid: 'o1' });
    fillCart();
    useMemberStore.getState().setMemberInfo({ ...member, status: 0 });
    expect(useMemberStore.getState()).toMatchObject({ token: '', memberInfo: null });
    expect(useSourceStore.getState().authInfo).toBeNull();
    expect(localStorage.getItem('h5_authInfo')).toBeNull();
    expect(useCartStore.getState().cartNumber).toBe(0);
  });

  it('clearing the member info empties the cart but keeps the token', () => {
    useMemberStore.setState({ token: 'tok', memberInfo: member });
    fillCart();
    useMemberStore.getState().setMemberInfo(null);
    expect(useMemberStore.getState()).toMatchObject({ token: 'tok', memberInfo: null });
    expect(useCartStore.getState().cartIds).toEqual([]);
  });

  it('logout clears token, member info and cart', () => {
    useMemberStore.setState({ token: 'tok', memberInfo: member });
    fillCart();
    useMemberStore.getState().logout();
    expect(useMemberStore.getState()).toMatchObject({ token: '', memberInfo: null });
    expect(useCartStore.getState().cartMoney).toBe('0.00');
    expect(localStorage.getItem('h5_token')).toBeNull();
  });
});
