import { defineRoutes } from '../../http/routes.ts';
import type { Lang } from '../../i18n/index.ts';
import type { Selectable } from 'kysely';
import type { WeappLiveRoomTable } from '../../db/tables/content.ts';
import { pageResult, paging } from '../goods/format.ts';
import { localize } from '../content/i18n.ts';

/** WeChat's live_status codes and their names. */
const STATUS_NAMES: Record<number, { 'zh-cn': string; 'en-us': string }> = {
  101: { 'zh-cn': '直播中', 'en-us': 'Live' },
  102: { 'zh-cn': '未开始', 'en-us': 'Not started' },
  103: { 'zh-cn': '已结束', 'en-us': 'Ended' },
  104: { 'zh-cn': '禁播', 'en-us': 'Banned' },
  105: { 'zh-cn': '暂停中', 'en-us': 'Paused' },
  106: { 'zh-cn': '异常', 'en-us': 'Error' },
  107: { 'zh-cn': '已过期', 'en-us': 'Expired' },
};

type Room = Selectable<WeappLiveRoomTable>;

function present(r: Room, lang: Lang) {
  const l = localize(r, lang);
  const goods = Array.isArray(l.goods) ? l.goods : [];
  return {
    id: l.id,
    room_id: l.room_id,
    name: l.name,
    anchor_name: l.anchor_name,
    cover_img: l.cover_img,
    share_img: l.share_img,
    start_time: Number(l.start_time),
    end_time: Number(l.end_time),
    live_status: l.live_status,
    status_name: STATUS_NAMES[l.live_status]?.[lang] ?? '',
    goods,
    goods_num: goods.length,
  };
}

/**
 * The live addon's room list (WeChat mini-program live rooms, kept as data here: no WeChat sync is
 * reachable). Rooms play only inside the mini-program; the H5 page says so and lists them.
 */
export default defineRoutes('live', (api) => {
  api.route('/live/api/live/page', { params: 'live#/$defs/LivePageRequest' }, async (ctx) => {
    const { limit, offset, size } = paging(ctx.params, 100);
    const [{ n }, list] = await Promise.all([
      ctx.db.selectFrom('weapp_live_room').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ctx.db.selectFrom('weapp_live_room').selectAll().orderBy('live_status').orderBy('start_time', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
    ]);
    return pageResult(Number(n), size, list.map((r) => present(r, ctx.lang)));
  });

  /** A room that is live now, else the next to start; null when none. */
  api.route('/live/api/live/info', { params: 'live#/$defs/LiveInfoRequest' }, async (ctx) => {
    const row = await ctx.db.selectFrom('weapp_live_room').selectAll().where('live_status', 'in', [101, 102]).orderBy('live_status').orderBy('start_time').limit(1).executeTakeFirst();
    return row ? present(row, ctx.lang) : null;
  });
});
