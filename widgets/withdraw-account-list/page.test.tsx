/** The withdrawal-account page as shipped (its .page.json) over a fake server: the widget's events, the page's writes and refreshes. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ok, pageFile, PageView, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { renderPage } from '../../src/sdk/testing/order-pages.tsx';
import { recordActions, useLanguage } from '../../src/sdk/testing/orders.tsx';
import type { PageSchema } from '../../src/sdk/index.ts';

let schema: PageSchema;
beforeAll(async () => {
  schema = await pageFile('pages_tool/member/account');
  await useLanguage('en-us');
});
afterEach(() => resetActionEnv());

const row = (id: number, realname: string, is_default = 0) => ({ id, realname, mobile: '13800000000', withdraw_type: 'alipay', branch_bank_name: '', bank_account: `${id}@example.com`, is_default });

function accounts() {
  const state = { rows: [row(3, 'Zhang San', 1), row(2, 'Li Si')] };
  const routes = {
    '/api/memberbankaccount/page': () => ok({ page_count: 1, count: state.rows.length, list: state.rows }),
    '/api/memberbankaccount/setdefault': (req: { body: Record<string, string> }) => {
      state.rows = state.rows.map((r) => ({ ...r, is_default: r.id === Number(req.body.id) ? 1 : 0 }));
      return ok(1);
    },
    '/api/memberbankaccount/delete': (req: { body: Record<string, string> }) => {
      state.rows = state.rows.filter((r) => r.id !== Number(req.body.id));
      return ok(1);
    },
  };
  return { state, routes };
}
const card = (id: number) => document.querySelector(`[data-account-id="${id}"]`) as HTMLElement;

describe('withdrawal account page', () => {
  it('sets the default, says so and shows it', async () => {
    const { routes } = accounts();
    const { rec, requests } = await renderPage(schema, {}, routes);
    await screen.findByText('Li Si');
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('switch'));
    });
    await waitFor(() => expect(within(card(2)).getByRole('switch').getAttribute('aria-checked')).toBe('true'));
    expect(rec.toasts).toEqual(['Default account set']);
    expect(requests.find((r) => r.path === '/api/memberbankaccount/setdefault')!.body).toMatchObject({ id: '2' });
  });

  it('from the apply page, a choice becomes the default and the asking page opens (no history to go back to)', async () => {
    const { routes } = accounts();
    const { rec, requests } = await renderPage(schema, { back: '/pages_tool/member/apply_withdrawal_new' }, routes);
    await screen.findByText('Li Si');
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('button', { name: /Li Si/ }));
    });
    await waitFor(() => expect(rec.navigations).toEqual(['/pages_tool/member/apply_withdrawal_new']));
    expect(requests.find((r) => r.path === '/api/memberbankaccount/setdefault')!.body).toMatchObject({ id: '2' });
  });

  it('deletes after a confirm; a cancelled confirm deletes nothing', async () => {
    const { routes } = accounts();
    const { rec, requests } = await renderPage(schema, {}, routes);
    await screen.findByText('Li Si');
    recordActions(false);
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('button', { name: 'Delete' }));
    });
    expect(requests.filter((r) => r.path === '/api/memberbankaccount/delete')).toHaveLength(0);
    const yes = recordActions(true);
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('button', { name: 'Delete' }));
    });
    expect(yes.modals).toEqual(['Are you sure you want to delete this account?']);
    await waitFor(() => expect(screen.queryByText('Li Si')).toBeNull());
    expect(yes.toasts).toEqual(['Deleted']);
    expect(rec.toasts).toEqual([]);
  });

  it('shown again (back from the form), it shows the account added meanwhile', async () => {
    const { state, routes } = accounts();
    const { runtime, unmount } = await renderPage(schema, {}, routes);
    await screen.findByText('Li Si');
    unmount();
    state.rows = [...state.rows, row(4, 'Wang Wu')];
    render(<PageView schema={schema} runtime={runtime} />);
    expect(await screen.findByText('Wang Wu')).toBeDefined();
  });
});
