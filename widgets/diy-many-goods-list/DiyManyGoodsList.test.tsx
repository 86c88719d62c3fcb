import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import manifest from './index.ts';
import { goodsRow, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));

describe('diy-many-goods-list', () => {
  it('one tab per item; each tab fetches its own source', async () => {
    const { requests } = fakeFetch({
      '/api/goodssku/pageComponents': (req) => ok({ list: [goodsRow({ goods_name: req.body.category_id ? `cat ${req.body.category_id}` : `ids ${req.body.goods_id_arr}` })] }),
    });
    await renderInPage(manifest, {
      count: 4,
      list: [
        { title: '数码', desc: '新品', sources: 'category', categoryId: 1, goodsId: [] },
        { title: '精选', desc: '', sources: 'diy', categoryId: 0, goodsId: [5, 6] },
      ],
    });
    expect(screen.getByRole('tab', { name: /数码/ }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('cat 1')).toBeDefined();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: /精选/ })));
    expect(await screen.findByText('ids 5,6')).toBeDefined();
    expect(requests.map((r) => r.body.category_id ?? r.body.goods_id_arr)).toEqual(['1', '5,6']);
    expect(requests[0]!.body).toMatchObject({ page_size: '4', num: '4' });
  });

  it('the default tab (热卖 with no category) shows the shop goods and translates NiuShop defaults', async () => {
    await useLanguage('en-us');
    fakeFetch({ '/api/goodssku/pageComponents': ok({ list: [goodsRow({ goods_name: 'Any' })] }) });
    await renderInPage(manifest);
    expect(screen.getByRole('tab', { name: /Hot/ })).toBeDefined();
    expect(await screen.findByText('Any')).toBeDefined();
    await useLanguage('zh-cn');
  });
});
