import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadNamespaces, page, PageRenderer, runtimeWith } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['content']);
}

/** The webview page over a server whose /api/webview/check answers `answer`. */
async function webview(answer: { code: number; message?: string; data?: unknown }) {
  const schema = page({
    id: 'pages_tool/webview/webview',
    data: { check: { api: 'webview.check', params: { src: '${query.src}' } } },
    content: [{ id: 'webview', type: 'web-view', props: { source: 'check', check: '${data.check}' } }],
  });
  const runtime = runtimeWith(schema, { answer: () => ({ message: '', data: null, ...answer }) });
  await runtime.start();
  render(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: {} }} />);
}

describe('web-view', () => {
  beforeEach(() => lang('en-us'));

  it('frames an allowed address, with a link that opens it outside', async () => {
    await webview({ code: 0, data: { url: 'https://help.example.com/a?b=1', host: 'help.example.com', framing: 'allowed' } });
    const frame = await screen.findByTestId('webview-frame');
    expect(frame.getAttribute('src')).toBe('https://help.example.com/a?b=1');
    expect(frame.getAttribute('title')).toBe('Page of help.example.com');
    const open = screen.getByRole('link', { name: 'Open the page directly' });
    expect(open.getAttribute('href')).toBe('https://help.example.com/a?b=1');
    expect(open.getAttribute('rel')).toContain('noopener');
  });

  it('a site that refuses to be framed: no frame, the link instead', async () => {
    await webview({ code: 0, data: { url: 'https://pay.example.com/', host: 'pay.example.com', framing: 'refused' } });
    expect((await screen.findByTestId('webview-no-frame')).textContent).toBe('pay.example.com cannot be shown inside the shop; open it directly.');
    expect(screen.queryByTestId('webview-frame')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the page directly' }).getAttribute('href')).toBe('https://pay.example.com/');
  });

  it("a refused address shows the server's message and nothing to open", async () => {
    await lang('zh-cn');
    await webview({ code: -1, message: '店铺不允许打开该网站：evil.test' });
    expect((await screen.findByTestId('webview-refused')).textContent).toBe('店铺不允许打开该网站：evil.test');
    expect(screen.queryByTestId('webview-frame')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('never frames what is not http(s), whatever the answer says', async () => {
    await webview({ code: 0, data: { url: 'javascript:alert(1)', host: 'x', framing: 'allowed' } });
    expect((await screen.findByTestId('webview-refused')).textContent).toBe('This address cannot be opened');
    expect(screen.queryByTestId('webview-frame')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
