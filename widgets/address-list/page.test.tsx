/** The address page as shipped (its .page.json) over a fake server: the widget's events, the page's writes and refreshes. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ok, pageFile, PageView, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { renderPage } from '../../src/sdk/testing/order-pages.tsx';
import { recordActions, useLanguage } from '../../src/sdk/testing/orders.tsx';
import type { PageSchema } from '../../src/sdk/index.ts';

let schema: PageSchema;
beforeAll(async () => {
  schema = await pageFile('pages_tool/member/address');
  await useLanguage('en-us');
});
afterEach(() => resetActionEnv());

const row = (id: number, name: string, is_default = 0) => ({ id, name, mobile: '13800000000', full_address: 'Beijing-Beijing-Chaoyang', address: `Road ${id}`, is_default });

/** A fake address book: `rows` is what /api/memberaddress/page answers now. */
function book() {
  const state = { rows: [row(1, 'Zhang San', 1), row(2, 'Li Si')] };
  const routes = {
    '/api/memberaddress/page': () => ok({ page_count: 1, count: state.rows.length, list: state.rows }),
    '/api/memberaddress/setdefault': (req: { body: Record<string, string> }) => {
      state.rows = state.rows.map((r) => ({ ...r, is_default: r.id === Number(req.body.id) ? 1 : 0 }));
      return ok(1);
    },
    '/api/memberaddress/delete': (req: { body: Record<string, string> }) => {
      state.rows = state.rows.filter((r) => r.id !== Number(req.body.id));
      return ok(1);
    },
  };
  return { state, routes };
}
const card = (id: number) => document.querySelector(`[data-address-id="${id}"]`) as HTMLElement;
const asked = (requests: { path: string }[], path: string) => requests.filter((r) => r.path === path).length;

describe('address page', () => {
  it('deletes after a confirm, says so and shows the list again without it', async () => {
    const { routes } = book();
    const { requests, rec } = await renderPage(schema, {}, routes);
    await screen.findByText('Li Si');
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('button', { name: 'Delete' }));
    });
    expect(rec.modals).toEqual(['Delete this address?']);
    await waitFor(() => expect(screen.queryByText('Li Si')).toBeNull());
    expect(rec.toasts).toEqual(['Deleted']);
    expect(requests.find((r) => r.path === '/api/memberaddress/delete')!.body).toMatchObject({ id: '2' });
    expect(asked(requests, '/api/memberaddress/page')).toBe(2);
  });

  it('a cancelled confirm deletes nothing', async () => {
    const { routes } = book();
    const { requests } = await renderPage(schema, {}, routes);
    await screen.findByText('Li Si');
    const rec = recordActions(false);
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('button', { name: 'Delete' }));
    });
    expect(rec.modals).toEqual(['Delete this address?']);
    expect(asked(requests, '/api/memberaddress/delete')).toBe(0);
    expect(screen.getByText('Li Si')).toBeDefined();
  });

  it('sets the default, says so and shows the new default', async () => {
    const { routes } = book();
    const { requests, rec } = await renderPage(schema, {}, routes);
    await screen.findByText('Li Si');
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('radio', { name: 'Set as default' }));
    });
    await waitFor(() => expect(within(card(2)).getByRole('radio').getAttribute('aria-checked')).toBe('true'));
    expect(within(card(1)).getByRole('radio').getAttribute('aria-checked')).toBe('false');
    expect(rec.toasts).toEqual(['Default address changed']);
    expect(requests.find((r) => r.path === '/api/memberaddress/setdefault')!.body).toMatchObject({ id: '2' });
  });

  it('shown again (back from the form), it shows the address added meanwhile', async () => {
    const { state, routes } = book();
    const { runtime, unmount } = await renderPage(schema, {}, routes);
    await screen.findByText('Li Si');
    unmount(); // the form opened over it
    state.rows = [...state.rows, row(3, 'Wang Wu')];
    render(<PageView schema={schema} runtime={runtime} />); // back: the kept page mounts again
    expect(screen.getByText('Li Si')).toBeDefined(); // at once, from what it had
    expect(await screen.findByText('Wang Wu')).toBeDefined();
  });
});
