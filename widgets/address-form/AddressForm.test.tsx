import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureActions, fail, fakeFetch, loadNamespaces, ok, type RecordedRequest, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, ADDRESS_FORM_RULES, check, i18n, SELECTED_ADDRESS_KEY, useLanguageStore } from '../../src/sdk/index.ts';
import AddressForm, { defaults, fieldRules, type AddressFormProps } from './AddressForm.tsx';
import { clearAreaCache } from './AreaPicker.tsx';

const AREAS = '/api/address/lists';
const ADD = '/api/memberaddress/add';
const EDIT = '/api/memberaddress/edit';
const INFO = '/api/memberaddress/info';

const areaAnswer = (req: RecordedRequest) => {
  const pid = Number(req.query.pid);
  const rows: Record<number, Array<{ id: number; name: string }>> = {
    0: [
      { id: 11, name: '北京市' },
      { id: 31, name: '上海市' },
    ],
    31: [{ id: 3101, name: '上海市' }],
    3101: [
      { id: 310104, name: '徐汇区' },
      { id: 310105, name: '长宁区' },
    ],
  };
  return ok(rows[pid] ?? []);
};

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['address', 'validation']);
}

function env() {
  const redirect = vi.fn();
  const back = vi.fn();
  const toast = vi.fn();
  const navigator: ActionNavigator = { navigate: vi.fn(), redirect, relaunch: vi.fn(), switchTab: vi.fn(), back };
  configureActions({ navigator, toast });
  return { redirect, back, toast };
}

const noop = async () => {};
function mount(props: Partial<AddressFormProps> = {}) {
  return render(<AddressForm props={{ ...defaults, ...props }} node={{ id: 'af', type: 'address-form' }} emit={noop} renderSlot={() => null} />);
}

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
async function type(name: string, value: string) {
  await act(async () => {
    fireEvent.change(input(name), { target: { value } });
  });
}
async function save(label = /^(Save|保存)$/) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
}
async function pickArea() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('af-area'));
  });
  for (const name of ['上海市', '上海市', '徐汇区']) {
    const option = await screen.findByRole('option', { name });
    await act(async () => {
      fireEvent.click(option);
    });
  }
}

beforeAll(() => lang('en-us'));
afterEach(() => {
  resetActionEnv();
  clearAreaCache();
});

describe('address-form', () => {
  it('declares exactly the rules the server judges addresses with', () => {
    expect(defaults.rules).toEqual(ADDRESS_FORM_RULES);
    // and they behave as the spec says: telephone optional, mobile 11 digits
    const rules = fieldRules(defaults.rules);
    const good = { name: 'Li', mobile: '13912345678', telephone: '', province_id: 31, city_id: 3101, district_id: 310104, address: 'Road 1' };
    expect(check(good, rules)).toBeNull();
    expect(check({ ...good, mobile: '1391234567' }, rules)).toMatchObject({ field: 'mobile', message: 'mobileInvalid' });
    expect(check({ ...good, telephone: '021-6428 8888' }, rules)).toBeNull();
  });

  it('shows the first failing message in turn (en-us) and sends nothing until the form is right', async () => {
    const { toast, redirect } = env();
    const { requests } = fakeFetch({ [AREAS]: areaAnswer, [ADD]: ok(77) });
    mount({ back: '/pages/order/payment', delta: '2' });
    const expectToast = async (text: string) => {
      await save();
      await waitFor(() => expect(toast).toHaveBeenLastCalledWith(text));
    };
    await expectToast("please enter the consignee's name");
    await type('name', 'Li Si');
    await expectToast('please enter mobile');
    await type('mobile', '1391234');
    await expectToast('please enter a correct phone number');
    await type('mobile', '13912345678');
    await expectToast('please select the area');
    await pickArea();
    expect(screen.getByTestId('af-area').textContent).toBe('上海市 上海市 徐汇区');
    await expectToast('please enter the detailed address');
    await type('address', 'Caoxi North Rd 1');
    await type('telephone', 'abc');
    await expectToast('please enter a correct telephone number');
    await type('telephone', '');
    expect(requests.filter((r) => r.path === ADD)).toHaveLength(0);
    await save();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages/order/payment'));
    const sent = requests.filter((r) => r.path === ADD).map((r) => r.body);
    expect(sent).toEqual([
      expect.objectContaining({ name: 'Li Si', mobile: '13912345678', telephone: '', province_id: '31', city_id: '3101', district_id: '310104', address: 'Caoxi North Rd 1', is_default: '0' }),
    ]);
    // the new address goes back to the page that asked for it
    expect(localStorage.getItem(`h5_${SELECTED_ADDRESS_KEY}`)).toBe('77');
  });

  it('speaks Chinese in zh-cn, including the length rule with its label', async () => {
    await lang('zh-cn');
    const { toast } = env();
    fakeFetch({ [AREAS]: areaAnswer });
    mount();
    await save(/^保存$/);
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith('请输入收货人姓名'));
    await type('name', 'x'.repeat(31));
    await save(/^保存$/);
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.stringContaining('收货人')));
    await type('name', '张三');
    await type('mobile', '');
    await save(/^保存$/);
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith('请输入手机号'));
    await type('mobile', '12345');
    await save(/^保存$/);
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith('请输入正确的手机号'));
    await type('mobile', '13912345678');
    await save(/^保存$/);
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith('请选择省市区县'));
    await lang('en-us');
  });

  it('edits an address: loads it, sends its id, returns to the list; a server refusal is shown', async () => {
    const { toast, redirect } = env();
    let n = 0;
    const { requests } = fakeFetch({
      [INFO]: ok({ id: 5, name: 'Wang', mobile: '13800000000', telephone: '', province_id: 31, city_id: 3101, district_id: 310104, address: 'Old Rd', full_address: '上海市-上海市-徐汇区', is_default: 1 }),
      [EDIT]: () => (++n === 1 ? fail(-1, 'The area is invalid') : ok(5)),
      [AREAS]: areaAnswer,
    });
    mount({ id: '5' });
    await waitFor(() => expect(input('name').value).toBe('Wang'));
    expect(screen.getByTestId('af-area').textContent).toBe('上海市 上海市 徐汇区');
    expect(screen.getByRole('switch', { name: 'Set as default address' }).getAttribute('aria-checked')).toBe('true');
    await save();
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith('The area is invalid'));
    await save();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages_tool/member/address'));
    expect(requests.filter((r) => r.path === EDIT).map((r) => r.body.id)).toEqual(['5', '5']);
    expect(localStorage.getItem(`h5_${SELECTED_ADDRESS_KEY}`)).toBeNull();
  });
});
