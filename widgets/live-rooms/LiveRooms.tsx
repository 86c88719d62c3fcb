/**
 * NiuShop's live list. Live rooms are WeChat mini-program rooms (the live-player plugin); a web
 * page cannot play them, so the page says where they open and lists the rooms as information:
 * cover, status (live, not started, ended …, named by the server), name, anchor, goods count and
 * times. Rows come from a paged page source.
 */
import type { ReactElement } from 'react';
import { date, EmptyState, imageUrl, Img, PagedMore, pagedSettled, useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type LiveRoomsProps } from './props.gen.ts';
import './live-rooms.css';

export type { LiveRoomsProps };
export { defaults };

interface Room {
  id?: number;
  room_id?: number;
  name?: string;
  anchor_name?: string;
  cover_img?: string;
  start_time?: number;
  end_time?: number;
  live_status?: number;
  status_name?: string;
  goods_num?: number;
}

/** WeChat's live_status 101: on air now. */
const LIVE = 101;
const roomsOf = (v: unknown): Room[] => (Array.isArray(v) ? (v.filter((r) => r && typeof r === 'object') as Room[]) : []);
const time = (s: unknown) => (Number(s) > 0 ? date(Number(s), 'MM-DD HH:mm') : '');

export default function LiveRooms({ props, node }: WidgetProps<LiveRoomsProps>): ReactElement {
  const { t } = useTexts('content');
  const rooms = roomsOf(props.rooms);
  const status = useSourceStatus(props.pagedSource ?? '');
  const settled = pagedSettled(props.pagedSource, status) || status.status === 'skipped';

  if (!props.enabled) {
    return (
      <div className="lr" data-node-id={node.id}>
        <EmptyState text={t('liveOff')} buttonText={false} />
      </div>
    );
  }
  return (
    <div className="lr" data-node-id={node.id} aria-busy={!settled && rooms.length === 0}>
      <p className="lr-note" role="note" data-testid="live-note">
        {t('liveInWeapp')}
      </p>
      {rooms.length ? (
        <ul className="lr-list">
          {rooms.map((r) => {
            const live = Number(r.live_status) === LIVE;
            const start = time(r.start_time);
            const end = time(r.end_time);
            return (
              <li key={r.id ?? r.room_id} className="lr-room" data-testid="live-room">
                <span className="lr-cover">
                  <Img src={imageUrl(String(r.cover_img ?? ''))} alt="" kind="goods" />
                  {r.status_name ? <span className={live ? 'lr-status lr-status--live' : 'lr-status'}>{r.status_name}</span> : null}
                </span>
                <span className="lr-text">
                  <span className="lr-name">{r.name}</span>
                  {r.anchor_name ? <span className="lr-meta">{t('liveAnchor', { name: r.anchor_name })}</span> : null}
                  <span className="lr-meta">{t('liveGoods', { n: Number(r.goods_num ?? 0) })}</span>
                  {start ? <span className="lr-meta">{end ? `${start} – ${end}` : start}</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : settled ? (
        <EmptyState text={t('liveEmpty')} buttonText={false} />
      ) : null}
      <PagedMore source={props.pagedSource} count={rooms.length} />
    </div>
  );
}
