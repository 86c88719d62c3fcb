import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import ContentHead, { defaults, type ContentHeadProps } from './ContentHead.tsx';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['content']);
}
const mount = (props: Partial<ContentHeadProps>) => render(<ContentHead props={{ ...defaults, ...props }} node={{ id: 'ch', type: 'content-head' }} emit={async () => {}} renderSlot={() => null} />);

describe('content-head', () => {
  it('title, published time and reads in both languages; likes hidden unless given', async () => {
    await lang('en-us');
    const { unmount } = mount({ title: 'How to order', time: 1764200000, reads: 12 });
    expect(screen.getByRole('heading', { level: 1, name: 'How to order' })).toBeDefined();
    expect(screen.getByTestId('content-time').textContent).toMatch(/^Published: 2025-11-2\d \d\d:\d\d$/);
    expect(screen.getByTestId('content-reads').textContent).toBe('12 reads');
    expect(screen.queryByText(/likes/)).toBeNull();
    unmount();
    await lang('zh-cn');
    mount({ title: '如何下单', time: 1764200000, reads: '3', likes: 2 });
    expect(screen.getByTestId('content-time').textContent).toMatch(/^发表时间：2025-11-2\d/);
    expect(screen.getByText('阅读 3')).toBeDefined();
    expect(screen.getByText('点赞 2')).toBeDefined();
  });

  it('a placeholder while loading', () => {
    const { container } = mount({ title: '', loading: true });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
