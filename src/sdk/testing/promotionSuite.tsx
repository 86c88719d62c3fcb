/**
 * Shared unit tests of the promotion blocks (imported by their tests only). Each block is shown as
 * a page shows it (`renderInPage`): the goods come through the source its manifest declares
 * (`data`, its data.ts), which the page loads; the block never asks for them itself.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from './index.ts';
import { defaultAddonFlags, useSiteStore, type WidgetManifest } from '../index.ts';
import { useLanguage } from './goods.tsx';

export interface PromotionCase<P> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  manifest: WidgetManifest<any>;
  defaults: P;
  addon: string;
  /** Goods list path. */
  path: string;
  /** Request parameter of hand-picked goods (`goods_id_arr`; bargain: `id_arr`). */
  idsParam?: string;
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
  const on = () => useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), [c.addon]: 1 } });
  const props = (more: Record<string, unknown> = {}) => ({ ...(c.defaults as Record<string, unknown>), ...more });

  it('renders nothing and calls nothing while the addon is off', async () => {
    const { requests } = fakeFetch();
    const { container } = await renderInPage(c.manifest, props());
    expect(container.textContent).toBe('');
    expect(container.querySelector('.diy-promotion')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('with the addon on: header and the running goods of the server, loaded by the page', async () => {
    on();
    const { requests } = fakeFetch({ ...(c.extra ?? {}), [c.path]: ok([c.row]) } as never);
    const { container } = await renderInPage(c.manifest, props({ titleStyle: { isShow: true, leftStyle: 'text' } }));
    const name = String(c.row.goods_name);
    expect(await screen.findByText(name)).toBeDefined();
    expect(screen.getByText(c.header)).toBeDefined();
    expect(container.querySelector('.dd-price')?.textContent).toBe(c.price);
    expect(screen.getByRole('link', { name: new RegExp(name) }).getAttribute('href')).toBe(c.href);
    if (c.extraText) expect(screen.getByText(c.extraText)).toBeDefined();
    const goodsReq = requests.filter((r) => r.path === c.path);
    expect(goodsReq).toHaveLength(1);
    expect(goodsReq[0]?.body).toMatchObject({ num: '6' });
  });

  it('hand-picked goods: asks for those; none picked: asks nothing and shows nothing', async () => {
    on();
    const { requests } = fakeFetch({ ...(c.extra ?? {}), [c.path]: ok([c.row]) } as never);
    const picked = await renderInPage(c.manifest, props({ sources: 'diy', goodsId: [9, 12] }));
    expect(await screen.findByText(String(c.row.goods_name))).toBeDefined();
    expect(requests.find((r) => r.path === c.path)?.body).toMatchObject({ num: '2', [c.idsParam ?? 'goods_id_arr']: '9,12' });
    picked.unmount();
    requests.length = 0;
    const none = await renderInPage(c.manifest, props({ sources: 'diy', goodsId: [] }));
    expect(none.container.querySelector('.diy-promotion')).toBeNull();
    expect(requests.filter((r) => r.path === c.path)).toHaveLength(0);
  });

  it('renders nothing when no activity runs', async () => {
    on();
    const { requests } = fakeFetch({ ...(c.extra ?? {}), [c.path]: ok([]) } as never);
    const { container } = await renderInPage(c.manifest, props());
    await waitFor(() => expect(requests.some((r) => r.path === c.path)).toBe(true));
    await waitFor(() => expect(container.querySelector('.diy-promotion')).toBeNull());
    expect(container.textContent).toBe('');
  });
}
