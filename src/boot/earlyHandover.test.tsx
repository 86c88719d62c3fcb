/**
 * Text typed into the server's fields before the app listens reaches the form's state: with real
 * hydration (hydrateRoot over renderToString's markup), a controlled field and a rules form (useRulesForm).
 */
import { act, waitFor } from '@testing-library/react';
import { useRulesForm } from '../validation/useRulesForm.ts';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT, releaseEarlyClicks } from './earlyClicks.ts';

function runInlineScript(): void {
  // eslint-disable-next-line no-eval -- the inline <script> the browser runs; happy-dom does not run scripts
  (0, eval)(EARLY_CLICKS_SCRIPT);
}

/** What a shopper does on the painted server view: types into a field (the browser's input event). */
function type(el: HTMLInputElement, text: string): void {
  el.value = text;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

function Plain({ onSubmit }: { onSubmit: (mobile: string) => void }) {
  const [mobile, setMobile] = useState('');
  const [note, setNote] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(mobile);
      }}
    >
      <input name="mobile" value={mobile} onChange={(e) => setMobile(e.target.value)} />
      <input name="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <span data-testid="echo">{mobile}</span>
      <button type="submit">登录</button>
    </form>
  );
}

const RULES = { mobile: [{ rule: 'required' }], password: [{ rule: 'required' }] };

/** A form of the shop's form widgets' kind: values in useRulesForm, judged on submit. */
function WithRulesForm({ onSubmit }: { onSubmit: (values: { mobile: string; password: string }) => void }) {
  const form = useRulesForm({ initialValues: { mobile: '', password: '' }, rules: RULES, translate: (key) => key });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void form.validateForm().then((errors) => {
          if (Object.keys(errors).length === 0) onSubmit(form.values);
        });
      }}
    >
      <input name="mobile" value={form.values.mobile} onChange={(e) => form.setFieldValue('mobile', e.target.value)} />
      <input name="password" type="password" value={form.values.password} onChange={(e) => form.setFieldValue('password', e.target.value)} />
      <button type="submit">Log in</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  window.__h5Early?.stop();
  delete window.__h5Early;
  document.body.innerHTML = '';
});

async function hydrate(node: React.ReactNode): Promise<void> {
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, node);
    releaseEarlyClicks(true);
  });
}

describe('text typed before the app listens', () => {
  it('reaches a controlled field’s state, and the held tap on “log in” submits it', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Plain onSubmit={() => undefined} />)}</div>`;
    runInlineScript();
    const mobile = document.querySelector<HTMLInputElement>('input[name=mobile]')!;
    type(mobile, '13800000000');
    document.querySelector('button')!.click(); // held: nothing listens yet
    expect(window.__h5Early?.fields).toHaveLength(1);

    const submitted = vi.fn();
    await hydrate(<Plain onSubmit={submitted} />);
    await waitFor(() => expect(submitted).toHaveBeenCalledWith('13800000000'));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-testid=echo]')?.textContent).toBe('13800000000');
    expect(mobile.value).toBe('13800000000');
    // a field nobody typed into is left alone
    expect(document.querySelector<HTMLInputElement>('input[name=note]')!.value).toBe('');
  });

  it('reaches a rules form’s values (useRulesForm), which pass its rules', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<WithRulesForm onSubmit={() => undefined} />)}</div>`;
    runInlineScript();
    type(document.querySelector<HTMLInputElement>('input[name=mobile]')!, '13800000000');
    type(document.querySelector<HTMLInputElement>('input[name=password]')!, 'demo123');
    document.querySelector('button')!.click();

    const submitted = vi.fn();
    await hydrate(<WithRulesForm onSubmit={submitted} />);
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ mobile: '13800000000', password: 'demo123' });
  });

  it('after a client render over the server view, goes to the field with the same name', async () => {
    document.body.innerHTML = '<div id="root"><form><input name="mobile" value=""></form></div>';
    runInlineScript();
    type(document.querySelector<HTMLInputElement>('input[name=mobile]')!, '13900000000');
    releaseEarlyClicks(false, 1000);
    const seen = vi.fn();
    // The client's view (a member's): one more block before the form.
    const { createRoot } = await import('react-dom/client');
    const el = document.getElementById('root')!;
    el.innerHTML = '';
    root = createRoot(el);
    function Member() {
      const [mobile, setMobile] = useState('');
      seen(mobile);
      return (
        <div>
          <p>welcome back</p>
          <form>
            <input name="mobile" value={mobile} onChange={(e) => setMobile(e.target.value)} />
          </form>
        </div>
      );
    }
    await act(async () => root!.render(<Member />));
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith('13900000000'));
    expect(document.querySelector<HTMLInputElement>('input[name=mobile]')!.value).toBe('13900000000');
  });
});
