import { defineRoutes, schemaRef } from '../../http/routes.ts';
import type { ApiContext } from '../../http/context.ts';
import { devOnly } from '../../http/devOnly.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { gameInfo, newestGame, play, recordPage, type GameType, type Random } from './service.ts';

declare module '../../http/services.ts' {
  interface Services {
    /** The games' random source (uniform in [0, 1)); tests replace it to make draws deterministic. */
    gameRandom?: Random;
  }
}

const P = schemaRef('games');
const random = (ctx: ApiContext<unknown>): Random => ctx.services.gameRandom ?? Math.random;
const PATHS: Array<[GameType, string]> = [
  ['turntable', '/turntable/api/turntable'],
  ['cards', '/cards/api/cards'],
  ['egg', '/egg/api/egg'],
];

/** Games (turntable, cards, egg addons; shared core /api/game/*). */
export default defineRoutes('games', (api) => {
  for (const [type, base] of PATHS) {
    api.route(`${base}/info`, { auth: 'optional', params: P('GameIdRequest') }, (ctx) =>
      gameInfo(ctx.db, type, ctx.params.id, ctx.member?.member_id ?? null, ctx.services.now(), ctx.lang, random(ctx)),
    );
    api.route(`${base}/lottery`, { auth: 'required', params: P('GameIdRequest') }, (ctx) =>
      play(ctx.db, type, ctx.params.id, ctx.member.member_id, ctx.services.now(), ctx.lang, random(ctx)),
    );
  }
  api.route('/api/game/recordPage', { auth: 'required', params: P('RecordPageRequest') }, (ctx) => recordPage(ctx.db, ctx.member.member_id, ctx.params, ctx.lang));
  /** Development: gives a member (by mobile) their plays back, as a new day would. */
  api.route('/dev/games/resetPlays', { ignoreSiteClose: true, params: P('DevResetPlaysRequest') }, async (ctx) => {
    devOnly(ctx);
    const m = await ctx.db.selectFrom('member').select('member_id').where('mobile', '=', ctx.params.mobile).where('is_delete', '=', 0).executeTakeFirst();
    if (!m) throw new ApiError(Code.ERROR, 'MEMBER_NOT_EXIST');
    const gone = await ctx.db.deleteFrom('promotion_games_join').where('member_id', '=', m.member_id).executeTakeFirst();
    return { member_id: m.member_id, periods: Number(gone.numDeletedRows) };
  });
  api.route('/api/game/newestGame', { params: P('EmptyRequest') }, (ctx) => newestGame(ctx.db, ctx.services.now()));
});
