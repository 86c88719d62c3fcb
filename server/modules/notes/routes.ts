import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { isLiked, like, noteDetail, noteGroups, noteLists, notePage, unlike } from './service.ts';

const P = schemaRef('notes');

/** Store notes (/notes/api/*, NiuShop's notes addon). */
export default defineRoutes('notes', (api) => {
  api.route('/notes/api/notes/group', { params: P('EmptyRequest') }, (ctx) => noteGroups(ctx.db, ctx.lang));
  api.route('/notes/api/notes/page', { auth: 'optional', params: P('NotePageRequest') }, (ctx) => notePage(ctx.db, ctx.params, ctx.member?.member_id ?? null, ctx.lang));
  api.route('/notes/api/notes/lists', { auth: 'optional', params: P('NoteListsRequest') }, (ctx) => noteLists(ctx.db, ctx.params, ctx.member?.member_id ?? null, ctx.lang));
  api.route('/notes/api/notes/detail', { auth: 'optional', params: P('NoteIdRequest') }, (ctx) =>
    noteDetail(ctx.db, ctx.params.note_id, ctx.member?.member_id ?? null, ctx.lang),
  );
  api.route('/notes/api/record/add', { auth: 'required', params: P('NoteIdRequest') }, (ctx) => like(ctx.db, ctx.member.member_id, ctx.params.note_id));
  api.route('/notes/api/record/delete', { auth: 'required', params: P('NoteIdRequest') }, (ctx) => unlike(ctx.db, ctx.member.member_id, ctx.params.note_id));
  api.route('/notes/api/record/isDianzan', { auth: 'required', params: P('NoteIdRequest') }, (ctx) => isLiked(ctx.db, ctx.member.member_id, ctx.params.note_id));
});
