import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { backgroundOf, defaults, pagesOf, recommendParams, styleOf } from './DiyGoodsRecommend.tsx';
import manifest from './index.ts';
import { goodsRow, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));

const rows = (n: number) => Array.from({ length: n }, (_, i) => goodsRow({ goods_name: `好物${i + 1}`, discount_price: `${i + 1}.90` }));

/** NiuShop's style-3 preset (官方模板 home): no header, picture at the bottom, the label on. */
const style3 = {
  style: 'style-3',
  goodsNameStyle: { color: '#303133', control: false, fontWeight: false, support: false },
  saleStyle: { color: '#999CA7', control: false, support: false },
  topStyle: { title: '今日推荐', subTitle: '大家都在买', icon: { value: 'icondiy icon-system-tuijian', color: '#FF3D3D', bgColor: '' }, color: '#303133', subColor: '#999CA7', support: false },
  bgUrl: 'upload/diy/style3_bg.png',
  labelStyle: { support: true, bgColor: '#FF504D', title: '新人专享', color: '#FFFFFF' },
};

describe('diy-goods-recommend', () => {
  it('style-1: header, then one row of three goods per swiper page with a page indicator', async () => {
    const { requests } = fakeFetch({ '/api/goodssku/components': ok(rows(6)) });
    const { container } = await renderInPage(manifest, {});
    expect(screen.getByText('今日推荐')).toBeDefined();
    expect(screen.getByText('大家都在买')).toBeDefined();
    expect(await screen.findByText('好物1')).toBeDefined();
    const pages = [...container.querySelectorAll('.dd-rec-page')];
    expect(pages.map((p) => [...p.querySelectorAll('.dd-rec-name')].map((n) => n.textContent))).toEqual([
      ['好物1', '好物2', '好物3'],
      ['好物4', '好物5', '好物6'],
    ]);
    expect(pages[0]!.getAttribute('aria-label')).toBe('第 1 页');
    expect(container.querySelector('.dd-price')?.textContent).toBe('¥1.90');
    expect(container.querySelector('.dd-rec-sale')?.textContent).toBe('已售12');
    expect(container.querySelector('.dd-rec-label')).toBeNull();
    const dots = screen.getAllByRole('button', { name: /第 \d 页/ });
    expect(dots).toHaveLength(2);
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    // a swipe to the second page moves the indicator
    const track = container.querySelector('.dd-rec-pages') as HTMLDivElement;
    Object.defineProperty(track, 'clientWidth', { value: 355 });
    track.scrollLeft = 355;
    fireEvent.scroll(track);
    expect(screen.getAllByRole('button', { name: /第 \d 页/ })[1]!.getAttribute('aria-current')).toBe('true');
    expect(requests[0]!.body).toMatchObject({ num: '6', order: 'default' });
  });

  it('one page has no indicator; the last page holds the rest', async () => {
    fakeFetch({ '/api/goodssku/components': ok(rows(2)) });
    const { container } = await renderInPage(manifest, { count: 2 });
    expect(await screen.findByText('好物2')).toBeDefined();
    expect(container.querySelectorAll('.dd-rec-page')).toHaveLength(1);
    expect(container.querySelector('.dd-rec-dots')).toBeNull();
    expect(pagesOf([1, 2, 3, 4])).toEqual([[1, 2, 3], [4]]);
  });

  it('style-2: the header on the block, the cards on the white panel', async () => {
    fakeFetch({ '/api/goodssku/components': ok(rows(3)) });
    const { container } = await renderInPage(manifest, { style: 'style-2', componentBgColor: '#1278FE', bgUrl: 'upload/diy/bg.png', topStyle: { color: '#FFFFFF', subColor: '#FFFFFF', support: true } });
    expect(await screen.findByText('好物3')).toBeDefined();
    expect(container.querySelector('.dd-rec--style-2 .dd-rec-top')).not.toBeNull();
    expect(container.querySelector('.dd-rec-panel .dd-rec-page')).not.toBeNull();
    const box = container.querySelector('.diy-box') as HTMLElement;
    expect(box.style.backgroundImage).toContain('upload/diy/bg.png');
    expect(box.style.backgroundSize).toBe('100% 100%');
  });

  it('style-3: no header, the picture at the bottom, the label pill between the name and the price (in English too)', async () => {
    fakeFetch({ '/api/goodssku/components': ok(rows(3)) });
    const { container } = await renderInPage(manifest, style3);
    await screen.findAllByText('新人专享');
    expect(container.querySelector('.dd-rec-top')).toBeNull();
    expect(container.querySelector('.dd-rec-name')).toBeNull();
    const box = container.querySelector('.diy-box') as HTMLElement;
    expect(box.style.backgroundImage).toContain('upload/diy/style3_bg.png');
    expect(box.style.backgroundPosition).toBe('center bottom');
    const card = container.querySelector('.dd-rec-item')!;
    const order = [...card.querySelectorAll('.dd-rec-label, .dd-rec-prices')].map((e) => e.className);
    expect(order).toEqual(['dd-rec-label', 'dd-rec-prices']);
    expect((card.querySelector('.dd-rec-label') as HTMLElement).style.background.toLowerCase()).toBe('#ff504d');
    expect(card.querySelector('.dd-card-tag')).toBeNull();
    await useLanguage('en-us');
    try {
      const en = await renderInPage(manifest, style3);
      await screen.findAllByText('New members');
      expect([...en.container.querySelectorAll('.dd-rec-label')].map((e) => e.textContent)).toEqual(['New members', 'New members', 'New members']);
      en.unmount();
    } finally {
      await useLanguage('zh-cn');
    }
  });

  it('styles, backgrounds and params', () => {
    expect([styleOf('style-2'), styleOf('style-3'), styleOf(undefined), styleOf('x')]).toEqual(['style-2', 'style-3', 'style-1', 'style-1']);
    expect(backgroundOf('style-1', '')).toEqual({});
    expect(recommendParams({ ...defaults, sources: 'category', categoryId: 3, count: 2, sortWay: 'sales' })).toEqual({ num: 2, order: 'sales', category_id: 3 });
    expect(recommendParams({ ...defaults, sources: 'diy', goodsId: [1] })).toEqual({ num: 1, order: 'default', goods_id_arr: '1' });
  });
});
