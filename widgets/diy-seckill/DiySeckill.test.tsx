import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useSiteStore } from '../../src/sdk/index.ts';
import { currentSlot, defaults } from './DiySeckill.tsx';
import manifest from './index.ts';
import { promotionSuite } from '../../src/sdk/testing/promotionSuite.tsx';
import { hms } from '../../src/sdk/index.ts';

describe('diy-seckill', () => {
  promotionSuite({
    manifest,
    defaults,
    addon: 'seckill',
    path: '/seckill/api/seckillgoods/lists',
    extra: { '/seckill/api/seckill/lists': { code: 0, message: '', data: { current_time: 1_700_000_000, list: [{ id: 2, seckill_start_time: 0, seckill_end_time: 86399, type: 'today' }] } } },
    row: { id: 11, goods_id: 9, goods_name: '秒杀好物', goods_image: 'a.jpg', price: '20.00', seckill_price: '9.90', sale_num: 30, goods_stock: 70 },
    header: '限时秒杀',
    price: '¥9.90',
    href: '/h5/pages_promotion/seckill/detail?seckill_id=11',
  });

  it('picks the running or next slot of today', () => {
    const slots = { list: [{ id: 1, seckill_start_time: 36000, seckill_end_time: 43200 }, { id: 2, seckill_start_time: 72000, seckill_end_time: 79200 }] };
    expect(currentSlot(slots, 40000)).toEqual({ slot: expect.objectContaining({ id: 1 }), running: true });
    expect(currentSlot(slots, 50000)).toEqual({ slot: expect.objectContaining({ id: 2 }), running: false });
    expect(currentSlot({ list: [] }, 0)).toBeNull();
    expect(hms(3661)).toEqual(['01', '01', '01']);
  });

  describe('on the shop’s clock', () => {
    afterEach(() => useSiteStore.setState({ addonIsExist: defaultAddonFlags() }));
    const goodsPath = '/seckill/api/seckillgoods/lists';

    it('asks for the goods of the slot the server lists first, once the slots answered, and counts down on the server’s clock', async () => {
      useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), seckill: 1 } });
      // 15:00 in China (07:00 UTC): the server lists today's slot 14:00–16:00 first, the morning
      // slot (over today) after it as tomorrow's.
      const at = Date.UTC(2026, 10, 27, 7, 0, 0) / 1000;
      const { requests } = fakeFetch({
        '/seckill/api/seckill/lists': ok({ current_time: at, list: [{ id: 2, seckill_start_time: 50400, seckill_end_time: 57600, type: 'today' }, { id: 1, seckill_start_time: 36000, seckill_end_time: 43200, type: 'tomorrow' }] }),
        [goodsPath]: ok([{ id: 11, goods_id: 9, goods_name: '秒杀好物', goods_image: 'a.jpg', price: '20.00', seckill_price: '9.90', sale_num: 1, goods_stock: 9 }]),
      } as never);
      await renderInPage(manifest, { ...defaults });
      expect(await screen.findByText('秒杀好物')).toBeDefined();
      const paths = requests.map((r) => r.path);
      expect(paths.indexOf(goodsPath)).toBeGreaterThan(paths.indexOf('/seckill/api/seckill/lists'));
      expect(requests.find((r) => r.path === goodsPath)!.body).toMatchObject({ seckill_time_id: '2', num: '6' });
      expect(currentSlot({ list: [{ id: 2, seckill_start_time: 50400, seckill_end_time: 57600, type: 'today' }] }, 54000)).toEqual({ slot: expect.objectContaining({ id: 2 }), running: true });
      expect(screen.getByRole('timer')).toBeDefined();
    });

    it('no slot: no goods asked for, nothing shown', async () => {
      useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), seckill: 1 } });
      const { requests } = fakeFetch({ '/seckill/api/seckill/lists': ok({ current_time: 1_700_000_000, list: [] }), [goodsPath]: ok([]) } as never);
      const { container } = await renderInPage(manifest, { ...defaults });
      await waitFor(() => expect(requests.some((r) => r.path === '/seckill/api/seckill/lists')).toBe(true));
      expect(requests.some((r) => r.path === goodsPath)).toBe(false);
      expect(container.textContent).toBe('');
    });
  });
});
