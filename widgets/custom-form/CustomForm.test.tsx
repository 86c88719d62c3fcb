import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureActions, fail, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';
import CustomForm, { defaults, type CustomFormProps } from './CustomForm.tsx';

const CREATE = '/form/api/form/create';
const UPLOAD = '/api/upload/evaluateimg';

/** The seed's sign-up form (fixtures/seed/content.json), in English. */
const FORM = {
  id: 1,
  form_name: 'Event sign-up',
  json_data: [
    { id: 'f1', name: 'ONE_LINE_TEXT', value: { title: 'Name', placeholder: 'Your name', required: true } },
    { id: 'f2', name: 'MOBILE', value: { title: 'Mobile', required: true } },
    { id: 'f3', name: 'ID_CARD', value: { title: 'ID card number', required: false } },
    { id: 'f4', name: 'SELECT', value: { title: 'Session', options: ['Morning', 'Afternoon'], required: true } },
    { id: 'f5', name: 'CHECKBOX', value: { title: 'Interests', options: ['Gadgets', 'Home'], required: true } },
    { id: 'f6', name: 'DATE_LIMIT', value: { title: 'Stay', required: false } },
    { id: 'f7', name: 'IMG', value: { title: 'Photos', max_count: 2, required: false } },
  ],
};

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['content', 'validation', 'common']);
}

function mount(props: Partial<CustomFormProps>, emit = vi.fn(async () => {})) {
  const toast = vi.fn();
  const navigator: ActionNavigator = { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
  configureActions({ navigator, toast });
  render(<CustomForm props={{ ...defaults, ...props }} node={{ id: 'cf', type: 'custom-form' }} emit={emit} renderSlot={() => null} />);
  return { emit, toast };
}

// A required field's label starts with its (hidden from speech) asterisk.
const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`), { selector: 'input,select,textarea' });
async function change(label: string, value: string) {
  await act(async () => {
    fireEvent.change(field(label), { target: { value } });
  });
}
async function submit(name = /^(Submit|提交)$/) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}
const messages = () => screen.queryAllByRole('alert').map((e) => e.textContent);

beforeAll(() => lang('en-us'));
afterEach(() => resetActionEnv());

describe('custom-form', () => {
  it('renders the merchant fields with their labels, the first radio-like default, required marks', () => {
    mount({ form: FORM });
    expect(screen.getAllByTestId('form-field')).toHaveLength(7);
    expect((field('Name') as HTMLInputElement).placeholder).toBe('Your name');
    expect(field('Mobile').getAttribute('type')).toBe('tel');
    expect(screen.getByRole('checkbox', { name: 'Gadgets' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByLabelText('Upload a picture').querySelector('input[type="file"]')).not.toBeNull();
  });

  it('shows each failing rule under its field and sends nothing', async () => {
    const { requests } = fakeFetch({ [CREATE]: ok(9) });
    const { toast } = mount({ form: FORM });
    await submit();
    await waitFor(() => expect(messages()).toEqual(['please enter Name', 'please enter Mobile', 'please choose Session', 'please choose at least one Interests']));
    expect(toast).toHaveBeenLastCalledWith('please enter Name');

    await change('Name', 'Li Lei');
    await change('Mobile', '1380000');
    await change('ID card number', '12345');
    await submit();
    await waitFor(() => expect(messages()).toEqual(['the mobile number is not valid', 'the ID card number is not valid', 'please choose Session', 'please choose at least one Interests']));

    // The range check runs once every field's own rule passes.
    await change('Mobile', '13800000000');
    await change('ID card number', '');
    await change('Session', 'Afternoon');
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Home' }));
    });
    await change('Stay Start', '2026-12-03');
    await change('Stay End', '2026-12-01');
    await submit();
    await waitFor(() => expect(messages()).toEqual(['the end date cannot be before the start date']));
    expect(requests.filter((r) => r.path === CREATE)).toHaveLength(0);
  });

  it('submits once with the idempotency key, then shows the submitted state', async () => {
    const { requests } = fakeFetch({ [CREATE]: ok({ id: 9 }), [UPLOAD]: ok({ pic_path: 'upload/evaluate/20261127/a.png' }) });
    const { emit } = mount({ form: FORM });
    // The picture goes up through the member's own upload endpoint; its path is the value.
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Upload a picture').querySelector('input[type="file"]')!, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    });
    await screen.findByTestId('uploaded-image');
    expect(requests.filter((r) => r.path === UPLOAD)).toHaveLength(1);
    await change('Name', 'Li Lei');
    await change('Mobile', '13800000000');
    await change('Session', 'Morning');
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Gadgets' }));
    });
    await submit();
    await screen.findByText('Submitted');
    const sent = requests.filter((r) => r.path === CREATE);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.form_id).toBe('1');
    expect(sent[0]!.body.idempotency_key).toMatch(/\S{8,}/);
    const data = JSON.parse(sent[0]!.body.form_data!) as Array<{ id: string; val: string }>;
    expect(data.map((f) => [f.id, f.val])).toEqual([
      ['f1', 'Li Lei'],
      ['f2', '13800000000'],
      ['f3', ''],
      ['f4', 'Morning'],
      ['f5', 'Gadgets'],
      ['f6', ''],
      ['f7', 'upload/evaluate/20261127/a.png'],
    ]);
    expect(emit).toHaveBeenCalledWith('submitted', { id: 9 });
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it("keeps the form when the server refuses, with the server's message", async () => {
    fakeFetch({ [CREATE]: fail(-1, 'The picture of Photos was not uploaded by you') });
    const { toast } = mount({ form: FORM });
    await change('Name', 'Li Lei');
    await change('Mobile', '13800000000');
    await change('Session', 'Morning');
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Gadgets' }));
    });
    await submit();
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith('The picture of Photos was not uploaded by you'));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDefined();
  });

  it('says when there is no form, in both languages', async () => {
    mount({ form: null });
    expect(screen.getByText('No form information')).toBeDefined();
    cleanup();
    await lang('zh-cn');
    mount({ form: { id: 1, json_data: [] } });
    expect(screen.getByText('未获取到表单信息')).toBeDefined();
    await lang('en-us');
  });

  it('judges in Chinese too', async () => {
    await lang('zh-cn');
    mount({ form: FORM });
    await submit(/^提交$/);
    await waitFor(() => expect(messages()[0]).toBe('请输入Name'));
    await lang('en-us');
  });
});
