import { describe } from 'vitest';
import { defaults } from './DiyPinfan.tsx';
import manifest from './index.ts';
import { promotionSuite } from '../../src/sdk/testing/promotionSuite.tsx';

describe('diy-pinfan', () => {
  promotionSuite({
    manifest,
    defaults,
    addon: 'pinfan',
    path: '/pinfan/api/goods/lists',
    row: { pintuan_id: 5, goods_id: 9, goods_name: '返利好物', goods_image: 'a.jpg', price: '40.00', pintuan_price: '35.00', pintuan_num: 2 },
    header: '拼团返利',
    price: '¥35.00',
    href: '/h5/pages_promotion/pinfan/detail?pinfan_id=5',
    extraText: '2人团',
  });
});
