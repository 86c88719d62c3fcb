import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, fakeNavigation, loadNamespaces, ok, renderInPage, renderWidget, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import DiyNotice, { defaults, NOTICE_INTERVAL, noticeParams } from './DiyNotice.tsx';
import manifest from './index.ts';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['diy']);
});
afterEach(() => {
  resetActionEnv();
  vi.useRealTimers();
});

const list = [
  { title: 'Free shipping over 99', link: { name: 'SHOPPING_NOTICE', title: 'notices', wap_url: '/pages_tool/notice/list' } },
  { title: 'New arrivals', link: { name: '' } },
];

describe('diy-notice', () => {
  it("sources 'initial': the shop's notices, each opening its detail page", async () => {
    const { requests } = fakeFetch({ '/api/notice/lists': ok([{ id: 4, title: 'Double 12 sale' }]) });
    await renderInPage(manifest, { sources: 'initial', count: 3 });
    const link = await screen.findByRole('link', { name: 'Double 12 sale' });
    expect(link.getAttribute('href')).toBe('/h5/pages_tool/notice/detail?notice_id=4');
    expect(requests[0]!.body).toMatchObject({ num: '3' });
    expect(noticeParams({ ...defaults, sources: 'initial', noticeIds: [5, 6] })).toEqual({ id_arr: '5,6' });
    expect(noticeParams({ ...defaults, sources: 'diy' })).toBeNull();
  });

  it('renders the NiuShop defaults: the notice badge and the one configured notice', () => {
    const { container } = renderWidget(DiyNotice, defaults);
    expect(screen.getByText('Notice')).toBeDefined();
    expect(screen.getByText('公告')).toBeDefined();
    expect(container.querySelector('a')).toBeNull();
  });

  it('shows the merchant list one at a time, moving up every few seconds, in the configured text style', () => {
    vi.useFakeTimers();
    const { container } = renderWidget(DiyNotice, defaults, { list, fontSize: 16, fontWeight: 'bold', textColor: '#ff0000' });
    const track = container.querySelector('.diy-notice-track') as HTMLElement;
    expect(track.style.transform).toBe('translateY(-0px)');
    act(() => {
      vi.advanceTimersByTime(NOTICE_INTERVAL);
    });
    expect(track.style.transform).toBe('translateY(-24px)');
    const first = screen.getByText('Free shipping over 99');
    expect(first.style.fontSize).toBe('16px');
    expect(first.style.fontWeight).toBe('bold');
  });

  it('scrolls sideways with scrollWay horizontal; a diy icon replaces the badge', () => {
    const { container } = renderWidget(DiyNotice, defaults, { list, scrollWay: 'horizontal', iconSources: 'diy', iconType: 'icon', icon: 'icondiy icon-system-notice-nav' });
    expect(container.querySelector('.diy-marquee')).not.toBeNull();
    expect(container.querySelector('.diy-icon')).not.toBeNull();
    expect(screen.queryByText('Notice')).toBeNull();
  });

  it('renders nothing without notices; a tap on a notice navigates', () => {
    const empty = renderWidget(DiyNotice, defaults, { list: [{ title: '  ' }, 'x', null] });
    expect(empty.container.innerHTML).toBe('');
    empty.unmount();
    const nav = fakeNavigation();
    renderWidget(DiyNotice, defaults, { list });
    fireEvent.click(screen.getByText('Free shipping over 99'));
    expect(nav.navigate).toHaveBeenCalledWith('/pages_tool/notice/list');
  });
});
