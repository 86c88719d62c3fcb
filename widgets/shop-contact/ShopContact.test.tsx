import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { configureActions, loadNamespaces, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';
import ShopContact, { defaults, type ShopContactProps } from './ShopContact.tsx';

async function lang(lng: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: lng });
  await i18n.changeLanguage(lng);
  await loadNamespaces(['wallet']);
}
const noop = async () => {};
function mount(props: Partial<ShopContactProps>) {
  return render(<ShopContact props={{ ...defaults, ...props }} node={{ id: 'sct', type: 'shop-contact' }} emit={noop} renderSlot={() => null} />);
}
afterEach(() => resetActionEnv());

describe('shop-contact', () => {
  it('phone with a call link and the service hours (zh-cn)', async () => {
    await lang('zh-cn');
    mount({ contact: { mobile: '400-800 1234', service_hours: '9:00-18:00', chat: 0 } });
    expect(screen.getByText('请点击下方按钮，联系客服')).toBeDefined();
    expect(screen.getByText('400-800 1234')).toBeDefined();
    expect(screen.getByText('9:00-18:00')).toBeDefined();
    expect(screen.getByRole('link', { name: '拨打电话' }).getAttribute('href')).toBe('tel:4008001234');
    expect(screen.queryByRole('button', { name: '在线客服' })).toBeNull();
  });

  it('the chat entry when the shop chats; no phone and no chat says so (en-us)', async () => {
    await lang('en-us');
    const navigator: ActionNavigator = { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
    configureActions({ navigator });
    const view = mount({ contact: { mobile: '', service_hours: '', chat: 1 } });
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Online service' }));
    expect(navigator.navigate).toHaveBeenCalledWith('/pages_tool/chat/room');
    view.unmount();
    mount({ contact: { mobile: '', service_hours: '', chat: 0 } });
    expect(screen.getByText('Sorry, the shop has no customer service; please contact it offline')).toBeDefined();
  });
});
