import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useSiteStore } from '../../src/sdk/index.ts';
import { defaults } from './DiyGroupbuy.tsx';
import manifest from './index.ts';
import { promotionSuite } from '../../src/sdk/testing/promotionSuite.tsx';

describe('diy-groupbuy', () => {
  promotionSuite({
    manifest,
    defaults,
    addon: 'groupbuy',
    path: '/groupbuy/api/goods/lists',
    row: { groupbuy_id: 4, goods_id: 9, goods_name: '团购好物', goods_image: 'a.jpg', price: '50.00', groupbuy_price: '45.00', buy_num: 2 },
    header: '限时团购',
    price: '¥45.00',
    href: '/h5/pages_promotion/groupbuy/detail?groupbuy_id=4',
    extraText: '2件起购',
  });

  it("NiuShop's copied default title (限时秒杀) shows the group-buy title", async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), groupbuy: 1 } });
    fakeFetch({ '/groupbuy/api/goods/lists': ok([{ groupbuy_id: 1, goods_name: 'G', price: '2.00', groupbuy_price: '1.00' }]) });
    await renderInPage(manifest, { ...defaults });
    expect(await screen.findByText('限时团购')).toBeDefined();
    expect(screen.queryByText('限时秒杀')).toBeNull();
    useSiteStore.setState({ addonIsExist: defaultAddonFlags() });
  });
});
