import { defineRoutes } from '../../http/routes.ts';
import type { ApiContext } from '../../http/context.ts';
import { gameInfo, newestGame, play, recordPage, type GameType, type Random } from './service.ts';

declare module '../../http/services.ts' {
  interface Services {
    /** The games' random source (uniform in [0, 1)); tests replace it to make draws deterministic. */
    gameRandom?: Random;
  }
}

const P = (name: string) => `games#/$defs/${name}`;
const random = (ctx: ApiContext<unknown>): Random => ctx.services.gameRandom ?? Math.random;
const PATHS: Array<[GameType, string]> = [
  ['turntable', '/turntable/api/turntable'],
  ['cards', '/cards/api/cards'],
  ['egg', '/egg/api/egg'],
];

/** Games (turntable, cards, egg addons; shared core /api/game/*). */
export default defineRoutes('games', (api) => {
  for (const [type, base] of PATHS) {
    api.route<{ id: number }>(`${base}/info`, { auth: 'optional', params: P('GameIdRequest') }, (ctx) =>
      gameInfo(ctx.db, type, ctx.params.id, ctx.member?.member_id ?? null, ctx.services.now(), ctx.lang, random(ctx)),
    );
    api.route<{ id: number }>(`${base}/lottery`, { auth: 'required', params: P('GameIdRequest') }, (ctx) =>
      play(ctx.db, type, ctx.params.id, ctx.member.member_id, ctx.services.now(), ctx.lang, random(ctx)),
    );
  }
  api.route<{ id?: number }>('/api/game/recordPage', { auth: 'required', params: P('RecordPageRequest') }, (ctx) => recordPage(ctx.db, ctx.member.member_id, ctx.params));
  api.route('/api/game/newestGame', { params: P('EmptyRequest') }, (ctx) => newestGame(ctx.db, ctx.services.now()));
});
