import { describe } from 'vitest';
import { defaults } from './DiyPresale.tsx';
import manifest from './index.ts';
import { promotionSuite } from '../../src/sdk/testing/promotionSuite.tsx';

describe('diy-presale', () => {
  promotionSuite({
    manifest,
    defaults,
    addon: 'presale',
    path: '/presale/api/goods/lists',
    row: { presale_id: 6, goods_id: 9, goods_name: '预售好物', goods_image: 'a.jpg', price: '300.00', presale_price: '260.00', presale_deposit: '50.00' },
    header: '商品预售',
    price: '¥260.00',
    href: '/h5/pages_promotion/presale/detail?id=6',
    extraText: '定金¥50.00',
  });
});
