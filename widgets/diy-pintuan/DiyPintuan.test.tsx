import { describe } from 'vitest';
import { defaults } from './DiyPintuan.tsx';
import manifest from './index.ts';
import { promotionSuite } from '../../src/sdk/testing/promotionSuite.tsx';

describe('diy-pintuan', () => {
  promotionSuite({
    manifest,
    defaults,
    addon: 'pintuan',
    path: '/pintuan/api/goods/lists',
    row: { pintuan_id: 3, goods_id: 9, goods_name: '拼团好物', goods_image: 'a.jpg', price: '30.00', pintuan_price: '19.90', pintuan_num: 3, sale_num: 5 },
    header: '超值拼团',
    price: '¥19.90',
    href: '/h5/pages_promotion/pintuan/detail?pintuan_id=3',
    extraText: '3人团',
  });
});
