// @vitest-environment node
/**
 * Server rendering: the renderer, the widgets, the shell and the app render to a string without
 * `window` or `document` (they are only touched in effects).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PageRenderer } from './PageRenderer.tsx';
import { createPageRuntime } from './loader.ts';
import { loadWidget, widgetTypes } from './registry.ts';
import { NavBar, TabBar, PullToRefresh, InfiniteScroll, BackToTop, EmptyState, Popup, LoadingCover, FeedbackHost, PageFrame } from '../shell/index.ts';
import { App } from '../app/App.tsx';
import { createHistoryRouter } from '../app/router.ts';
import type { PageSchema } from './types.ts';

beforeAll(async () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  // tests/setup-web.ts clears localStorage after each test; give it something to clear.
  (globalThis as { localStorage?: unknown }).localStorage ??= { clear() {}, getItem: () => null, setItem() {}, removeItem() {} };
  await Promise.all(widgetTypes().map((t) => loadWidget(t)));
});

const schema: PageSchema = {
  schemaVersion: 1,
  id: 'ssr/page',
  data: { goods: { api: 'goods.skuPage' } },
  state: { greeting: 'Hello' },
  content: [
    { id: 'title', type: 'text', props: { text: '${state.greeting}, ${member.nickname}', tag: 'h2' } },
    { id: 'hero', type: 'image', props: { src: 'https://img.example/a.jpg', aspectRatio: '2:1' } },
    {
      id: 'list',
      type: 'container',
      props: { columns: 2, items: '${data.goods.list}', pagedSource: 'goods' },
      slots: { default: [{ id: 'cell', type: 'text', props: { text: '${item.goods_name}' } }] },
    },
    { id: 'ghost', type: 'not-a-widget' },
  ],
};

describe('server rendering', () => {
  it('renders a page with its inlined data', async () => {
    const runtime = createPageRuntime(schema, {
      globals: () => ({ member: { nickname: 'Ann' }, site: {}, cart: {} }),
      initialData: { goods: { list: [{ goods_name: 'Tea' }, { goods_name: 'Rice' }] } },
      loadNamespaces: async () => undefined,
    });
    await runtime.start();
    const html = renderToString(<PageRenderer runtime={runtime} globals={{ member: { nickname: 'Ann' }, site: {}, cart: {} }} />);
    expect(html).toContain('Hello, Ann');
    expect(html).toContain('Tea');
    expect(html).toContain('Rice');
    expect(html).toContain('aspect-ratio:2 / 1');
  });

  it('renders the shell', () => {
    const html = renderToString(
      <PageFrame tabbed>
        <NavBar title="T" back />
        <PullToRefresh onRefresh={() => undefined}>
          <EmptyState />
          <InfiniteScroll onLoadMore={() => undefined} hasMore={false} count={3} />
        </PullToRefresh>
        <Popup open title="P">
          body
        </Popup>
        <TabBar currentPath="/" cartNumber={120} />
        <BackToTop />
        <LoadingCover />
        <FeedbackHost />
      </PageFrame>,
    );
    expect(html).toContain('99+');
    expect(html).toContain('body');
  });

  it('renders the app routes (chrome, not-available, a pending diy page)', () => {
    for (const [path, expected] of [
      ['/h5/pages_tool/hongbao/list', 'not-available'],
      ['/h5/', 'sh-loading-cover'],
      ['/h5/nowhere', 'not-found'],
    ] as const) {
      const router = createHistoryRouter({ initialEntries: [path] });
      const html = renderToString(<App router={router} />);
      expect(html, path).toContain(expected);
    }
  });
});
