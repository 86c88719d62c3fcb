import { describe, expect, it } from 'vitest';
import { hasEmoji } from '../../lib/emoji.ts';
import { loadCatalogueFixture } from './catalogue.ts';
import { DEFAULT_ILLUSTRATION, ILLUSTRATIONS, illustrationFor } from './goods-illustrations.ts';

describe('goods illustrations', () => {
  it('picks the illustration of what the goods is, from its name', () => {
    const cases: Array<[string, string]> = [
      ['星耀 X5 5G 智能手机 全面屏拍照手机', 'mobile-phone'],
      ['轻薄本 Air 14 英寸 办公笔记本', 'laptop'],
      ['A5 皮面笔记本 加厚', 'notebook'],
      ['通勤双肩包 15.6寸电脑包', 'backpack'],
      ['液态硅胶手机壳 防摔亲肤', 'shield'],
      ['纯棉圆领短袖T恤 女', 't-shirt'],
      ['免烫商务衬衫 长袖 男', 'necktie'],
      ['轻量跑步鞋 透气缓震', 'running-shoe'],
      ['压榨花生油 一级 5L', 'olive'],
      ['每日坚果 混合果仁 30袋', 'peanuts'],
      ['冻干咖啡粉 速溶黑咖啡 24颗', 'hot-beverage'],
      ['低温酸奶 原味 100g×8杯', 'custard'],
      ['儿童吸管保温杯 400ml', 'baby-bottle'],
      ['316不锈钢保温杯 500ml', 'cup-with-straw'],
      ['Red Apple', DEFAULT_ILLUSTRATION],
    ];
    for (const [name, icon] of cases) expect(illustrationFor([name]), name).toBe(icon);
  });

  it('falls back to the short name, then the categories, then a shopping bag', () => {
    expect(illustrationFor(['星耀新品', 'Phone'])).toBe('mobile-phone');
    expect(illustrationFor(['礼盒', undefined, '蓝牙音箱', '影音娱乐', '数码电器'])).toBe('speaker-high-volume');
    expect(illustrationFor(['礼盒', '', '其他'])).toBe(DEFAULT_ILLUSTRATION);
  });

  it('gives every demo goods and category an illustration of its own kind, all in the icon set', () => {
    const f = loadCatalogueFixture();
    const names = new Map<number, string>();
    const walk = (nodes: typeof f.categories) => {
      for (const c of nodes) {
        names.set(c.category_id, c.name);
        if (c.children) walk(c.children);
      }
    };
    walk(f.categories);
    for (const [id, name] of names) expect(illustrationFor([name]), `category ${id} ${name}`).not.toBe(DEFAULT_ILLUSTRATION);
    for (const g of f.goods) expect(illustrationFor([g.goods_name]), `goods ${g.goods_id} ${g.goods_name}`).not.toBe(DEFAULT_ILLUSTRATION);
    for (const icon of ILLUSTRATIONS) expect(hasEmoji(icon), icon).toBe(true);
  });
});
