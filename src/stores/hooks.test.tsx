import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from './cart.ts';
import { useAddon, useCart, useLang, useMember, useSite } from './hooks.ts';
import { useLanguageStore } from './language.ts';
import { useLocationStore } from './location.ts';
import { useMemberStore } from './member.ts';
import { initialSiteState, useSiteStore } from './site.ts';

beforeEach(() => {
  useMemberStore.setState({ token: '', memberInfo: null });
  useSiteStore.setState(initialSiteState());
  useLanguageStore.setState({ lang: 'zh-cn' });
  useCartStore.setState(useCartStore.getInitialState(), true);
});

describe('store hooks', () => {
  it('give components the member, cart, site and language, and re-render on change only', () => {
    let renders = 0;
    function Probe() {
      renders += 1;
      const { isLoggedIn, memberInfo } = useMember();
      const { cartNumber, cartMoney } = useCart();
      const site = useSite();
      const coupon = useAddon('coupon');
      const lang = useLang();
      return (
        <p>
          {`${isLoggedIn}|${memberInfo?.nickname ?? '-'}|${cartNumber}|${cartMoney}|${site.siteState}|${coupon}|${lang}`}
        </p>
      );
    }
    render(<Probe />);
    expect(screen.getByText('false|-|0|0.00|1|false|zh-cn')).toBeTruthy();
    const before = renders;
    act(() => changeSomethingUnrelated());
    expect(renders).toBe(before);

    act(() => {
      useMemberStore.setState({ token: 't', memberInfo: { member_id: 1, status: 1, nickname: 'Ann' } });
      useCartStore.getState().applyLists([{ cart_id: 1, goods_id: 1, sku_id: 1, num: 2, discount_price: '1.25' }]);
      useSiteStore.setState({ addonIsExist: { ...useSiteStore.getState().addonIsExist, coupon: 1 } });
      useLanguageStore.setState({ lang: 'en-us' });
    });
    expect(screen.getByText('true|Ann|2|2.50|1|true|en-us')).toBeTruthy();
  });
});

// A store change nothing in the probe reads.
function changeSomethingUnrelated() {
  useLocationStore.getState().setLocation({ latitude: 1, longitude: 2 });
}
