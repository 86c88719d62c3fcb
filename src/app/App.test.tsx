import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '../i18n/index.ts';
import { useMemberStore } from '../stores/member.ts';
import { useSiteStore, initialSiteState } from '../stores/site.ts';
import { useCartStore } from '../stores/cart.ts';
import { getActionEnv, resetActionEnv } from '../actions/env.ts';
import type { PageSchema } from '../renderer/types.ts';
import type * as ClientNs from '../data/client.ts';
import type * as PagesNs from '../renderer/pages.ts';
import type * as ManifestNs from '../routes/manifest.ts';

type ClientModule = typeof ClientNs;
type PagesModule = typeof PagesNs;
type ManifestModule = typeof ManifestNs;

const request = vi.fn();
vi.mock('../data/client.ts', async (importOriginal) => {
  const real = await importOriginal<ClientModule>();
  return { ...real, request: (...args: unknown[]) => request(...args) };
});

const systemPage: PageSchema = {
  schemaVersion: 1,
  id: 'pages/goods/list',
  meta: { title: '${data.cat.name} list' },
  data: { cat: { api: 'goods.categoryInfo', params: { id: '${query.category_id}' } } },
  content: [{ id: 'hello', type: 'text', props: { text: 'category ${query.category_id}' } }],
};

vi.mock('../renderer/pages.ts', async (importOriginal) => {
  const real = await importOriginal<PagesModule>();
  return { ...real, loadPageSchema: async (id: string) => (id === 'pages/goods/list' ? systemPage : undefined) };
});

vi.mock('../routes/manifest.ts', async (importOriginal) => {
  const real = await importOriginal<ManifestModule>();
  return {
    ...real,
    // Pretend the goods list has its page schema built (none is, yet).
    findRoute: (p: string) => {
      const r = real.findRoute(p);
      return r && r.id === 'pages/goods/list' ? { ...r, page: 'pages/goods/list' } : r;
    },
  };
});

const { App, createAppRouter } = await import('./App.tsx');
const { resetPageCache, setDiyAdapter } = await import('./index.ts');
const { loadWidget, widgetTypes } = await import('../renderer/registry.ts');
const { useLanguageStore } = await import('../stores/language.ts');

beforeAll(async () => {
  // Widget chunks load once per test file; warm them so each test waits only for its own work.
  await Promise.all(widgetTypes().map((t) => loadWidget(t)));
});

const diySchema = (text: string): PageSchema => ({
  schemaVersion: 1,
  id: 'diy/home',
  content: [{ id: 'greet', type: 'text', props: { text } }],
});

async function open(path: string) {
  const router = createAppRouter({ initialEntries: [`/h5${path}`] });
  const utils = render(<App router={router} />);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  return { router, ...utils };
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

beforeEach(async () => {
  useLanguageStore.getState().setLang('en-us');
  await i18n.changeLanguage('en-us');
  request.mockReset();
  request.mockImplementation(async (api: string, params: Record<string, unknown>) => {
    if (api === 'diyview.info') return { code: 0, message: '', data: { name: params.name, value: JSON.stringify(diySchema(`diy ${String(params.name)}`)) } };
    if (api === 'goods.categoryInfo') return { code: 0, message: '', data: { name: 'Tea' } };
    return { code: 0, message: '', data: null };
  });
  resetPageCache();
  useMemberStore.setState({ token: '', memberInfo: null });
  useSiteStore.setState(initialSiteState());
  useCartStore.setState({ cartNumber: 0 });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  useLanguageStore.getState().setLang('zh-cn');
  resetActionEnv();
  setDiyAdapter(null);
  vi.restoreAllMocks();
  await i18n.changeLanguage('zh-cn');
});

describe('routing', () => {
  it('an unknown path shows not found with a way home', async () => {
    const { router } = await open('/no/such/page');
    expect(screen.getByTestId('not-found').textContent).toContain('Page not found');
    expect(document.title).toBe('Page not found');
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(where(router)).toMatch(/^\/h5\/?$/));
  });

  it('a route without a page is honestly not available, titled in the current language', async () => {
    await open('/pages_tool/hongbao/list');
    expect(screen.getByTestId('not-available').textContent).toContain('This page is not available yet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Red Packet Campaigns' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Red Packet Campaigns' })).toBeDefined();
    expect(document.title).toBe('Red Packet Campaigns');
  });

  it('a login route sends a guest to login with the encoded current path and query', async () => {
    const { router } = await open('/pages/order/list?status=waitpay');
    expect(where(router)).toBe(`/h5/pages_tool/login/login?back=${encodeURIComponent('/pages/order/list?status=waitpay')}`);
  });

  it('a login route opens for a member', async () => {
    useMemberStore.setState({ token: 'tok', memberInfo: null });
    const { router } = await open('/pages/order/list');
    expect(where(router)).toBe('/h5/pages/order/list');
  });

  it('a route whose addon is off is not available', async () => {
    useSiteStore.setState({ initStatus: true });
    await open('/pages_promotion/pintuan/list');
    expect(screen.getByTestId('not-available')).toBeDefined();
  });

  it('renders a system page schema: data by query, meta title from data', async () => {
    await open('/pages/goods/list?category_id=4');
    await screen.findByText('category 4');
    expect(request).toHaveBeenCalledWith('goods.categoryInfo', { id: '4' });
    await waitFor(() => expect(document.title).toBe('Tea list'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tea list');
  });
});

describe('diy pages and the tab bar', () => {
  it('home (and its alias) render the DIY_VIEW_INDEX document with the tab bar, home selected', async () => {
    await open('/pages/index/index');
    await screen.findByText('diy DIY_VIEW_INDEX');
    expect(request).toHaveBeenCalledWith('diyview.info', { name: 'DIY_VIEW_INDEX' });
    const tabs = screen.getAllByRole('link');
    expect(tabs).toHaveLength(4);
    expect(tabs[0]?.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('the diy route takes ?name=', async () => {
    await open('/pages_tool/index/diy?name=DIY_VIEW_RANDOM_1');
    await screen.findByText('diy DIY_VIEW_RANDOM_1');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('raw NiuShop diy JSON renders not-available until an adapter is set', async () => {
    request.mockImplementation(async () => ({ code: 0, message: '', data: { value: JSON.stringify({ global: {}, value: [{ componentName: 'Text' }] }) } }));
    const first = await open('/');
    expect(await screen.findByTestId('not-available')).toBeDefined();
    first.unmount();

    resetPageCache();
    setDiyAdapter((raw) => (Array.isArray(raw.value) ? diySchema(`adapted ${raw.value.length}`) : null));
    await open('/');
    await screen.findByText('adapted 1');
  });

  it('switching tabs replaces the entry; the cart tab shows the badge', async () => {
    useCartStore.setState({ cartNumber: 120 });
    const { router } = await open('/');
    await screen.findByText('diy DIY_VIEW_INDEX');
    expect(screen.getByTestId('cart-badge').textContent).toBe('99+');
    fireEvent.click(screen.getAllByRole('link')[2] as HTMLElement);
    await waitFor(() => expect(where(router)).toBe('/h5/pages/goods/cart'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('navigating pushes a page with a back arrow that returns', async () => {
    const { router } = await open('/');
    await screen.findByText('diy DIY_VIEW_INDEX');
    act(() => getActionEnv().navigator.navigate('/pages_tool/hongbao/list'));
    await waitFor(() => expect(where(router)).toBe('/h5/pages_tool/hongbao/list'));
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(where(router)).toMatch(/^\/h5\/?$/));
    // The kept page comes back without refetching its document.
    await screen.findByText('diy DIY_VIEW_INDEX');
    expect(request.mock.calls.filter((c) => c[0] === 'diyview.info')).toHaveLength(1);
  });

  it('a navigate to a tab page switches (replace); relaunch refetches', async () => {
    const { router } = await open('/pages_tool/hongbao/list');
    act(() => getActionEnv().navigator.navigate('/pages/index/index'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/h5/pages/index/index'));
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByText('diy DIY_VIEW_INDEX');
    act(() => getActionEnv().navigator.relaunch('/pages/index/index'));
    await waitFor(() => expect(request.mock.calls.filter((c) => c[0] === 'diyview.info')).toHaveLength(2));
  });
});

describe('first view from the server', () => {
  it('uses the inlined page and hydrates without a mismatch or a refetch', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { prepareInitialPage } = await import('./pageCache.ts');
    const inline = document.createElement('script');
    inline.id = '__INIT__';
    inline.type = 'application/json';
    inline.textContent = JSON.stringify({
      config: {},
      page: {
        path: '/',
        schema: { schemaVersion: 1, id: 'diy/home', data: { g: { api: 'goods.skuPage' } }, content: [{ id: 't', type: 'text', props: { text: 'first ${data.g.name}' } }] },
        data: { g: { name: 'view' } },
      },
    });
    document.body.appendChild(inline);
    const errors = vi.spyOn(console, 'error');

    const router = createAppRouter({ initialEntries: ['/h5/'] });
    await prepareInitialPage(router.state.location.key, {});
    const html = renderToString(<App router={router} />);
    expect(html).toContain('first view');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    let root: { unmount(): void } | undefined;
    await act(async () => {
      root = hydrateRoot(container, <App router={router} />);
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(container.textContent).toContain('first view');
    expect(errors.mock.calls.filter((c) => /hydrat/i.test(String(c[0])))).toEqual([]);
    expect(request).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
    inline.remove();
  });

  it('a part hydrates from the first view even when a deferred source answered before it hydrated (no React error #418/#422), then shows it', async () => {
    // The goods detail's promotions (load: deferred): the server renders without them; in the
    // browser they may answer before a part of the page has hydrated (its chunk is late, it waits
    // below the fold, React hydrates it at idle priority). That part must hydrate as the server
    // rendered it, and only then show them.
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { prepareInitialPage, peekRuntime } = await import('./pageCache.ts');
    const { update } = await import('../renderer/pageStore.ts');
    const inline = document.createElement('script');
    inline.id = '__INIT__';
    inline.type = 'application/json';
    inline.textContent = JSON.stringify({
      config: {},
      page: {
        path: '/',
        schema: {
          schemaVersion: 1,
          id: 'diy/home',
          data: { g: { api: 'goods.skuPage' }, p: { api: 'goods.promotion', load: 'deferred' } },
          content: [
            { id: 't', type: 'text', props: { text: 'first ${data.g.name}' } },
            { id: 'p', type: 'text', props: { text: 'promotions: ${data.p.name || "none"}' } },
          ],
        },
        data: { g: { name: 'view' } },
      },
    });
    document.body.appendChild(inline);
    request.mockImplementation(async (api: string) => ({ code: 0, message: '', data: api === 'goods.promotion' ? { name: 'flash sale' } : null }));
    const container = document.createElement('div');
    document.body.appendChild(container);
    const router = createAppRouter({ initialEntries: ['/h5/'] });
    await prepareInitialPage(router.state.location.key, {}, container);
    const html = renderToString(<App router={router} />);
    expect(html).toContain('promotions: none');
    container.innerHTML = html;

    // the deferred answer is in the page's store before React hydrates the part that shows it
    update(peekRuntime(router.state.location.key)!.store, (d) => {
      d.data.p = { name: 'flash sale' };
    });
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error');
    let root: { unmount(): void } | undefined;
    await act(async () => {
      root = hydrateRoot(container, <App router={router} />, { onRecoverableError: recoverable });
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls.filter((c) => /hydrat|did not match/i.test(String(c[0])))).toEqual([]);
    // hydrated as the server wrote it, then rendered again with the answer
    expect(container.textContent).toContain('first view');
    expect(container.textContent).toContain('promotions: flash sale');
    act(() => root?.unmount());
    container.remove();
    inline.remove();
  });

  it('a member gets the guest-fetched data of member-sensitive endpoints fetched again', async () => {
    const inline = document.createElement('script');
    inline.id = '__INIT__';
    inline.type = 'application/json';
    inline.textContent = JSON.stringify({
      config: {},
      page: {
        path: '/',
        schema: {
          schemaVersion: 1,
          id: 'diy/home',
          data: { g: { api: 'goods.skuPage' }, b: { api: 'goods.brandPage' } },
          content: [{ id: 't', type: 'text', props: { text: '${data.g.name} ${data.b.name}' } }],
        },
        data: { g: { name: 'guest-price' }, b: { name: 'brand' } },
      },
    });
    document.body.appendChild(inline);
    useMemberStore.setState({ token: 'tok', memberInfo: null });
    request.mockImplementation(async (api: string) => (api === 'goods.skuPage' ? { code: 0, message: '', data: { name: 'member-price' } } : { code: 0, message: '', data: null }));
    try {
      await open('/');
      await screen.findByText('member-price brand');
      expect(request.mock.calls.map((c) => c[0])).toContain('goods.skuPage'); // optional auth: refetched
      expect(request.mock.calls.map((c) => c[0])).not.toContain('goods.brandPage'); // public: kept
      expect(request.mock.calls.map((c) => c[0])).not.toContain('diyview.info'); // the page itself is inlined
    } finally {
      inline.remove();
    }
  });
});
