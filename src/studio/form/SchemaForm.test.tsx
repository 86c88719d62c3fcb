import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import fixture from '../testing/fixture-widget.schema.json';
import { defaultsFromSchema } from '../../renderer/defaults.ts';
import { fieldsOf } from './fields.ts';
import { SchemaForm } from './SchemaForm.tsx';

const fields = fieldsOf(fixture as Record<string, unknown>);
const values = defaultsFromSchema<Record<string, unknown>>(fixture);

describe('the generated settings form', () => {
  it('renders the fields, hands valid values on, keeps invalid ones with their message', async () => {
    const onChange = vi.fn();
    const { container } = render(<SchemaForm formKey="n1" fields={fields} values={values} onChange={onChange} />);
    const headline = screen.getByLabelText('Headline');
    expect(headline).toHaveProperty('value', 'Hello');
    expect(container.querySelector('input[type="color"]')).not.toBeNull();
    await act(async () => {
      fireEvent.change(headline, { target: { value: 'Sale' } });
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ headline: 'Sale' })));
    onChange.mockClear();
    await act(async () => {
      fireEvent.change(headline, { target: { value: 'far too long for it' } });
    });
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/10/));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a problem the server reported at its field, inside lists too', () => {
    render(<SchemaForm formKey="n2" fields={fields} values={values} onChange={() => {}} problems={{ 'slides.0.link.wap_url': 'not a shop page' }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('not a shop page');
    expect(alert.closest('[data-field]')?.getAttribute('data-field')).toBe('slides.0.link');
  });
});
