import { createRef } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, useLanguageStore } from '../index.ts';
import { loadNamespaces } from '../testing/index.ts';
import { SchemaForm, schemaFormFields, type SchemaFormHandle } from './SchemaForm.tsx';

const form = {
  id: 9,
  json_data: [
    { id: 'name', name: 'ONE_LINE_TEXT', value: { title: 'Name', required: true } },
    { id: 'likes', name: 'CHECKBOX', value: { title: 'Interests', options: ['Tea', 'Cake'], required: true } },
    { id: 'when', name: 'DATE_LIMIT', value: { title: 'Stay', required: false } },
    { name: 'BROKEN' },
  ],
};

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['content', 'validation']);
});

describe('SchemaForm', () => {
  it('keeps only fields it can show', () => {
    expect(schemaFormFields(form).map((f) => f.name)).toEqual(['ONE_LINE_TEXT', 'CHECKBOX', 'DATE_LIMIT']);
    expect(schemaFormFields(form.json_data)).toHaveLength(3);
    expect(schemaFormFields(null)).toEqual([]);
  });

  it('verify shows every field\'s message at it and answers the first; the whole-form checks run once the rules pass; data joins the values', async () => {
    const ref = createRef<SchemaFormHandle>();
    render(<SchemaForm ref={ref} form={form} idPrefix="t" />);
    let message: string | null = null;
    await act(async () => {
      message = await ref.current!.verify();
    });
    expect(message).toBe('please enter Name');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['please enter Name', 'please choose at least one Interests']);
    expect(screen.getByLabelText(/Name/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Li Lei' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tea' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cake' }));
    fireEvent.change(screen.getByLabelText('Stay Start'), { target: { value: '2026-12-03' } });
    fireEvent.change(screen.getByLabelText('Stay End'), { target: { value: '2026-12-01' } });
    await act(async () => {
      message = await ref.current!.verify();
    });
    expect(message).toBe(screen.getByRole('alert').textContent);
    expect(screen.getAllByRole('alert')).toHaveLength(1); // only the range, at its field

    fireEvent.change(screen.getByLabelText('Stay End'), { target: { value: '2026-12-05' } });
    await act(async () => {
      message = await ref.current!.verify();
    });
    expect(message).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ref.current!.data()).toEqual([
      { id: 'name', name: 'ONE_LINE_TEXT', title: 'Name', val: 'Li Lei' },
      { id: 'likes', name: 'CHECKBOX', title: 'Interests', val: 'Tea,Cake' },
      { id: 'when', name: 'DATE_LIMIT', title: 'Stay', val: '2026-12-03 - 2026-12-05' },
    ]);
  });

  it('starts from earlier values (NiuShop\'s field array or an object), tells each change, and keeps what is typed for a new copy of the same fields', async () => {
    const seen: unknown[] = [];
    const { rerender } = render(<SchemaForm form={form} idPrefix="p" initial={[{ id: 'name', val: 'Ann' }, { id: 'likes', val: 'Tea,Cake' }]} onValues={(f) => seen.push(f)} />);
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe('Ann');
    expect(screen.getByRole('checkbox', { name: 'Cake' }).getAttribute('aria-checked')).toBe('true');
    expect(seen).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Bea' } });
    expect(seen.at(-1)).toEqual([
      { id: 'name', name: 'ONE_LINE_TEXT', title: 'Name', val: 'Bea' },
      { id: 'likes', name: 'CHECKBOX', title: 'Interests', val: 'Tea,Cake' },
      { id: 'when', name: 'DATE_LIMIT', title: 'Stay', val: '' },
    ]);
    // the checkout prices again: a new answer with the same fields is the same form
    rerender(<SchemaForm form={JSON.parse(JSON.stringify(form)) as unknown} idPrefix="p" initial={{ name: 'ignored' }} />);
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe('Bea');
  });
});
