import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useSiteStore } from '../../src/sdk/index.ts';
import DiySeckill, { currentSlot, defaults } from './DiySeckill.tsx';
import { promotionSuite } from '../../src/sdk/testing/promotionSuite.tsx';
import { hms } from '../../src/sdk/index.ts';

describe('diy-seckill', () => {
  promotionSuite({
    Component: DiySeckill,
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
    it('picks the slot running in China at the server’s current_time, whatever the browser’s zone', async () => {
      useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), seckill: 1 } });
      const at = Date.UTC(2026, 10, 27, 7, 0, 0) / 1000; // 15:00 in China (the first slot is over there), 07:00 UTC
      const { requests } = fakeFetch({
        '/seckill/api/seckill/lists': ok({ current_time: at, list: [{ id: 1, seckill_start_time: 36000, seckill_end_time: 43200, type: 'today' }, { id: 2, seckill_start_time: 50400, seckill_end_time: 57600, type: 'today' }] }),
        '/seckill/api/seckillgoods/lists': ok([]),
      } as never);
      render(<DiySeckill props={defaults} node={{ id: 'sk', type: 'diy-seckill' }} emit={async () => {}} renderSlot={() => null} />);
      await waitFor(() => expect(requests.some((r) => r.path === '/seckill/api/seckillgoods/lists')).toBe(true));
      expect(requests.find((r) => r.path === '/seckill/api/seckillgoods/lists')!.body).toMatchObject({ seckill_time_id: '2' });
    });
  });
});
