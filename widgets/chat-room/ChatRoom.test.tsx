import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeNavigation, loadNamespaces, renderWidget, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore, type ChatMessage } from '../../src/sdk/index.ts';
import ChatRoom, { defaults } from './ChatRoom.tsx';

async function lang(lng: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: lng });
  await i18n.changeLanguage(lng);
  await loadNamespaces(['content']);
}
afterEach(() => resetActionEnv());

const base = { member_id: 7, consumer_say: '', servicer_say: '', goods_sku_id: 0, order_id: 0, client_msg_id: '', goods: null, order: null };
const history: ChatMessage[] = [
  { ...base, id: 3, sender: 'shop', type: 1, content_type: 0, servicer_say: '<b>not bold</b>', create_time: 1_700_000_100 },
  { ...base, id: 1, sender: 'member', type: 0, content_type: 0, consumer_say: 'Hello shop', create_time: 1_700_000_000, client_msg_id: 'a' },
  { ...base, id: 2, sender: 'member', type: 0, content_type: 3, consumer_say: 'upload/chat_img/20260101/abc.jpg', create_time: 1_700_000_010 },
  { ...base, id: 4, sender: 'member', type: 0, content_type: 1, goods_sku_id: 5, create_time: 1_700_000_200, goods: { sku_id: 5, goods_id: 2, sku_name: 'Tea cup', sku_image: '', price: '12.50' } },
  { ...base, id: 5, sender: 'member', type: 0, content_type: 2, order_id: 9, create_time: 1_700_000_300, order: { order_id: 9, order_no: 'N0009', order_money: '30.00', order_status_name: 'Paid', goods_num: 1, sku_name: 'Tea pot', sku_image: '', create_time: 1_700_000_000 } },
];

describe('chat-room', () => {
  it('shows the history oldest first: text as text, picture, goods and order cards (en-us)', async () => {
    await lang('en-us');
    const nav = fakeNavigation();
    renderWidget(ChatRoom, defaults, { history });
    const rows = screen.getAllByTestId('chat-message');
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByText('<b>not bold</b>')).toBeDefined();
    expect(rows[0]!.getAttribute('data-sender')).toBe('member');
    expect(screen.getByAltText('Picture').getAttribute('src')).toContain('upload/chat_img/20260101/abc.jpg');
    fireEvent.click(screen.getByText('Tea cup'));
    expect(nav.navigate).toHaveBeenCalledWith('/pages/goods/detail?sku_id=5');
    fireEvent.click(screen.getByText('Order no.: N0009'));
    expect(nav.navigate).toHaveBeenCalledWith('/pages/order/detail?order_id=9');
    // A guest has no socket: the room says to log in again.
    expect(screen.getByTestId('chat-status').textContent).toBe('Your login has expired, please log in again');
  });

  it('offers the goods the room was opened for, and an empty room says hello (zh-cn)', async () => {
    await lang('zh-cn');
    renderWidget(ChatRoom, defaults, { history: [], goods: { sku_id: 5, sku_name: '茶杯', sku_image: '', discount_price: '12.50' } });
    expect(screen.getByText('您好，有什么可以帮您？请在下方留言')).toBeDefined();
    expect(screen.getByTestId('chat-offer').textContent).toContain('茶杯');
    expect(screen.getByRole('button', { name: '发给客服' })).toBeDefined();
    expect(screen.getByRole('button', { name: '发送' })).toBeDefined();
    expect(screen.getByLabelText('请输入消息')).toBeDefined();
  });
});
