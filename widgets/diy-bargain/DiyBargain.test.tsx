import { describe } from 'vitest';
import { defaults } from './DiyBargain.tsx';
import manifest from './index.ts';
import { promotionSuite } from '../../src/sdk/testing/promotionSuite.tsx';

describe('diy-bargain', () => {
  promotionSuite({
    manifest,
    idsParam: 'id_arr',
    defaults,
    addon: 'bargain',
    path: '/bargain/api/goods/lists',
    row: { id: 8, bargain_id: 2, goods_id: 9, goods_name: '砍价好物', goods_image: 'a.jpg', price: '99.00', floor_price: '1.00', join_num: 12 },
    header: '疯狂砍价',
    price: '¥1.00',
    href: '/h5/pages_promotion/bargain/detail?b_id=8',
    extraText: '12人已砍',
  });
});
