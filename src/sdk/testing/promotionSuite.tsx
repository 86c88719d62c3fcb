/** Shared unit tests of the promotion blocks (imported by their tests only). */
import { afterEach, beforeAll, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { fakeFetch, ok } from './index.ts';
import { defaultAddonFlags, useSiteStore, type WidgetProps } from '../index.ts';
import { renderWidget, useLanguage } from './goods.tsx';

export interface PromotionCase<P> {
  Component: ComponentType<WidgetProps<P>>;
  defaults: P;
  addon: string;
  /** Goods list path. */
  path: string;
  /** Extra answers (seckill time slots). */
  extra?: Record<string, unknown>;
  row: Record<string, unknown>;
  /** Text of the header, price and detail link expected for `row`. */
  header: string;
  price: string;
  href: string;
  /** Text of the extra line, if any. */
  extraText?: string;
}

export function promotionSuite<P>(c: PromotionCase<P>): void {
  beforeAll(() => useLanguage('zh-cn'));
  afterEach(() => useSiteStore.setState({ addonIsExist: defaultAddonFlags() }));

  it('renders nothing and calls nothing while the addon is off', () => {
    const { requests } = fakeFetch();
    const { container } = renderWidget(c.Component, c.defaults);
    expect(container.innerHTML).toBe('');
    expect(requests).toHaveLength(0);
  });

  it('with the addon on: header and the running goods of the server', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), [c.addon]: 1 } });
    const { requests } = fakeFetch({ ...(c.extra ?? {}), [c.path]: ok([c.row]) } as never);
    const { container } = renderWidget(c.Component, c.defaults, { titleStyle: { isShow: true, leftStyle: 'text' } } as unknown as Partial<P>);
    const name = String(c.row.goods_name);
    expect(await screen.findByText(name)).toBeDefined();
    expect(screen.getByText(c.header)).toBeDefined();
    expect(container.querySelector('.dd-price')?.textContent).toBe(c.price);
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(c.href);
    if (c.extraText) expect(screen.getByText(c.extraText)).toBeDefined();
    const goodsReq = requests.find((r) => r.path === c.path);
    expect(goodsReq?.body).toMatchObject({ num: '6' });
  });

  it('renders nothing when no activity runs', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), [c.addon]: 1 } });
    const { requests } = fakeFetch({ ...(c.extra ?? {}), [c.path]: ok([]) } as never);
    const { container } = renderWidget(c.Component, c.defaults);
    await waitFor(() => expect(requests.some((r) => r.path === c.path)).toBe(true));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
}
