import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { evaluate, loadNamespaces, pageFile } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, i18n, useSiteStore } from '../../src/sdk/index.ts';
import GoodsPromotion, { defaults, PromotionStrip, type StripData } from './GoodsPromotion.tsx';

const NOW = 1_764_200_000;
const answer = (): StripData => ({
  current_time: NOW,
  goods_promotion: [
    { promotion_type: 'seckill', promotion_name: '限时秒杀', seckill_id: 7, seckill_price: '6.00', slot_start: NOW - 600, slot_end: NOW + 3723, in_slot: 1 },
    { promotion_type: 'groupbuy', promotion_name: '团购', groupbuy_id: 3, groupbuy_price: '8.00', buy_num: 2 },
    { promotion_type: 'bargain', promotion_name: '砍价', bargain_id: 5, floor_price: '3.00' },
  ],
  bundling_list: [{ bl_id: 2, bl_name: '下午茶套餐', bl_price: '99.00', goods_money: '127.00', bundling_goods: [{ sku_id: 1, sku_name: '曲奇', sku_image: 'a.jpg' }, { sku_id: 2, sku_name: '咖啡', sku_image: 'b.jpg' }] }],
});
const allOn = () => useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), seckill: 1, groupbuy: 1, bargain: 1, bundling: 1 } });

describe('goods-promotion', () => {
  beforeAll(() => loadNamespaces(['promotion']));
  afterEach(async () => {
    useSiteStore.setState({ addonIsExist: defaultAddonFlags() });
    vi.useRealTimers();
    await i18n.changeLanguage('zh-cn');
  });

  it('zh-cn: a row per promotion with its price, the seckill countdown on the server’s clock, the packages; each leads to its page', async () => {
    allOn();
    vi.useFakeTimers({ now: NOW * 1000, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const emit = vi.fn(async () => {});
    render(<PromotionStrip data={answer()} nodeId="p" emit={emit} />);
    expect(screen.getByTestId('goods-promotion-seckill').textContent).toContain('秒杀价¥6.00');
    // each row's tag is the promotion's name as the server gave it
    expect([...document.querySelectorAll('.gp-tag')].map((e) => e.textContent)).toEqual(['限时秒杀', '团购', '砍价']);
    expect(screen.getByRole('timer').textContent).toBe('距结束 01:02:03');
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('距结束 01:02:01');
    expect(screen.getByTestId('goods-promotion-groupbuy').textContent).toContain('2件起团，团购价¥8.00');
    expect(screen.getByTestId('goods-promotion-bargain').textContent).toContain('最低砍至¥3.00');
    expect(screen.getByRole('heading', { name: '优惠套餐' })).toBeDefined();
    expect(screen.getByTestId('goods-promotion-bundle').textContent).toContain('套餐价¥99.00立省¥28.00');
    fireEvent.click(screen.getByTestId('goods-promotion-seckill'));
    fireEvent.click(screen.getByTestId('goods-promotion-groupbuy'));
    fireEvent.click(screen.getByTestId('goods-promotion-bargain'));
    fireEvent.click(screen.getByTestId('goods-promotion-bundle'));
    expect(emit.mock.calls).toEqual([
      ['seckill', { seckill_id: 7 }],
      ['groupbuy', { groupbuy_id: 3 }],
      ['bargain', { bargain_id: 5 }],
      ['bundle', { bl_id: 2 }],
    ]);
  });

  it('en-us: between slots it counts to the next start; days shown', async () => {
    allOn();
    await i18n.changeLanguage('en-us');
    vi.useFakeTimers({ now: NOW * 1000, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const a = answer();
    // the server answers the names in the reader's language (server/i18n GOODS_PROMOTION_*)
    const names = ['Flash sale', 'Group buy', 'Bargain'];
    a.goods_promotion = a.goods_promotion!.map((p, i) => ({ ...p, promotion_name: names[i] }));
    a.goods_promotion[0] = { ...a.goods_promotion[0], in_slot: 0, slot_start: NOW + 86400 + 61 };
    const { unmount } = render(<PromotionStrip data={a} nodeId="p" emit={vi.fn(async () => {})} />);
    expect([...document.querySelectorAll('.gp-tag')].map((e) => e.textContent)).toEqual(names);
    expect(screen.getByTestId('goods-promotion-seckill').textContent).toContain('Flash price ¥6.00');
    expect(screen.getByRole('timer').textContent).toMatch(/^Starts in 1\D* 00:01:01$/);
    expect(screen.getByTestId('goods-promotion-groupbuy').textContent).toContain('¥8.00 each when you buy 2 or more');
    expect(screen.getByTestId('goods-promotion-bargain').textContent).toContain('cut it down to ¥3.00');
    expect(screen.getByRole('heading', { name: 'Combo deals' })).toBeDefined();
    // an answer without names: the strip's own words, never a Chinese one
    unmount();
    const bare = answer();
    bare.goods_promotion = bare.goods_promotion!.map(({ promotion_name: _n, ...p }) => p);
    render(<PromotionStrip data={bare} nodeId="p" emit={vi.fn(async () => {})} />);
    expect([...document.querySelectorAll('.gp-tag')].map((e) => e.textContent)).toEqual(['Flash sale', 'Group buy', 'Bargain']);
  });

  it('only the promotions whose addon is on; nothing at all renders nothing', () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), seckill: 0, groupbuy: 1, bargain: 0, bundling: 0 } });
    const { container, rerender } = render(<PromotionStrip data={answer()} nodeId="p" emit={vi.fn(async () => {})} />);
    expect(container.querySelectorAll('[data-testid^="goods-promotion-"]')).toHaveLength(1);
    expect(screen.getByTestId('goods-promotion-groupbuy')).toBeDefined();
    rerender(<PromotionStrip data={{ goods_promotion: [], bundling_list: [] }} nodeId="p" emit={vi.fn(async () => {})} />);
    expect(container.textContent).toBe('');
    rerender(<PromotionStrip data={undefined} nodeId="p" emit={vi.fn(async () => {})} />);
    expect(container.textContent).toBe('');
  });

  it('as the widget: reads its `promotions` prop', async () => {
    allOn();
    render(<GoodsPromotion props={{ ...defaults, promotions: answer() as unknown as Record<string, unknown> }} node={{ id: 'p', type: 'goods-promotion' }} emit={vi.fn(async () => {})} renderSlot={() => null} />);
    expect(screen.getByTestId('goods-promotion-bargain')).toBeDefined();
  });
});

describe('goods detail page: the strip’s source', () => {
  it('asks /api/goods/promotion for the detail’s sku, deferred, only while one of the addons is on', async () => {
    const detail = await pageFile('pages/goods/detail');
    const src = detail.data?.promotions;
    expect(src).toMatchObject({ api: 'goods.promotion', load: 'deferred', params: { sku_id: '${data.detail.goods_sku_detail.sku_id}' } });
    const when = String(src?.when);
    const scope = (flags: Record<string, number>, sku: unknown) => ({ site: { addonIsExist: flags }, data: { detail: { goods_sku_detail: sku } } });
    expect(evaluate(`\${${when}}`, scope({ bundling: 1 }, { sku_id: 3 }))).toBeTruthy();
    expect(evaluate(`\${${when}}`, scope({ seckill: 0, groupbuy: 0, bargain: 0, bundling: 0 }, { sku_id: 3 }))).toBeFalsy();
    expect(evaluate(`\${${when}}`, scope({ groupbuy: 1 }, null))).toBeFalsy();
    expect(detail.content.find((n) => (n as { id?: string }).id === 'promotions')).toMatchObject({ type: 'goods-promotion', props: { promotions: '${data.promotions}' } });
  });
});
