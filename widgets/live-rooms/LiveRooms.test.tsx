import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import LiveRooms, { defaults, type LiveRoomsProps } from './LiveRooms.tsx';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['content']);
}
const noop = async () => {};
const mount = (props: Partial<LiveRoomsProps>) => render(<LiveRooms props={{ ...defaults, ...props }} node={{ id: 'lr', type: 'live-rooms' }} emit={noop} renderSlot={() => null} />);

const ROOMS = [
  { id: 1, room_id: 101, name: 'New Year goods live', anchor_name: 'Niu', cover_img: 'upload/a.png', live_status: 101, status_name: 'Live', goods_num: 3, start_time: 1764200000, end_time: 1764210800 },
  { id: 2, room_id: 102, name: 'New gadgets launch', anchor_name: '', cover_img: '', live_status: 102, status_name: 'Not started', goods_num: 0, start_time: 1764300000, end_time: 0 },
];

describe('live-rooms', () => {
  beforeEach(() => lang('en-us'));

  it('says the rooms open in the mini-program and lists them with status, anchor, goods and times', () => {
    mount({ rooms: ROOMS });
    expect(screen.getByTestId('live-note').textContent).toContain('WeChat mini-program');
    const rows = screen.getAllByTestId('live-room');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Live');
    expect(rows[0]!.textContent).toContain('Host: Niu');
    expect(rows[0]!.textContent).toContain('Live goods: 3');
    expect(rows[0]!.textContent).toMatch(/\d\d-\d\d \d\d:\d\d – \d\d-\d\d \d\d:\d\d/);
    expect(rows[0]!.querySelector('.lr-status--live')).not.toBeNull();
    expect(rows[1]!.textContent).not.toContain('Host');
    expect(rows[1]!.querySelector('.lr-status--live')).toBeNull();
    // Nothing to tap: a web page cannot play a mini-program room.
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('empty and addon-off states, in both languages', async () => {
    mount({ rooms: [] });
    expect(screen.getByText('No live rooms yet')).toBeDefined();
    cleanup();
    await lang('zh-cn');
    mount({ rooms: ROOMS, enabled: false });
    expect(screen.getByText('商家未开启小程序直播')).toBeDefined();
    expect(screen.queryByTestId('live-room')).toBeNull();
    cleanup();
    mount({ rooms: ROOMS });
    expect(screen.getByTestId('live-note').textContent).toContain('直播仅支持在微信小程序内查看');
    expect(screen.getAllByTestId('live-room')[0]!.textContent).toContain('主播：Niu');
  });
});
