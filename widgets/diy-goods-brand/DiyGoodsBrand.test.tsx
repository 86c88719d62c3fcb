import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import DiyGoodsBrand, { brandParams, defaults } from './DiyGoodsBrand.tsx';
import manifest from './index.ts';
import { renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));

describe('diy-goods-brand', () => {
  it('shows the brands of the server, each opening its goods', async () => {
    const { requests } = fakeFetch({
      '/api/goodsbrand/page': ok({ page_count: 1, count: 2, list: [{ brand_id: 1, brand_name: '星耀', image_url: 'upload/brand/1.jpg' }, { brand_id: 2, brand_name: '极客派', image_url: 'upload/brand/2.jpg' }] }),
    });
    const { container } = await renderInPage(manifest, { style: 'style-2', count: 4 });
    expect(screen.getByText('品牌展示')).toBeDefined();
    const link = await screen.findByRole('link', { name: '星耀' });
    expect(link.getAttribute('href')).toBe('/h5/pages/goods/list?brand_id=1');
    expect(screen.getByText('极客派')).toBeDefined();
    expect(requests[0]!.body).toMatchObject({ page: '1', page_size: '4' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/upload/brand/1.jpg');
  });

  it('before its brands are in, placeholders reserve their place', () => {
    const { container } = renderWidget(DiyGoodsBrand, defaults, { style: 'style-2', count: 4 });
    expect(container.querySelectorAll('.dd-skel')).toHaveLength(4);
  });

  it('picked brands', () => {
    expect(brandParams({ ...defaults, sources: 'diy', brandIds: [2, 9] })).toEqual({ page: 1, page_size: 2, brand_id_arr: '2,9' });
    expect(brandParams({ ...defaults, sources: 'diy', brandIds: [] })).toBeNull();
  });
});
