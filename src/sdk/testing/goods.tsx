/**
 * Test helpers of the diy data widgets (imported by tests only): render a widget with props over
 * its defaults, fake the action environment, sample rows shaped like the server's.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { configureActions, loadNamespaces } from './index.ts';
import { type ActionNavigator, i18n, type Lang, useLanguageStore, type WidgetProps } from '../index.ts';

const noop = async () => {};

export async function useLanguage(lang: Lang = 'zh-cn'): Promise<void> {
  useLanguageStore.setState({ lang });
  await i18n.changeLanguage(lang);
  await loadNamespaces(['diywidgets']);
}

export function renderWidget<P>(Component: ComponentType<WidgetProps<P>>, defaults: P, props: Partial<P> = {}, type = 'diy-x', renderSlot: WidgetProps<P>['renderSlot'] = () => null): RenderResult {
  const all = { ...defaults, ...props } as P;
  return render(<Component props={all} node={{ id: 'w', type, props: all as Record<string, unknown> }} emit={noop} renderSlot={renderSlot} />);
}

/** Replaces navigation, toasts and the cart refresh; returns the spies. */
export function fakeActions(): { navigate: ReturnType<typeof vi.fn>; toast: ReturnType<typeof vi.fn>; refreshCart: ReturnType<typeof vi.fn> } {
  const navigate = vi.fn();
  const toast = vi.fn();
  const refreshCart = vi.fn(async () => {});
  const navigator: ActionNavigator = { navigate, redirect: navigate, relaunch: navigate, switchTab: navigate, back: vi.fn() };
  configureActions({ navigator, toast, refreshCart, currentPath: () => '/pages/index/index', openExternal: vi.fn() });
  return { navigate, toast, refreshCart };
}

let seq = 0;
/** A goods row as /api/goodssku/pageComponents answers it. */
export function goodsRow(over: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return {
    goods_id: seq,
    sku_id: 100 + seq,
    goods_name: `Goods ${seq}`,
    sku_name: `Goods ${seq} red`,
    sku_image: `upload/goods/${seq}/1.jpg`,
    goods_image: `upload/goods/${seq}/1.jpg,upload/goods/${seq}/2.jpg`,
    price: '20.00',
    market_price: '30.00',
    discount_price: '20.00',
    member_price: '',
    sale_num: 12,
    stock: 5,
    goods_spec_format: '',
    unit: '件',
    min_buy: 0,
    label_name: '',
    ...over,
  };
}

/** A category tree as /api/goodscategory/tree answers it (2 level-1, each with 2 level-2 of 2 level-3). */
export function categoryTreeRows(): Record<string, unknown>[] {
  const node = (id: number, name: string, level: number, children: Record<string, unknown>[] = []) => ({
    category_id: id,
    category_name: name,
    short_name: '',
    level,
    image: `upload/category/${id}.jpg`,
    image_adv: '',
    child_list: children,
  });
  return [
    node(1, '数码电器', 1, [node(2, '手机通讯', 2, [node(3, '手机', 3), node(4, '耳机', 3)]), node(6, '电脑办公', 2, [node(7, '笔记本', 3), node(8, '键盘', 3)])]),
    node(14, '服饰鞋包', 1, [node(15, '女装', 2, [node(16, '连衣裙', 3)]), node(19, '男装', 2, [node(20, '衬衫', 3)])]),
  ];
}
