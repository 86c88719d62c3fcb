/** The order pages as shipped (their .page.json) over a fake server: wiring of data, widgets and actions. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ok, pageFile, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { renderPage } from '../../src/sdk/testing/order-pages.tsx';
import { goods, order, useLanguage } from '../../src/sdk/testing/orders.tsx';

let listPage: unknown, detailPage: unknown, activistPage: unknown, refundDetailPage: unknown;
beforeAll(async () => {
  [listPage, detailPage, activistPage, refundDetailPage] = await Promise.all(
    ['pages/order/list', 'pages/order/detail', 'pages_tool/order/activist', 'pages_tool/order/refund_detail'].map(pageFile),
  );
  await useLanguage('en-us');
});
afterEach(() => resetActionEnv());

const page = (list: unknown[]) => ok({ page_count: 1, count: list.length, list, auto_close: 1800 });

describe('order list page', () => {
  it('selects the tab of ?status=, asks the server for it and shows the cards', async () => {
    const { requests } = await renderPage(listPage, { status: 'waitpay' }, { '/api/order/lists': page([order(0)]) });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Pending payment');
    expect(requests[0]!.body).toMatchObject({ order_status: 'waitpay', page: '1', page_size: '10' });
    expect(await screen.findByText('Awaiting payment')).toBeDefined();
  });

  it("shows 'no related orders' when a tab is empty", async () => {
    await renderPage(listPage, {}, { '/api/order/lists': page([]) });
    expect(await screen.findByText('No related orders')).toBeDefined();
  });

  it('switching tabs reloads page 1 of that status', async () => {
    const { requests } = await renderPage(listPage, {}, { '/api/order/lists': (req) => page(req.body.order_status === 'waitsend' ? [order(1)] : [order(0), order(-1, { order_id: 2 })]) });
    expect(await screen.findAllByTestId('order-card')).toHaveLength(2);
    await act(async () => {
      fireEvent.click(screen.getByText('Pending delivery'));
    });
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(screen.getByText('Awaiting shipment')).toBeDefined();
    expect(requests.at(-1)!.body).toMatchObject({ order_status: 'waitsend', page: '1' });
  });

  it('cancels an order after confirming, then reloads the list', async () => {
    let closed = false;
    const { requests, rec } = await renderPage(listPage, {}, {
      '/api/order/lists': () => page([closed ? order(-1) : order(0)]),
      '/api/order/close': () => {
        closed = true;
        return ok(1);
      },
    });
    await act(async () => {
      fireEvent.click(await screen.findByText('Cancel order'));
    });
    expect(rec.modals).toEqual(['Cancel this order?']);
    await waitFor(() => expect(screen.getByText('Closed')).toBeDefined());
    expect(requests.find((r) => r.path === '/api/order/close')!.body).toMatchObject({ order_id: '1' });
    expect(rec.toasts).toContain('Order cancelled');
    expect(screen.getByText('Delete order')).toBeDefined();
  });

  it('pays, tracks and reviews through the right pages', async () => {
    const { rec } = await renderPage(listPage, {}, { '/api/order/lists': page([order(0), order(4, { order_id: 7 })]) });
    await act(async () => {
      fireEvent.click(await screen.findByText('Pay'));
      fireEvent.click(screen.getByText('Review'));
      fireEvent.click(screen.getByText('Track package'));
    });
    expect(rec.navigations).toEqual(['/pages_tool/pay/index?code=2026112116314360954206', '/pages_tool/order/evaluate?order_id=7', '/pages_tool/order/logistics?order_id=7']);
  });
});

describe('order detail page', () => {
  it('shows status, address, goods with refund buttons, money, info and the action bar', async () => {
    const { rec } = await renderPage(detailPage, { order_id: '1' }, { '/api/order/detail': ok(order(3)), '/api/config/time': ok(1795249950) });
    expect(await screen.findByTestId('order-status')).toBeDefined();
    expect(screen.getByTestId('order-status').textContent).toBe('Shipped');
    expect(screen.getByText('北京市 北京市 朝阳区 建国路88号')).toBeDefined();
    expect(screen.getByText('Goods total').nextSibling?.textContent).toBe('¥79.80');
    expect(screen.getByText('Coupon').nextSibling?.textContent).toBe('-¥5.00');
    expect(screen.getByText('Amount paid').nextSibling?.textContent).toBe('¥82.80');
    expect(screen.getByTestId('order-no').textContent).toBe('20261121163143470373');
    expect(screen.getByText('Confirm receipt')).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByText('Refund'));
    });
    expect(rec.navigations).toEqual(['/pages_tool/order/refund_type_select?order_goods_id=11']);
  });

  it('confirms receipt and reloads the order', async () => {
    let received = false;
    const { requests } = await renderPage(detailPage, { order_id: '1' }, {
      '/api/order/detail': () => ok(order(received ? 4 : 3)),
      '/api/order/takeDelivery': () => {
        received = true;
        return ok(1);
      },
    });
    await act(async () => {
      fireEvent.click(await screen.findByText('Confirm receipt'));
    });
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Received'));
    expect(requests.some((r) => r.path === '/api/order/takeDelivery' && r.body.order_id === '1')).toBe(true);
  });
});

describe('refund pages', () => {
  it('lists the after-sales items and opens one', async () => {
    const row = goods({ refund_status: 1, refund_status_name: 'after-sales requested', refund_type_name: 'refund only', refund_apply_money: '47.90' });
    const { rec } = await renderPage(activistPage, {}, { '/api/orderrefund/lists': page([row]) });
    expect(await screen.findByText('after-sales requested')).toBeDefined();
    expect(screen.getByText('Refund ¥47.90')).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByText('View details'));
    });
    expect(rec.navigations).toEqual(['/pages_tool/order/refund_detail?order_goods_id=11']);
  });

  it('shows an empty refund list', async () => {
    await renderPage(activistPage, {}, { '/api/orderrefund/lists': page([]) });
    expect(await screen.findByText('No refund records')).toBeDefined();
  });

  it('withdraws an application after confirming', async () => {
    let status = 1;
    const detail = () =>
      ok({
        ...goods({ refund_status: status, refund_status_name: status ? 'after-sales requested' : '', refund_apply_money: '47.90' }),
        refund_action: status === 1 ? [{ event: 'orderRefundCancel', title: 'withdraw request' }] : [],
        refund_log_list: [],
      });
    const { rec, requests } = await renderPage(refundDetailPage, { order_goods_id: '11' }, {
      '/api/orderrefund/detail': detail,
      '/api/orderrefund/cancel': () => {
        status = 0;
        return ok(1);
      },
    });
    expect((await screen.findByTestId('refund-status')).textContent).toBe('after-sales requested');
    await act(async () => {
      fireEvent.click(screen.getByText('Withdraw application'));
    });
    expect(rec.modals).toEqual(['Withdraw this refund application?']);
    await waitFor(() => expect(screen.getByTestId('refund-status').textContent).toBe('No after-sales application for this item'));
    expect(requests.some((r) => r.path === '/api/orderrefund/cancel' && r.body.order_goods_id === '11')).toBe(true);
  });
});
